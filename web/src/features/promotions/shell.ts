/**
 * What the always-loaded shell needs from promotions: its socket handlers and the after-login
 * popup, whose code and texts load only when it opens. The pages import the rest from the
 * feature's index, inside their own lazy chunks.
 */
export { LazyPromotionPopup } from './components/lazy-promotion-popup';
export { promotionsRealtimeHandlers } from './realtime';
