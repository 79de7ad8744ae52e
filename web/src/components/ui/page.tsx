import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** The frame every page uses inside its template: a heading and the content. */
export function Page({
  title,
  subtitle,
  icon,
  actions,
  children,
  narrow,
  medium,
  className,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  narrow?: boolean;
  /** A single column of lists (history): wider than a form, narrower than a grid. */
  medium?: boolean;
  className?: string;
}) {
  const width = narrow ? 'max-w-lg' : medium ? 'max-w-3xl' : 'max-w-7xl';
  return (
    <section className={cn('mx-auto w-full px-4 py-6 sm:py-8', width, className)}>
      <header className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {icon ? (
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/15 text-accent ring-1 ring-accent/30" aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <div className="min-w-0">
            <h1 className="truncate text-xl font-semibold text-strong sm:text-2xl">{title}</h1>
            {subtitle ? <p className="mt-0.5 text-sm text-muted">{subtitle}</p> : null}
          </div>
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** An honest empty state for sections whose content is not built yet. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="pp-card flex flex-col items-center gap-3 px-6 py-12 text-center">
      {icon ? (
        <span className="grid size-16 place-items-center rounded-box bg-raised/80 text-accent ring-1 ring-tint/5" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className="text-lg font-semibold text-strong">{title}</p>
      {text ? <p className="max-w-sm text-sm text-muted">{text}</p> : null}
      {action}
    </div>
  );
}
