import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CheckCircleIcon, LockIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/money';

import { promotionName } from '../conditions';
import type { Promotion, StackTopup } from '../types';
import { ConditionList } from './condition-list';
import { ReasonNote } from './promotion-card';
import { PromotionImage } from './promotion-image';

/** What the day's deposits still lack for the next tier (null: every tier is unlocked). */
export function toNextTier(topup: StackTopup): number | null {
  const currency = topup.promotion.currencyCode;
  const next = topup.tiers.find((tier) => !tier.unlocked);
  if (!next) return null;
  const missing = toMinorUnits(next.deposit, currency) - toMinorUnits(topup.depositedToday, currency);
  return fromMinorUnits(Math.max(0, missing), currency);
}

/**
 * A stack top-up: the day's deposits so far, each tier with its bonus and whether today's
 * deposits unlocked it, and what is missing for the next one.
 */
export function StackTopupCard({
  topup,
  signedIn,
  blockedBy,
  claiming,
  onClaim,
}: {
  topup: StackTopup;
  signedIn: boolean;
  /** Why it cannot be chosen now (e.g. another promotion is active), if known. */
  blockedBy: string | null;
  claiming: boolean;
  onClaim(promotion: Promotion): void;
}) {
  const { t, i18n } = useTranslation('promotions');
  const { promotion } = topup;
  const currency = promotion.currencyCode;
  const name = promotionName(promotion, i18n.language);
  const missing = toNextTier(topup);
  return (
    <article className="pp-card grid overflow-hidden md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" aria-label={name} data-testid="stack-topup">
      <div className="md:p-5 md:pe-0">
        <PromotionImage src={promotion.imageUrl} alt={name} className="aspect-[2/1] w-full md:rounded-box" />
      </div>
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div>
          <p className="text-xs font-semibold tracking-wide text-accent uppercase">{t('types.stackTopUp')}</p>
          <h3 className="text-base font-semibold text-strong sm:text-lg">{name}</h3>
        </div>
        {signedIn ? (
          <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-box border border-accent/20 bg-primary/10 px-3 py-2.5">
            <span className="text-sm text-accent-pale/80">{t('stack.depositedToday')}</span>
            <span className="text-lg font-bold text-strong tabular-nums" data-testid="stack-deposited">
              {formatMoney(topup.depositedToday, currency)}
            </span>
          </div>
        ) : null}
        <ol className="grid gap-2 sm:grid-cols-2" aria-label={t('stack.title')}>
          {topup.tiers.map((tier, index) => (
            <li
              key={`${tier.deposit}-${index}`}
              className={cn(
                'flex items-center gap-3 rounded-xl border px-3 py-2.5',
                tier.unlocked ? 'border-accent/40 bg-primary/10' : 'border-line bg-tint/[0.03]',
              )}
              data-testid="stack-tier"
              data-unlocked={tier.unlocked ? 'true' : 'false'}
            >
              <span
                className={cn(
                  'grid size-8 shrink-0 place-items-center rounded-full',
                  tier.unlocked ? 'bg-primary text-on-primary' : 'bg-tint/10 text-muted',
                )}
                aria-hidden="true"
              >
                {tier.unlocked ? <CheckCircleIcon className="size-4" /> : <LockIcon className="size-4" />}
              </span>
              <div className="min-w-0">
                <p className="text-xs text-muted">
                  {t('stack.tier', { n: index + 1 })} · {tier.unlocked ? t('stack.unlocked') : t('stack.locked')}
                </p>
                <p className="text-sm font-medium text-strong">
                  {t('stack.tierLine', { deposit: formatMoney(tier.deposit, currency), bonus: formatMoney(tier.bonus, currency) })}
                </p>
              </div>
            </li>
          ))}
        </ol>
        {signedIn ? (
          <p className="text-sm text-subtle" data-testid="stack-next">
            {missing === null ? t('stack.allUnlocked') : t('stack.toNext', { amount: formatMoney(missing, currency) })}
          </p>
        ) : null}
        <ConditionList promotion={promotion} withTiers={false} />
        {signedIn ? (
          blockedBy ? (
            <ReasonNote reason={blockedBy} />
          ) : (
            <Button block loading={claiming} onClick={() => onClaim(promotion)} data-testid="stack-claim">
              {t('claim.button')}
            </Button>
          )
        ) : null}
      </div>
    </article>
  );
}
