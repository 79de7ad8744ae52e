import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { Dialog } from '@/components/ui/dialog';
import { Page } from '@/components/ui/page';
import { useAgent } from '@/features/agent';
import { LoginForm } from '@/features/auth';
import { ContactChannels } from '@/features/contact';

import { AuthCard } from './auth-card';

export function Component() {
  const { t } = useTranslation();
  const prefix = useAgent()?.prefix;
  const [forgotOpen, setForgotOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <Page title={t('login.title')} narrow className="pp-auth-page">
      <AuthCard subtitle={t('login.subtitle')}>
        <LoginForm
          agentPrefix={prefix}
          onForgotPassword={() => setForgotOpen(true)}
          onSuccess={() => navigate(`/${location.search}`, { replace: true })}
        />
        <p className="mt-5 text-center text-sm text-muted">
          {t('login.noAccount')}{' '}
          <Link to="/register" className="font-medium text-accent hover:underline">
            {t('login.registerNow')}
          </Link>
        </p>
      </AuthCard>
      <Dialog open={forgotOpen} onClose={() => setForgotOpen(false)} title={t('forgot.title')}>
        <p className="mb-4 text-sm text-subtle">{t('forgot.text')}</p>
        <ContactChannels />
      </Dialog>
    </Page>
  );
}
