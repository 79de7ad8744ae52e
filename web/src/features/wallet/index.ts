export { getWallet, storeWallet, walletQueryOptions } from './api/wallet-api';
export { BalanceBadge, BalanceCard } from './components/balance';
export { WalletBreakdown } from './components/wallet-breakdown';
export { applyWallet, holdWallet, onWalletEvents, storeReadWallet, walletRealtimeHandlers } from './realtime';
