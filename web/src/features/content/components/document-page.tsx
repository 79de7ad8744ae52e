import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';

import { useContentPage } from '../hooks/use-content';
import type { DocumentSlug } from '../types';
import { Markup } from './markup';
import { CardFailed, ContentLoading, DateLine } from './parts';

/**
 * A document page (about us, rules, terms, privacy, cookies; docs/content.md §5): the agent's
 * title (the menu's name until it is in), the day it was last updated, and its body.
 */
export function DocumentPage({ slug, title, icon }: { slug: DocumentSlug; title: string; icon?: ReactNode }) {
  const page = useContentPage(slug);
  return (
    <Page
      title={page.data?.title ?? title}
      subtitle={page.data ? <DateLine iso={page.data.updatedAt} kind="updated" lang={page.data.lang} /> : undefined}
      icon={icon}
      medium
    >
      {page.data ? (
        <Card className="p-5 sm:p-8" data-testid="content-document">
          <Markup text={page.data.body} />
        </Card>
      ) : page.isError ? (
        <CardFailed onRetry={() => void page.refetch()} />
      ) : (
        <ContentLoading heights={['h-96']} />
      )}
    </Page>
  );
}
