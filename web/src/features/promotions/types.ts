import type { Schema } from '@/types/api';

/** The wire shapes of docs/promotions.md §6, by the server's own schema names. */
export type Promotion = Schema<'Promotion'>;
export type PlayerPromotion = Schema<'PlayerPromotion'>;
export type StackTopup = Schema<'StackTopup'>;
export type Reservation = Schema<'Reservation'>;
export type Cleared = Schema<'Cleared'>;
export type GameRule = Schema<'GameRule'>;

/** Promotion types of spec §4, by their wire number. */
export const PROMOTION_TYPES = {
  1: 'normal',
  2: 'happyTime',
  3: 'onetime',
  4: 'onceADay',
  5: 'welcomeBack',
  6: 'firstTime',
  7: 'stackTopUp',
  8: 'firstADay',
  9: 'manualByAdmin',
} as const;
export type PromotionTypeName = (typeof PROMOTION_TYPES)[keyof typeof PROMOTION_TYPES];

export function promotionTypeName(typeId: number): PromotionTypeName {
  return PROMOTION_TYPES[typeId as keyof typeof PROMOTION_TYPES] ?? 'normal';
}

/** Why a promotion cannot be claimed now (Promotion.reason, and 0066's systemMsg). */
export const CLAIM_REASONS = [
  'staff_only',
  'inactive',
  'not_started',
  'ended',
  'active_promotion',
  'clear_credit',
  'outside_hours',
  'used',
  'used_today',
  'not_first_deposit',
  'not_first_today',
  'not_welcome_back',
  'below_minimum',
  'no_tier',
] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

export function isClaimReason(value: unknown): value is ClaimReason {
  return typeof value === 'string' && (CLAIM_REASONS as readonly string[]).includes(value);
}

/** The player promotion status of an active promotion (spec §4). */
export const ACTIVE_STATUS = '0005';
