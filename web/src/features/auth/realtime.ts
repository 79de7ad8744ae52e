import { REALTIME_EVENTS, isRealtimeRecord, type RealtimeHandlers } from '@/features/realtime';
import type { Player } from '@/types/api';

import { useAuthStore } from './stores/auth-store';

/** The session's socket handlers: the player's own record and their affiliate figures. */
export const authRealtimeHandlers: RealtimeHandlers = {
  [REALTIME_EVENTS.player]: (data) => {
    if (!isRealtimeRecord(data)) return;
    const { user, setUser } = useAuthStore.getState();
    if (user) setUser({ ...user, player: { ...(user.player ?? {}), ...data } as Player });
  },
  [REALTIME_EVENTS.affiliate]: (data) => useAuthStore.getState().setAffiliates(data ?? null),
};
