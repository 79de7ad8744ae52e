import { useTranslation } from 'react-i18next';

import { ShieldIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { ProtectionContent } from '@/features/protection';

import { RequireSession } from './require-session';

/** /responsible-gaming: the player's own limits, reality-check reminder and break. */
export function Component() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('protection');
  const title = t('nav.responsibleGaming');
  return (
    <RequireSession title={title}>
      <Page title={title} subtitle={tp('page.subtitle')} icon={<ShieldIcon className="size-6" />}>
        <ProtectionContent />
      </Page>
    </RequireSession>
  );
}
