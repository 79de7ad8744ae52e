import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ErrorCode, FORCED_LOGOUT_CODES, NETWORK_ERROR_TEXT, describeApiError, isApiError, type ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import type { LoginResult } from '@/types/api';

import { login, type LoginInput } from '../api/auth-api';
import { useAuthStore } from '../stores/auth-store';

export class NotPlayerError extends Error {
  constructor() {
    super('The returned user is not a player');
    this.name = 'NotPlayerError';
  }
}

/**
 * A login refused because of the account itself (deactivated 0004, suspended or self-excluded
 * 0005): the server's message says why, and until when; the form shows it in place.
 */
export function accountRefusal(error: unknown): ApiError | null {
  return isApiError(error) && (error.errorCode === ErrorCode.Deactivated || error.errorCode === ErrorCode.Suspended) ? error : null;
}

/** A refused login as the API client shows an error: a toast (none for session codes). */
function notifyLoginError(error: unknown) {
  if (!isApiError(error) || error.errorCode === ErrorCode.TokenExpired || FORCED_LOGOUT_CODES.has(error.errorCode)) return;
  void toast.error({ text: error.errorCode === ErrorCode.Network ? NETWORK_ERROR_TEXT : describeApiError(error) });
}

/**
 * Logs in as a player. A result whose user is not a player is refused and never stored
 * (spec §6). Refusals are toasted, but for an account refusal where the caller shows it in
 * place (`showsAccountRefusal`, with `accountRefusal(mutation.error)`).
 */
export function useLogin({ showsAccountRefusal = false }: { showsAccountRefusal?: boolean } = {}) {
  const { t } = useTranslation();
  const setSession = useAuthStore((s) => s.setSession);
  return useMutation<LoginResult, Error, LoginInput>({
    mutationFn: async (input) => {
      const result = await login(input);
      if (result?.user?.userType !== 'player' || !result.accessToken) {
        toast.error({ text: t('login.notPlayer') });
        throw new NotPlayerError();
      }
      setSession(result);
      return result;
    },
    onError: (error) => {
      if (!(showsAccountRefusal && accountRefusal(error))) notifyLoginError(error);
    },
  });
}
