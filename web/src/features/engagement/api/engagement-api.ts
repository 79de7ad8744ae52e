import { queryOptions } from '@tanstack/react-query';

import { storeReadWallet } from '@/features/wallet';
import { api } from '@/lib/api';

import type {
  EngagementEvent,
  EventPage,
  EventSearch,
  MiniGame,
  MiniGames,
  Play,
  PlayToken,
  RankStatus,
  Redemption,
  RewardItem,
  RewardRedemption,
} from '../types';

/**
 * The player's engagement calls (docs/engagement.md §6). Every answer is the signed-in player's
 * own: it lives under ['me', …] and is dropped at logout; ['me', 'engagement'] holds them all.
 */
export const engagementKeys = {
  all: ['me', 'engagement'] as const,
  coupons: ['me', 'engagement', 'coupons'] as const,
  events: ['me', 'engagement', 'events'] as const,
  eventList: (search: EventSearch | null) => ['me', 'engagement', 'events', search ?? 'current'] as const,
  miniGames: ['me', 'engagement', 'miniGames'] as const,
  plays: (game: MiniGame | null) => ['me', 'engagement', 'plays', game ?? 'all'] as const,
  rank: ['me', 'engagement', 'rank'] as const,
  rewards: ['me', 'engagement', 'rewards'] as const,
  rewardHistory: ['me', 'engagement', 'rewards', 'history'] as const,
};

/** Reads are silent: each page says in place what could not be loaded, with a way to retry. */
const quiet = { silent: true } as const;

const list = <T,>(rows: T[] | null | undefined): T[] => rows ?? [];

/* Coupons. */

/**
 * POST coupon/redeem: the code's credit, spins or reserved promotion. The page says why a code
 * is refused (its systemMsg), so the client shows no toast of its own.
 */
export function redeemCoupon(code: string): Promise<Redemption> {
  return api.post<Redemption>('coupon/redeem', { code }, quiet);
}

/** POST coupon/history: the player's redemptions, newest first. */
export function getCouponHistory(): Promise<Redemption[]> {
  return api.post<Redemption[] | null>('coupon/history', {}, quiet).then(list);
}

/* Events. */

/** GET eventManager/getAllEvent: the running and upcoming events, by start. */
export function getAllEvents(): Promise<EngagementEvent[]> {
  return api.get<EngagementEvent[] | null>('eventManager/getAllEvent', quiet).then(list);
}

/** POST eventManager/search: one page of the events of a status and/or a text. */
export function searchEvents(search: EventSearch): Promise<EventPage> {
  return api.post<EventPage>('eventManager/search', search, quiet);
}

/** POST eventManager/redeemCode: one of the event's codes, redeemed like a coupon. */
export function redeemEventCode(eventId: number, code: string): Promise<Redemption> {
  return api.post<Redemption>('eventManager/redeemCode', { eventId, code }, quiet);
}

/* Mini games. */

/** POST miniGame/list: the spins waiting, the wheel, how spins are earned and the check-in. */
export function getMiniGames(): Promise<MiniGames> {
  return api.post<MiniGames>('miniGame/list', {}, quiet);
}

/** POST miniGame/requestPlayToken: a one-play token of a game, valid 60 s. */
export function requestPlayToken(game: MiniGame): Promise<PlayToken> {
  return api.post<PlayToken>('miniGame/requestPlayToken', { game }, quiet);
}

/** POST miniGame/play: plays a token once; the same token again answers the same play. */
export function playToken(token: string): Promise<Play> {
  return api.post<Play>('miniGame/play', { token }, quiet);
}

/** POST miniGame/history: the player's last plays (of one game), newest first. */
export function getPlays(game: MiniGame | null): Promise<Play[]> {
  return api.post<Play[] | null>('miniGame/history', game ? { game } : {}, quiet).then(list);
}

/* Ranks and rewards. */

/** POST rank/get: the player's rank, the way to the next, the diamonds and every tier. */
export function getRank(): Promise<RankStatus> {
  return api.post<RankStatus>('rank/get', {}, quiet);
}

/** POST reward/items: what diamonds buy. */
export function getRewardItems(): Promise<RewardItem[]> {
  return api.post<RewardItem[] | null>('reward/items', {}, quiet).then(list);
}

/** POST reward/redeem: spends the item's price in diamonds on it. */
export function redeemReward(itemId: number): Promise<RewardRedemption> {
  return api.post<RewardRedemption>('reward/redeem', { itemId }, quiet);
}

/** POST reward/history: the player's rewards, newest first. */
export function getRewardHistory(): Promise<RewardRedemption[]> {
  return api.post<RewardRedemption[] | null>('reward/history', {}, quiet).then(list);
}

export const couponHistoryQueryOptions = () =>
  queryOptions({ queryKey: engagementKeys.coupons, queryFn: getCouponHistory, staleTime: 30_000 });

/** The current events (getAllEvent), or a search when a status or a text is chosen. */
export const eventsQueryOptions = (search: EventSearch | null) =>
  queryOptions({
    queryKey: engagementKeys.eventList(search),
    queryFn: (): Promise<EventPage> =>
      search
        ? searchEvents(search)
        : getAllEvents().then((items) => ({ items, total: items.length, page: 1, pageSize: items.length || 1 })),
    staleTime: 30_000,
  });

/**
 * The mini-games read brings the player's spins up to date on the server (the day's free spin,
 * what the day's deposits and turnover earned) and answers the wallet it leaves: into the cache
 * at once (the header's spins), unless the cache already holds a later one or the lucky wheel
 * holds wallets back while it turns.
 */
export const miniGamesQueryOptions = () =>
  queryOptions({
    queryKey: engagementKeys.miniGames,
    queryFn: async ({ client }) => {
      const games = await getMiniGames();
      storeReadWallet(client, games.wallet);
      return games;
    },
    staleTime: 30_000,
  });

export const playsQueryOptions = (game: MiniGame | null) =>
  queryOptions({ queryKey: engagementKeys.plays(game), queryFn: () => getPlays(game), staleTime: 30_000 });

export const rankQueryOptions = () => queryOptions({ queryKey: engagementKeys.rank, queryFn: getRank, staleTime: 30_000 });

export const rewardItemsQueryOptions = () =>
  queryOptions({ queryKey: engagementKeys.rewards, queryFn: getRewardItems, staleTime: 30_000 });

export const rewardHistoryQueryOptions = () =>
  queryOptions({ queryKey: engagementKeys.rewardHistory, queryFn: getRewardHistory, staleTime: 30_000 });
