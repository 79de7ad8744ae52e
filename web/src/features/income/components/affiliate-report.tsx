import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateFilterChips } from '@/components/ui/date-filter-chips';
import { ChartIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { DEFAULT_DATE_FILTER, type DateFilter } from '@/lib/date-filter';
import { formatMoney } from '@/lib/money';

import { useAffiliateReport, useCategoryLabel } from '../hooks/use-income';
import { EmptyLine, formatDay, formatPeriod, Section, SectionFailed, SectionSkeleton } from './parts';

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
              <div className="min-w-0">
                <dt className="text-xs text-muted">{t('report.turnover')}</dt>
                <dd className="font-semibold break-words text-strong tabular-nums" data-testid="report-total-turnover">
                  {formatMoney(data.total.turnover, currency)}
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted">{t('report.netLoss')}</dt>
                <dd className="font-semibold break-words text-strong tabular-nums" data-testid="report-total-netloss">
                  {formatMoney(data.total.netLoss, currency)}
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted">{t('report.income')}</dt>
                <dd className="font-semibold break-words text-accent-strong tabular-nums" data-testid="report-total-income">
                  {formatMoney(data.total.income, currency)}
                </dd>
              </div>
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
                    <div className="flex items-baseline justify-between gap-3">
                      <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm font-medium text-strong">
                        <span>{formatDay(row.date, i18n.language)}</span>
                        <span className="text-xs font-normal text-muted">
                          {t('report.level', { level: row.level })} · {categoryLabel(row.category)}
                        </span>
                      </p>
                      <span className="shrink-0 text-sm font-semibold text-accent-strong tabular-nums" data-testid="report-row-income">
                        +{formatMoney(row.income, currency)}
                      </span>
                    </div>
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
