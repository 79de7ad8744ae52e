import { useTranslation } from 'react-i18next';

import { ChartIcon, TicketIcon } from '@/components/ui/icons';
import { formatMoney } from '@/lib/money';

import { useCategoryLabel, useCommission, useIncomeCurrency } from '../hooks/use-income';
import type { Commission, CommissionKind } from '../types';
import { CardFailed, CardsSkeleton, EmptyLine, formatDay, HistorySection, Notice, percentText, RateChips, RowHead, RowStatus, Section } from './parts';
import { WithdrawBox } from './withdraw-box';

/** Today's running commission per category: turnover × rate, paid after the day ends. */
function TodayTable({ commission, currency }: { commission: Commission; currency: string }) {
  const { t, i18n } = useTranslation('income');
  const categoryLabel = useCategoryLabel();
  const rows = commission.today.rows;
  return (
    <Section id="commission-today-title" title={t('commission.today')} icon={<ChartIcon className="size-5" />} testId="commission-today">
      {rows.length === 0 ? (
        <EmptyLine testId="commission-today-empty">{t('commission.todayEmpty')}</EmptyLine>
      ) : (
        <div className="-mx-1 overflow-x-auto px-1">
          <table className="w-full min-w-[18rem] text-sm">
            <thead>
              <tr className="border-b border-line text-xs text-muted">
                <th scope="col" className="py-2 pe-2 text-start font-medium">
                  {t('commission.category')}
                </th>
                <th scope="col" className="px-2 py-2 text-end font-medium">
                  {t('commission.turnover')}
                </th>
                <th scope="col" className="px-2 py-2 text-end font-medium">
                  {t('commission.rate')}
                </th>
                <th scope="col" className="py-2 ps-2 text-end font-medium">
                  {t('commission.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-tint/5">
              {rows.map((row) => (
                <tr key={row.category} data-testid="commission-today-row" data-category={row.category}>
                  <th scope="row" className="py-2.5 pe-2 text-start font-medium text-strong">
                    {categoryLabel(row.category)}
                  </th>
                  <td className="px-2 py-2.5 text-end text-subtle tabular-nums">{formatMoney(row.turnover, currency)}</td>
                  <td className="px-2 py-2.5 text-end text-subtle tabular-nums">{percentText(row.percent, i18n.language)}</td>
                  <td className="py-2.5 ps-2 text-end font-semibold text-accent-strong tabular-nums" data-testid="commission-today-row-amount">
                    {formatMoney(row.amount, currency)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-line">
                <th scope="row" colSpan={3} className="py-2.5 pe-2 text-start font-semibold text-strong">
                  {t('commission.todayTotal')}
                </th>
                <td className="py-2.5 ps-2 text-end font-bold text-accent-strong tabular-nums" data-testid="commission-today-total">
                  {formatMoney(commission.today.amount, currency)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <p className="text-xs text-faint">{t('commission.todayHint')}</p>
    </Section>
  );
}

/** The days paid or waiting, newest first. */
function CommissionHistory({ commission, currency }: { commission: Commission; currency: string }) {
  const { t, i18n } = useTranslation('income');
  return (
    <HistorySection name="commission" rows={commission.history}>
      {(day) => (
        <li key={day.id} className="flex flex-col gap-1 py-3" data-testid="commission-row" data-status={day.status}>
          <RowHead title={formatDay(day.date, i18n.language)} amount={formatMoney(day.amount, currency)} amountTestId="commission-row-amount" />
          <RowStatus status={day.status} statusTestId="commission-row-status">
            <span className="text-xs text-muted tabular-nums">{t('commission.turnoverOf', { amount: formatMoney(day.turnover, currency) })}</span>
          </RowStatus>
        </li>
      )}
    </HistorySection>
  );
}

/**
 * The /rolling and /rebate pages' content (docs/income.md §2 "Rolling and rebate"): the rates
 * per category, what waits with its withdrawal, today's running commission and the history.
 */
export function CommissionContent({ kind }: { kind: CommissionKind }) {
  const { t } = useTranslation('income');
  const commission = useCommission(kind);
  const currency = useIncomeCurrency(commission.data?.currencyCode);

  if (commission.isPending) {
    return <CardsSkeleton className="lg:grid-cols-2" heights={['h-64', 'h-64']} />;
  }
  if (commission.isError) return <CardFailed onRetry={() => void commission.refetch()} />;
  const data = commission.data;
  return (
    <div className="flex flex-col gap-6" data-testid={`commission-${kind}`}>
      {data.enabled ? null : <Notice testId="commission-off">{t('commission.off')}</Notice>}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Section id="commission-balance-title" title={t(`commission.titles.${kind}`)} icon={<TicketIcon className="size-5" />} testId="commission-balance-card">
          <p className="text-sm text-muted">{t(`commission.texts.${kind}`)}</p>
          <WithdrawBox kind={kind} program={data} currency={currency} />
          <div className="flex flex-col gap-2 border-t border-line pt-4">
            <p className="text-xs font-medium text-muted">{t('commission.rates')}</p>
            <RateChips rates={data.rates} testId="commission-rates" />
          </div>
        </Section>
        <TodayTable commission={data} currency={currency} />
      </div>
      <CommissionHistory commission={data} currency={currency} />
    </div>
  );
}
