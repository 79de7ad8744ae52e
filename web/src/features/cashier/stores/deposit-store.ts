import { create } from 'zustand';

import type { BankTransaction, GatewayOrder } from '@/types/api';

import { isPending } from '../transaction-status';

/**
 * The deposit request the player is following: created here, restored from
 * currentTransaction, or announced by the socket. It stays after it closes, so the player
 * sees how it ended, until they start a new one. A gateway deposit keeps its order (QR, pay
 * page), which only createDeposit returns.
 */
export interface DepositState {
  tracked: BankTransaction | null;
  order: GatewayOrder | null;
  /** Follows this request (a new one replaces a closed one). */
  track(tx: BankTransaction, order?: GatewayOrder | null): void;
  /**
   * News about a deposit: updates the followed one, or starts following a pending one when
   * nothing pending is followed. Anything else is left to the history.
   */
  receive(tx: BankTransaction): void;
  clear(): void;
}

export const useDepositStore = create<DepositState>()((set) => ({
  tracked: null,
  order: null,
  track: (tx, order = null) => set({ tracked: tx, order }),
  receive: (tx) =>
    set((state) => {
      if (state.tracked && state.tracked.id === tx.id) {
        // A closed request never reopens: a late poll answer must not undo a cancel or approval.
        if (!isPending(state.tracked) && isPending(tx)) return state;
        return { tracked: { ...state.tracked, ...tx } };
      }
      if (isPending(tx) && !isPending(state.tracked)) return { tracked: tx, order: null };
      return state;
    }),
  clear: () => set({ tracked: null, order: null }),
}));
