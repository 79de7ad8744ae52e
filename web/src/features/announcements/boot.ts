import type { Boot } from '@/lib/boot';
import { queryClient } from '@/lib/query-client';

import { announcementKeys } from './api/announcements-api';
import type { Announcement, Banner } from './types';

/**
 * The home page's banners and announcements as the server wrote them into the page (the same
 * for every visitor of the host), kept as the answers of their calls: the banner, the page's
 * largest picture, draws with the page's first render instead of after a round trip. Answers
 * the page does not carry are asked for as before.
 */
export function primeAnnouncements(boot: Boot | null, client = queryClient) {
  if (Array.isArray(boot?.banners)) client.setQueryData<Banner[]>(announcementKeys.banners, boot.banners as Banner[]);
  if (Array.isArray(boot?.announcements)) client.setQueryData<Announcement[]>(announcementKeys.list, boot.announcements as Announcement[]);
}
