import { useTranslation } from 'react-i18next';

import { Blacklist } from '../components/blacklist';
import { PlayersFrame } from '../components/players-frame';

/** Phones and bank accounts the agent refuses: at registration, and in staff changes of a player's phone or account. */
export function BlacklistPage() {
  const { t } = useTranslation('backoffice');
  return (
    <PlayersFrame title={t('blacklist.title')} subtitle={t('blacklist.subtitle')}>
      <Blacklist />
    </PlayersFrame>
  );
}
