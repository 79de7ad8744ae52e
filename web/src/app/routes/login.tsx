import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { HeadsetIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { useAgent } from '@/features/agent';
import { LazyForgotPassword, LoginForm } from '@/features/auth';
import { ContactChannels } from '@/features/contact';
import type { LoginNotice } from '@/features/protection';

import { AuthCard } from './auth-card';

/** The query parameter that opens the forgot-password view of /login (guest-only like it). */
const FORGOT_PARAM = 'forgot';

/**
 * A message the page that sent the visitor here left for him in the location state (a break
 * just taken, features/protection); absent on an ordinary visit.
 */
function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice: unknown = (state as Partial<LoginNotice>).notice;
  return typeof notice === 'string' && notice ? notice : null;
}

/** The query string without the forgot-password parameter. */
function withoutForgot(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  rest.delete(FORGOT_PARAM);
  const text = rest.toString();
  return text ? `?${text}` : '';
}

export function Component() {
  const { t } = useTranslation();
  const agent = useAgent();
  const [params, setParams] = useSearchParams();
  const forgot = params.get(FORGOT_PARAM) === '1';
  /** What the login form and the forgot-password flow hand each other. */
  const [username, setUsername] = useState('');
  const [contactOpen, setContactOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const notice = noticeOf(location.state);

  if (forgot) {
    return (
      <Page title={t('forgot.title')} narrow className="pp-auth-page">
        <AuthCard>
          <LazyForgotPassword
            agentPrefix={agent?.prefix}
            dialingCode={agent?.country?.dialingCode}
            defaultUsername={username}
            onDone={(name) => {
              setUsername(name);
              navigate({ pathname: location.pathname, search: withoutForgot(params) }, { replace: true });
            }}
          />
          <div className="mt-6 flex flex-col items-center gap-2.5 border-t border-line pt-5 text-center">
            <p className="text-sm text-muted">{t('forgot.staffPrompt')}</p>
            <Button variant="outline" size="sm" icon={<HeadsetIcon className="size-4" />} onClick={() => setContactOpen(true)}>
              {t('forgot.staffButton')}
            </Button>
          </div>
          <p className="mt-5 text-center text-sm">
            <Link
              to={{ pathname: location.pathname, search: withoutForgot(params) }}
              replace
              className="font-medium text-accent hover:underline"
            >
              {t('forgot.backToLogin')}
            </Link>
          </p>
        </AuthCard>
        <Dialog open={contactOpen} onClose={() => setContactOpen(false)} title={t('forgot.staffButton')}>
          <p className="mb-4 text-sm text-subtle">{t('forgot.text')}</p>
          <ContactChannels />
        </Dialog>
      </Page>
    );
  }

  return (
    <Page title={t('login.title')} narrow className="pp-auth-page">
      <AuthCard subtitle={t('login.subtitle')}>
        {notice ? (
          <p role="status" className="mb-4 rounded-xl border border-warning/30 bg-warning/10 px-3 py-2.5 text-sm text-warning-fg" data-testid="login-notice">
            {notice}
          </p>
        ) : null}
        <LoginForm
          agentPrefix={agent?.prefix}
          defaultUsername={username}
          onForgotPassword={(typed) => {
            setUsername(typed);
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set(FORGOT_PARAM, '1');
              return next;
            });
          }}
          onSuccess={() => navigate(`/${location.search}`, { replace: true })}
        />
        <p className="mt-5 text-center text-sm text-muted">
          {t('login.noAccount')}{' '}
          <Link to="/register" className="font-medium text-accent hover:underline">
            {t('login.registerNow')}
          </Link>
        </p>
      </AuthCard>
    </Page>
  );
}
