import type { Schema } from '@/types/api';

/** The content calls' answers (docs/content.md §2). */
export type ContentPage = Schema<'ContentPage'>;
export type ContentPageItem = Schema<'ContentPageItem'>;
export type ArticleSummary = Schema<'ContentArticleSummary'>;
export type Article = Schema<'ContentArticle'>;
export type ArticleList = Schema<'ContentArticleList'>;
export type ContentLanguage = ContentPage['lang'];

/** The text pages every site has, by slug. */
export type DocumentSlug = 'aboutUs' | 'rules' | 'terms-and-conditions' | 'privacy-policy' | 'cookies-policy';
export type PageSlug = DocumentSlug | 'help' | 'landing';
