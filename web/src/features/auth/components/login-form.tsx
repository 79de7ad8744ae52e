import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/field';
import { LockIcon, UserIcon } from '@/components/ui/icons';
import { describeApiError } from '@/lib/api';

import { accountRefusal, useLogin } from '../hooks/use-login';

export interface LoginFormProps {
  /** The agent's prefix, sent as agentPrefix. */
  agentPrefix: string | undefined;
  /** A username to start with (after a new password was set); the password field gets the focus. */
  defaultUsername?: string;
  /** Opens the forgot-password flow with what was typed as the username. */
  onForgotPassword?: (username: string) => void;
  onSuccess?: () => void;
}

export function LoginForm({ agentPrefix, defaultUsername = '', onForgotPassword, onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const loginMutation = useLogin({ showsAccountRefusal: true });
  const [username, setUsername] = useState(defaultUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!username.trim()) next.username = t('login.usernameRequired');
    if (!password) next.password = t('login.passwordRequired');
    setErrors(next);
    if (next.username || next.password) return;
    loginMutation.mutate(
      { username, password, agentPrefix: agentPrefix ?? '' },
      { onSuccess: () => onSuccess?.() },
    );
  }

  const refusal = accountRefusal(loginMutation.error);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('login.title')}>
      {refusal ? (
        <p role="alert" className="rounded-xl border border-danger/30 bg-danger/10 px-3 py-2.5 text-sm text-danger-fg" data-testid="login-refusal">
          {refusal.msg || describeApiError(refusal)}
        </p>
      ) : null}
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('login.usernamePlaceholder')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
        icon={<UserIcon className="size-5" />}
        required
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        icon={<LockIcon className="size-5" />}
        autoFocus={Boolean(defaultUsername)}
        required
      />
      {onForgotPassword ? (
        <div className="-mt-1 flex justify-end">
          <button type="button" onClick={() => onForgotPassword(username.trim().toLowerCase())} className="text-sm text-accent hover:text-accent-strong hover:underline">
            {t('login.forgotPassword')}
          </button>
        </div>
      ) : null}
      <Button type="submit" size="lg" block loading={loginMutation.isPending}>
        {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
