import { REALTIME_EVENTS, type RealtimeHandlers } from '@/features/realtime';

import { incomeKeys } from './api/income-api';

/**
 * affiliateData is sent when income is awarded, withdrawn, expired, held or voided (docs/income.md
 * §3): the player's income answers are read again (only those on screen are fetched at once).
 * The auth store keeps the event's figures as well (features/auth).
 */
export const incomeRealtimeHandlers: RealtimeHandlers = {
  [REALTIME_EVENTS.affiliate]: (_data, { queryClient }) => {
    void queryClient.invalidateQueries({ queryKey: incomeKeys.all });
  },
};
