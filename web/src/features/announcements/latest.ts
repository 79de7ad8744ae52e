import type { Announcement } from './types';

const timeOf = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? -Infinity : time;
};

/**
 * The most recent announcement by createdAt, or null for none. Times equal to the millisecond
 * (the server keeps microseconds) are told apart by the text of the same-zoned timestamps; the
 * agent's first wins a true tie.
 */
export function latestAnnouncement<T extends Pick<Announcement, 'createdAt'>>(announcements: readonly T[]): T | null {
  let latest: T | null = null;
  for (const announcement of announcements) {
    if (latest === null) {
      latest = announcement;
      continue;
    }
    const [at, best] = [timeOf(announcement.createdAt), timeOf(latest.createdAt)];
    if (at > best || (at === best && announcement.createdAt > latest.createdAt)) latest = announcement;
  }
  return latest;
}
