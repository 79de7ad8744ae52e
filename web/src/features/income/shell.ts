/**
 * What the always-loaded shell needs from income: its socket handlers. The pages import the
 * rest from the feature's index, inside their own lazy chunks.
 */
export { incomeRealtimeHandlers } from './realtime';
