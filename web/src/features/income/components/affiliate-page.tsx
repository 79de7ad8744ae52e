import { useTranslation } from 'react-i18next';

import { useAffiliate, useIncomeCurrency } from '../hooks/use-income';
import { AffiliateOverviewCard, AffiliateShareCard } from './affiliate-overview';
import { AffiliateReportSection } from './affiliate-report';
import { AllianceSection } from './alliance-section';
import { DownlineSection } from './downline-list';
import { IncomeHistorySection } from './income-history';
import { CardFailed, CardsSkeleton, Notice } from './parts';

/**
 * The /affiliate page's content (docs/income.md §2 "Affiliate"): the downline and the income,
 * what waits with its withdrawal, the share link with its code and QR code, the report by date
 * filter, the income history, the downline list and, for an alliance's owner, the alliance.
 */
export function AffiliateContent() {
  const { t } = useTranslation('income');
  const affiliate = useAffiliate();
  const currency = useIncomeCurrency(affiliate.data?.currencyCode);

  return (
    <div className="flex flex-col gap-6">
      {affiliate.isPending ? (
        <CardsSkeleton className="lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" heights={['h-96', 'h-72']} />
      ) : affiliate.isError ? (
        <CardFailed onRetry={() => void affiliate.refetch()} />
      ) : (
        <>
          {affiliate.data.enabled ? null : <Notice testId="affiliate-off">{t('affiliate.off')}</Notice>}
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <AffiliateOverviewCard overview={affiliate.data} currency={currency} />
            <AffiliateShareCard overview={affiliate.data} />
          </div>
        </>
      )}
      <AffiliateReportSection currency={currency} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <IncomeHistorySection currency={currency} />
        <DownlineSection currency={currency} />
      </div>
      {affiliate.data?.alliance ? <AllianceSection alliance={affiliate.data.alliance} currency={currency} /> : null}
    </div>
  );
}
