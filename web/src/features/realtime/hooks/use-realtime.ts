import { useEffect, useRef } from 'react';

import { realtime } from '../realtime';
import type { RealtimeClient, RealtimeListener } from '../realtime-client';

/**
 * Keeps the socket open while `session` names someone, and closes it when it becomes null or
 * the caller goes away. A different session (another player, entering preview mode) disconnects
 * and reconnects (spec §1).
 */
export function useRealtimeConnection(session: string | null, client: RealtimeClient = realtime) {
  useEffect(() => {
    if (session == null) return;
    client.connect();
    return () => client.disconnect();
  }, [client, session]);
}

/** Listens to one socket event while the component is mounted. */
export function useRealtimeEvent(event: string, listener: RealtimeListener, client: RealtimeClient = realtime) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => client.subscribe(event, (data, message) => latest.current(data, message)), [client, event]);
}
