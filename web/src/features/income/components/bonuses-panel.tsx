import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { SectionTitle } from '@/components/ui/card';
import { GiftIcon } from '@/components/ui/icons';
import { useAgent } from '@/features/agent';
import { formatFigure, promotionName } from '@/features/promotions';
import { formatDateTime } from '@/lib/date';
import { formatMoney } from '@/lib/money';

import { useBonuses, useClaimBonus, useIncomeCurrency, useSignedIn } from '../hooks/use-income';
import { toNumber, type BonusOffer } from '../types';

function BonusCard({ bonus, currency, claiming, onClaim }: { bonus: BonusOffer; currency: string; claiming: boolean; onClaim(): void }) {
  const { t, i18n } = useTranslation('income');
  const timeZone = useAgent()?.country?.timezone;
  const name = promotionName(bonus, i18n.language);
  const multiple = toNumber(bonus.turnover);
  return (
    <article className="pp-card flex flex-col gap-3 p-4" aria-label={name} data-testid="bonus-card" data-bonus={bonus.bonusType}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/15 text-accent-strong" aria-hidden="true">
          <GiftIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold break-words text-strong">{name}</h3>
          <p className="text-lg font-bold text-accent-strong tabular-nums" data-testid="bonus-amount">
            {formatMoney(bonus.amount, currency)}
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-1 text-xs text-subtle">
        <li data-testid="bonus-turnover">
          {multiple > 0 ? t('withdraw.turnoverRule', { times: formatFigure(multiple, i18n.language) }) : t('withdraw.noTurnover')}
        </li>
        {bonus.expiresAt ? (
          <li className="text-warning-fg">{t('bonuses.expiresAt', { date: formatDateTime(bonus.expiresAt, i18n.language, timeZone) })}</li>
        ) : null}
      </ul>
      <Button block loading={claiming} onClick={onClaim} data-testid="bonus-claim">
        {t('bonuses.claim')}
      </Button>
    </article>
  );
}

/**
 * The bonuses the player may claim now (bonus/get: birthday, granted by staff), each with a
 * claim button. Shown above the promotions; nothing at all when there is none to claim.
 */
export function BonusesPanel() {
  const { t } = useTranslation('income');
  const signedIn = useSignedIn();
  const bonuses = useBonuses();
  const claim = useClaimBonus();
  const currency = useIncomeCurrency();
  if (!signedIn || !bonuses.data || bonuses.data.length === 0) return null;
  return (
    <section className="mb-6 flex flex-col gap-3" aria-labelledby="bonuses-title" data-testid="bonuses-panel">
      <SectionTitle id="bonuses-title" icon={<GiftIcon className="size-5" />}>
        {t('bonuses.title')}
      </SectionTitle>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {bonuses.data.map((bonus) => (
          <BonusCard
            key={bonus.bonusType}
            bonus={bonus}
            currency={currency}
            claiming={claim.isPending && claim.variables === bonus.bonusType}
            onClaim={() => claim.mutate(bonus.bonusType)}
          />
        ))}
      </div>
    </section>
  );
}
