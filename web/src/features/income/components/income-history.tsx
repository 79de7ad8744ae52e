import { useTranslation } from 'react-i18next';

import { HistoryIcon } from '@/components/ui/icons';
import { useAgent } from '@/features/agent';
import { formatDateTime } from '@/lib/date';
import { formatMoney } from '@/lib/money';

import { useIncomeHistory } from '../hooks/use-income';
import { EmptyLine, formatDay, RowHead, RowStatus, Section, SectionFailed, SectionSkeleton } from './parts';

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
              <RowHead
                title={t(`kinds.${row.type}`)}
                detail={formatDay(row.date, i18n.language)}
                amount={formatMoney(row.incomeTotal, currency)}
                amountTestId="income-row-amount"
              />
              <RowStatus status={row.status} statusTestId="income-row-status">
                <span className="text-xs text-muted">
                  {row.paidAt ? t('history.paidAt', { date: formatDateTime(row.paidAt, i18n.language, timeZone) }) : null}
                </span>
              </RowStatus>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
