import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { INCOME_PAGES } from '@/config/pages';

import { RequireSession } from './require-session';

export type IncomePage = keyof typeof INCOME_PAGES;

/**
 * The frame of an income page (docs/income.md): its title and icon, the program's line under
 * it, and the content, for a signed-in player only (a guest under layout ufa-c is asked to log in).
 */
export function IncomePageFrame({ page, children }: { page: IncomePage; children: ReactNode }) {
  const meta = INCOME_PAGES[page];
  const { t } = useTranslation();
  const { t: ti } = useTranslation('income');
  const title = t(meta.titleKey);
  return (
    <RequireSession title={title}>
      <Page title={title} subtitle={ti(`pages.${page}`)} icon={<Icon name={meta.icon} className="size-6" />}>
        {children}
      </Page>
    </RequireSession>
  );
}
