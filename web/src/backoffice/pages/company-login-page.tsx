import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { LockIcon, UserIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api';

import { companyApi, companyKeys } from '../api/company-api';
import { describeStaffError } from '../api/errors';
import { LanguageToggle } from '../components/language-toggle';
import { Notice } from '../components/notice';
import { BO_PATHS } from '../paths';
import { selectCompanySignedIn, useCompanySession } from '../stores/company-session';

type Field = 'username' | 'password';

/** The seconds until a new attempt may pass, as 0036 says them (`retryAfter=` in its systemMsg). */
function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const match = /retryAfter=(\d+)/.exec(error.systemMsg ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The company console's login (`POST /api/backoffice/company/auth/login`): the operator's own
 * users, not an agent's staff. Wrong credentials show at the fields, too many attempts say how
 * long to wait.
 */
export function CompanyLoginPage() {
  const { t } = useTranslation('backoffice');
  const signedIn = useCompanySession(selectCompanySignedIn);
  const endedBy = useCompanySession((s) => s.endedBy);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (signedIn) return <Navigate to={BO_PATHS.company} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      username: username.trim() ? undefined : t('company.login.usernameRequired'),
      password: password ? undefined : t('company.login.passwordRequired'),
    };
    setFieldErrors(errors);
    setFailure(null);
    if (errors.username || errors.password) return;
    setPending(true);
    try {
      const result = await companyApi.login({ username: username.trim(), password });
      queryClient.removeQueries({ queryKey: companyKeys.all });
      useCompanySession.getState().signIn({ company: result.company });
      navigate(BO_PATHS.company, { replace: true });
    } catch (error) {
      setPassword('');
      setPending(false);
      const code = isApiError(error) ? error.errorCode : null;
      if (code === '0003') {
        setFieldErrors({ username: t('company.login.wrong'), password: t('company.login.passwordAgain') });
      } else if (code === '0036') {
        const seconds = retryAfterOf(error);
        setFailure(seconds ? t('company.login.wait', { minutes: Math.max(1, Math.ceil(seconds / 60)) }) : t('company.login.waitShort'));
      } else {
        setFailure(describeStaffError(error, t));
      }
    }
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-gray-950 px-4 py-10" data-layout="company-login">
      <div className="w-full max-w-sm">
        <div className="mb-4 flex justify-end">
          <LanguageToggle />
        </div>
        <div className="pp-card p-5 sm:p-7">
          <p className="text-xs font-semibold tracking-wide text-primary-300 uppercase">{t('company.title')}</p>
          <h1 className="mt-1 text-xl font-semibold text-white">{t('company.login.title')}</h1>
          <p className="mt-1 mb-5 text-sm text-gray-400">{t('company.login.subtitle')}</p>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('company.login.title')}>
            {failure ? (
              <Notice tone="error" testId="bo-co-login-error">
                {failure}
              </Notice>
            ) : endedBy ? (
              <Notice tone="warning" testId="bo-co-login-ended">
                {t('company.login.sessionEnded')}
              </Notice>
            ) : null}
            <TextField
              label={t('company.login.username')}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              icon={<UserIcon className="size-5" />}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={fieldErrors.username}
              data-testid="bo-co-login-username"
              required
            />
            <TextField
              label={t('company.login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              icon={<LockIcon className="size-5" />}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={fieldErrors.password}
              data-testid="bo-co-login-password"
              required
            />
            <Button type="submit" block size="lg" loading={pending} data-testid="bo-co-login-submit">
              {t('company.login.submit')}
            </Button>
          </form>
        </div>
        <p className="mt-4 text-center text-sm">
          <Link to={BO_PATHS.login} className="text-gray-400 hover:text-white hover:underline">
            {t('company.login.staffLogin')}
          </Link>
        </p>
      </div>
    </main>
  );
}
