import { useQuery } from '@tanstack/react-query';

import { announcementsQueryOptions, bannersQueryOptions } from '../api/announcements-api';

/** The agent's active announcements, in its order. */
export function useAnnouncements() {
  return useQuery(announcementsQueryOptions());
}

/** The agent's active banners, in its order. */
export function useBanners() {
  return useQuery(bannersQueryOptions());
}
