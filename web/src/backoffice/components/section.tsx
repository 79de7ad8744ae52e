import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/**
 * A titled part of a console page: its heading (labelling the section), a note under it, actions
 * beside them, then its content. `compact` keeps the heading at the base size on wide screens too,
 * as on the player's page, where several parts stand one under the other.
 */
export function Section({
  title,
  note,
  testId,
  actions,
  compact = false,
  children,
}: {
  title: string;
  note?: ReactNode;
  /** The section's test id; its heading's id is this with `-title`. */
  testId: string;
  actions?: ReactNode;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={`${testId}-title`} className={cn('text-base font-semibold text-white', !compact && 'sm:text-lg')}>
            {title}
          </h2>
          {note ? <p className="mt-0.5 text-sm text-gray-400">{note}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** One labelled value of a `<dl>`: the label at the start, the value at the end. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1" data-testid={testId}>
      <dt className="text-sm text-gray-400">{label}</dt>
      <dd className="text-end text-sm text-white">{children}</dd>
    </div>
  );
}
