import type { Schema } from '@/types/api';

/** The nine lobby categories of docs/games.md §1, in lobby order. */
export const GAME_CATEGORIES = ['casino', 'slot', 'sport', 'fishing', 'card', 'keno', 'cockfight', 'esport', 'trading'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export function isGameCategory(value: unknown): value is GameCategory {
  return typeof value === 'string' && (GAME_CATEGORIES as readonly string[]).includes(value);
}

/** Which family of platform calls a site uses, by the agent's gameCompany. */
export type GameFamily = 'amb' | 'xgambet' | 'pg';

/* The game calls' answers (docs/games.md §1), generated from the server's OpenAPI document. */

export type Category = Schema<'Category'>;
export type Provider = Schema<'Provider'>;
export type Game = Schema<'GameOut'>;
export type PageInfo = Schema<'Page'>;
export type GamesPage = Schema<'GamesPage'>;
/** Every family's launch answers `gameUrLs`; PG's login also carries the single `url`. */
export type LaunchResult = Schema<'LaunchOut'>;
/** `wallet`: the player's wallet after the move. */
export type BalanceResult = Schema<'BalanceOut'>;
export type BalanceDirection = BalanceResult['direction'];
export type Round = Schema<'Round'>;
export type RoundsTotals = Schema<'RoundTotals'>;
export type RoundsPage = Schema<'RoundsOut'>;

/* The current promotion as the launch reads it (normalizeCurrentPromotion): the player
   promotion's gameConfig, `{category, providers}` with provider `all` for any. */

/** One entry of a promotion's gameConfig: where the promotion's credit may be played. */
export interface PromotionGameConfig {
  category: string;
  providers: string[];
}

/** What the launch needs of the current promotion; null: none (or none known). An empty
    gameConfig, like a missing one, permits every game (docs/promotions.md §1). */
export interface CurrentPromotion {
  gameConfig: PromotionGameConfig[] | null;
}
