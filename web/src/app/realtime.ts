import { agentRealtimeHandlers, readAgent } from '@/features/agent';
import { authRealtimeHandlers, useAuthStore } from '@/features/auth';
import { usePreviewStore } from '@/features/branding';
import { cashierRealtimeHandlers } from '@/features/cashier/shell';
import { setupRealtime, useRealtimeConnection, type RealtimeHandlers, type VerifyUser } from '@/features/realtime';
import { walletRealtimeHandlers } from '@/features/wallet';
import { queryClient } from '@/lib/query-client';

/** Each feature's socket handlers; for one event they run in this order, before the pages' listeners. */
export const REALTIME_HANDLERS: readonly RealtimeHandlers[] = [
  authRealtimeHandlers,
  walletRealtimeHandlers,
  cashierRealtimeHandlers,
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

/**
 * Keeps the app's socket open while a player is signed in and closes it at logout; a new
 * previewId (entering preview mode) reconnects it (spec §1).
 */
export function useAppRealtime() {
  const userId = useAuthStore((s) => (s.isAuthenticated ? (s.user?.id ?? null) : null));
  const previewId = usePreviewStore((s) => s.previewId);
  useRealtimeConnection(userId == null ? null : `${userId}:${previewId ?? ''}`);
}
