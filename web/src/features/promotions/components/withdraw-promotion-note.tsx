import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ChevronRightIcon, GiftIcon, InfoIcon } from '@/components/ui/icons';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/money';
import type { Withdrawable } from '@/types/api';

import { promotionName } from '../conditions';
import { TurnoverProgress } from './turnover-progress';

/**
 * The withdrawal page's word on the active promotion (POST bank/withdrawable's `promotion`):
 * the turnover so far, the cap it puts on a withdrawal, and that credit above the cap is taken
 * back when the player withdraws (which ends the promotion). Nothing without a promotion.
 */
export function WithdrawPromotionNote({ withdrawable }: { withdrawable: Withdrawable }) {
  const { t, i18n } = useTranslation('promotions');
  const promotion = withdrawable.promotion;
  if (!promotion) return null;
  const currency = promotion.currencyCode || withdrawable.currencyCode;
  const cap = formatMoney(promotion.maximumWithdraw, currency);
  const above = toMinorUnits(withdrawable.creditBalance, currency) - toMinorUnits(promotion.maximumWithdraw, currency);
  return (
    <section
      className="flex flex-col gap-3 rounded-box border border-accent/25 bg-primary/[0.06] p-3 sm:p-4"
      data-testid="withdraw-promotion"
      aria-label={t('withdraw.title', { name: promotionName(promotion.promotion, i18n.language) })}
    >
      <p className="flex items-start gap-2 text-sm font-semibold text-strong">
        <GiftIcon className="mt-0.5 size-4 shrink-0 text-accent" />
        <span className="min-w-0">{t('withdraw.title', { name: promotionName(promotion.promotion, i18n.language) })}</span>
      </p>
      <TurnoverProgress promotion={promotion} currency={currency} />
      <ul className="flex flex-col gap-1.5 text-sm">
        {!promotion.turnoverReached ? (
          <li className="flex items-start gap-2 text-warning-fg" data-testid="withdraw-promotion-turnover">
            <InfoIcon className="mt-0.5 size-4 shrink-0" />
            {t('withdraw.notReached')}
          </li>
        ) : null}
        <li className="flex items-start gap-2 text-subtle" data-testid="withdraw-promotion-cap">
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-accent" />
          {t('withdraw.cap', { cap })}
        </li>
        <li className="flex items-start gap-2 text-warning-fg" data-testid="withdraw-promotion-seize">
          <InfoIcon className="mt-0.5 size-4 shrink-0" />
          {promotion.turnoverReached && above > 0
            ? t('withdraw.seize', { cap, amount: formatMoney(fromMinorUnits(above, currency), currency) })
            : t('withdraw.seizeRule')}
        </li>
        <li className="flex items-start gap-2 text-subtle">
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-accent" />
          {t('withdraw.ends')}
        </li>
      </ul>
      <Link to="/promotion" className="inline-flex items-center gap-0.5 self-end text-xs font-medium text-accent hover:text-accent-strong">
        {t('withdraw.details')}
        <ChevronRightIcon className="size-3.5" />
      </Link>
    </section>
  );
}
