import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { ENGAGEMENT_PAGES } from '@/config/pages';

import { RequireSession } from './require-session';

export type EngagementPage = keyof typeof ENGAGEMENT_PAGES;

/**
 * The frame of an engagement page (docs/engagement.md): its title and icon, its line under it,
 * and the content, for a signed-in player only (a guest under layout ufa-c is asked to log in).
 */
export function EngagementPageFrame({ page, children, medium }: { page: EngagementPage; children: ReactNode; medium?: boolean }) {
  const meta = ENGAGEMENT_PAGES[page];
  const { t } = useTranslation();
  const { t: te } = useTranslation('engagement');
  const title = t(meta.titleKey);
  return (
    <RequireSession title={title}>
      <Page title={title} subtitle={te(`pages.${page}`)} icon={<Icon name={meta.icon} className="size-6" />} medium={medium}>
        {children}
      </Page>
    </RequireSession>
  );
}
