import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** A table that scrolls sideways on a phone rather than squeezing its columns. */
export function ScrollTable({ children, testId, minWidth = 'min-w-[36rem]' }: { children: ReactNode; testId?: string; minWidth?: string }) {
  return (
    <div className="-mx-1 overflow-x-auto px-1">
      <table className={cn('w-full text-sm', minWidth)} data-testid={testId}>
        {children}
      </table>
    </div>
  );
}

/** A head cell of a ScrollTable. */
export function Th({ children, end }: { children: ReactNode; end?: boolean }) {
  return (
    <th scope="col" className={cn('px-2 py-2 text-xs font-medium whitespace-nowrap text-muted first:ps-0 last:pe-0', end ? 'text-end' : 'text-start')}>
      {children}
    </th>
  );
}

/** A body cell of a ScrollTable. */
export function Td({ children, end, strong, testId }: { children: ReactNode; end?: boolean; strong?: boolean; testId?: string }) {
  return (
    <td
      className={cn(
        'px-2 py-2.5 whitespace-nowrap first:ps-0 last:pe-0',
        end ? 'text-end tabular-nums' : 'text-start',
        strong ? 'font-semibold text-accent-strong' : 'text-subtle',
      )}
      data-testid={testId}
    >
      {children}
    </td>
  );
}
