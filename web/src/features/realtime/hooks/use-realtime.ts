import { useEffect, useRef } from 'react';

import { useAuthStore } from '@/features/auth';
import { usePreviewStore } from '@/features/branding';

import { realtime } from '../realtime';
import type { RealtimeClient, RealtimeListener } from '../realtime-client';

/**
 * Keeps the socket open while a player is signed in, and closes it at logout and when the
 * shell goes away. A new previewId (entering preview mode) disconnects and reconnects (spec §1).
 */
export function useRealtimeConnection(client: RealtimeClient = realtime) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const previewId = usePreviewStore((s) => s.previewId);

  useEffect(() => {
    if (!isAuthenticated || userId == null) return;
    client.connect();
    return () => client.disconnect();
  }, [client, isAuthenticated, userId, previewId]);
}

/** Listens to one socket event while the component is mounted. */
export function useRealtimeEvent(event: string, listener: RealtimeListener, client: RealtimeClient = realtime) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => client.subscribe(event, (data, message) => latest.current(data, message)), [client, event]);
}
