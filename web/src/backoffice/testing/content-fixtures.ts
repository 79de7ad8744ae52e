import { http } from 'msw';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import type {
  AnnouncementBody,
  ArticleBody,
  BannerBody,
  PageBody,
  StaffAnnouncement,
  StaffArticle,
  StaffBanner,
  StaffPage,
  StaffPageSummary,
} from '../types';

export function staffAnnouncementFixture(overrides: Partial<StaffAnnouncement> = {}): StaffAnnouncement {
  return {
    id: 1,
    title: 'ปิดปรับปรุงระบบ',
    message: 'ระบบจะปิดปรับปรุงเวลา 02:00–03:00 น.',
    isActive: true,
    sort: 0,
    createdAt: '2026-01-05T03:00:00Z',
    ...overrides,
  };
}

export function staffBannerFixture(overrides: Partial<StaffBanner> = {}): StaffBanner {
  return {
    id: 2,
    title: 'Welcome bonus',
    imageUrl: '/api/uploads/banner1.png',
    linkUrl: '/promotion',
    isActive: true,
    sort: 1,
    createdAt: '2026-01-05T03:00:00Z',
    ...overrides,
  };
}

export function staffPageFixture(overrides: Partial<StaffPage> = {}): StaffPage {
  return {
    slug: 'aboutUs',
    lang: 'th',
    title: 'เกี่ยวกับเรา',
    body: 'เว็บไซต์สำหรับผู้มีอายุ 18 ปีขึ้นไป',
    items: null,
    updatedAt: '2026-01-04T03:00:00Z',
    ...overrides,
  };
}

export function staffArticleFixture(overrides: Partial<StaffArticle> = {}): StaffArticle {
  return {
    slug: 'responsible-play',
    lang: 'th',
    title: 'เล่นอย่างมีสติ',
    summary: 'ตั้งงบและเวลาก่อนเล่น',
    body: '## ตั้งงบ\n\nเล่นเท่าที่เสียได้',
    imageUrl: null,
    status: 'published',
    publishedAt: '2026-01-02T03:00:00Z',
    updatedAt: '2026-01-02T03:00:00Z',
    ...overrides,
  };
}

const HELP_ITEMS = [
  { title: 'How do I deposit?', body: 'Transfer to the account shown.' },
  { title: 'How long does a withdrawal take?', body: 'A few minutes.' },
  { title: 'Is my account safe?', body: 'Never share your password.' },
];

/** Every publishing call over mutable state, recording the writes. */
export function contentServer({
  announcements = [staffAnnouncementFixture()],
  banners = [staffBannerFixture()],
  pages = [
    staffPageFixture(),
    staffPageFixture({ lang: 'en', title: 'About us', body: 'For players aged 18 and over' }),
    staffPageFixture({ slug: 'help', title: 'ช่วยเหลือ', body: 'คำถามที่พบบ่อย', items: HELP_ITEMS }),
  ],
  articles = [staffArticleFixture(), staffArticleFixture({ lang: 'en', title: 'Play responsibly', status: 'draft' })],
}: {
  announcements?: StaffAnnouncement[];
  banners?: StaffBanner[];
  pages?: StaffPage[];
  articles?: StaffArticle[];
} = {}) {
  const state = {
    announcements: [...announcements],
    banners: [...banners],
    pages: [...pages],
    articles: [...articles],
    announcementPosts: [] as AnnouncementBody[],
    bannerPuts: [] as Array<{ id: string; body: BannerBody }>,
    pagePuts: [] as Array<{ slug: string; lang: string; body: PageBody }>,
    articlePuts: [] as Array<{ slug: string; lang: string; body: ArticleBody }>,
    deletes: [] as string[],
  };
  const summaries = (): StaffPageSummary[] => state.pages.map(({ slug, lang, title, updatedAt }) => ({ slug, lang, title, updatedAt }));
  server.use(
    http.get(`${API}/backoffice/announcements`, () => ok(state.announcements)),
    http.post(`${API}/backoffice/announcements`, async ({ request }) => {
      const body = (await request.json()) as AnnouncementBody;
      state.announcementPosts.push(body);
      const created = staffAnnouncementFixture({ id: 9, title: body.title, message: body.message, isActive: body.isActive ?? true, sort: body.sort ?? 0, createdAt: '2026-01-10T03:00:00Z' });
      state.announcements = [...state.announcements, created];
      return ok(created);
    }),
    http.delete(`${API}/backoffice/announcements/:id`, ({ params }) => {
      state.deletes.push(`announcement:${String(params.id)}`);
      state.announcements = state.announcements.filter((a) => String(a.id) !== params.id);
      return ok({});
    }),
    http.get(`${API}/backoffice/banners`, () => ok(state.banners)),
    http.put(`${API}/backoffice/banners/:id`, async ({ request, params }) => {
      const body = (await request.json()) as BannerBody;
      state.bannerPuts.push({ id: String(params.id), body });
      const next = { ...(state.banners.find((b) => String(b.id) === params.id) as StaffBanner), ...body } as StaffBanner;
      state.banners = state.banners.map((b) => (b.id === next.id ? next : b));
      return ok(next);
    }),
    http.get(`${API}/backoffice/content/pages`, () => ok(summaries())),
    http.get(`${API}/backoffice/content/pages/:slug/:lang`, ({ params }) => {
      const page = state.pages.find((p) => p.slug === params.slug && p.lang === params.lang);
      return page ? ok(page) : fail(404, '0040', 'Page not found', { fields: ['slug'] });
    }),
    http.put(`${API}/backoffice/content/pages/:slug/:lang`, async ({ request, params }) => {
      const body = (await request.json()) as PageBody;
      const slug = String(params.slug);
      const lang = String(params.lang) as StaffPage['lang'];
      state.pagePuts.push({ slug, lang, body });
      const saved = staffPageFixture({ slug, lang, title: body.title, body: body.body, items: body.items ?? null, updatedAt: '2026-01-10T05:00:00Z' });
      state.pages = [...state.pages.filter((p) => !(p.slug === slug && p.lang === lang)), saved];
      return ok(saved);
    }),
    http.get(`${API}/backoffice/content/articles`, () => ok(state.articles)),
    http.put(`${API}/backoffice/content/articles/:slug/:lang`, async ({ request, params }) => {
      const body = (await request.json()) as ArticleBody;
      const slug = String(params.slug);
      const lang = String(params.lang) as StaffArticle['lang'];
      state.articlePuts.push({ slug, lang, body });
      const saved = staffArticleFixture({
        slug,
        lang,
        title: body.title,
        summary: body.summary ?? '',
        body: body.body,
        imageUrl: body.imageUrl ?? null,
        status: body.status ?? 'published',
        publishedAt: body.publishedAt ?? '2026-01-10T05:00:00Z',
        updatedAt: '2026-01-10T05:00:00Z',
      });
      state.articles = [...state.articles.filter((a) => !(a.slug === slug && a.lang === lang)), saved];
      return ok(saved);
    }),
    http.post(`${API}/backoffice/banners/uploadImage`, () => ok({ url: '/api/uploads/0f1e2d.png', contentType: 'image/png', size: 6 })),
  );
  return state;
}
