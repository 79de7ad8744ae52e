import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionTitle } from '@/components/ui/card';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { EmptyLine } from '@/components/ui/section';

import { useContentPage } from '../hooks/use-content';
import type { ContentPageItem } from '../types';
import { Markup } from './markup';
import { CardFailed, ContentLoading, DateLine } from './parts';

/** Questions and their answers, each opened on its own (native <details>: no script needed). */
export function FaqList({ items }: { items: readonly ContentPageItem[] }) {
  return (
    <div className="flex flex-col gap-2" data-testid="faq-list">
      {items.map((item, i) => (
        <details key={i} className="group pp-card overflow-hidden" data-testid="faq-item">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3.5 font-medium text-strong transition-colors hover:bg-tint/[0.03] [&::-webkit-details-marker]:hidden">
            <span>{item.title}</span>
            <ChevronDownIcon className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
          </summary>
          <div className="border-t border-line px-4 py-3.5">
            <Markup text={item.body} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** /help and /faq (docs/content.md §5): the help page's words, then its questions. */
export function HelpPage({ title, icon }: { title: string; icon?: ReactNode }) {
  const { t } = useTranslation('content');
  const page = useContentPage('help');
  const items = page.data?.items ?? [];
  return (
    <Page
      title={page.data?.title ?? title}
      subtitle={page.data ? <DateLine iso={page.data.updatedAt} kind="updated" lang={page.data.lang} /> : undefined}
      icon={icon}
      medium
    >
      {page.data ? (
        <div className="flex flex-col gap-5" data-testid="content-help">
          {page.data.body.trim() ? <Markup text={page.data.body} /> : null}
          <SectionTitle id="faq-title">{t('help.questions')}</SectionTitle>
          {items.length ? <FaqList items={items} /> : <EmptyLine>{t('help.empty')}</EmptyLine>}
        </div>
      ) : page.isError ? (
        <CardFailed onRetry={() => void page.refetch()} />
      ) : (
        <ContentLoading heights={['h-16', 'h-14', 'h-14', 'h-14', 'h-14']} className="gap-2" />
      )}
    </Page>
  );
}
