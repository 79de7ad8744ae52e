import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { Page } from '@/components/ui/page';
import { PageSpinner } from '@/components/ui/spinner';
import { playerConfigurationQueryOptions, useAgent } from '@/features/agent';
import { RegisterForm, useRegistrationStore } from '@/features/auth';
import { useReferralStore } from '@/features/referral';

import { AuthCard } from './auth-card';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const agent = useAgent();
  const config = useQuery(playerConfigurationQueryOptions());
  const allianceCode = useReferralStore((s) => s.allianceCode);
  const referrer = useReferralStore((s) => s.referrer);
  const clearReferral = useReferralStore((s) => s.clear);
  const remember = useRegistrationStore((s) => s.remember);

  return (
    <Page title={t('register.title')} narrow className="pp-auth-page">
      <AuthCard subtitle={t('register.subtitle')}>
        {!agent || config.isPending ? (
          <PageSpinner />
        ) : (
          <RegisterForm
            agent={agent}
            config={config.data}
            referral={{ allianceCode, referrer }}
            onRegistered={(credentials) => {
              remember(credentials);
              clearReferral();
              navigate('/registered', { replace: true });
            }}
          />
        )}
        <p className="mt-5 text-center text-sm text-muted">
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="font-medium text-accent hover:underline">
            {t('register.loginNow')}
          </Link>
        </p>
      </AuthCard>
    </Page>
  );
}
