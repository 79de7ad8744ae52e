/** Content answers for tests (docs/content.md §2), with overrides. */
import { http } from 'msw';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import type { Article, ArticleList, ArticleSummary, ContentLanguage, ContentPage } from './types';

const WORDS: Record<ContentLanguage, { about: string; body: string; question: string; answer: string }> = {
  th: { about: 'เกี่ยวกับเรา', body: 'เนื้อหาภาษาไทย', question: 'ฝากเงินอย่างไร?', answer: 'เข้า[หน้าฝากเงิน](/deposit)' },
  en: { about: 'About us', body: 'English words', question: 'How do I deposit?', answer: 'Open the [deposit page](/deposit)' },
  vi: { about: 'Về chúng tôi', body: 'Nội dung tiếng Việt', question: 'Làm sao để nạp tiền?', answer: 'Mở [trang nạp tiền](/deposit)' },
};

/** A page as the server answers it in `lang`: its title names the slug and the language. */
export function pageFixture(slug: string, lang: ContentLanguage, overrides: Partial<ContentPage> = {}): ContentPage {
  const words = WORDS[lang];
  const items =
    slug === 'help' || slug === 'landing'
      ? [1, 2, 3, 4].map((n) => ({ title: `${words.question} ${n}`, body: `${words.answer} ${n}` }))
      : null;
  return {
    slug,
    lang,
    title: slug === 'aboutUs' ? words.about : `${slug} (${lang})`,
    body: `## ${words.body}\n\n${words.body} **${slug}**\n\n- ${lang} 1\n- ${lang} 2`,
    items,
    updatedAt: '2026-11-20T03:00:00Z',
    ...overrides,
  };
}

export function articleFixture(slug: string, lang: ContentLanguage, overrides: Partial<Article> = {}): Article {
  return {
    slug,
    lang,
    title: `${slug} ${lang}`,
    summary: `Summary of ${slug}`,
    imageUrl: null,
    publishedAt: '2026-11-18T03:00:00Z',
    body: `## ${slug}\n\nThe words of ${slug} in ${lang}.`,
    updatedAt: '2026-11-19T03:00:00Z',
    ...overrides,
  };
}

export interface ContentCall {
  path: 'getPage' | 'getArticles' | 'getArticle';
  body: Record<string, unknown>;
}

/**
 * Serves the content calls: every page in the language asked for (`page` may answer
 * otherwise, or null for a failure), `articles` slugs as the list in pages of the size asked
 * for. Returns the calls made, in order.
 */
export function serveContent({
  page = (slug, lang) => pageFixture(slug, lang),
  articles = ['first-deposit', 'turnover-explained', 'responsible-play'],
}: {
  page?: (slug: string, lang: ContentLanguage) => ContentPage | null;
  articles?: readonly string[];
} = {}): ContentCall[] {
  const calls: ContentCall[] = [];
  const record = async (path: ContentCall['path'], request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ path, body });
    return body;
  };
  server.use(
    http.post(`${API}/content/getPage`, async ({ request }) => {
      const body = await record('getPage', request);
      const answer = page(String(body.slug), body.lang as ContentLanguage);
      return answer ? ok(answer) : fail(500, '9999', 'Something went wrong');
    }),
    http.post(`${API}/content/getArticles`, async ({ request }) => {
      const body = await record('getArticles', request);
      const lang = body.lang as ContentLanguage;
      const size = Number(body.pageSize);
      const number = Number(body.page);
      const items: ArticleSummary[] = articles
        .slice((number - 1) * size, number * size)
        .map((slug) => {
          const { body: _body, updatedAt: _updated, ...summary } = articleFixture(slug, lang);
          return summary;
        });
      const list: ArticleList = { items, total: articles.length, page: number, pageSize: size };
      return ok(list);
    }),
    http.post(`${API}/content/getArticle`, async ({ request }) => {
      const body = await record('getArticle', request);
      const slug = String(body.slug);
      if (!articles.includes(slug)) return fail(404, '0040', 'Article not found', { fields: ['slug'] });
      return ok(articleFixture(slug, body.lang as ContentLanguage));
    }),
  );
  return calls;
}

/** A call that never answers: the page stays in its loading state. */
export function holdContent() {
  server.use(http.post(`${API}/content/getPage`, () => new Promise<Response>(() => {})));
}
