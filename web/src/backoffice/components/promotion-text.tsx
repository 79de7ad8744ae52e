import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import type { BackofficeKey } from '@/locales';

import type { PlayerPromotion, StaffPromotion } from '../types';

import { formatAgentMoney } from './money';
import { PROMOTION_TYPES, STACK_TOP_UP, MANUAL_BY_ADMIN } from './promotion-model';
import { BADGE_PILL, BADGE_TAG } from './status-badge';

type Names = StaffPromotion['name'];

/** A promotion's name in the staff's language (Vietnamese falls back to English, docs §1). */
export function promotionName(name: Names, language: string): string {
  if (language === 'en') return name.nameEn || name.nameTh;
  if (language === 'vi') return name.nameVi || name.nameEn || name.nameTh;
  return name.nameTh || name.nameEn;
}

const isType = (id: number): id is (typeof PROMOTION_TYPES)[number] => (PROMOTION_TYPES as readonly number[]).includes(id);

/** The type's name, or the server's word for a type this page does not know. */
export function PromotionTypeBadge({ typeId, fallback }: { typeId: number; fallback?: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <span className={cn(BADGE_TAG, 'bg-violet-500/15 text-violet-200')} data-type={typeId}>
      {isType(typeId) ? t(`promoType.${typeId}`) : fallback || String(typeId)}
    </span>
  );
}

/** "10% up to 500.00 THB", "100.00 THB", "3 tiers", or "set when granted". */
export function bonusSummary(p: StaffPromotion, currency: string, t: (key: BackofficeKey, options?: Record<string, unknown>) => string): string {
  if (p.promotionTypeId === STACK_TOP_UP) return t('promotions.bonusTiers', { count: p.stackTiers.length });
  if (p.promotionTypeId === MANUAL_BY_ADMIN) return t('promotions.bonusManual');
  if (p.bonus.type === 'fixed') return formatAgentMoney(p.bonus.amount ?? 0, currency);
  const percent = Number(p.bonus.percent ?? 0);
  const maximum = Number(p.bonus.maximum ?? 0);
  return maximum > 0
    ? t('promotions.bonusPercent', { percent, maximum: formatAgentMoney(maximum, currency) })
    : t('promotions.bonusPercentNoCap', { percent });
}

const END_REASONS = ['turnover_met', 'credit_below_threshold', 'cleared_by_player', 'ended_by_staff'] as const;
export type EndReason = (typeof END_REASONS)[number];
export const isEndReason = (reason: string): reason is EndReason => (END_REASONS as readonly string[]).includes(reason);
export { END_REASONS };

/** Why a promotion ended, in the staff's words (the server's word for one this page does not know). */
export function endReasonText(reason: string | null | undefined, t: (key: BackofficeKey) => string): string {
  if (!reason) return '—';
  return isEndReason(reason) ? t(`endReason.${reason}`) : reason;
}

const CLAIM_TONE: Record<string, string> = {
  '0005': 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  '0000': 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  '0004': 'bg-gray-500/15 text-gray-300 ring-gray-400/30',
};

/** A player promotion's status: running (0005), completed (0000) or cancelled (0004). */
export function ClaimStatusBadge({ claim }: { claim: Pick<PlayerPromotion, 'statusCode' | 'statusDesc'> }) {
  const { t } = useTranslation('backoffice');
  const code = claim.statusCode;
  const known = code === '0005' || code === '0000' || code === '0004';
  return (
    <span className={cn(BADGE_PILL, CLAIM_TONE[code] ?? 'bg-red-500/15 text-red-300 ring-red-400/30')} data-status={code}>
      {known ? t(`playerPromo.status.${code}`) : claim.statusDesc || code}
    </span>
  );
}
