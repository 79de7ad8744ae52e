import type { ReactNode } from 'react';

import type { DocumentSlug } from '../types';
import { ArticlesPage } from './articles-page';
import { DocumentPage } from './document-page';
import { HelpPage } from './help-page';
import { LandingPage } from './landing-page';

type View = { kind: 'document'; slug: DocumentSlug } | { kind: 'help' } | { kind: 'articles' } | { kind: 'landing' };

/** What each content route shows, by its path's segment (docs/content.md §5). */
const VIEWS: Readonly<Record<string, View>> = {
  aboutUs: { kind: 'document', slug: 'aboutUs' },
  rules: { kind: 'document', slug: 'rules' },
  'terms-and-conditions': { kind: 'document', slug: 'terms-and-conditions' },
  'privacy-policy': { kind: 'document', slug: 'privacy-policy' },
  'cookies-policy': { kind: 'document', slug: 'cookies-policy' },
  help: { kind: 'help' },
  faq: { kind: 'help' },
  articles: { kind: 'articles' },
  blogs: { kind: 'articles' },
  landing: { kind: 'landing' },
};

/**
 * The content page of a route: `segment` is its path's first segment, `title` the menu's name
 * of the page (shown until the agent's own title is in).
 */
export function ContentView({ segment, title, icon }: { segment: string; title: string; icon?: ReactNode }) {
  const view = Object.hasOwn(VIEWS, segment) ? VIEWS[segment] : undefined;
  switch (view?.kind) {
    case 'document':
      return <DocumentPage key={view.slug} slug={view.slug} title={title} icon={icon} />;
    case 'help':
      return <HelpPage title={title} icon={icon} />;
    case 'articles':
      return <ArticlesPage title={title} icon={icon} />;
    case 'landing':
      return <LandingPage />;
    default:
      return null;
  }
}
