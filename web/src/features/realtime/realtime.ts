import { useAgentStore } from '@/features/agent';
import { useAuthStore } from '@/features/auth';
import { usePreviewStore } from '@/features/branding';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

import { createRealtimeClient, type VerifyUser } from './realtime-client';
import { createRealtimeEventHandler } from './realtime-events';

/** The socket's address: same origin, ws: or wss: as the page. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/** verifyUser's data from the session as it is now (a reconnect sends the current token). */
export function currentIdentity(): VerifyUser | null {
  const { user, accessToken, isAuthenticated } = useAuthStore.getState();
  if (!isAuthenticated || !user || !accessToken) return null;
  return {
    userId: user.id,
    agentId: useAgentStore.getState().agent?.id ?? user.player?.agentId ?? null,
    previewId: usePreviewStore.getState().previewId,
    clientType: 1,
    token: accessToken,
  };
}

/** The app's one socket. Pages listen with `realtime.subscribe(event, listener)` or useRealtimeEvent. */
export const realtime = createRealtimeClient({
  url: () => realtimeUrl(),
  identity: currentIdentity,
  onEvent: createRealtimeEventHandler(queryClient, () => window.location.hostname),
  // A bad or expired token (4401): renew it through the API client, then reconnect with it.
  onUnauthorized: () => api.renewTokens(),
});
