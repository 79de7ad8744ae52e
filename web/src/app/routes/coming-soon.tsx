import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { EmptyState, Page } from '@/components/ui/page';
import type { PageMeta } from '@/config/pages';

import { usePageHandle } from './use-page-handle';

/** The frame, the page's title and an honest "coming soon" state (content is later work). */
export function ComingSoon({ meta }: { meta: Pick<PageMeta, 'titleKey' | 'icon'> }) {
  const { t } = useTranslation();
  return (
    <Page title={t(meta.titleKey)} icon={<Icon name={meta.icon} className="size-6" />}>
      <EmptyState
        icon={<Icon name={meta.icon} className="size-8" />}
        title={t('common.comingSoon')}
        text={t('common.comingSoonText')}
        action={
          <ButtonLink to="/" variant="outline" size="sm">
            {t('common.backHome')}
          </ButtonLink>
        }
      />
    </Page>
  );
}

export function Component() {
  const handle = usePageHandle();
  return <ComingSoon meta={handle ?? { titleKey: 'common.comingSoon', icon: 'sparkle' }} />;
}
