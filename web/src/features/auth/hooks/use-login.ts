import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

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
 * Logs in as a player. A result whose user is not a player is refused and never stored
 * (spec §6). Server errors are toasted by the API client.
 */
export function useLogin() {
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
  });
}
