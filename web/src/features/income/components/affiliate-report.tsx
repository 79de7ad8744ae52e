import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateFilterChips } from '@/components/ui/date-filter-chips';
import { ChartIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { DEFAULT_DATE_FILTER, type DateFilter } from '@/lib/date-filter';
import { formatMoney } from '@/lib/money';

import { useAffiliateReport, useCategoryLabel } from '../hooks/use-income';
import { EmptyLine, formatDay, formatPeriod, RowHead, Section, SectionFailed, SectionSkeleton } from './parts';

/** The report's totals, in this order; the income stands out. */
const TOTALS = [
  { figure: 'turnover', testId: 'report-total-turnover' },
  { figure: 'netLoss', testId: 'report-total-netloss' },
  { figure: 'income', testId: 'report-total-income' },
] as const;

/**
 * The downline's activity by day, level and category for a date filter chip: players,
 * turnover, net loss and the commission each row earns, with the totals.
 */
export function AffiliateReportSection({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation('income');
  const categoryLabel = useCategoryLabel();
  const [filter, setFilter] = useState<DateFilter>(DEFAULT_DATE_FILTER);
  const report = useAffiliateReport(filter);
  const data = report.data;

  return (
    <Section id="affiliate-report-title" title={t('report.title')} icon={<ChartIcon className="size-5" />} testId="affiliate-report">
      <div>
        <DateFilterChips value={filter} onChange={setFilter} />
        {!data && report.isPending ? (
          <SectionSkeleton />
        ) : !data ? (
          <SectionFailed onRetry={() => void report.refetch()} />
        ) : (
          <div className={cn('flex flex-col gap-3', report.isPlaceholderData && 'opacity-60')}>
            <p className="text-xs text-muted" data-testid="report-period">
              {formatPeriod(data.from, data.to, i18n.language)}
            </p>
            <dl className="grid grid-cols-3 gap-2 rounded-box border border-line bg-tint/[0.03] p-3 text-sm" data-testid="report-total">
              {TOTALS.map(({ figure, testId }) => (
                <div key={figure} className="min-w-0">
                  <dt className="text-xs text-muted">{t(`report.${figure}`)}</dt>
                  <dd
                    className={cn('font-semibold break-words tabular-nums', figure === 'income' ? 'text-accent-strong' : 'text-strong')}
                    data-testid={testId}
                  >
                    {formatMoney(data.total[figure], currency)}
                  </dd>
                </div>
              ))}
            </dl>
            {data.rows.length === 0 ? (
              <EmptyLine testId="report-empty">{t('report.empty')}</EmptyLine>
            ) : (
              <ul className="flex flex-col divide-y divide-tint/5">
                {data.rows.map((row) => (
                  <li
                    key={`${row.date}-${row.level}-${row.category}`}
                    className="flex flex-col gap-1 py-3"
                    data-testid="report-row"
                    data-level={row.level}
                    data-category={row.category}
                  >
                    <RowHead
                      title={formatDay(row.date, i18n.language)}
                      detail={`${t('report.level', { level: row.level })} · ${categoryLabel(row.category)}`}
                      amount={`+${formatMoney(row.income, currency)}`}
                      amountTestId="report-row-income"
                    />
                    <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted tabular-nums">
                      <span>{t('report.players', { n: row.players })}</span>
                      <span>
                        {t('report.turnover')} {formatMoney(row.turnover, currency)}
                      </span>
                      <span>
                        {t('report.netLoss')} {formatMoney(row.netLoss, currency)}
                      </span>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </Section>
  );
}
