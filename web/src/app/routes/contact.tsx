import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card';
import { HeadsetIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { ContactChannels } from '@/features/contact';
import type { I18nKey } from '@/locales';

export function ContactPage({ titleKey = 'contact.title' }: { titleKey?: I18nKey }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)} subtitle={t('contact.subtitle')} icon={<HeadsetIcon className="size-6" />} narrow>
      <Card className="p-4">
        <ContactChannels />
      </Card>
    </Page>
  );
}

export function Component() {
  return <ContactPage titleKey="nav.support" />;
}
