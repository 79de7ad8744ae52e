/** Wire shapes of the engagement staff calls (docs/engagement.md §6), generated from the server's OpenAPI document. */
import type { Schema } from '@/types/api';

/** A text in the three languages (`{nameTh, nameEn, nameVi}`). */
export type Name = Schema<'Name'>;

/* Coupons. */

/** A coupon as staff see it: its terms, how often it was used, its batch of codes. */
export type StaffCoupon = Schema<'StaffCoupon'>;
export type CouponType = StaffCoupon['type'];
/** The body of a coupon's create and update: every field, the names flat. */
export type CouponBody = Schema<'CouponIn'>;
export type CouponCodesBody = Schema<'CodesBody'>;
/** The codes one call made, and the coupon's batch size now. */
export type CouponCodesResult = Schema<'CodeBatch'>;
/** Who redeemed a coupon, and what it paid. */
export type CouponRedemption = Schema<'StaffRedemption'>;

/* Events and uploads. */

/** Every event as staff see it, hidden ones too. */
export type StaffEvent = Schema<'StaffEvent'>;
export type EventStatus = StaffEvent['status'];
/** `EventIn`: the body of create and update. */
export type EventBody = Schema<'EventIn'>;
export type UploadedImage = Schema<'Upload'>;

/* The lucky wheel, the spins earned and the check-in. */

/** The settings as the server sends them (every part it has a default for may be missing). */
export type MiniGameSettings = Schema<'MinigameSettings-Output'>;
/** The body of the settings' save: every part. */
export type MiniGameSettingsBody = Schema<'MinigameSettings-Input'>;
export type WheelSegment = Schema<'Segment-Output'>;
/** `{type, amount}`: money for credit, a count otherwise. */
export type Prize = Schema<'Prize-Output'>;
export type PrizeType = Prize['type'];
/** `amount` of money (deposits or turnover) earns `spins`, at most `maxPerDay` a day (0: no cap). */
export type EarnRule = Schema<'EarnRule-Output'>;

/* Ranks and rewards. */

export type RankSettings = Schema<'RankSettingsOut'>;
/** The body of the rank settings' save: tiers numbered by `level`. */
export type RankSettingsBody = Schema<'RankSettings'>;
export type RankTier = Schema<'Tier'>;
export type RankBasis = RankSettings['basis'];

export type StaffRewardItem = Schema<'StaffRewardItem'>;
export type RewardItemBody = Schema<'RewardItemIn'>;
export type RewardKind = StaffRewardItem['kind'];
export type StaffRewardRedemption = Schema<'StaffRewardRedemption'>;
export type RewardStatus = StaffRewardRedemption['status'];
/** Fulfil: a remark and the serial handed over (if not the one made); reject: the reason. */
export type RewardDecisionBody = Schema<'RewardDecision'>;
