import { useEffect, useRef } from 'react';

import { realtime } from '../realtime';
import type { RealtimeClient, RealtimeListener } from '../realtime-client';

/** Listens to one socket event while the component is mounted. */
export function useRealtimeEvent(event: string, listener: RealtimeListener, client: RealtimeClient = realtime) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => client.subscribe(event, (data, message) => latest.current(data, message)), [client, event]);
}
