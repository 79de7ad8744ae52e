import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api';

import type { Cleared, PlayerPromotion, Promotion, Reservation, StackTopup } from '../types';

/**
 * The player's promotion calls (docs/promotions.md §6). A signed-in player's answers live under
 * ['me', …] and are dropped at logout; a guest (layout ufa-c) reads the list under its own key.
 */
export const promotionKeys = {
  all: ['me', 'promotions'] as const,
  list: (signedIn: boolean) => (signedIn ? (['me', 'promotions', 'list'] as const) : (['promotions', 'list'] as const)),
  stackTopups: (signedIn: boolean) =>
    signedIn ? (['me', 'promotions', 'stackTopups'] as const) : (['promotions', 'stackTopups'] as const),
  current: ['me', 'promotions', 'current'] as const,
  reservation: ['me', 'promotions', 'reservation'] as const,
  history: ['me', 'promotions', 'history'] as const,
};

/** Reads are silent: each page says in place what could not be loaded, with a way to retry. */
const quiet = { silent: true } as const;

/** POST promotionManager/getAllPromotion: the promotions shown now (signed in: with claimable and reason). */
export function getAllPromotions(): Promise<Promotion[]> {
  return api
    .post<Promotion[] | null>('promotionManager/getAllPromotion', { isFilterByPromotionType: true }, quiet)
    .then((list) => list ?? []);
}

/** GET promotionManager/getPromotionStackTopup: kept only while active and displayed (spec §7). */
export function getStackTopups(): Promise<StackTopup[]> {
  return api
    .get<StackTopup[] | null>('promotionManager/getPromotionStackTopup', quiet)
    .then((list) => (list ?? []).filter((item) => item.promotion.isActive && item.promotion.display));
}

/** POST promotionManager/currentPromotion: the active promotion (status 0005), or null. */
export function getCurrentPromotion(): Promise<PlayerPromotion | null> {
  return api.post<PlayerPromotion | null>('promotionManager/currentPromotion', {}, quiet).then((p) => p ?? null);
}

/** POST promotionManager/reservation: the choice recorded for the next deposit, or null. */
export function getReservation(): Promise<Reservation | null> {
  return api.post<Reservation | null>('promotionManager/reservation', {}, quiet).then((r) => r ?? null);
}

export type ReserveBody = { getPromotion: true; promotionId: number } | { getPromotion: false };

/** POST promotionManager/reserve: the choice for the next deposit; the caller says why a refusal (0066). */
export function reserve(body: ReserveBody): Promise<Reservation> {
  return api.post<Reservation>('promotionManager/reserve', body, { silent: true });
}

/** POST promotionManager/clear/manual: ends the active promotion; the bonus credit left is forfeited. */
export function clearPromotion(): Promise<Cleared> {
  return api.post<Cleared>('promotionManager/clear/manual', {});
}

/** POST promotionManager/history: the player's promotions, the active one first, then newest first. */
export function getPromotionHistory(): Promise<PlayerPromotion[]> {
  return api.post<PlayerPromotion[] | null>('promotionManager/history', {}, quiet).then((list) => list ?? []);
}

export const promotionsQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: promotionKeys.list(signedIn), queryFn: getAllPromotions, staleTime: 30_000 });

export const stackTopupsQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: promotionKeys.stackTopups(signedIn), queryFn: getStackTopups, staleTime: 30_000 });

export const currentPromotionQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.current, queryFn: getCurrentPromotion, staleTime: 10_000 });

export const reservationQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.reservation, queryFn: getReservation, staleTime: 30_000 });

export const promotionHistoryQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.history, queryFn: getPromotionHistory, staleTime: 30_000 });
