import { useTranslation } from 'react-i18next';

import { HistoryIcon } from '@/components/ui/icons';
import { useAgent } from '@/features/agent';
import { formatDateTime } from '@/lib/date';
import { formatMoney } from '@/lib/money';

import { useIncomeHistory } from '../hooks/use-income';
import { EmptyLine, formatDay, IncomeStatusBadge, Section, SectionFailed, SectionSkeleton } from './parts';

/** The player's income of every program, newest first: date, program, amount and status. */
export function IncomeHistorySection({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation('income');
  const timeZone = useAgent()?.country?.timezone;
  const history = useIncomeHistory();

  return (
    <Section id="income-history-title" title={t('history.title')} icon={<HistoryIcon className="size-5" />} testId="income-history">
      {history.isPending ? (
        <SectionSkeleton />
      ) : history.isError ? (
        <SectionFailed onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <EmptyLine testId="income-history-empty">{t('history.empty')}</EmptyLine>
      ) : (
        <ul className="flex flex-col divide-y divide-tint/5">
          {history.data.map((row) => (
            <li key={row.id} className="flex flex-col gap-1 py-3" data-testid="income-row" data-type={row.type} data-status={row.status}>
              <div className="flex items-baseline justify-between gap-3">
                <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm font-medium text-strong">
                  <span>{t(`kinds.${row.type}`)}</span>
                  <span className="text-xs font-normal text-muted">{formatDay(row.date, i18n.language)}</span>
                </p>
                <span className="shrink-0 text-sm font-semibold text-accent-strong tabular-nums" data-testid="income-row-amount">
                  {formatMoney(row.incomeTotal, currency)}
                </span>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="text-xs text-muted">
                  {row.paidAt ? t('history.paidAt', { date: formatDateTime(row.paidAt, i18n.language, timeZone) }) : null}
                </span>
                <IncomeStatusBadge status={row.status} testId="income-row-status" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
