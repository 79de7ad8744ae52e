import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Dialog } from '@/components/ui/dialog';
import { useModalStore } from '@/features/modals';
import { cn } from '@/lib/cn';

import { promotionConditions, promotionName } from '../conditions';
import { useConditionContext, usePromotions } from '../hooks/use-promotions';
import { PromotionTypeBadge } from './promotion-card';
import { PromotionImage } from './promotion-image';

/**
 * The after-login popup (modal flag showPromotionPopup): the promotions flagged `popup`, one at
 * a time, with a way to the promotion page. With none to show it closes itself.
 */
export function PromotionPopup() {
  const { t, i18n } = useTranslation('promotions');
  const ctx = useConditionContext();
  const close = () => useModalStore.getState().close('showPromotionPopup');
  const promotions = usePromotions();
  const shown = (promotions.data ?? []).filter((p) => p.popup && p.display && p.isActive);
  const [index, setIndex] = useState(0);

  const nothing = promotions.isError || (promotions.isSuccess && shown.length === 0);
  useEffect(() => {
    if (nothing) useModalStore.getState().close('showPromotionPopup');
  }, [nothing]);

  if (shown.length === 0) return null;
  const at = Math.min(index, shown.length - 1);
  const promotion = shown[at]!;
  const name = promotionName(promotion, i18n.language);
  const lines = promotionConditions(promotion, ctx).filter((line) => line.id === 'bonus' || line.id === 'minimumDeposit');
  const move = (step: number) => setIndex((at + step + shown.length) % shown.length);

  return (
    <Dialog open onClose={close} title={t('popup.title')}>
      <div className="flex flex-col gap-4" data-testid="promotion-popup">
        <PromotionImage src={promotion.imageUrl} alt={name} className="aspect-[2/1] w-full rounded-box" />
        <div className="flex flex-col items-start gap-1.5">
          <PromotionTypeBadge typeId={promotion.promotionTypeId} />
          <p className="text-base font-semibold text-strong" data-testid="popup-name">
            {name}
          </p>
          {lines.map((line) => (
            <p key={line.id} className="text-sm text-subtle">
              {line.text}
            </p>
          ))}
        </div>
        {shown.length > 1 ? (
          <div className="flex items-center justify-between gap-3">
            <button
              type="button"
              onClick={() => move(-1)}
              aria-label={t('popup.previous')}
              className="grid size-9 place-items-center rounded-full border border-line text-soft hover:bg-tint/5 hover:text-strong"
            >
              <ChevronRightIcon className="size-5 rotate-180" />
            </button>
            <div className="flex items-center gap-1.5" role="status">
              <span className="sr-only">{t('popup.position', { n: at + 1, total: shown.length })}</span>
              {shown.map((p, i) => (
                <span key={p.id} className={cn('h-1.5 rounded-full transition-all', i === at ? 'w-5 bg-accent' : 'w-1.5 bg-tint/25')} aria-hidden="true" />
              ))}
            </div>
            <button
              type="button"
              onClick={() => move(1)}
              aria-label={t('popup.next')}
              className="grid size-9 place-items-center rounded-full border border-line text-soft hover:bg-tint/5 hover:text-strong"
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        ) : null}
        <ButtonLink to="/promotion" block onClick={close} data-testid="popup-more">
          {t('popup.more')}
        </ButtonLink>
      </div>
    </Dialog>
  );
}
