/** Announcements and banners for tests (docs/api.md), with overrides, and their calls served. */
import { http } from 'msw';

import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import type { Announcement, Banner } from './types';

export function announcementFixture(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    title: `ประกาศที่ ${id}`,
    message: `รายละเอียดประกาศที่ ${id}`,
    createdAt: `2026-11-${String(10 + id).padStart(2, '0')}T03:00:00+00:00`,
    ...overrides,
  };
}

/** A picture as the demo seeds them: an SVG data: address. */
const PICTURE = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxMjAwIiBoZWlnaHQ9IjQwMCIvPg==';

export function bannerFixture(id: number, overrides: Partial<Banner> = {}): Banner {
  return { id, title: `Banner ${id}`, imageUrl: PICTURE, linkUrl: '', sort: id, ...overrides };
}

/** Serves GET announcement/byPlayer with `list` (a function: what each call answers); returns the count of calls. */
export function serveAnnouncements(list: Announcement[] | (() => Announcement[])): () => number {
  let calls = 0;
  server.use(
    http.get(`${API}/announcement/byPlayer`, () => {
      calls += 1;
      return ok(typeof list === 'function' ? list() : list);
    }),
  );
  return () => calls;
}

/** Serves POST bannerManager/get with `list`; returns the count of calls. */
export function serveBanners(list: Banner[]): () => number {
  let calls = 0;
  server.use(
    http.post(`${API}/bannerManager/get`, () => {
      calls += 1;
      return ok(list);
    }),
  );
  return () => calls;
}
