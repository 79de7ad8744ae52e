import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { DEPOSIT_STATUS_POLL_MS } from '@/config/constants';
import type { BankTransaction } from '@/types/api';

import { cancelDeposit, currentTransactionQueryOptions, expireTransaction, transactionHistoryQueryOptions } from '../api/cashier-api';
import { cancelGatewayDeposit } from '../api/gateway-api';
import { notifyCashierError } from '../errors';
import { useDepositStore } from '../stores/deposit-store';
import { applyDepositUpdate } from '../transaction-updates';
import { isPending } from '../transaction-status';

/**
 * The deposit request the player follows, kept live: restored from currentTransaction on
 * load, updated by the socket (OnDepositBankTransactionUpdate), and polled while pending in
 * case an event is missed. When currentTransaction no longer returns the followed request,
 * its final status is read from the history.
 */
export function useDepositRequest() {
  const queryClient = useQueryClient();
  const tracked = useDepositStore((s) => s.tracked);
  const order = useDepositStore((s) => s.order);
  const pending = isPending(tracked);

  const current = useQuery({
    ...currentTransactionQueryOptions(),
    refetchInterval: pending ? DEPOSIT_STATUS_POLL_MS : false,
  });

  useEffect(() => {
    if (current.data === undefined) return;
    const store = useDepositStore.getState();
    if (current.data) {
      store.receive(current.data);
      return;
    }
    const followed = store.tracked;
    if (!followed || !isPending(followed)) return;
    // Closed since: the history knows how it ended.
    void queryClient
      .fetchQuery({ ...transactionHistoryQueryOptions(null), staleTime: 0 })
      .then((history) => {
        const found = history.depositTransactions?.find((tx) => tx.id === followed.id);
        if (found) useDepositStore.getState().receive(found);
      })
      .catch(() => undefined);
  }, [current.data, current.dataUpdatedAt, queryClient]);

  // A closed result is shown while the page is open, not on the next visit.
  useEffect(
    () => () => {
      const store = useDepositStore.getState();
      if (store.tracked && !isPending(store.tracked)) store.clear();
    },
    [],
  );

  const onClosed = (tx: BankTransaction) => applyDepositUpdate(queryClient, tx);

  /** Cancels the followed pending deposit (bank: DELETE bank/transaction; gateway: cancelDeposit). */
  const cancel = useMutation({
    mutationFn: (tx: BankTransaction) => (tx.channel === 'GATEWAY' ? cancelGatewayDeposit(tx.id) : cancelDeposit(tx.id)),
    onSuccess: onClosed,
    onError: (error) => {
      notifyCashierError(error);
      void current.refetch();
    },
  });

  /** Its time is up: the server marks it 0005 (or leaves it when its clock disagrees). */
  const expire = useMutation({
    mutationFn: (tx: BankTransaction) => expireTransaction(tx.id),
    onSuccess: onClosed,
    onError: () => void current.refetch(),
  });

  return {
    tracked,
    order,
    pending,
    loading: current.isPending && !tracked,
    cancel,
    expire,
    startOver: () => useDepositStore.getState().clear(),
  };
}
