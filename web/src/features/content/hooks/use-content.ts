import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DEFAULT_LANGUAGE, type Language } from '@/config/constants';
import { isLanguage } from '@/lib/i18n';

import { articleQueryOptions, articlesQueryOptions, contentPageQueryOptions } from '../api/content-api';

/** The interface language, in which the pages ask for their texts; a change of it asks again. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Keeps the words a page shows while the same text in another language is on its way. */
const sameSlug =
  (slug: string) =>
  <T extends { slug: string }>(previous: T | undefined): T | undefined =>
    previous?.slug === slug ? previous : undefined;

/** A text page in the interface language. */
export function useContentPage(slug: string) {
  return useQuery({ ...contentPageQueryOptions(slug, useContentLanguage()), placeholderData: sameSlug(slug) });
}

/** A page of the articles in the interface language; the last page shown stays while the next loads. */
export function useArticles(page: number) {
  return useQuery({ ...articlesQueryOptions(useContentLanguage(), page), placeholderData: keepPreviousData });
}

/** One article in the interface language (none asked for while `slug` is null). */
export function useArticle(slug: string | null) {
  const lang = useContentLanguage();
  return useQuery({ ...articleQueryOptions(slug ?? '', lang), enabled: Boolean(slug), placeholderData: sameSlug(slug ?? '') });
}
