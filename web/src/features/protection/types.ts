/**
 * Player protection's wire shapes (docs/money.md "Player protection"), as the server declares
 * them (web/src/types/openapi.ts), and the choices it accepts.
 */
import type { Schema } from '@/types/api';

/** The player's limits, self-exclusion and reality-check interval. */
export type Protection = Schema<'Protection'>;
/** One of the six limits: what holds now, what the period has used, a change waiting. */
export type PlayLimit = Schema<'PlayLimitOut'>;
/** A raise (or removal) waiting out the cooling-off. */
export type PendingLimit = Schema<'PendingLimit'>;
export type LimitKind = PlayLimit['kind'];
export type LimitPeriod = PlayLimit['period'];
/** PUT player/protection/limits: `amount` null removes the limit. */
export type PlayLimitBody = Omit<Schema<'PlayLimitBody'>, 'amount'> & { amount: number | null };
export type ExclusionBody = Schema<'ExclusionBody'>;
export type ExclusionDays = ExclusionBody['days'];
export type RealityCheckBody = Schema<'RealityCheckBody'>;
export type RealityCheckMinutes = RealityCheckBody['minutes'];

export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];
/** The break lengths the server accepts, shortest first. */
export const EXCLUSION_DAYS: readonly ExclusionDays[] = [1, 7, 30, 90, 180, 365];
/** The reality-check intervals the server accepts; 0: no reminder. */
export const REALITY_CHECK_MINUTES: readonly RealityCheckMinutes[] = [0, 15, 30, 60, 120];
