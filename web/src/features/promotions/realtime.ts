import type { RealtimeHandlers } from '@/features/realtime';
import { onWalletEvents } from '@/features/wallet';

import { promotionKeys } from './api/promotions-api';

/**
 * A new wallet (walletData, or one inside playerData) may mean a promotion granted with an
 * approved deposit, turnover made by a round, or a promotion ended: the player's promotion
 * answers are read again (only those on screen are fetched at once).
 */
export const promotionsRealtimeHandlers: RealtimeHandlers = onWalletEvents((_wallet, { queryClient }) => {
  void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
});
