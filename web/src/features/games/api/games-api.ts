import { api } from '@/lib/api';

import type { DateFilter } from '@/lib/date-filter';
import type { BalanceDirection, BalanceResult, Category, CurrentPromotion, GamesPage, LaunchResult, Provider, RoundsPage } from '../types';
import { calls, normalizeCurrentPromotion, type GameContext, type GamesQuery, type LaunchRequest } from './families';

/**
 * The game calls of docs/games.md §1, by family. Every call is silent: the lobby shows its own
 * 'try again' toast, the launch and the return their own (../notify.ts).
 */

export function getCategories(ctx: GameContext): Promise<Category[]> {
  const { path, body } = calls.categories(ctx);
  return api.post<Category[]>(path, body, { silent: true });
}

export function getProviders(ctx: GameContext, category: string): Promise<Provider[]> {
  const { path, body } = calls.providers(ctx, category);
  return api.post<Provider[]>(path, body, { silent: true });
}

export function getGames(ctx: GameContext, query: GamesQuery, signal?: AbortSignal): Promise<GamesPage> {
  const { path, body } = calls.games(ctx, query);
  return api.post<GamesPage>(path, body, { silent: true, signal });
}

export function launchGame(ctx: GameContext, request: LaunchRequest): Promise<LaunchResult> {
  const { path, body } = calls.launch(ctx, request);
  return api.post<LaunchResult>(path, body, { silent: true });
}

export function checkAndAdjustBalance(ctx: GameContext, direction: BalanceDirection, productId?: string): Promise<BalanceResult> {
  const { path, body } = calls.balance(ctx, direction, productId);
  return api.post<BalanceResult>(path, body, { silent: true });
}

/** POST promotionManager/currentPromotion: the promotion the player is playing under, or null. */
export function getCurrentPromotion(): Promise<CurrentPromotion | null> {
  return api.post<unknown>('promotionManager/currentPromotion', {}, { silent: true }).then(normalizeCurrentPromotion);
}

/**
 * GET game/rounds?dateFilter=&page=: the player's recorded rounds, with totals; the server
 * reads the chip's days in the agent's time zone, as it does for the bank history.
 */
export function getRounds(dateFilter: DateFilter, page: number): Promise<RoundsPage> {
  return api.get<RoundsPage>('game/rounds', { query: { dateFilter, page }, silent: true });
}
