import { useTranslation } from 'react-i18next';

import { CheckCircleIcon } from '@/components/ui/icons';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/money';

import type { PlayerPromotion } from '../types';

type Turnover = Pick<
  PlayerPromotion,
  'progress' | 'totalTurnOver' | 'requiredTurnOver' | 'remainingTurnOver' | 'turnoverReached' | 'turnBasis'
>;

/**
 * What counts toward the turnover so far: the amount played (basis 2), or the credit (basis 1),
 * which is the required turn less what is missing (at least the required turn once reached).
 */
export function turnoverDone(promotion: Turnover, currency: string): number {
  if (promotion.turnBasis !== 1) return promotion.totalTurnOver;
  const required = toMinorUnits(promotion.requiredTurnOver, currency);
  const missing = promotion.turnoverReached ? 0 : toMinorUnits(promotion.remainingTurnOver, currency);
  return fromMinorUnits(Math.max(0, required - missing), currency);
}

/**
 * The turnover of the active promotion: a bar (progress 0…1), what is done of what is required,
 * what is left, and what it is counted on (remaining credit or the amount played).
 */
export function TurnoverProgress({ promotion, currency }: { promotion: Turnover; currency: string }) {
  const { t } = useTranslation('promotions');
  const progress = Math.min(1, Math.max(0, Number.isFinite(promotion.progress) ? promotion.progress : 0));
  const percent = Math.floor(progress * 100);
  const reached = promotion.turnoverReached;
  return (
    <div className="flex flex-col gap-2" data-testid="turnover-progress">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-soft">{t('current.progressLabel')}</p>
        <p className="text-sm font-semibold text-strong tabular-nums">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label={t('current.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-tint/10"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-accent transition-[width] duration-500"
          style={{ width: `${progress * 100}%` }}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs">
        <span className="text-muted tabular-nums" data-testid="turnover-made">
          {t('current.made', {
            done: formatMoney(turnoverDone(promotion, currency), currency),
            required: formatMoney(promotion.requiredTurnOver, currency),
          })}
        </span>
        {reached ? (
          <span className="inline-flex items-center gap-1 font-medium text-success-fg" data-testid="turnover-remaining">
            <CheckCircleIcon className="size-4" />
            {t('current.reached')}
          </span>
        ) : (
          <span className="font-medium text-warning-fg tabular-nums" data-testid="turnover-remaining">
            {t('current.remaining', { amount: formatMoney(promotion.remainingTurnOver, currency) })}
          </span>
        )}
      </div>
      <p className="text-xs text-faint">{promotion.turnBasis === 1 ? t('current.basisCredit') : t('current.basisPlay')}</p>
    </div>
  );
}
