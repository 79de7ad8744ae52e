import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { describeStaffError } from '../api/errors';

/**
 * A data table that is a table from `md` up and a stack of cards below it (390 px phones):
 * each cell then shows its column name beside the value.
 */
export function Table({ caption, head, children, className }: { caption: string; head: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cn('md:overflow-x-auto md:rounded-2xl md:border md:border-white/10 md:bg-gray-900/60', className)}>
      <table className="w-full border-collapse text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-white/10 text-start text-xs tracking-wide text-gray-400 uppercase">{head}</tr>
        </thead>
        <tbody className="max-md:flex max-md:flex-col max-md:gap-3">{children}</tbody>
      </table>
    </div>
  );
}

export function Th({ children, align = 'start' }: { children?: ReactNode; align?: 'start' | 'end' }) {
  return (
    <th scope="col" className={cn('px-3 py-2.5 font-medium whitespace-nowrap', align === 'end' ? 'text-end' : 'text-start')}>
      {children}
    </th>
  );
}

export function Tr({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={cn(
        'align-top md:border-b md:border-white/5 md:last:border-0 md:hover:bg-white/[0.03]',
        'max-md:flex max-md:flex-col max-md:gap-1.5 max-md:rounded-2xl max-md:border max-md:border-white/10 max-md:bg-gray-900/70 max-md:p-4',
        className,
      )}
      {...rest}
    />
  );
}

export function Td({ label, children, className, ...rest }: { label?: string; children?: ReactNode } & TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td className={cn('px-3 py-2.5 max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-3 max-md:p-0', className)} {...rest}>
      {label ? <span className="shrink-0 text-xs text-gray-400 md:hidden">{label}</span> : null}
      <span className="min-w-0 max-md:text-end">{children}</span>
    </td>
  );
}

/** A row that spans the table: loading, empty and error states. */
export function TableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr className="max-md:block">
      <td colSpan={colSpan} className="px-3 py-10 text-center text-gray-400 max-md:block max-md:rounded-2xl max-md:border max-md:border-white/10">
        {children}
      </td>
    </tr>
  );
}

/** A row saying why the table could not load, with a button that asks again. */
function ErrorRow({ colSpan, error, retry }: { colSpan: number; error: unknown; retry(): void }) {
  const { t } = useTranslation('backoffice');
  return (
    <TableMessage colSpan={colSpan}>
      <span className="flex flex-col items-center gap-3">
        <span role="alert">{describeStaffError(error, t)}</span>
        <Button variant="outline" size="sm" onClick={retry}>
          {t('app.retry')}
        </Button>
      </span>
    </TableMessage>
  );
}

/** The rows of a table body, or one row with `empty` when there are none (no row at all without `empty`). */
export function TableRows<Row>({
  columns,
  rows,
  empty,
  render,
}: {
  columns: number;
  rows: readonly Row[];
  empty?: ReactNode;
  render: (row: Row) => ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return <TableMessage colSpan={columns}>{empty}</TableMessage>;
  return <>{rows.map(render)}</>;
}

/** What a table's body needs from the query that loads it. */
interface RowsQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: unknown;
  refetch(): Promise<unknown>;
}

/**
 * A table body fed by a query: loading, then the error with a retry, the `empty` text, or the rows.
 * With `keepRowsOnError` rows already loaded stay through a failed refresh (the page says the error elsewhere).
 */
export function QueryRows<Row>({
  query,
  columns,
  rows,
  empty,
  render,
  keepRowsOnError = false,
}: {
  query: RowsQuery;
  columns: number;
  rows: readonly Row[];
  empty?: ReactNode;
  render: (row: Row) => ReactNode;
  keepRowsOnError?: boolean;
}) {
  const { t } = useTranslation('backoffice');
  if (query.isPending) return <TableMessage colSpan={columns}>{t('app.loading')}</TableMessage>;
  if (query.isError && !(keepRowsOnError && query.data)) {
    return <ErrorRow colSpan={columns} error={query.error} retry={() => void query.refetch()} />;
  }
  return <TableRows columns={columns} rows={rows} empty={empty} render={render} />;
}
