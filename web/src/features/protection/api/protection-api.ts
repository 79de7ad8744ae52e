import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api';

import type { ExclusionBody, PlayLimitBody, Protection, RealityCheckMinutes } from '../types';

/**
 * The player's own protection calls (docs/money.md "Player protection"). Each change answers
 * the whole Protection, which replaces the cached one. It lives under ['me', …] and is dropped
 * at logout.
 */
export const protectionKeys = {
  all: ['me', 'protection'] as const,
};

/** GET player/protection: the six limits with their use, the break's end, the reminder interval. */
export function getProtection(): Promise<Protection> {
  return api.get<Protection>('player/protection');
}

/**
 * PUT player/protection/limits. A lower limit (or the first) holds at once; a higher one, or
 * none, after the cooling-off. Silent: a refused amount is shown at its field.
 */
export function setLimit(body: PlayLimitBody): Promise<Protection> {
  return api.put<Protection>('player/protection/limits', body, { silent: true });
}

/**
 * POST player/protection/exclusion: no login for `days`, every session ends at once. Silent:
 * a wrong password is shown at its field.
 */
export function exclude(body: ExclusionBody): Promise<Protection> {
  return api.post<Protection>('player/protection/exclusion', body, { silent: true });
}

/** PUT player/protection/realityCheck: minutes between reminders while a game is open (0: none). */
export function setRealityCheck(minutes: RealityCheckMinutes): Promise<Protection> {
  return api.put<Protection>('player/protection/realityCheck', { minutes });
}

export const protectionQueryOptions = () =>
  queryOptions({
    queryKey: protectionKeys.all,
    queryFn: getProtection,
    staleTime: 15_000,
  });
