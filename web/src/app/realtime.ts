import { agentRealtimeHandlers, readAgent } from '@/features/agent';
import { authRealtimeHandlers, useAuthStore } from '@/features/auth';
import { usePreviewStore } from '@/features/branding';
import { cashierRealtimeHandlers } from '@/features/cashier/shell';
import { incomeRealtimeHandlers } from '@/features/income/shell';
import { promotionsRealtimeHandlers } from '@/features/promotions/shell';
import { realtime, setupRealtime, type RealtimeHandlers, type VerifyUser } from '@/features/realtime';
import { walletRealtimeHandlers } from '@/features/wallet';
import { queryClient } from '@/lib/query-client';

/**
 * The app's socket and what it does with each event. Only a signed-in player needs it: the
 * shell loads this module when one is (./use-app-realtime.ts), so a guest's pages never carry it.
 */

/** Each feature's socket handlers; for one event they run in this order, before the pages' listeners. */
export const REALTIME_HANDLERS: readonly RealtimeHandlers[] = [
  authRealtimeHandlers,
  walletRealtimeHandlers,
  cashierRealtimeHandlers,
  promotionsRealtimeHandlers,
  incomeRealtimeHandlers,
  agentRealtimeHandlers,
];

/** verifyUser's data from the session as it is now (a reconnect sends the current token). */
export function currentIdentity(): VerifyUser | null {
  const { user, accessToken, isAuthenticated } = useAuthStore.getState();
  if (!isAuthenticated || !user || !accessToken) return null;
  return {
    userId: user.id,
    agentId: readAgent(queryClient)?.id ?? user.player?.agentId ?? null,
    previewId: usePreviewStore.getState().previewId,
    clientType: 1,
    token: accessToken,
  };
}

setupRealtime({ identity: currentIdentity, handlers: REALTIME_HANDLERS });

/** Opens the app's socket for the current session; the function returned closes it. */
export function connectAppRealtime(): () => void {
  realtime.connect();
  return () => realtime.disconnect();
}
