import { useTranslation } from 'react-i18next';

import { Figure } from '@/components/ui/figure';
import { ShareIcon, UsersIcon } from '@/components/ui/icons';
import { formatMoney } from '@/lib/money';

import type { AffiliateOverview } from '../types';
import { RateChips, Section } from './parts';
import { ShareLink } from './share-card';
import { WithdrawBox } from './withdraw-box';

/** The downline by level, today's and the month's income, what waits, and the commission rates. */
export function AffiliateOverviewCard({ overview, currency }: { overview: AffiliateOverview; currency: string }) {
  const { t } = useTranslation('income');
  return (
    <Section id="affiliate-overview-title" title={t('affiliate.overview')} icon={<UsersIcon className="size-5" />} testId="affiliate-overview">
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <Figure label={t('affiliate.level1')} value={String(overview.downline.level1)} testId="downline-level1" />
        <Figure label={t('affiliate.level2')} value={String(overview.downline.level2)} testId="downline-level2" />
        <Figure label={t('affiliate.downlineTotal')} value={String(overview.downline.total)} testId="downline-total" />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:gap-3">
        <Figure
          label={t('affiliate.todayIncome')}
          value={formatMoney(overview.todayIncome, currency)}
          hint={t('affiliate.todayHint')}
          testId="affiliate-today"
        />
        <Figure label={t('affiliate.monthIncome')} value={formatMoney(overview.monthIncome, currency)} testId="affiliate-month" />
      </div>
      <WithdrawBox kind="affiliate" program={overview} currency={currency} />
      <div className="flex flex-col gap-3 border-t border-line pt-4">
        <p className="text-sm text-subtle" data-testid="affiliate-basis">
          {overview.basis === 'netLoss' ? t('affiliate.basisNetLoss') : t('affiliate.basisTurnover')}
        </p>
        {overview.levels.map((level) => (
          <div key={level.level} className="flex flex-col gap-1.5" data-testid="affiliate-level-rates" data-level={level.level}>
            <p className="text-xs font-medium text-muted">{t('affiliate.levelRates', { level: level.level })}</p>
            <RateChips rates={level.rates} />
          </div>
        ))}
      </div>
    </Section>
  );
}

/** The player's share link and code, with copy, share and the QR code. */
export function AffiliateShareCard({ overview }: { overview: AffiliateOverview }) {
  const { t } = useTranslation('income');
  return (
    <Section id="affiliate-share-title" title={t('share.title')} icon={<ShareIcon className="size-5" />} testId="affiliate-share">
      <p className="text-sm text-muted">{t('share.text')}</p>
      <ShareLink link={overview.shareLink} code={overview.inviteCode} shareText={t('share.message')} testIdPrefix="affiliate" />
    </Section>
  );
}
