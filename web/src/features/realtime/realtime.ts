import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

import { createRealtimeClient, type VerifyUser } from './realtime-client';
import { handleRealtimeEvent, type RealtimeHandlers } from './realtime-events';

/** The socket's address: same origin, ws: or wss: as the page. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/** What the app gives the socket at start-up, so that the socket itself knows no feature. */
export interface RealtimeSetup {
  /** verifyUser's data as it is now (a reconnect sends the current token); null: nobody. */
  identity: () => VerifyUser | null;
  /** Each feature's handlers, run in this order for one event. */
  handlers: readonly RealtimeHandlers[];
}

let setup: RealtimeSetup = { identity: () => null, handlers: [] };

/** Installs (or replaces) who the socket speaks for and which features handle its events. */
export function setupRealtime(next: RealtimeSetup) {
  setup = next;
}

/** The app's one socket. Pages listen with `realtime.subscribe(event, listener)` or useRealtimeEvent. */
export const realtime = createRealtimeClient({
  url: () => realtimeUrl(),
  identity: () => setup.identity(),
  onEvent: (message) => handleRealtimeEvent(message, setup.handlers, { queryClient }),
  // A bad or expired token (4401): renew it through the API client, then reconnect with it.
  onUnauthorized: () => api.renewTokens(),
});
