import { queryOptions } from '@tanstack/react-query';

import type { Empty } from '@/types/api';

import type { UploadedImage } from './engagement-types';
import type {
  AnnouncementBody,
  ArticleBody,
  BannerBody,
  ContentLang,
  PageBody,
  StaffAnnouncement,
  StaffArticle,
  StaffBanner,
  StaffPage,
  StaffPageSummary,
} from '../types';

import { boKeys } from './backoffice-api';
import { staffApi } from './client';
import { uploadImageTo } from './engagement-api';

/** What staff publish on their site (docs/content.md §6), under the back office's key. */
export const publishingKeys = {
  all: [...boKeys.all, 'publishing'] as const,
  announcements: () => [...publishingKeys.all, 'announcements'] as const,
  banners: () => [...publishingKeys.all, 'banners'] as const,
  pages: () => [...publishingKeys.all, 'pages'] as const,
  page: (slug: string, lang: ContentLang) => [...publishingKeys.pages(), slug, lang] as const,
  articles: () => [...publishingKeys.all, 'articles'] as const,
};

const quiet = { silent: true } as const;
const path = (value: string) => encodeURIComponent(value);

export const publishingApi = {
  /** Active or not, in the agent's order. */
  announcements: () => staffApi.get<StaffAnnouncement[]>('backoffice/announcements', quiet),
  createAnnouncement: (body: AnnouncementBody) => staffApi.post<StaffAnnouncement>('backoffice/announcements', body, quiet),
  updateAnnouncement: (id: number, body: AnnouncementBody) =>
    staffApi.put<StaffAnnouncement>(`backoffice/announcements/${id}`, body, quiet),
  deleteAnnouncement: (id: number) => staffApi.delete<Empty>(`backoffice/announcements/${id}`, quiet),

  banners: () => staffApi.get<StaffBanner[]>('backoffice/banners', quiet),
  createBanner: (body: BannerBody) => staffApi.post<StaffBanner>('backoffice/banners', body, quiet),
  updateBanner: (id: number, body: BannerBody) => staffApi.put<StaffBanner>(`backoffice/banners/${id}`, body, quiet),
  deleteBanner: (id: number) => staffApi.delete<Empty>(`backoffice/banners/${id}`, quiet),
  /** A banner's or an article's picture: PNG, JPEG, WebP or GIF (by its bytes), at most 1 MiB. */
  uploadImage: (file: File): Promise<UploadedImage> => uploadImageTo('backoffice/banners/uploadImage', file),

  /** Every page the agent has, in every language, without the bodies. */
  pages: () => staffApi.get<StaffPageSummary[]>('backoffice/content/pages', quiet),
  page: (slug: string, lang: ContentLang) => staffApi.get<StaffPage>(`backoffice/content/pages/${path(slug)}/${lang}`, quiet),
  /** The page in one language, made or replaced in full. */
  savePage: (slug: string, lang: ContentLang, body: PageBody) =>
    staffApi.put<StaffPage>(`backoffice/content/pages/${path(slug)}/${lang}`, body, quiet),

  /** Every article in every language, drafts and future ones included. */
  articles: () => staffApi.get<StaffArticle[]>('backoffice/content/articles', quiet),
  /** The article in one language, made (a new slug) or replaced in full. */
  saveArticle: (slug: string, lang: ContentLang, body: ArticleBody) =>
    staffApi.put<StaffArticle>(`backoffice/content/articles/${path(slug)}/${lang}`, body, quiet),
};

export const announcementsQuery = () =>
  queryOptions({ queryKey: publishingKeys.announcements(), queryFn: publishingApi.announcements, staleTime: 0 });

export const bannersQuery = () => queryOptions({ queryKey: publishingKeys.banners(), queryFn: publishingApi.banners, staleTime: 0 });

export const contentPagesQuery = () => queryOptions({ queryKey: publishingKeys.pages(), queryFn: publishingApi.pages, staleTime: 0 });

/** A page the agent has not written in this language yet answers 0040 (the form starts empty then). */
export const contentPageQuery = (slug: string, lang: ContentLang) =>
  queryOptions({
    queryKey: publishingKeys.page(slug, lang),
    queryFn: () => publishingApi.page(slug, lang),
    staleTime: 0,
    retry: false,
  });

export const articlesQuery = () => queryOptions({ queryKey: publishingKeys.articles(), queryFn: publishingApi.articles, staleTime: 0 });
