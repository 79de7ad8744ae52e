import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api';

import type { Announcement, Banner } from '../types';

/**
 * The agent's announcements and banners (docs/api.md): the host's agent's, open to every
 * visitor and the same for all of them, so they are not kept under the player's ['me'] keys.
 */
export const announcementKeys = {
  all: ['announcements'] as const,
  list: ['announcements', 'list'] as const,
  banners: ['announcements', 'banners'] as const,
};

/** Reads are silent: a strip or a carousel that cannot load simply does not show. */
const quiet = { silent: true } as const;

/** Staff change them seldom: kept a few minutes before they are asked for again. */
const STALE_MS = 5 * 60_000;

/** GET announcement/byPlayer: the active announcements, in the agent's order. */
export function getAnnouncements(): Promise<Announcement[]> {
  return api.get<Announcement[]>('announcement/byPlayer', quiet);
}

/** POST bannerManager/get: the active banners, in the agent's order. */
export function getBanners(): Promise<Banner[]> {
  return api.post<Banner[]>('bannerManager/get', {}, quiet);
}

export const announcementsQueryOptions = () =>
  queryOptions({ queryKey: announcementKeys.list, queryFn: getAnnouncements, staleTime: STALE_MS });

export const bannersQueryOptions = () => queryOptions({ queryKey: announcementKeys.banners, queryFn: getBanners, staleTime: STALE_MS });
