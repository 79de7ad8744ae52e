import { describe, expect, it } from 'vitest';

import { latestAnnouncement } from './latest';
import { announcementFixture } from './testing';

describe('latestAnnouncement', () => {
  it('is the most recently created, wherever the agent put it', () => {
    const list = [
      announcementFixture(1, { createdAt: '2026-11-01T00:00:00+00:00' }),
      announcementFixture(2, { createdAt: '2026-11-20T00:00:00+00:00' }),
      announcementFixture(3, { createdAt: '2026-11-05T00:00:00+00:00' }),
    ];
    expect(latestAnnouncement(list)?.id).toBe(2);
  });

  it('tells apart times equal to the millisecond, and keeps the first of true ties', () => {
    const micro = [
      announcementFixture(1, { createdAt: '2026-11-28T19:16:48.181512+00:00' }),
      announcementFixture(2, { createdAt: '2026-11-28T19:16:48.181953+00:00' }),
    ];
    expect(latestAnnouncement(micro)?.id).toBe(2);
    const tie = [announcementFixture(4, { createdAt: '2026-11-28T00:00:00+00:00' }), announcementFixture(5, { createdAt: '2026-11-28T00:00:00+00:00' })];
    expect(latestAnnouncement(tie)?.id).toBe(4);
  });

  it('is null for none', () => {
    expect(latestAnnouncement([])).toBeNull();
  });
});
