import type {
  AnnouncementBody,
  ArticleBody,
  ArticleStatus,
  BannerBody,
  ContentLang,
  PageBody,
  PageItem,
  StaffAnnouncement,
  StaffArticle,
  StaffBanner,
  StaffPage,
} from '../types';

import type { PathErrors } from './engagement-model';
import { fromLocalInput, toLocalInput } from './promotion-model';

/* What staff publish (docs/content.md §6): the forms' values and the server's checks, made here first. */

export const CONTENT_LANGS: readonly ContentLang[] = ['th', 'en', 'vi'];
/** The text pages every site has (docs/content.md §1); an agent may add others. */
export const PAGE_SLUGS = ['aboutUs', 'rules', 'terms-and-conditions', 'privacy-policy', 'cookies-policy', 'help', 'landing'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
/** Pages with entries: the questions of help, the highlights of the landing page. */
export const PAGES_WITH_ITEMS: readonly string[] = ['help', 'landing'];
export const ARTICLE_STATUSES: readonly ArticleStatus[] = ['published', 'draft'];

export const TITLE_MAX = 200;
export const MESSAGE_MAX = 2000;
export const SUMMARY_MAX = 500;
export const BODY_MAX = 50_000;
export const ITEMS_MAX = 100;
export const SORT_MAX = 9999;
export const SLUG_MAX = 64;
export const LINK_MAX = 500;
export const IMAGE_URL_MAX = 1024;

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** An image uploaded here. */
const UPLOADED = /^\/api\/uploads\/[^\s/]+$/;
const HTTPS = /^https:\/\/[^\s/]\S*$/i;
const HTTP = /^https?:\/\/[^\s/]\S*$/i;
/** A path of the site (`/promotion`), never `//host`. */
const SITE_PATH = /^\/(?![/\\])\S*$/;

export const isPageSlug = (slug: string): slug is PageSlug => (PAGE_SLUGS as readonly string[]).includes(slug);

function required(errors: PathErrors, path: string, value: string, max: number) {
  const text = value.trim();
  if (!text) errors[path] = 'content.err.required';
  else if (text.length > max) errors[path] = 'content.err.tooLong';
}

function sortError(errors: PathErrors, value: string) {
  const sort = value.trim();
  if (!/^\d{1,4}$/.test(sort) || Number(sort) > SORT_MAX) errors.sort = 'content.err.sort';
}

/* Announcements. */

export interface AnnouncementForm {
  title: string;
  message: string;
  sort: string;
  active: boolean;
}

export function announcementFormOf(row: StaffAnnouncement | null): AnnouncementForm {
  if (!row) return { title: '', message: '', sort: '0', active: true };
  return { title: row.title, message: row.message, sort: String(row.sort), active: row.isActive };
}

export function checkAnnouncement(form: AnnouncementForm): PathErrors {
  const errors: PathErrors = {};
  required(errors, 'title', form.title, TITLE_MAX);
  required(errors, 'message', form.message, MESSAGE_MAX);
  sortError(errors, form.sort);
  return errors;
}

export function announcementBodyOf(form: AnnouncementForm): AnnouncementBody {
  return { title: form.title.trim(), message: form.message.trim(), isActive: form.active, sort: Number(form.sort.trim()) };
}

/* Banners. */

export interface BannerForm {
  title: string;
  imageUrl: string;
  linkUrl: string;
  sort: string;
  active: boolean;
}

export function bannerFormOf(row: StaffBanner | null): BannerForm {
  if (!row) return { title: '', imageUrl: '', linkUrl: '', sort: '0', active: true };
  return { title: row.title, imageUrl: row.imageUrl, linkUrl: row.linkUrl, sort: String(row.sort), active: row.isActive };
}

export function checkBanner(form: BannerForm): PathErrors {
  const errors: PathErrors = {};
  required(errors, 'title', form.title, TITLE_MAX);
  const image = form.imageUrl.trim();
  if (!image) errors.imageUrl = 'content.err.image';
  else if (image.length > IMAGE_URL_MAX || !(UPLOADED.test(image) || HTTPS.test(image))) errors.imageUrl = 'content.err.bannerImage';
  const link = form.linkUrl.trim();
  if (link && (link.length > LINK_MAX || !(SITE_PATH.test(link) || HTTPS.test(link)))) errors.linkUrl = 'content.err.link';
  sortError(errors, form.sort);
  return errors;
}

export function bannerBodyOf(form: BannerForm): BannerBody {
  return {
    title: form.title.trim(),
    imageUrl: form.imageUrl.trim(),
    linkUrl: form.linkUrl.trim(),
    isActive: form.active,
    sort: Number(form.sort.trim()),
  };
}

/* Text pages. */

export interface PageForm {
  title: string;
  body: string;
  /** The page's entries, or null for a page without (sent as null). */
  items: PageItem[] | null;
}

/** The form over a saved page, or an empty one (with entries where the page has them). */
export function pageFormOf(page: StaffPage | null, slug: string): PageForm {
  const withItems = PAGES_WITH_ITEMS.includes(slug);
  if (!page) return { title: '', body: '', items: withItems ? [] : null };
  const items = page.items ? page.items.map((item) => ({ title: item.title, body: item.body })) : withItems ? [] : null;
  return { title: page.title, body: page.body, items };
}

export function checkPage(form: PageForm): PathErrors {
  const errors: PathErrors = {};
  required(errors, 'title', form.title, TITLE_MAX);
  if (form.body.length > BODY_MAX) errors.body = 'content.err.tooLong';
  if (form.items && form.items.length > ITEMS_MAX) errors.items = 'content.err.items';
  form.items?.forEach((item, i) => {
    required(errors, `items.${i}.title`, item.title, TITLE_MAX);
    if (item.body.length > BODY_MAX) errors[`items.${i}.body`] = 'content.err.tooLong';
  });
  return errors;
}

export function pageBodyOf(form: PageForm): PageBody {
  return {
    title: form.title.trim(),
    body: form.body,
    items: form.items ? form.items.map((item) => ({ title: item.title.trim(), body: item.body })) : null,
  };
}

/** The list with entry `from` moved to `to` (a list of entries reordered by its buttons). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/* Articles. */

export interface ArticleForm {
  slug: string;
  title: string;
  summary: string;
  body: string;
  imageUrl: string;
  status: ArticleStatus;
  /** A datetime-local value in this computer's clock; empty: now (a new article) or its date kept. */
  publishedAt: string;
}

export function articleFormOf(article: StaffArticle | null, slug = ''): ArticleForm {
  if (!article) return { slug, title: '', summary: '', body: '', imageUrl: '', status: 'draft', publishedAt: '' };
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    body: article.body,
    imageUrl: article.imageUrl ?? '',
    status: article.status,
    publishedAt: toLocalInput(article.publishedAt),
  };
}

export function checkArticle(form: ArticleForm): PathErrors {
  const errors: PathErrors = {};
  const slug = form.slug.trim();
  if (!slug) errors.slug = 'content.err.required';
  else if (slug.length > SLUG_MAX || !SLUG.test(slug)) errors.slug = 'content.err.slug';
  required(errors, 'title', form.title, TITLE_MAX);
  if (form.summary.trim().length > SUMMARY_MAX) errors.summary = 'content.err.tooLong';
  required(errors, 'body', form.body, BODY_MAX);
  const image = form.imageUrl.trim();
  if (image && (image.length > IMAGE_URL_MAX || !(SITE_PATH.test(image) || HTTP.test(image)))) errors.imageUrl = 'content.err.articleImage';
  if (form.publishedAt && fromLocalInput(form.publishedAt) === null) errors.publishedAt = 'content.err.date';
  return errors;
}

/**
 * The article's body; `publishedAt` only when the staff set a date other than the saved one
 * (without it a new article is dated now and a saved one keeps its date).
 */
export function articleBodyOf(form: ArticleForm, savedPublishedAt: string): ArticleBody {
  const changed = form.publishedAt !== '' && form.publishedAt !== savedPublishedAt;
  return {
    title: form.title.trim(),
    summary: form.summary.trim(),
    body: form.body,
    imageUrl: form.imageUrl.trim() || null,
    status: form.status,
    publishedAt: changed ? fromLocalInput(form.publishedAt) : null,
  };
}

/** One article in each language it has, by slug: the slugs in order of their latest change, newest first. */
export interface ArticleGroup {
  slug: string;
  byLang: Partial<Record<ContentLang, StaffArticle>>;
  updatedAt: string;
}

export function groupArticles(articles: readonly StaffArticle[]): ArticleGroup[] {
  const groups = new Map<string, ArticleGroup>();
  for (const article of articles) {
    const group = groups.get(article.slug) ?? { slug: article.slug, byLang: {}, updatedAt: article.updatedAt };
    group.byLang[article.lang] = article;
    if (article.updatedAt > group.updatedAt) group.updatedAt = article.updatedAt;
    groups.set(article.slug, group);
  }
  return [...groups.values()].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.slug.localeCompare(b.slug)));
}

/** The article's title in the staff's language, else in Thai, English or Vietnamese. */
export function groupTitle(group: ArticleGroup, language: string): string {
  const order = [language, ...CONTENT_LANGS].filter((lang): lang is ContentLang => (CONTENT_LANGS as readonly string[]).includes(lang));
  for (const lang of order) {
    const title = group.byLang[lang]?.title;
    if (title) return title;
  }
  return group.slug;
}
