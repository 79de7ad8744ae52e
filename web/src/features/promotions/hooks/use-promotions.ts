import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useAgent } from '@/features/agent';
import { useAuthStore } from '@/features/auth';
import { cashierKeys } from '@/features/cashier/shell';
import { storeWallet } from '@/features/wallet';
import { DEFAULT_ERROR_TEXT, describeApiError, ErrorCode, FORCED_LOGOUT_CODES, isApiError } from '@/lib/api';
import { toast } from '@/lib/toast';

import {
  clearPromotion,
  currentPromotionQueryOptions,
  promotionHistoryQueryOptions,
  promotionKeys,
  promotionsQueryOptions,
  reservationQueryOptions,
  reserve,
  stackTopupsQueryOptions,
  type ReserveBody,
} from '../api/promotions-api';
import { reasonText, type ConditionContext } from '../conditions';

/** 0066: the promotion cannot be claimed now; systemMsg says why (docs/promotions.md §7). */
export const PROMOTION_UNAVAILABLE = '0066';

export function useSignedIn(): boolean {
  return useAuthStore((s) => s.isAuthenticated);
}

/** The promotions shown now; signed in, each says whether it may be claimed and why not. */
export function usePromotions() {
  const signedIn = useSignedIn();
  return useQuery(promotionsQueryOptions(signedIn));
}

export function useStackTopups() {
  const signedIn = useSignedIn();
  return useQuery(stackTopupsQueryOptions(signedIn));
}

export function useCurrentPromotion() {
  const signedIn = useSignedIn();
  return useQuery({ ...currentPromotionQueryOptions(), enabled: signedIn });
}

export function useReservation() {
  const signedIn = useSignedIn();
  return useQuery({ ...reservationQueryOptions(), enabled: signedIn });
}

/** The player's promotions, the active one first, then newest first. */
export function usePromotionHistory() {
  const signedIn = useSignedIn();
  return useQuery({ ...promotionHistoryQueryOptions(), enabled: signedIn });
}

/** What the condition texts need: the language, the agent's currency and time zone, category names. */
export function useConditionContext(): ConditionContext {
  const { t, i18n } = useTranslation('promotions');
  const { t: tt } = useTranslation();
  const agent = useAgent();
  const categoryLabel = (category: string) => {
    const key = `games.categories.${category.toLowerCase()}`;
    return i18n.exists(key) ? tt(key as 'games.categories.slot') : category;
  };
  return {
    t,
    language: i18n.language,
    currency: agent?.country?.currency ?? '',
    timeZone: agent?.country?.timezone,
    categoryLabel,
  };
}

/**
 * Records the choice for the next deposit (a promotion, or none). A refusal (0066) is said in
 * plain words from its reason; the lists are read again, since what may be claimed has changed.
 */
export function useReservePromotion() {
  const { t } = useTranslation('promotions');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReserveBody) => reserve(body),
    onSuccess: (reservation) => {
      queryClient.setQueryData(promotionKeys.reservation, reservation);
    },
    onError: (error) => {
      if (isApiError(error) && error.errorCode === PROMOTION_UNAVAILABLE) {
        void toast.error({ title: t('claim.failedTitle'), text: reasonText(error.systemMsg, t) });
        void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
        return;
      }
      // The API client has acted on these already (renewal, logout).
      if (isApiError(error) && (error.errorCode === ErrorCode.TokenExpired || FORCED_LOGOUT_CODES.has(error.errorCode))) return;
      void toast.error({ text: isApiError(error) ? describeApiError(error) || DEFAULT_ERROR_TEXT : DEFAULT_ERROR_TEXT });
    },
  });
}

/**
 * Ends the active promotion (clear/manual): the wallet the server answers goes into the cache,
 * every promotion answer and the withdrawable amount are read again, and spec §8's toast
 * 'ยกเลิกโปรโมชั่นสำเร็จ' says it is done. The API client shows a refusal (0064, 0067).
 */
export function useClearPromotion() {
  const { t } = useTranslation('promotions');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: clearPromotion,
    onSuccess: (cleared) => {
      storeWallet(queryClient, cleared.wallet);
      queryClient.setQueryData(promotionKeys.current, null);
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawable });
      void toast.success({ text: t('current.cleared') });
    },
  });
  const { mutate } = mutation;
  const clear = useCallback(() => mutate(), [mutate]);
  return { ...mutation, clear };
}
