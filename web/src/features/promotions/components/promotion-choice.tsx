import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { SectionTitle } from '@/components/ui/card';
import { CheckCircleIcon, ChevronRightIcon, GiftIcon, InfoIcon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/load-failed';
import { cn } from '@/lib/cn';

import { promotionConditions, promotionName } from '../conditions';
import {
  useConditionContext,
  useCurrentPromotion,
  usePromotions,
  useReservation,
  useReservePromotion,
  useStackTopups,
} from '../hooks/use-promotions';
import type { Promotion } from '../types';
import { PromotionImage } from './promotion-image';

/** The lines that tell promotions apart at a glance: the bonus, the minimum deposit, the turnover. */
const SUMMARY = new Set(['bonus', 'minimumDeposit', 'turnover']);

function Option({
  selected,
  busy,
  disabled,
  onSelect,
  title,
  lines,
  image,
  testId,
}: {
  selected: boolean;
  busy: boolean;
  disabled: boolean;
  onSelect(): void;
  title: string;
  lines: string[];
  image?: { src: string } | null;
  testId: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={onSelect}
      data-testid={testId}
      className={cn(
        'flex w-full items-center gap-3 rounded-box border p-2.5 text-start transition-colors disabled:cursor-wait',
        selected ? 'border-accent bg-primary/10 ring-1 ring-accent/40' : 'border-line bg-tint/[0.03] hover:border-accent/50 hover:bg-tint/[0.06]',
      )}
    >
      {image ? (
        <PromotionImage src={image.src} alt="" className="aspect-[2/1] w-20 shrink-0 rounded-lg sm:w-24" />
      ) : (
        <span className="grid aspect-[2/1] w-20 shrink-0 place-items-center rounded-lg bg-raised text-muted sm:w-24" aria-hidden="true">
          <GiftIcon className="size-6 opacity-60" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-strong">{title}</span>
        {lines.map((line) => (
          <span key={line} className="block text-xs text-muted">
            {line}
          </span>
        ))}
      </span>
      <span
        className={cn(
          'grid size-6 shrink-0 place-items-center rounded-full border',
          selected ? 'border-accent bg-primary text-on-primary' : 'border-tint/25 text-transparent',
        )}
        aria-hidden="true"
      >
        {busy ? <span className="pp-spinner size-3.5" /> : <CheckCircleIcon className="size-4" />}
      </span>
    </button>
  );
}

/**
 * The deposit page's promotion choice: the promotions this player may claim now (and the
 * day's stack top-ups) plus "no promotion". Choosing one records it for the next deposit
 * (reserve); once recorded, the choice alone is shown, with a way to change it. With a
 * promotion active there is nothing to choose, and the page says so.
 */
export function PromotionChoice() {
  const { t, i18n } = useTranslation('promotions');
  const ctx = useConditionContext();
  const promotions = usePromotions();
  const topups = useStackTopups();
  const current = useCurrentPromotion();
  const reservation = useReservation();
  const reserve = useReservePromotion();
  const [changing, setChanging] = useState(false);

  if (promotions.isPending || current.isPending) {
    return <div className="h-32 animate-pulse rounded-box bg-tint/5" aria-hidden="true" />;
  }
  if (promotions.isError || current.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void promotions.refetch();
          void current.refetch();
        }}
      >
        {t('choice.loadFailed')}
      </LoadFailed>
    );
  }

  const header = (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <SectionTitle icon={<GiftIcon className="size-5" />}>{t('choice.title')}</SectionTitle>
        <p className="mt-0.5 text-xs text-muted">{t('choice.hint')}</p>
      </div>
      <Link to="/promotion" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:text-accent-strong">
        {t('choice.seeAll')}
        <ChevronRightIcon className="size-4" />
      </Link>
    </div>
  );

  if (current.data) {
    return (
      <section className="flex flex-col gap-3" data-testid="promotion-choice">
        {header}
        <p className="flex items-start gap-2 rounded-xl bg-primary/10 px-3 py-2.5 text-sm text-accent-pale" data-testid="choice-active">
          <InfoIcon className="mt-0.5 size-4 shrink-0" />
          {t('choice.active', { name: promotionName(current.data.promotion, i18n.language) })}
        </p>
      </section>
    );
  }

  const claimable: Promotion[] = [
    ...(topups.data ?? []).map((topup) => topup.promotion),
    ...promotions.data.filter((promotion) => promotion.claimable !== false),
  ];
  const unavailable = promotions.data.length - promotions.data.filter((p) => p.claimable !== false).length;
  const chosen = reservation.data ?? null;
  const chosenPromotion = chosen?.getPromotion ? claimable.find((p) => p.id === chosen.promotionId) : undefined;
  // A recorded choice still on offer is shown alone; otherwise (or when changing) every option.
  const collapsed = !changing && chosen !== null && (!chosen.getPromotion || chosenPromotion !== undefined);
  const pending = reserve.isPending ? reserve.variables : undefined;
  const summary = (promotion: Promotion) =>
    promotionConditions(promotion, ctx)
      .filter((line) => SUMMARY.has(line.id))
      .map((line) => line.text);
  const choose = (body: Parameters<typeof reserve.mutate>[0]) => reserve.mutate(body, { onSuccess: () => setChanging(false) });

  const none = (
    <Option
      testId="choice-none"
      title={t('choice.none')}
      lines={[t('choice.noneText')]}
      selected={chosen !== null && !chosen.getPromotion}
      busy={pending?.getPromotion === false}
      disabled={reserve.isPending}
      onSelect={() => choose({ getPromotion: false })}
    />
  );
  const option = (promotion: Promotion) => (
    <Option
      key={promotion.id}
      testId={`choice-${promotion.id}`}
      title={promotionName(promotion, i18n.language)}
      lines={summary(promotion)}
      image={{ src: promotion.imageUrl }}
      selected={chosen?.getPromotion === true && chosen.promotionId === promotion.id}
      busy={pending?.getPromotion === true && pending.promotionId === promotion.id}
      disabled={reserve.isPending}
      onSelect={() => choose({ getPromotion: true, promotionId: promotion.id })}
    />
  );

  return (
    <section className="flex flex-col gap-3" data-testid="promotion-choice" aria-label={t('choice.title')}>
      {header}
      {collapsed ? (
        <div className="flex flex-col gap-2">
          {chosenPromotion ? option(chosenPromotion) : none}
          <Button variant="outline" size="sm" className="self-end" onClick={() => setChanging(true)} data-testid="choice-change">
            {t('choice.change')}
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-2">
            {none}
            {claimable.map(option)}
          </div>
          {claimable.length === 0 ? <p className="text-sm text-muted">{t('choice.nothing')}</p> : null}
          {unavailable > 0 ? (
            <p className="text-xs text-faint" data-testid="choice-unavailable">
              {t('choice.unavailable', { n: unavailable })}
            </p>
          ) : null}
        </>
      )}
      <p className="text-xs text-muted" role="status" data-testid="choice-status">
        {chosen === null
          ? t('choice.notChosen')
          : chosen.getPromotion && chosen.promotion
            ? t('reservation.chosen', { name: promotionName(chosen.promotion, i18n.language) })
            : t('reservation.none')}
      </p>
    </section>
  );
}
