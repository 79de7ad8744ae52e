import type { Announcement } from './types';

/**
 * The announcements a player has been shown in this browser session (sessionStorage, so a new
 * session shows them again), per player: another player signing in on the same tab still
 * sees them.
 */
export const SEEN_STORAGE_KEY = 'pp-announcements-seen';

type Seen = Record<string, number[]>;

function read(): Seen {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SEEN_STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Seen) : {};
  } catch {
    return {};
  }
}

/** Whether `announcements` hold one that `player` has not been shown in this session. */
export function hasUnseen(player: string, announcements: readonly Pick<Announcement, 'id'>[]): boolean {
  const ids = read()[player];
  const seen = new Set(Array.isArray(ids) ? ids : []);
  return announcements.some((announcement) => !seen.has(announcement.id));
}

/** Remembers that `player` has been shown `announcements` (with those shown before). */
export function markSeen(player: string, announcements: readonly Pick<Announcement, 'id'>[]): void {
  const all = read();
  const ids = new Set([...(Array.isArray(all[player]) ? all[player] : []), ...announcements.map((a) => a.id)]);
  try {
    sessionStorage.setItem(SEEN_STORAGE_KEY, JSON.stringify({ ...all, [player]: [...ids] }));
  } catch {
    /* storage may be unavailable (private mode): the modal may show again on the next login */
  }
}
