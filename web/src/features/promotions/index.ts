export * from './api/promotions-api';
export { formatFigure, gamesText, promotionConditions, promotionName, reasonText, type ConditionLine } from './conditions';
export { ActivePromotion, CurrentPromotionSection } from './components/current-promotion';
export { LazyPromotionPopup } from './components/lazy-promotion-popup';
export { PromotionCard, ReasonNote } from './components/promotion-card';
export { PromotionChoice } from './components/promotion-choice';
export { PromotionsContent } from './components/promotions-page';
export { StackTopupCard } from './components/stack-topups';
export { TurnoverProgress } from './components/turnover-progress';
export { WithdrawPromotionNote } from './components/withdraw-promotion-note';
export {
  PROMOTION_UNAVAILABLE,
  useClearPromotion,
  useCurrentPromotion,
  usePromotionHistory,
  usePromotions,
  useReservation,
  useReservePromotion,
  useStackTopups,
} from './hooks/use-promotions';
export { promotionsRealtimeHandlers } from './realtime';
export * from './types';
