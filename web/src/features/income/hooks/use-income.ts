import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { useAgentCurrency } from '@/features/agent';
import { useAuthStore } from '@/features/auth';
import { cashierKeys } from '@/features/cashier/shell';
import { promotionKeys } from '@/features/promotions';
import { storeWallet } from '@/features/wallet';
import { DEFAULT_ERROR_TEXT, describeApiError, ErrorCode, FORCED_LOGOUT_CODES, isApiError } from '@/lib/api';
import type { DateFilter } from '@/lib/date-filter';
import { formatMoney, toMinorUnits } from '@/lib/money';
import { toast } from '@/lib/toast';

import {
  affiliateQueryOptions,
  affiliateReportQueryOptions,
  bonusesQueryOptions,
  claimBonus,
  commissionQueryOptions,
  downlineQueryOptions,
  incomeHistoryQueryOptions,
  incomeKeys,
  returnLostPreviewQueryOptions,
  returnLostQueryOptions,
  withdrawIncome,
} from '../api/income-api';
import {
  NOTHING_TO_WITHDRAW,
  PROMOTION_RUNNING,
  type CommissionKind,
  type IncomeWithdrawal,
  type WithdrawKind,
} from '../types';

type IncomeT = TFunction<'income'>;

export function useSignedIn(): boolean {
  return useAuthStore((s) => s.isAuthenticated);
}

/** The agent's currency, for answers that do not name one. */
export function useIncomeCurrency(own?: string | null): string {
  const agentCurrency = useAgentCurrency();
  return own || agentCurrency || 'THB';
}

export function useAffiliate() {
  return useQuery({ ...affiliateQueryOptions(), enabled: useSignedIn() });
}

export function useAffiliateReport(dateFilter: DateFilter) {
  return useQuery({ ...affiliateReportQueryOptions(dateFilter), enabled: useSignedIn(), placeholderData: keepPreviousData });
}

export function useIncomeHistory(dateFilter: DateFilter | null = null) {
  return useQuery({ ...incomeHistoryQueryOptions(dateFilter), enabled: useSignedIn() });
}

export function useDownline(page: number) {
  return useQuery({ ...downlineQueryOptions(page), enabled: useSignedIn(), placeholderData: keepPreviousData });
}

export function useReturnLost() {
  return useQuery({ ...returnLostQueryOptions(), enabled: useSignedIn() });
}

export function useReturnLostPreview() {
  return useQuery({ ...returnLostPreviewQueryOptions(), enabled: useSignedIn() });
}

export function useCommission(kind: CommissionKind) {
  return useQuery({ ...commissionQueryOptions(kind), enabled: useSignedIn() });
}

export function useBonuses() {
  return useQuery({ ...bonusesQueryOptions(), enabled: useSignedIn() });
}

/** The name of a game category in the interface language; anything else as sent. */
export function useCategoryLabel(): (category: string) => string {
  const { t, i18n } = useTranslation();
  const { t: income } = useTranslation('income');
  return (category: string) => {
    if (category === 'all') return income('common.allCategories');
    const key = `games.categories.${category.toLowerCase()}`;
    return i18n.exists(key) ? t(key as 'games.categories.slot') : category;
  };
}

/** Whether a turnover to play came with the money (null or 0: none). */
export function hasTurnover(result: Pick<IncomeWithdrawal, 'turnover' | 'wallet'>): boolean {
  return result.turnover != null && toMinorUnits(result.turnover, result.wallet.currencyCode) > 0;
}

/**
 * Income paid into credit: the wallet the server answers goes into the cache (the newest there
 * is: no second read), and every income answer, the promotions (turnover starts the built-in
 * "income" promotion) and the withdrawable amount are read again.
 */
function afterPayment(queryClient: QueryClient, result: IncomeWithdrawal) {
  storeWallet(queryClient, result.wallet);
  void queryClient.invalidateQueries({ queryKey: incomeKeys.all });
  void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
  void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawable });
}

/** What was paid, and the turnover to play now when there is one. */
export function paidText(result: IncomeWithdrawal, t: IncomeT): string {
  const currency = result.wallet.currencyCode;
  const amount = formatMoney(result.amount, currency);
  return hasTurnover(result)
    ? t('withdraw.successTurnover', { amount, turnover: formatMoney(result.turnover ?? 0, currency) })
    : t('withdraw.success', { amount });
}

/** A refused income call in plain words: the codes of docs/income.md §3, else the server's text. */
export function incomeErrorText(error: unknown, t: IncomeT): string {
  if (!isApiError(error)) return DEFAULT_ERROR_TEXT;
  if (error.errorCode === PROMOTION_RUNNING) return t('errors.activePromotion');
  if (error.errorCode === NOTHING_TO_WITHDRAW) {
    return error.systemMsg === 'below_minimum' ? t('errors.belowMinimum') : t('errors.nothingWaiting');
  }
  return describeApiError(error) || DEFAULT_ERROR_TEXT;
}

/** The refusal codes that say the page's figures moved: they are read again. */
const STALE_CODES: ReadonlySet<string> = new Set([PROMOTION_RUNNING, NOTHING_TO_WITHDRAW, ErrorCode.NotFound]);

function notifyIncomeError(error: unknown, title: string, t: IncomeT, queryClient: QueryClient) {
  // The API client has acted on these already (renewal, logout).
  if (isApiError(error) && (error.errorCode === ErrorCode.TokenExpired || FORCED_LOGOUT_CODES.has(error.errorCode))) return;
  void toast.error({ title, text: incomeErrorText(error, t) });
  if (isApiError(error) && STALE_CODES.has(error.errorCode)) {
    void queryClient.invalidateQueries({ queryKey: incomeKeys.all });
  }
}

/**
 * Moves a program's waiting income into credit, then says how much and, when the program has a
 * turnover multiple, the turnover the player must now play before cashing out.
 */
export function useIncomeWithdraw(kind: WithdrawKind) {
  const { t } = useTranslation('income');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['income', 'withdraw', kind],
    mutationFn: () => withdrawIncome(kind),
    onSuccess: (result) => {
      afterPayment(queryClient, result);
      void toast.success({ title: t('withdraw.successTitle'), text: paidText(result, t) });
    },
    onError: (error) => notifyIncomeError(error, t('errors.withdrawTitle'), t, queryClient),
  });
}

/** Claims one bonus of bonus/get into credit. */
export function useClaimBonus() {
  const { t } = useTranslation('income');
  const queryClient = useQueryClient();
  const playerId = useAuthStore((s) => s.user?.player?.id ?? null);
  return useMutation({
    mutationKey: ['income', 'bonus'],
    mutationFn: (bonusType: string) => claimBonus(bonusType, playerId),
    onSuccess: (result) => {
      afterPayment(queryClient, result);
      void toast.success({ title: t('bonuses.claimedTitle'), text: paidText(result, t) });
    },
    onError: (error) => notifyIncomeError(error, t('errors.claimTitle'), t, queryClient),
  });
}
