import { useId, type ComponentType, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { cn } from '@/lib/cn';

import { ArticlesTab } from '../components/content-articles';
import { PagesTab } from '../components/content-pages';
import { AnnouncementsTab, BannersTab } from '../components/content-rows';
import { PageHeader } from '../components/layout';

const TABS = ['announcements', 'banners', 'pages', 'articles'] as const;
type ContentTab = (typeof TABS)[number];

const isTab = (value: string | null): value is ContentTab => (TABS as readonly (string | null)[]).includes(value);

const PANELS: Record<ContentTab, ComponentType> = {
  announcements: AnnouncementsTab,
  banners: BannersTab,
  pages: PagesTab,
  articles: ArticlesTab,
};

/**
 * What staff publish on their site (docs/content.md §6), a tab each: announcements, banners,
 * the text pages and the articles. The open tab lives in the address (`?tab=`).
 */
export function ContentPage() {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ContentTab = isTab(requested) ? requested : 'announcements';
  const Panel = PANELS[tab];

  const open = (next: ContentTab) => setParams(next === 'announcements' ? {} : { tab: next }, { replace: true });

  // Arrow keys move between the tabs (the tab list is one stop of the keyboard).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] as ContentTab;
    open(next);
    document.getElementById(`${id}-${next}`)?.focus();
  }

  return (
    <>
      <PageHeader title={t('content.title')} subtitle={t('content.subtitle')} />
      <div role="tablist" aria-label={t('content.tabsLabel')} className="pp-tabs mb-5 lg:w-fit" onKeyDown={onKeyDown}>
        {TABS.map((item) => (
          <button
            key={item}
            id={`${id}-${item}`}
            type="button"
            role="tab"
            aria-selected={item === tab}
            aria-controls={`${id}-panel`}
            tabIndex={item === tab ? 0 : -1}
            onClick={() => open(item)}
            className={cn('pp-tabs__tab', item === tab && 'pp-tabs__tab--active')}
            data-testid={`bo-content-tab-${item}`}
          >
            {t(`content.tabs.${item}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} data-testid={`bo-content-${tab}`}>
        <Panel key={tab} />
      </div>
    </>
  );
}
