import { agentRealtimeHandlers, readAgent, usePreviewStore } from '@/features/agent';
import { authRealtimeHandlers, useAuthStore } from '@/features/auth';
import { brandingRealtimeHandlers } from '@/features/branding';
import { cashierRealtimeHandlers } from '@/features/cashier/shell';
import { incomeRealtimeHandlers } from '@/features/income/shell';
import { promotionsRealtimeHandlers } from '@/features/promotions/shell';
import { realtime, setupRealtime, type RealtimeHandlers, type VerifyUser } from '@/features/realtime';
import { walletRealtimeHandlers } from '@/features/wallet';
import { queryClient } from '@/lib/query-client';

/**
 * The app's socket and what it does with each event. Only a signed-in player and a preview frame
 * need it: the shell loads this module for them (./use-app-realtime.ts), so an ordinary guest's
 * pages never carry it.
 */

/** Each feature's socket handlers; for one event they run in this order, before the pages' listeners. */
export const REALTIME_HANDLERS: readonly RealtimeHandlers[] = [
  authRealtimeHandlers,
  walletRealtimeHandlers,
  cashierRealtimeHandlers,
  promotionsRealtimeHandlers,
  incomeRealtimeHandlers,
  agentRealtimeHandlers,
  brandingRealtimeHandlers,
];

/**
 * verifyUser's data from the session as it is now (a reconnect sends the current token): the
 * player's, with the previewId when the page is a preview frame; a visitor's preview frame
 * speaks for nobody (userId null, no token) and receives only its preview's events.
 */
export function currentIdentity(): VerifyUser | null {
  const { user, accessToken, isAuthenticated } = useAuthStore.getState();
  const { previewId } = usePreviewStore.getState();
  const agentId = readAgent(queryClient)?.id ?? null;
  if (isAuthenticated && user && accessToken) {
    return { userId: user.id, agentId: agentId ?? user.player?.agentId ?? null, previewId, clientType: 1, token: accessToken };
  }
  if (previewId) return { userId: null, agentId, previewId, clientType: 1, token: '' };
  return null;
}

setupRealtime({ identity: currentIdentity, handlers: REALTIME_HANDLERS });

/** Opens the app's socket for the current session; the function returned closes it. */
export function connectAppRealtime(): () => void {
  realtime.connect();
  return () => realtime.disconnect();
}
