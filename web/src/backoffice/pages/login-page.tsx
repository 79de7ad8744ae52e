import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { LockIcon, ShieldIcon, UserIcon } from '@/components/ui/icons';

import { backofficeApi, boKeys, siteQuery } from '../api/backoffice-api';
import { describeStaffError } from '../api/errors';
import { LanguageToggle } from '../components/language-toggle';
import { Notice } from '../components/notice';
import { BO_PATHS } from '../paths';
import { selectSignedIn, useStaffSession } from '../stores/staff-session';

/**
 * Staff login (`POST /api/backoffice/auth/login`) for the agent of this host; on the back
 * office's own host (BACKOFFICE_HOST), which belongs to no agent, the staff name their agent.
 */
export function LoginPage() {
  const { t } = useTranslation('backoffice');
  const signedIn = useStaffSession(selectSignedIn);
  const endedBy = useStaffSession((s) => s.endedBy);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [agentPrefix, setAgentPrefix] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ agentPrefix?: string; username?: string; password?: string }>({});
  // Until the host answers, the form assumes the usual case: the host names the agent.
  const asksForAgent = useQuery(siteQuery()).data?.agentPrefix === null;
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (signedIn) return <Navigate to={BO_PATHS.home} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      agentPrefix: !asksForAgent || agentPrefix.trim() ? undefined : t('login.agentRequired'),
      username: username.trim() ? undefined : t('login.usernameRequired'),
      password: password ? undefined : t('login.passwordRequired'),
    };
    setFieldErrors(errors);
    if (errors.agentPrefix || errors.username || errors.password) return;
    setPending(true);
    setFailure(null);
    try {
      const result = await backofficeApi.login({
        username: username.trim(),
        password,
        ...(asksForAgent ? { agentPrefix: agentPrefix.trim().toUpperCase() } : {}),
      });
      queryClient.removeQueries({ queryKey: boKeys.all });
      useStaffSession.getState().signIn({ staff: result.staff });
      navigate(BO_PATHS.home, { replace: true });
    } catch (error) {
      setFailure(describeStaffError(error, t));
      setPassword('');
      setPending(false);
    }
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-gray-950 px-4 py-10" data-layout="backoffice-login">
      <div className="w-full max-w-sm">
        <div className="mb-4 flex justify-end">
          <LanguageToggle />
        </div>
        <div className="pp-card p-5 sm:p-7">
          <h1 className="text-xl font-semibold text-white">{t('login.title')}</h1>
          <p className="mt-1 mb-5 text-sm text-gray-400">{t('login.subtitle')}</p>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            {failure ? (
              <Notice tone="error" testId="bo-login-error">
                {failure}
              </Notice>
            ) : endedBy ? (
              <Notice tone="warning" testId="bo-login-ended">
                {t('login.sessionEnded')}
              </Notice>
            ) : null}
            {asksForAgent ? (
              <TextField
                label={t('login.agent')}
                name="agentPrefix"
                autoComplete="organization"
                autoCapitalize="characters"
                spellCheck={false}
                icon={<ShieldIcon className="size-5" />}
                value={agentPrefix}
                onChange={(e) => setAgentPrefix(e.target.value)}
                error={fieldErrors.agentPrefix}
                data-testid="bo-login-agent"
                required
              />
            ) : null}
            <TextField
              label={t('login.username')}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              icon={<UserIcon className="size-5" />}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={fieldErrors.username}
              data-testid="bo-login-username"
              required
            />
            <TextField
              label={t('login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              icon={<LockIcon className="size-5" />}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={fieldErrors.password}
              data-testid="bo-login-password"
              required
            />
            <Button type="submit" block size="lg" loading={pending} data-testid="bo-login-submit">
              {t('login.submit')}
            </Button>
          </form>
        </div>
      </div>
    </main>
  );
}
