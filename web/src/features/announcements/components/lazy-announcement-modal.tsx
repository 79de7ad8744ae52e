import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

import { useAuthStore } from '@/features/auth';
import { useModalStore } from '@/features/modals';

const AfterLogin = lazy(() => import('./after-login-announcements').then((m) => ({ default: m.AfterLoginAnnouncements })));

/**
 * The after-login announcements for the shell. A sign-in during this visit starts one check
 * (a page loaded already signed in does not); the dialog's code loads only then, so a guest's
 * pages never carry it, and a guest never sees the dialog.
 */
export function LazyAnnouncementModal() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const open = useModalStore((s) => s.announcement);
  const [wasAuthenticated, setWasAuthenticated] = useState(isAuthenticated);
  const [checking, setChecking] = useState(false);

  // A change of session since the last render: a sign-in starts the check, a sign-out ends it.
  if (wasAuthenticated !== isAuthenticated) {
    setWasAuthenticated(isAuthenticated);
    setChecking(isAuthenticated);
  }

  useEffect(() => {
    if (!isAuthenticated) useModalStore.getState().close('announcement');
  }, [isAuthenticated]);

  const onChecked = useCallback(() => setChecking(false), []);

  if (!isAuthenticated || (!checking && !open)) return null;
  return (
    <Suspense fallback={null}>
      <AfterLogin checking={checking} onChecked={onChecked} />
    </Suspense>
  );
}
