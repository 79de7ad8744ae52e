import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';

import { boKeys } from '../api/backoffice-api';
import { useStaffSession } from '../stores/staff-session';
import type { QueueTx } from '../types';

import { connectStaffSocket, socketUrl, type LiveStatus } from './staff-socket';

export const useLiveStatus = create<{ status: LiveStatus; set(status: LiveStatus): void }>()((set) => ({
  status: 'offline',
  set: (status) => set({ status }),
}));

/**
 * Opens the staff socket while a staff member is signed in: a `queueUpdate` refreshes the
 * queue and that player's page (the 15 s poll covers the gaps), a refused token re-checks the session over HTTP
 * (which signs out on 0030/0031/0034).
 */
export function useStaffSocket() {
  const queryClient = useQueryClient();
  const staffId = useStaffSession((s) => s.staff?.id);
  const agentId = useStaffSession((s) => s.staff?.agentId);
  const setStatus = useLiveStatus((s) => s.set);

  useEffect(() => {
    if (staffId === undefined || agentId === undefined) {
      setStatus('offline');
      return;
    }
    const socket = connectStaffSocket({
      url: socketUrl(),
      auth: () => ({ userId: staffId, agentId }),
      onStatus: setStatus,
      onEvent: (event, data) => {
        if (event !== 'queueUpdate') return;
        void queryClient.invalidateQueries({ queryKey: boKeys.queue() });
        // An open player page shows the same request.
        const playerId = (data as Partial<QueueTx> | null)?.playerId;
        if (typeof playerId === 'number') void queryClient.invalidateQueries({ queryKey: boKeys.player(playerId) });
      },
      onRejected: () => void queryClient.invalidateQueries({ queryKey: boKeys.me() }),
    });
    return () => {
      socket.close();
      setStatus('offline');
    };
  }, [staffId, agentId, queryClient, setStatus]);
}
