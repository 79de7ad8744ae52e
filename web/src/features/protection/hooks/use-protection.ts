import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useAgent } from '@/features/agent';
import { useAuthStore } from '@/features/auth';

import { exclude, protectionKeys, protectionQueryOptions, setLimit, setRealityCheck } from '../api/protection-api';
import type { Protection } from '../types';

/** The signed-in player's protection (cached; every change writes its answer here). */
export function useProtection() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  return useQuery({ ...protectionQueryOptions(), enabled: signedIn });
}

/** The agent's time zone: limit periods and their changes are the agent's days (docs/money.md). */
export function useTimeZone(): string | null {
  return useAgent()?.country?.timezone ?? null;
}

/** The change's answer is the whole new state: it replaces the cached one. */
function useStoreAnswer() {
  const queryClient = useQueryClient();
  return (protection: Protection) => queryClient.setQueryData(protectionKeys.all, protection);
}

export function useSetLimit() {
  const store = useStoreAnswer();
  return useMutation({ mutationFn: setLimit, onSuccess: store });
}

export function useSetRealityCheck() {
  const store = useStoreAnswer();
  return useMutation({ mutationFn: setRealityCheck, onSuccess: store });
}

/** The self-exclusion: its answer is not kept, the session it belongs to has ended. */
export function useExclude() {
  return useMutation({ mutationFn: exclude });
}
