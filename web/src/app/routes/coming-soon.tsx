import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { EmptyState, Page } from '@/components/ui/page';
import type { PageMeta } from '@/config/pages';

import { usePageHandle } from './use-page-handle';

/** The honest "coming soon" state of a page whose content is later work. */
export function ComingSoonState({ icon }: { icon: PageMeta['icon'] }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Icon name={icon} className="size-8" />}
      title={t('common.comingSoon')}
      text={t('common.comingSoonText')}
      action={
        <ButtonLink to="/" variant="outline" size="sm">
          {t('common.backHome')}
        </ButtonLink>
      }
    />
  );
}

/** The frame, the page's title and the coming-soon state. */
export function ComingSoon({ meta }: { meta: Pick<PageMeta, 'titleKey' | 'icon'> }) {
  const { t } = useTranslation();
  return (
    <Page title={t(meta.titleKey)} icon={<Icon name={meta.icon} className="size-6" />}>
      <ComingSoonState icon={meta.icon} />
    </Page>
  );
}

export function Component() {
  const handle = usePageHandle();
  return <ComingSoon meta={handle ?? { titleKey: 'common.comingSoon', icon: 'sparkle' }} />;
}
