export * from './api/income-api';
export { AffiliateContent } from './components/affiliate-page';
export { BonusesPanel } from './components/bonuses-panel';
export { CommissionContent } from './components/commission-page';
export { ReturnLostContent } from './components/return-lost-page';
export { WithdrawBox, withdrawBlock, type WithdrawBlock } from './components/withdraw-box';
export {
  incomeErrorText,
  useAffiliate,
  useBonuses,
  useClaimBonus,
  useCommission,
  useIncomeWithdraw,
  useReturnLost,
} from './hooks/use-income';
export { incomeRealtimeHandlers } from './realtime';
export * from './types';
