import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { Icon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { gamePageQuery } from '@/features/access';

import { ComingSoonState } from './coming-soon';
import { usePageHandle } from './use-page-handle';

/** A game category page: reads ?provider and ?category (default: the lower-case path name). */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const handle = usePageHandle();
  const { provider, category } = gamePageQuery(location.pathname, location.search);
  const icon = handle?.icon ?? 'gamepad';
  return (
    <Page
      title={handle ? t(handle.titleKey) : category}
      icon={<Icon name={icon} className="size-6" />}
      subtitle={
        <span className="flex flex-wrap gap-2">
          <span className="pp-chip" data-testid="game-category">
            {t('game.category')}: {category}
          </span>
          <span className="pp-chip" data-testid="game-provider">
            {t('game.provider')}: {provider ?? t('game.allProviders')}
          </span>
        </span>
      }
    >
      <ComingSoonState icon={icon} />
    </Page>
  );
}
