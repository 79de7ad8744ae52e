import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { localeTag } from '@/lib/date';

import { promotionReportQuery } from '../api/promotions-api';
import { describeStaffError } from '../api/errors';
import type { StaffPromotion } from '../types';

import { CsvButton } from './csv-button';
import { PROMOTION_REPORT_COLUMNS } from './csv-columns';
import { Money } from './money';
import { endReasonText, END_REASONS, promotionName } from './promotion-text';

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-white/10 bg-white/[0.03] p-3" data-testid={testId}>
      <p className="text-xs text-gray-400">{label}</p>
      <p className="mt-1 truncate text-lg font-semibold text-white tabular-nums">{children}</p>
    </div>
  );
}

/** What one promotion has done: claims, running, bonus paid, seized, turnover, and how they ended. */
export function PromotionReport({ promotion }: { promotion: StaffPromotion }) {
  const { t, i18n } = useTranslation('backoffice');
  const locale = localeTag(i18n.language);
  const report = useQuery(promotionReportQuery(promotion.id));
  const data = report.data;

  if (report.isPending) return <p className="py-6 text-center text-sm text-gray-400">{t('app.loading')}</p>;
  if (report.isError || !data) {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center text-sm text-gray-400">
        <span role="alert">{describeStaffError(report.error, t)}</span>
        <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }

  // The four reasons of docs §5 always, then any other the server reports.
  const reasons = [...END_REASONS, ...Object.keys(data.ended).filter((r) => !(END_REASONS as readonly string[]).includes(r))];
  const endedTotal = Object.values(data.ended).reduce((sum, n) => sum + n, 0);

  return (
    <div className="flex flex-col gap-4" data-testid="bo-promo-report">
      <div className="grid grid-cols-2 gap-2">
        <Figure label={t('promoReport.claims')} testId="bo-promo-report-claims">
          {data.claims.toLocaleString(locale)}
        </Figure>
        <Figure label={t('promoReport.active')} testId="bo-promo-report-active">
          {data.active.toLocaleString(locale)}
        </Figure>
        <Figure label={t('promoReport.bonusPaid')} testId="bo-promo-report-bonus">
          <Money amount={data.bonusPaid} />
        </Figure>
        <Figure label={t('promoReport.seized')} testId="bo-promo-report-seized">
          <Money amount={data.seized} />
        </Figure>
        <div className="col-span-2">
          <Figure label={t('promoReport.turnover')} testId="bo-promo-report-turnover">
            <Money amount={data.turnover} />
          </Figure>
        </div>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-white">
          {t('promoReport.ended')} <span className="font-normal text-gray-400 tabular-nums">({endedTotal.toLocaleString(locale)})</span>
        </h3>
        <dl className="divide-y divide-white/5 rounded-xl border border-white/10">
          {reasons.map((reason) => (
            <div key={reason} className="flex items-baseline justify-between gap-3 px-3 py-2" data-testid={`bo-promo-report-ended-${reason}`}>
              <dt className="text-sm text-gray-300">{endReasonText(reason, t)}</dt>
              <dd className="text-sm font-medium text-white tabular-nums">{(data.ended[reason] ?? 0).toLocaleString(locale)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="min-w-0 flex-1 text-xs text-gray-500">{t('promoReport.note', { name: promotionName(promotion.name, i18n.language) })}</p>
        <CsvButton filename={`promotion-${promotion.id}-report.csv`} rows={[data]} columns={PROMOTION_REPORT_COLUMNS} testId="bo-promo-report-csv" />
      </div>
    </div>
  );
}

/** The report in a dialog over the list. */
export function PromotionReportDialog({ promotion, onClose }: { promotion: StaffPromotion | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('backoffice');
  return (
    <Dialog
      open={!!promotion}
      onClose={onClose}
      title={promotion ? t('promoReport.title', { name: promotionName(promotion.name, i18n.language) }) : ''}
    >
      {promotion ? <PromotionReport promotion={promotion} /> : null}
    </Dialog>
  );
}
