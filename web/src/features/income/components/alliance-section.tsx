import { useTranslation } from 'react-i18next';

import { Figure } from '@/components/ui/figure';
import { CrownIcon } from '@/components/ui/icons';
import { formatMoney } from '@/lib/money';

import type { AllianceOverview } from '../types';
import { percentText, Section } from './parts';
import { ShareLink } from './share-card';
import { WithdrawBox } from './withdraw-box';

/**
 * The alliance the player receives the share of (docs/income.md §2 "Alliance"): its code and
 * link to hand out, its players, the share, the income and its withdrawal.
 */
export function AllianceSection({ alliance, currency }: { alliance: AllianceOverview; currency: string }) {
  const { t, i18n } = useTranslation('income');
  return (
    <Section
      id="alliance-title"
      title={t('alliance.title', { name: alliance.name })}
      icon={<CrownIcon className="size-5" />}
      testId="alliance"
    >
      <p className="text-sm text-muted">{t('alliance.text')}</p>
      <div className="grid gap-5 lg:grid-cols-2">
        <ShareLink link={alliance.link} code={alliance.code} shareText={t('share.message')} testIdPrefix="alliance" />
        <div className="flex flex-col gap-3">
          <div className="grid grid-cols-2 gap-2 sm:gap-3">
            <Figure label={t('alliance.players')} value={String(alliance.players)} testId="alliance-players" />
            <Figure label={t('alliance.share')} value={percentText(alliance.sharePercent, i18n.language)} testId="alliance-share-percent" />
            <Figure label={t('affiliate.todayIncome')} value={formatMoney(alliance.todayIncome, currency)} testId="alliance-today" />
            <Figure label={t('affiliate.monthIncome')} value={formatMoney(alliance.monthIncome, currency)} testId="alliance-month" />
          </div>
          <WithdrawBox kind="alliance" program={alliance} currency={currency} />
        </div>
      </div>
    </Section>
  );
}
