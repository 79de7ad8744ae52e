import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api';
import type { DateFilter } from '@/lib/date-filter';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import type {
  BankAccount,
  BankTransaction,
  GiftResult,
  HistoryResult,
  TransactionHistory,
  TransactionResult,
  TransactionType,
  Withdrawable,
} from '@/types/api';

import { historyQuery } from '../history-filters';

/**
 * The player's money calls (docs/money.md). Calls that move money are silent: the cashier
 * shows field errors at the field and the catalogue's text otherwise (see ../errors.ts).
 */

/** User-scoped keys live under ['me', …] and are dropped at logout. */
export const cashierKeys = {
  all: ['me', 'bank'] as const,
  depositAccounts: ['me', 'bank', 'depositAccounts'] as const,
  withdrawable: ['me', 'bank', 'withdrawable'] as const,
  currentTransaction: ['me', 'bank', 'currentTransaction'] as const,
  history: ['me', 'bank', 'history'] as const,
  historyOf: (filter: DateFilter | null) => ['me', 'bank', 'history', filter ?? 'recent'] as const,
  gatewayBanks: ['me', 'gateway', 'banks'] as const,
};

/** POST bank/deposit/bankAccount: the agent's active deposit accounts. */
export function getDepositAccounts(): Promise<BankAccount[]> {
  return api.post<BankAccount[]>('bank/deposit/bankAccount', { bankAccountType: 'DEPOSIT' });
}

/** POST bank/withdrawable: what may be withdrawn and why, with the agent's limits. */
export function getWithdrawable(): Promise<Withdrawable> {
  return api.post<Withdrawable>('bank/withdrawable', {});
}

export interface TransactionRequest {
  bankAccountId: number;
  type: TransactionType;
  amount: number;
}

/**
 * POST bank/transaction. The Idempotency-Key makes a repeated attempt (same key, same body)
 * return the first answer and move nothing.
 */
export function createTransaction(body: TransactionRequest, idempotencyKey: string): Promise<TransactionResult> {
  return api.post<TransactionResult>('bank/transaction', body, {
    silent: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** GET bank/transaction?dateFilter=…; no filter: the last 90 days. */
export async function getTransactionHistory(filter: DateFilter | null): Promise<TransactionHistory> {
  const result = await api.get<HistoryResult>('bank/transaction', {
    query: historyQuery(filter),
  });
  return result.transactionHistory;
}

/** DELETE bank/transaction?transactionId=: cancels the player's own pending deposit (→ 0004). */
export function cancelDeposit(transactionId: number): Promise<BankTransaction> {
  return api.delete<BankTransaction>('bank/transaction', { query: { transactionId }, silent: true });
}

/** POST bank/transaction/player/currentTransaction: the player's pending deposit, or null. */
export function getCurrentTransaction(): Promise<BankTransaction | null> {
  return api
    .post<BankTransaction | null>('bank/transaction/player/currentTransaction', {}, { silent: true })
    .then((tx) => tx ?? null);
}

/** PUT bank/transaction/{id}/expired: 0005 once its time has passed, otherwise unchanged. */
export function expireTransaction(transactionId: number): Promise<BankTransaction> {
  return api.put<BankTransaction>(`bank/transaction/${transactionId}/expired`, {}, { silent: true });
}

/** POST bank/giftTrueMoney/redeem: a TrueMoney gift voucher (link or hash) into credit. */
export function redeemTrueMoney(gift: string, idempotencyKey: string): Promise<GiftResult> {
  return api.post<GiftResult>('bank/giftTrueMoney/redeem', { gift }, {
    silent: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export const depositAccountsQueryOptions = () =>
  queryOptions({
    queryKey: cashierKeys.depositAccounts,
    queryFn: getDepositAccounts,
    staleTime: 60_000,
  });

export const withdrawableQueryOptions = () =>
  queryOptions({
    queryKey: cashierKeys.withdrawable,
    queryFn: getWithdrawable,
    staleTime: 10_000,
  });

export const currentTransactionQueryOptions = () =>
  queryOptions({
    queryKey: cashierKeys.currentTransaction,
    queryFn: getCurrentTransaction,
    staleTime: 0,
  });

export const transactionHistoryQueryOptions = (filter: DateFilter | null) =>
  queryOptions({
    queryKey: cashierKeys.historyOf(filter),
    queryFn: () => getTransactionHistory(filter),
    staleTime: 15_000,
  });
