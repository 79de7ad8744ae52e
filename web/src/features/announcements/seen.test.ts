import { describe, expect, it } from 'vitest';

import { hasUnseen, markSeen, SEEN_STORAGE_KEY } from './seen';

const ids = (...list: number[]) => list.map((id) => ({ id }));

describe('the announcements a player has been shown this session', () => {
  it('counts every id as unseen at first, and none once shown', () => {
    expect(hasUnseen('7', ids(1, 2))).toBe(true);
    markSeen('7', ids(1, 2));
    expect(hasUnseen('7', ids(2, 1))).toBe(false);
    expect(hasUnseen('7', ids(1))).toBe(false); // one taken down: nothing new
  });

  it('finds a new id among the shown ones, and remembers the old ones with it', () => {
    markSeen('7', ids(1, 2));
    expect(hasUnseen('7', ids(1, 2, 3))).toBe(true);
    markSeen('7', ids(3));
    expect(hasUnseen('7', ids(1, 2, 3))).toBe(false);
  });

  it('keeps each player apart', () => {
    markSeen('7', ids(1));
    expect(hasUnseen('8', ids(1))).toBe(true);
  });

  it('lives in sessionStorage and survives a broken entry', () => {
    markSeen('7', ids(5));
    expect(JSON.parse(sessionStorage.getItem(SEEN_STORAGE_KEY)!)).toEqual({ '7': [5] });
    sessionStorage.setItem(SEEN_STORAGE_KEY, '{not json');
    expect(hasUnseen('7', ids(5))).toBe(true);
    sessionStorage.setItem(SEEN_STORAGE_KEY, JSON.stringify({ '7': 'oops' }));
    expect(hasUnseen('7', ids(5))).toBe(true);
    markSeen('7', ids(5));
    expect(hasUnseen('7', ids(5))).toBe(false);
  });
});
