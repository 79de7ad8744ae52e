import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { ErrorCode, isApiError } from '@/lib/api/errors';
import { toast } from '@/lib/toast';

import { checkToken } from '../api/auth-api';
import { checkTokenOutcome } from '../check-token';
import { useAuthStore } from '../stores/auth-store';

/** auth/checkToken on every navigation while signed in (spec §4 Session, §8 token check). */
export function useCheckTokenOnNavigation() {
  const location = useLocation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);

  useEffect(() => {
    if (!isAuthenticated) return;
    checkToken()
      .then((result) => {
        if (result?.user && useAuthStore.getState().isAuthenticated) {
          useAuthStore.getState().setUser(result.user);
        }
      })
      .catch((error: unknown) => {
        // A code that ends the session was handled by the API client (logout and toast).
        if (!useAuthStore.getState().isAuthenticated) return;
        const outcome = isApiError(error)
          ? checkTokenOutcome(error.errorCode, error.systemMsg)
          : checkTokenOutcome(ErrorCode.Unexpected);
        if (outcome.logout) useAuthStore.getState().logout();
        toast.error({ title: outcome.toast.title, text: outcome.toast.text ?? '' });
      });
  }, [location.pathname, location.search, isAuthenticated]);
}
