import { REALTIME_EVENTS, isRealtimeRecord, type RealtimeHandlers } from '@/features/realtime';
import { onWalletEvents } from '@/features/wallet';
import type { BankTransaction } from '@/types/api';

import { cashierKeys } from './api/cashier-api';
import { applyDepositUpdate, applyTransactionUpdate } from './transaction-updates';

/** The cashier's socket handlers: deposit and withdrawal news, and a new wallet's withdrawable. */
export const cashierRealtimeHandlers: RealtimeHandlers = {
  ...onWalletEvents((_wallet, { queryClient }) => {
    void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawable });
  }),
  [REALTIME_EVENTS.depositUpdate]: (data, { queryClient }) => {
    if (isRealtimeRecord(data)) applyDepositUpdate(queryClient, data as unknown as BankTransaction);
  },
  [REALTIME_EVENTS.transactionUpdate]: (data, { queryClient }) => {
    if (isRealtimeRecord(data)) applyTransactionUpdate(queryClient, data as unknown as BankTransaction);
  },
};
