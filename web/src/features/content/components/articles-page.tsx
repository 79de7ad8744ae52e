import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DocumentIcon } from '@/components/ui/icons';
import { RemoteImage } from '@/components/ui/remote-image';
import { Page } from '@/components/ui/page';
import { EmptyLine } from '@/components/ui/section';
import { useAgent } from '@/features/agent';
import { ErrorCode, isApiError } from '@/lib/api';
import { formatLongDate } from '@/lib/date';

import { useArticle, useArticles } from '../hooks/use-content';
import type { ArticleSummary } from '../types';
import { Markup } from './markup';
import { CardFailed, ContentLoading, DateLine } from './parts';

/** The query parameter of the article shown; without it, the list. */
export const ARTICLE_PARAM = 'article';
const PAGE_PARAM = 'page';
/** An article's name as the server takes it (docs/content.md §2); anything else is no article. */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

const articleLink = (slug: string) => ({ search: `?${ARTICLE_PARAM}=${encodeURIComponent(slug)}` });

/** An article's picture; without one, or when it fails, a plain panel of the theme. */
function ArticleImage({ src, alt, className }: { src: string | null | undefined; alt: string; className?: string }) {
  return <RemoteImage src={src} alt={alt} className={className} fallback={<DocumentIcon className="size-10 opacity-80" />} />;
}

function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t, i18n } = useTranslation('content');
  const timeZone = useAgent()?.country?.timezone;
  return (
    <article className="pp-card group relative flex flex-col overflow-hidden" data-testid="article-card">
      <ArticleImage src={article.imageUrl} alt="" className="aspect-[16/9]" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs text-muted">{formatLongDate(article.publishedAt, i18n.language, timeZone)}</p>
        <h2 className="text-base font-semibold text-strong">
          {/* The whole card opens the article. */}
          <Link to={articleLink(article.slug)} className="after:absolute after:inset-0 group-hover:text-accent">
            {article.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-subtle">{article.summary}</p>
        <span className="mt-auto pt-1 text-sm font-medium text-accent" aria-hidden="true">
          {t('articles.read')} →
        </span>
      </div>
    </article>
  );
}

function ArticleList({ title, icon }: { title: string; icon?: ReactNode }) {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get(PAGE_PARAM))) || 1);
  const articles = useArticles(page);
  const goTo = (next: number) => setParams(next > 1 ? { [PAGE_PARAM]: String(next) } : {});

  let content: ReactNode;
  if (articles.data) {
    const { items, total, pageSize } = articles.data;
    const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
    content =
      items.length === 0 ? (
        <EmptyLine testId="articles-empty">{t('articles.empty')}</EmptyLine>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="articles-list">
            {items.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
          {pages > 1 ? (
            <nav className="flex items-center justify-center gap-3" aria-label={t('articles.pages')}>
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('articles.prev')}
              </Button>
              <span className="text-sm tabular-nums text-muted">{t('articles.pageInfo', { page, total: pages })}</span>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => goTo(page + 1)} data-testid="articles-next">
                {t('articles.next')}
              </Button>
            </nav>
          ) : null}
        </>
      );
  } else if (articles.isError) {
    content = <CardFailed onRetry={() => void articles.refetch()} />;
  } else {
    content = <ContentLoading heights={['h-72', 'h-72', 'h-72']} className="sm:grid-cols-2 lg:grid-cols-3" />;
  }
  return (
    <Page title={title} icon={icon}>
      <div className="flex flex-col gap-5">{content}</div>
    </Page>
  );
}

function ArticleView({ slug, listTitle, icon }: { slug: string; listTitle: string; icon?: ReactNode }) {
  const { t } = useTranslation('content');
  const valid = SLUG.test(slug);
  const article = useArticle(valid ? slug : null);
  const missing = !valid || (isApiError(article.error) && article.error.errorCode === ErrorCode.NotFound);
  const back = (
    <ButtonLink to={{ search: '' }} variant="outline" size="sm" data-testid="articles-back">
      ← {t('articles.back')}
    </ButtonLink>
  );
  let content: ReactNode;
  if (article.data) {
    content = (
      <Card className="overflow-hidden" data-testid="article">
        {article.data.imageUrl ? <ArticleImage src={article.data.imageUrl} alt="" className="aspect-[16/9]" /> : null}
        <div className="p-5 sm:p-8">
          <Markup text={article.data.body} />
        </div>
      </Card>
    );
  } else if (missing) {
    content = <EmptyLine testId="article-missing">{t('articles.notFound')}</EmptyLine>;
  } else if (article.isError) {
    content = <CardFailed onRetry={() => void article.refetch()} />;
  } else {
    content = <ContentLoading heights={['h-96']} />;
  }
  return (
    <Page
      title={article.data?.title ?? listTitle}
      subtitle={article.data ? <DateLine iso={article.data.publishedAt} kind="published" lang={article.data.lang} /> : undefined}
      icon={icon}
      actions={back}
      medium
    >
      {content}
    </Page>
  );
}

/**
 * /articles and /blogs (docs/content.md §5): the published articles as cards, a page at a
 * time; ?article=<slug> shows one (a query parameter: no new route shape beside spec §2's).
 */
export function ArticlesPage({ title, icon }: { title: string; icon?: ReactNode }) {
  const [params] = useSearchParams();
  const slug = params.get(ARTICLE_PARAM);
  return slug !== null ? <ArticleView slug={slug} listTitle={title} icon={icon} /> : <ArticleList title={title} icon={icon} />;
}
