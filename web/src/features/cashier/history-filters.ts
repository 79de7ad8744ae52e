import { DEFAULT_DATE_FILTER, isDateFilter, type DateFilter } from '@/lib/date-filter';
import type { BankTransaction, TransactionHistory } from '@/types/api';

/** History is split into deposit, withdraw and all (spec §3). */
export const HISTORY_TABS = ['deposit', 'withdraw', 'all'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];
export const DEFAULT_HISTORY_TAB: HistoryTab = 'all';

export function isHistoryTab(value: unknown): value is HistoryTab {
  return typeof value === 'string' && (HISTORY_TABS as readonly string[]).includes(value);
}

/** The query of GET bank/transaction: a known filter, or none (the server's last 90 days). */
export function historyQuery(filter: DateFilter | null): Record<string, string> {
  return filter ? { dateFilter: filter } : {};
}

/** The list a tab shows, newest first as the server sends it. */
export function transactionsOf(history: TransactionHistory | null | undefined, tab: HistoryTab): BankTransaction[] {
  if (!history) return [];
  if (tab === 'deposit') return history.depositTransactions ?? [];
  if (tab === 'withdraw') return history.withdrawTransactions ?? [];
  return history.allTransactions ?? [];
}

/** Tab and filter from the page's query (?tab=withdraw&date=thisWeek), with the defaults. */
export function readHistoryParams(params: URLSearchParams): { tab: HistoryTab; filter: DateFilter } {
  const tab = params.get('tab');
  const date = params.get('date');
  return {
    tab: isHistoryTab(tab) ? tab : DEFAULT_HISTORY_TAB,
    filter: isDateFilter(date) ? date : DEFAULT_DATE_FILTER,
  };
}
