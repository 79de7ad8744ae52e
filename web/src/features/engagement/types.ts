/**
 * The engagement calls' wire shapes (docs/engagement.md §6): coupons, events, the mini games,
 * ranks, diamonds and rewards, as the server declares them (web/src/types/openapi.ts).
 */
import type { Schema } from '@/types/api';

/** A text in the three interface languages. */
export type Name = Schema<'Name'>;

/* Coupons and event codes. */

export type Redemption = Schema<'Redemption'>;
export type RedemptionType = Redemption['type'];

/* Events. */

export type EngagementEvent = Schema<'Event'>;
export type EventStatus = EngagementEvent['status'];
/** The body of eventManager/search. */
export type EventSearch = Schema<'EventSearchBody'>;
export type EventPage = Schema<'EventPage'>;

/* Mini games. */

export type MiniGames = Schema<'MiniGames'>;
export type WheelSegment = Schema<'WheelSegment'>;
export type CheckInDay = Schema<'CheckInDay'>;
export type Prize = Schema<'Prize-Output'>;
export type PrizeType = Prize['type'];
export type PlayToken = Schema<'PlayToken'>;
export type MiniGame = PlayToken['game'];
export type Play = Schema<'Play'>;

/* Ranks, diamonds and rewards. */

export type Tier = Schema<'Tier'>;
export type RankStatus = Schema<'RankStatus'>;
export type RewardItem = Schema<'RewardItem'>;
export type RewardKind = RewardItem['kind'];
export type RewardRedemption = Schema<'RewardRedemption'>;
export type RewardStatus = RewardRedemption['status'];

/** A Name in the interface language: Vietnamese or English falls back to English, then Thai. */
export function nameIn(name: Pick<Name, 'nameTh' | 'nameEn' | 'nameVi'> | null | undefined, language: string): string {
  if (!name) return '';
  if (language === 'vi') return name.nameVi || name.nameEn || name.nameTh;
  if (language === 'en') return name.nameEn || name.nameTh;
  return name.nameTh || name.nameEn;
}

/** A decimal of the wire (a number or a decimal string) as a number; junk is 0. */
export function toNumber(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}
