import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button';
import { Card, SectionTitle } from '@/components/ui/card';
import { Figure } from '@/components/ui/figure';
import { ChevronDownIcon, DepositIcon, GamepadIcon, InfoIcon, SparkleIcon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/load-failed';
import { formatDateTime } from '@/lib/date';
import { formatMoney } from '@/lib/money';
import { confirmDialog } from '@/lib/toast';

import { gamesText, promotionName } from '../conditions';
import { useClearPromotion, useConditionContext, useCurrentPromotion, useReservation } from '../hooks/use-promotions';
import type { PlayerPromotion } from '../types';
import { ConditionList } from './condition-list';
import { PromotionImage } from './promotion-image';
import { TurnoverProgress } from './turnover-progress';

/** The choice recorded for the next deposit, if any. */
function ReservationLine() {
  const { t, i18n } = useTranslation('promotions');
  const reservation = useReservation();
  const data = reservation.data;
  if (!data) return null;
  const text =
    data.getPromotion && data.promotion
      ? t('reservation.chosen', { name: promotionName(data.promotion, i18n.language) })
      : t('reservation.none');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-tint/[0.03] px-3 py-2.5" data-testid="reservation-line">
      <div className="min-w-0">
        <p className="text-xs text-muted">{t('reservation.title')}</p>
        <p className="text-sm font-medium text-strong">{text}</p>
      </div>
      <ButtonLink to="/deposit" size="sm" icon={<DepositIcon className="size-4" />}>
        {t('reservation.deposit')}
      </ButtonLink>
    </div>
  );
}

/** The active promotion in full: turnover, withdrawable now, the cap, the games, and clearing it. */
export function ActivePromotion({ promotion }: { promotion: PlayerPromotion }) {
  const { t, i18n } = useTranslation('promotions');
  const ctx = useConditionContext();
  const clear = useClearPromotion();
  const currency = promotion.currencyCode || ctx.currency;
  const name = promotionName(promotion.promotion, i18n.language);

  async function onClear() {
    const confirmed = await confirmDialog({
      title: t('current.clearTitle'),
      text: t('current.clearText', { amount: formatMoney(promotion.creditPromotion, currency) }),
      confirmText: t('current.clearConfirm'),
      cancelText: t('current.clearKeep'),
    });
    if (confirmed) clear.clear();
  }

  return (
    <Card className="overflow-hidden" data-testid="current-promotion" aria-label={t('current.title')}>
      <div className="grid gap-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-3 md:p-5 md:pe-0">
          <PromotionImage src={promotion.promotion.imageUrl} alt={name} className="aspect-[2/1] w-full md:rounded-box" />
          <details className="group px-4 sm:px-5 md:px-0" data-testid="current-conditions">
            <summary className="cursor-pointer list-none text-sm font-medium text-accent hover:text-accent-strong">
              <span className="inline-flex items-center gap-1">
                {t('page.conditions')}
                <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
              </span>
            </summary>
            <ConditionList promotion={promotion.promotion} className="mt-2" />
          </details>
        </div>
        <div className="flex flex-col gap-4 p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-accent uppercase">{t('current.title')}</p>
              <h2 className="text-lg font-semibold text-strong sm:text-xl">{name}</h2>
              <p className="text-xs text-faint">
                {promotion.promotionCode} · {t('current.startedAt', { date: formatDateTime(promotion.startedAt, i18n.language, ctx.timeZone) })}
              </p>
            </div>
            <span className="inline-flex items-center gap-1 rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-medium text-success-fg ring-1 ring-success/30">
              <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
              {t('current.active')}
            </span>
          </div>

          <TurnoverProgress promotion={promotion} currency={currency} />

          <div className="grid grid-cols-2 gap-3">
            <Figure label={t('current.withdrawable')} value={formatMoney(promotion.withdrawable, currency)} testId="current-withdrawable" strong />
            <Figure label={t('current.maximumWithdraw')} value={formatMoney(promotion.maximumWithdraw, currency)} testId="current-maximum" />
            <Figure label={t('current.bonus')} value={formatMoney(promotion.bonus, currency)} testId="current-bonus" />
            <Figure label={t('current.deposit')} value={formatMoney(promotion.cashPromotion, currency)} />
          </div>

          <div className="flex items-start gap-2 text-sm text-subtle">
            <GamepadIcon className="mt-0.5 size-4 shrink-0 text-accent" />
            <p className="min-w-0" data-testid="current-games">
              {gamesText(promotion.gameConfig, ctx)}
            </p>
          </div>

          <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2 text-xs text-warning-fg" data-testid="clear-warning">
              <InfoIcon className="mt-0.5 size-4 shrink-0" />
              {t('current.clearWarning')}
            </p>
            <Button variant="cancel" size="sm" loading={clear.isPending} onClick={() => void onClear()} data-testid="promotion-clear" className="shrink-0">
              {t('current.clear')}
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}

/** Above the list: the active promotion, or that there is none (with the choice recorded for the next deposit). */
export function CurrentPromotionSection() {
  const { t } = useTranslation('promotions');
  const current = useCurrentPromotion();
  if (current.isPending) return <div className="h-40 animate-pulse rounded-card bg-tint/5" aria-hidden="true" />;
  if (current.isError) {
    return (
      <Card className="p-4 sm:p-5">
        <LoadFailed onRetry={() => void current.refetch()}>{t('current.loadFailed')}</LoadFailed>
      </Card>
    );
  }
  if (current.data) return <ActivePromotion promotion={current.data} />;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="no-current-promotion">
      <SectionTitle icon={<SparkleIcon className="size-5" />}>{t('current.none')}</SectionTitle>
      <p className="text-sm text-muted">{t('current.noneText')}</p>
      <ReservationLine />
    </Card>
  );
}
