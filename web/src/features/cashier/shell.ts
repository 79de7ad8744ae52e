/**
 * What the always-loaded shell needs from the cashier: its socket handlers, the query keys,
 * the followed deposit, and the modal that loads its forms on first open. The
 * pages import the rest from the feature's index, inside their own lazy chunks.
 */
export { cashierKeys } from './api/cashier-api';
export { LazyCashierModal } from './components/lazy-cashier-modal';
export { useDepositStore } from './stores/deposit-store';
export { cashierRealtimeHandlers } from './realtime';
