import { useEffect } from 'react';

import { useAuthStore } from '@/features/auth';
import { usePreviewStore } from '@/features/branding';

/**
 * Keeps the app's socket open while a player is signed in and closes it at logout; a new
 * previewId (entering preview mode) reconnects it (spec §1). The socket's code (./realtime.ts,
 * with every feature's handlers) loads on the first sign-in, never on a guest's page.
 */
export function useAppRealtime() {
  const userId = useAuthStore((s) => (s.isAuthenticated ? (s.user?.id ?? null) : null));
  const previewId = usePreviewStore((s) => s.previewId);
  const session = userId == null ? null : `${userId}:${previewId ?? ''}`;

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
