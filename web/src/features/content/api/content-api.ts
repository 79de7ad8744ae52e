import { queryOptions } from '@tanstack/react-query';

import type { Language } from '@/config/constants';
import { api } from '@/lib/api';

import type { Article, ArticleList, ContentPage } from '../types';

/**
 * The content calls (docs/content.md §2): open to every visitor, the agent's of the host. Each
 * answer is kept per language, so that a change of language asks again.
 */
export const contentKeys = {
  all: ['content'] as const,
  page: (slug: string, lang: Language) => ['content', 'page', slug, lang] as const,
  articles: (lang: Language, page: number) => ['content', 'articles', lang, page] as const,
  article: (slug: string, lang: Language) => ['content', 'article', slug, lang] as const,
};

/** Articles on one page of the list. */
export const ARTICLES_PAGE_SIZE = 12;

/** Reads are silent: each page says in place what could not be loaded, with a way to retry. */
const quiet = { silent: true } as const;

/** The texts change seldom: kept a few minutes before they are asked for again. */
const CONTENT_STALE_MS = 5 * 60_000;

/** POST content/getPage: a text page in `lang`, else Thai, else English (its `lang` says which). */
export function getContentPage(slug: string, lang: Language): Promise<ContentPage> {
  return api.post<ContentPage>('content/getPage', { slug, lang }, quiet);
}

/** POST content/getArticles: a page of the published articles, newest first. */
export function getArticles(lang: Language, page: number, pageSize = ARTICLES_PAGE_SIZE): Promise<ArticleList> {
  return api.post<ArticleList>('content/getArticles', { lang, page, pageSize }, quiet);
}

/** POST content/getArticle: one published article with its body; 0040 when there is none. */
export function getArticle(slug: string, lang: Language): Promise<Article> {
  return api.post<Article>('content/getArticle', { slug, lang }, quiet);
}

export const contentPageQueryOptions = (slug: string, lang: Language) =>
  queryOptions({ queryKey: contentKeys.page(slug, lang), queryFn: () => getContentPage(slug, lang), staleTime: CONTENT_STALE_MS });

export const articlesQueryOptions = (lang: Language, page: number) =>
  queryOptions({ queryKey: contentKeys.articles(lang, page), queryFn: () => getArticles(lang, page), staleTime: CONTENT_STALE_MS });

export const articleQueryOptions = (slug: string, lang: Language) =>
  queryOptions({ queryKey: contentKeys.article(slug, lang), queryFn: () => getArticle(slug, lang), staleTime: CONTENT_STALE_MS });
