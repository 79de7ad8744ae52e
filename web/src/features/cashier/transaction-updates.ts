import type { QueryClient } from '@tanstack/react-query';

import { storeWallet } from '@/features/wallet';
import type { BankTransaction, TransactionHistory, Wallet } from '@/types/api';

import { cashierKeys } from './api/cashier-api';
import { useDepositStore } from './stores/deposit-store';

/**
 * How news about the player's money reaches the screens. The realtime socket and the
 * cashier's own calls both land here, so every view reads the same cache.
 */

/** OnDepositBankTransactionUpdate: the followed deposit changes, history and current reload. */
export function applyDepositUpdate(queryClient: QueryClient, tx: BankTransaction) {
  if (tx && typeof tx.id === 'number') useDepositStore.getState().receive(tx);
  void queryClient.invalidateQueries({ queryKey: cashierKeys.history });
  void queryClient.invalidateQueries({ queryKey: cashierKeys.currentTransaction });
}

/** transactionUpdate (a withdrawal paid or refused, …): history and withdrawable reload. */
export function applyTransactionUpdate(queryClient: QueryClient, tx: BankTransaction) {
  if (tx?.type === 'DEPOSIT') {
    applyDepositUpdate(queryClient, tx);
  } else {
    void queryClient.invalidateQueries({ queryKey: cashierKeys.history });
  }
  void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawable });
}

/** The answer of POST bank/transaction (or a voucher): new wallet now, the rest reloads. */
export function applyTransactionResult(
  queryClient: QueryClient,
  result: { wallet?: Wallet | null; transactionHistory?: TransactionHistory | null },
) {
  if (result.wallet) storeWallet(queryClient, result.wallet);
  // Spec §7: a withdrawal's answer carries the history; it is the unfiltered (recent) list.
  if (result.transactionHistory) {
    queryClient.setQueryData(cashierKeys.historyOf(null), result.transactionHistory);
  }
  void queryClient.invalidateQueries({
    queryKey: cashierKeys.history,
    predicate: (query) => !(result.transactionHistory && query.queryKey[3] === 'recent'),
  });
  void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawable });
}
