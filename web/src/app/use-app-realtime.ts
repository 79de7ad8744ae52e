import { useEffect } from 'react';

import { usePreviewStore } from '@/features/agent';
import { useAuthStore } from '@/features/auth';

/**
 * Keeps the app's socket open while a player is signed in or the page is a preview frame, and
 * closes it at logout and when the shell closes; a new previewId (entering preview mode) or
 * another player disconnects and reconnects it (spec §1). The socket's code (./realtime.ts, with
 * every feature's handlers) loads on the first need, never on an ordinary guest's page.
 */
export function useAppRealtime() {
  const userId = useAuthStore((s) => (s.isAuthenticated ? (s.user?.id ?? null) : null));
  const previewId = usePreviewStore((s) => s.previewId);
  const session = userId == null && !previewId ? null : `${userId ?? 'visitor'}:${previewId ?? ''}`;

  useEffect(() => {
    if (session == null) return;
    let closed = false;
    let disconnect: (() => void) | undefined;
    void import('./realtime').then(({ connectAppRealtime }) => {
      if (!closed) disconnect = connectAppRealtime();
    });
    return () => {
      closed = true;
      disconnect?.();
    };
  }, [session]);
}
