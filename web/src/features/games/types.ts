import type { Wallet } from '@/types/api';

/** The nine lobby categories of docs/games.md §1, in lobby order. */
export const GAME_CATEGORIES = ['casino', 'slot', 'sport', 'fishing', 'card', 'keno', 'cockfight', 'esport', 'trading'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export function isGameCategory(value: unknown): value is GameCategory {
  return typeof value === 'string' && (GAME_CATEGORIES as readonly string[]).includes(value);
}

/** Which family of platform calls a site uses, by the agent's gameCompany. */
export type GameFamily = 'amb' | 'xgambet' | 'pg';

export interface Category {
  category: string;
  providerCount: number;
  gameCount: number;
}

export interface Provider {
  providerPrefix: string;
  name: string;
  logo: string | null;
  categories: string[];
  gameCount: number;
  status: string;
}

export interface Game {
  gameId: string;
  gameCode: string;
  name: string;
  image: string | null;
  category: string;
  providerPrefix: string;
  rank: number;
  engine: string | null;
}

export interface PageInfo {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
}

export interface GamesPage {
  gamesList: Game[];
  page: PageInfo;
}

export interface LaunchResult {
  gameUrLs: { mobile: string; desktop: string };
}

export type BalanceDirection = 'toProvider' | 'toWallet';

export interface BalanceResult {
  direction: BalanceDirection;
  providerCredit: number;
  walletCredit: number;
  transferred: number;
  /** The player's wallet after the move (may be absent on an older server). */
  wallet: Wallet | null;
}

/** One entry of a promotion's gameConfig: where the promotion's credit may be played. */
export interface PromotionGameConfig {
  category: string;
  providers: string[];
}

/** What the launch needs of the current promotion; null: none (or none known). */
export interface CurrentPromotion {
  gameConfig: PromotionGameConfig[] | null;
}

export interface Round {
  roundId: string;
  providerPrefix: string;
  gameCode: string;
  gameName: string;
  category: string;
  bet: number;
  payout: number;
  winLoss: number;
  playedAt: string;
}

export interface RoundsTotals {
  bet: number;
  payout: number;
  winLoss: number;
  rounds: number;
}

export interface RoundsPage {
  rounds: Round[];
  page: PageInfo;
  totals: RoundsTotals;
}
