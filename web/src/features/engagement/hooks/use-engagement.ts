import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef } from 'react';

import { useAgentCurrency } from '@/features/agent';
import { useAuthStore } from '@/features/auth';
import { cashierKeys } from '@/features/cashier/shell';
import { promotionKeys } from '@/features/promotions';
import { storeWallet, walletQueryOptions } from '@/features/wallet';
import { DEFAULT_ERROR_TEXT, describeApiError, ErrorCode, FORCED_LOGOUT_CODES, isApiError } from '@/lib/api';
import type { Wallet } from '@/types/api';

import {
  couponHistoryQueryOptions,
  engagementKeys,
  eventsQueryOptions,
  miniGamesQueryOptions,
  playsQueryOptions,
  playToken,
  rankQueryOptions,
  redeemCoupon,
  redeemEventCode,
  redeemReward,
  requestPlayToken,
  rewardHistoryQueryOptions,
  rewardItemsQueryOptions,
} from '../api/engagement-api';
import type { EventSearch, MiniGame, PlayToken } from '../types';

type EngagementT = TFunction<'engagement'>;

export function useSignedIn(): boolean {
  return useAuthStore((s) => s.isAuthenticated);
}

/** The wallet's currency, else the agent's: answers carry amounts, not always a currency. */
export function useEngagementCurrency(): string {
  const wallet = useQuery({ ...walletQueryOptions(), enabled: useSignedIn() });
  const agentCurrency = useAgentCurrency();
  return wallet.data?.currencyCode || agentCurrency || 'THB';
}

/**
 * The spins and diamonds of the player's wallet, live: walletData writes every new wallet into
 * the cache this reads (features/wallet). null until the wallet is known.
 */
export function useWalletCounters(): { spins: number | null; diamonds: number | null } {
  const wallet = useQuery({ ...walletQueryOptions(), enabled: useSignedIn() });
  return { spins: wallet.data?.spins ?? null, diamonds: wallet.data?.diamonds ?? null };
}

export function useCouponHistory() {
  return useQuery({ ...couponHistoryQueryOptions(), enabled: useSignedIn() });
}

export function useEvents(search: EventSearch | null) {
  return useQuery({ ...eventsQueryOptions(search), enabled: useSignedIn(), placeholderData: keepPreviousData });
}

export function useMiniGames() {
  return useQuery({ ...miniGamesQueryOptions(), enabled: useSignedIn() });
}

export function usePlays(game: MiniGame | null) {
  return useQuery({ ...playsQueryOptions(game), enabled: useSignedIn() });
}

export function useRank() {
  return useQuery({ ...rankQueryOptions(), enabled: useSignedIn() });
}

export function useRewardItems() {
  return useQuery({ ...rewardItemsQueryOptions(), enabled: useSignedIn() });
}

export function useRewardHistory() {
  return useQuery({ ...rewardHistoryQueryOptions(), enabled: useSignedIn() });
}

/** The systemMsg values of docs/engagement.md §6, each with a message of its own. */
const SYSTEM_MESSAGES = new Set([
  'coupon_unknown',
  'coupon_not_started',
  'coupon_expired',
  'coupon_used',
  'coupon_exhausted',
  'coupon_minimum_deposit',
  'active_promotion',
  'no_spins',
  'game_off',
  'checked_in_today',
  'play_token_invalid',
  'not_enough_diamonds',
  'out_of_stock',
  // eventManager/redeemCode's own (the server's, beside the contract's coupon cases).
  'event_unknown',
  'event_not_running',
]);

/**
 * A refused engagement call in plain words: its systemMsg (docs/engagement.md §6), else what the
 * code and the fields say, else the server's own text.
 */
export function engagementErrorText(error: unknown, t: EngagementT): string {
  if (!isApiError(error)) return DEFAULT_ERROR_TEXT;
  if (error.systemMsg && SYSTEM_MESSAGES.has(error.systemMsg)) {
    return t(`errors.${error.systemMsg}` as 'errors.coupon_unknown');
  }
  if (error.errorCode === ErrorCode.Network) return t('errors.network');
  if (error.fields.includes('code')) {
    return error.errorCode === ErrorCode.NotFound ? t('errors.coupon_unknown') : t('errors.codeInvalid');
  }
  if (error.fields.includes('itemId')) return t('errors.itemUnavailable');
  if (error.fields.includes('token')) return t('errors.play_token_invalid');
  return describeApiError(error) || DEFAULT_ERROR_TEXT;
}

/** Whether the API client has acted on the error already (renewal, logout): nothing to say. */
export function isSessionError(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === ErrorCode.TokenExpired || FORCED_LOGOUT_CODES.has(error.errorCode));
}

/**
 * A prize or a redemption paid: the wallet the server answers goes into the cache (the header
 * credit, the spins, the diamonds), or is read again when the answer holds none; every
 * engagement answer, the promotions (event credit may start or join one) and the withdrawable
 * amount are read again.
 */
export function afterPayment(queryClient: QueryClient, wallet: Wallet | null | undefined) {
  if (wallet) storeWallet(queryClient, wallet);
  else void queryClient.invalidateQueries({ queryKey: walletQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: engagementKeys.all });
  void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
  void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawable });
}

/** Redeems a coupon code; the page shows the result and says why a code is refused. */
export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['engagement', 'coupon'],
    mutationFn: (code: string) => redeemCoupon(code),
    onSuccess: (result) => afterPayment(queryClient, result.wallet),
  });
}

/** Redeems one of an event's codes. */
export function useRedeemEventCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['engagement', 'eventCode'],
    mutationFn: ({ eventId, code }: { eventId: number; code: string }) => redeemEventCode(eventId, code),
    onSuccess: (result) => afterPayment(queryClient, result.wallet),
    // The event ended or went away meanwhile: the list is read again.
    onError: (error) => {
      if (isApiError(error) && error.systemMsg?.startsWith('event_')) void queryClient.invalidateQueries({ queryKey: engagementKeys.events });
    },
  });
}

/** Spends an item's price in diamonds on it. */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['engagement', 'reward'],
    mutationFn: (itemId: number) => redeemReward(itemId),
    onSuccess: (result) => afterPayment(queryClient, result.wallet),
    onError: () => void queryClient.invalidateQueries({ queryKey: engagementKeys.rewards }),
  });
}

/** A token still worth playing: the server gives 60 s, a play is sent with some margin left. */
function usable(token: PlayToken | null, game: MiniGame): token is PlayToken {
  if (!token || token.game !== game) return false;
  const expires = Date.parse(token.expiresAt);
  return Number.isNaN(expires) || expires - Date.now() > 5_000;
}

/**
 * One play of a mini game: a token (requestPlayToken), then the play. When the play's answer is
 * lost (the network), the token is kept and the next try plays it again: the server answers the
 * same play, so a prize is never paid twice nor lost. The caller applies the answer (the wheel
 * shows it once it stops).
 */
export function usePlayGame(game: MiniGame) {
  const pending = useRef<PlayToken | null>(null);
  return useMutation({
    mutationKey: ['engagement', 'play', game],
    mutationFn: async () => {
      const token = usable(pending.current, game) ? pending.current : await requestPlayToken(game);
      pending.current = token;
      try {
        const play = await playToken(token.token);
        pending.current = null;
        return play;
      } catch (error) {
        if (!isApiError(error) || error.errorCode !== ErrorCode.Network) pending.current = null;
        throw error;
      }
    },
  });
}

