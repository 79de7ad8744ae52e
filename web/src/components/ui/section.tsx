import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Card, SectionTitle } from './card';
import { LoadFailed } from './load-failed';

/** A titled card section of a page: its heading labels it, `actions` stand beside the heading. */
export function Section({
  id,
  title,
  icon,
  actions,
  children,
  className,
  testId,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <Card className={cn('flex min-w-0 flex-col gap-4 p-4 sm:p-5', className)} aria-labelledby={id} data-testid={testId} role="region">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionTitle id={id} icon={icon}>
          {title}
        </SectionTitle>
        {actions}
      </div>
      {children}
    </Card>
  );
}

/** An empty list, said in one line. */
export function EmptyLine({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted" data-testid={testId}>
      {children}
    </p>
  );
}

/** A page's first cards while they load: grey blocks of their heights, in the page's grid. */
export function CardsSkeleton({ className, heights }: { className?: string; heights: readonly string[] }) {
  return (
    <div className={cn('grid gap-4', className)} aria-hidden="true">
      {heights.map((height, i) => (
        <div key={i} className={cn(height, 'animate-pulse rounded-card bg-tint/5')} />
      ))}
    </div>
  );
}

/**
 * What stands in place of what could not be loaded, saying `useMessage()` (a feature's own text)
 * with a way to ask again: `SectionFailed` in a section, `CardFailed` in place of a page's first cards.
 */
export function loadFailures(useMessage: () => string) {
  function SectionFailed({ onRetry }: { onRetry: () => void }) {
    return <LoadFailed onRetry={onRetry}>{useMessage()}</LoadFailed>;
  }
  function CardFailed({ onRetry }: { onRetry: () => void }) {
    return (
      <Card className="p-4 sm:p-5">
        <SectionFailed onRetry={onRetry} />
      </Card>
    );
  }
  return { SectionFailed, CardFailed };
}

/** A notice above a page or a section: something is off, a rule to know. */
export function Notice({ children, testId, tone = 'warning' }: { children: ReactNode; testId?: string; tone?: 'warning' | 'info' }) {
  return (
    <p
      role="note"
      data-testid={testId}
      className={cn(
        'rounded-xl border px-3 py-2.5 text-sm',
        tone === 'warning' ? 'border-warning/30 bg-warning/10 text-warning-fg' : 'border-line bg-tint/[0.03] text-subtle',
      )}
    >
      {children}
    </p>
  );
}

export type StatusTone = 'success' | 'pending' | 'failed' | 'closed';

/** A coloured status badge (the tones of index.css); `status` is the raw value, for tests and styles. */
export function StatusBadge({ tone, children, testId, status }: { tone: StatusTone; children: ReactNode; testId?: string; status?: string }) {
  return (
    <span className={cn('pp-status', `pp-status--${tone}`)} data-testid={testId} data-status={status}>
      <span className="pp-status__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
