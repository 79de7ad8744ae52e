import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { HistoryIcon } from '@/components/ui/icons';
import { EmptyLine, loadFailures, Section, StatusBadge, type StatusTone } from '@/components/ui/section';
import { formatFigure } from '@/features/promotions';
import { dateFormat, localeTag } from '@/lib/date';

import type { IncomeRate, IncomeStatus } from '../types';
import { useCategoryLabel } from '../hooks/use-income';

export { CardsSkeleton, EmptyLine, Notice, Section } from '@/components/ui/section';

/**
 * A program's history card, newest first: a row each (`children` renders one), or a line saying
 * there is none yet. Its test ids start with `name`: `${name}-history`, `${name}-history-empty`.
 */
export function HistorySection<T>({ name, rows, children }: { name: string; rows: readonly T[]; children: (row: T) => ReactNode }) {
  const { t } = useTranslation('income');
  return (
    <Section id={`${name}-history-title`} title={t('history.title')} icon={<HistoryIcon className="size-5" />} testId={`${name}-history`}>
      {rows.length === 0 ? (
        <EmptyLine testId={`${name}-history-empty`}>{t('history.empty')}</EmptyLine>
      ) : (
        <ul className="flex flex-col divide-y divide-tint/5">{rows.map((row) => children(row))}</ul>
      )}
    </Section>
  );
}

const STATUS_TONES: Readonly<Record<IncomeStatus, StatusTone>> = {
  open: 'pending',
  paid: 'success',
  expired: 'closed',
  held: 'pending',
  voided: 'failed',
};

/** An award's status as a coloured badge: waiting, paid, expired, held or voided. */
export function IncomeStatusBadge({ status, testId }: { status: IncomeStatus; testId?: string }) {
  const { t } = useTranslation('income');
  return (
    <StatusBadge tone={STATUS_TONES[status] ?? 'closed'} testId={testId} status={status}>
      {t(`status.${status}`)}
    </StatusBadge>
  );
}

/** "0.5%" in the interface language. */
export function percentText(value: number | string, language: string): string {
  return `${formatFigure(value, language)}%`;
}

/** An agent's day (YYYY-MM-DD) as a date of the interface language; anything else as sent. */
export function formatDay(day: string | null | undefined, language: string): string {
  if (!day) return '';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat(localeTag(language), { dateStyle: 'medium' }, 'UTC').format(date);
}

/** A period of days: one day, or "from – to". */
export function formatPeriod(from: string, to: string, language: string): string {
  return from === to ? formatDay(from, language) : `${formatDay(from, language)} – ${formatDay(to, language)}`;
}

/** The first line of a list's row: what it is (a muted detail beside it), and its amount at the end. */
export function RowHead({ title, detail, amount, amountTestId }: { title: ReactNode; detail?: ReactNode; amount: string; amountTestId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm font-medium text-strong">
        <span>{title}</span>
        {detail ? <span className="text-xs font-normal text-muted">{detail}</span> : null}
      </p>
      <span className="shrink-0 text-sm font-semibold text-accent-strong tabular-nums" data-testid={amountTestId}>
        {amount}
      </span>
    </div>
  );
}

/** The second line of an award's row: its details, and its status at the end. */
export function RowStatus({ children, status, statusTestId }: { children: ReactNode; status: IncomeStatus; statusTestId: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      {children}
      <IncomeStatusBadge status={status} testId={statusTestId} />
    </div>
  );
}

/** Rates per category as chips: "สล็อต 0.5%". */
export function RateChips({ rates, testId }: { rates: readonly IncomeRate[]; testId?: string }) {
  const { t, i18n } = useTranslation('income');
  const categoryLabel = useCategoryLabel();
  if (rates.length === 0) return <p className="text-sm text-muted">{t('common.noRates')}</p>;
  return (
    <ul className="flex flex-wrap gap-2" data-testid={testId}>
      {rates.map((rate) => (
        <li
          key={rate.category}
          className="inline-flex items-center gap-1.5 rounded-full border border-line bg-tint/5 px-3 py-1 text-xs text-subtle"
          data-testid="rate-chip"
        >
          <span>{categoryLabel(rate.category)}</span>
          <span className="font-semibold text-accent-strong tabular-nums">{percentText(rate.percent, i18n.language)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A few grey bars while a section loads. */
export function SectionSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-2" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-12 animate-pulse rounded-xl bg-tint/5" />
      ))}
    </div>
  );
}

function useLoadFailedText() {
  const { t } = useTranslation('income');
  return t('common.loadFailed');
}

/** In place of a section, or of a page's first cards, that could not be loaded. */
export const { SectionFailed, CardFailed } = loadFailures(useLoadFailedText);
