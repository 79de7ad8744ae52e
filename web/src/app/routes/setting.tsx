import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { Card, SectionTitle } from '@/components/ui/card';
import { GlobeIcon, LockIcon, SettingsIcon, ShieldIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { LanguageOptions } from '@/features/i18n';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('setting.title')} icon={<SettingsIcon className="size-6" />} narrow>
      <div className="flex flex-col gap-5">
        <Card className="flex flex-col gap-3 p-5">
          <SectionTitle icon={<GlobeIcon className="size-5" />}>{t('setting.language')}</SectionTitle>
          <p className="text-sm text-muted">{t('setting.languageHint')}</p>
          <LanguageOptions />
        </Card>
        <Card className="flex flex-col gap-3 p-5">
          <SectionTitle icon={<LockIcon className="size-5" />}>{t('setting.security')}</SectionTitle>
          <p className="text-sm text-muted">{t('setting.securityHint')}</p>
          <ButtonLink to="/profile" variant="outline" size="sm" className="self-start">
            {t('profile.changePassword')}
          </ButtonLink>
        </Card>
        <Card className="flex flex-col gap-3 p-5">
          <SectionTitle icon={<ShieldIcon className="size-5" />}>{t('nav.responsibleGaming')}</SectionTitle>
          <p className="text-sm text-muted">{t('setting.protectionHint')}</p>
          <ButtonLink to="/responsible-gaming" variant="outline" size="sm" className="self-start" data-testid="setting-protection">
            {t('nav.responsibleGaming')}
          </ButtonLink>
        </Card>
      </div>
    </Page>
  );
}
