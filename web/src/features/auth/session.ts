import type { ApiClient } from '@/lib/api';
import { toast } from '@/lib/toast';

import { checkTokenOutcome } from './check-token';
import { useAuthStore } from './stores/auth-store';

/** A session the server ended, on any call: the spec's token-check toast (§8), shown once. */
export function showSessionEndedToast(code: string, systemMsg?: string) {
  const { toast: notice } = checkTokenOutcome(code, systemMsg);
  toast.error({ title: notice.title, text: notice.text ?? '' });
}

/** Connects the API client to the session: bearer token, renewal, forced logout. */
export function connectApiSession(
  client: ApiClient,
  onLogout: (code: string, systemMsg?: string) => void = showSessionEndedToast,
) {
  client.configure({
    auth: {
      getAccessToken: () => useAuthStore.getState().accessToken,
      getRefreshToken: () => useAuthStore.getState().refreshToken,
      setTokens: (tokens) => useAuthStore.getState().setTokens(tokens),
      logout: (code, systemMsg) => {
        const wasSignedIn = useAuthStore.getState().isAuthenticated;
        useAuthStore.getState().logout();
        if (wasSignedIn) onLogout(code, systemMsg);
      },
    },
  });
}
