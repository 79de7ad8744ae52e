import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { EmptyState, Page } from '@/components/ui/page';
import { useAuthStore } from '@/features/auth';

/**
 * Pages about the player's own account. Under layout ufa-c guests may browse every page
 * (spec §2); these then ask them to log in instead of calling member-only APIs.
 */
export function RequireSession({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  if (isAuthenticated) return children;
  return (
    <Page title={title} narrow>
      <EmptyState
        icon={<LockIcon className="size-8" />}
        title={t('login.title')}
        text={t('login.subtitle')}
        action={
          <div className="flex gap-2">
            <ButtonLink to="/login" size="sm">
              {t('nav.login')}
            </ButtonLink>
            <ButtonLink to="/register" size="sm" variant="outline">
              {t('nav.register')}
            </ButtonLink>
          </div>
        }
      />
    </Page>
  );
}
