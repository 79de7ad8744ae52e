import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { CheckCircleIcon, LoginIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { useAgent } from '@/features/agent';
import { useLogin, useRegistrationStore } from '@/features/auth';

/** After registration: success, and a one-tap login with the credentials just chosen. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prefix = useAgent()?.prefix;
  const username = useRegistrationStore((s) => s.username);
  const password = useRegistrationStore((s) => s.password);
  const forget = useRegistrationStore((s) => s.forget);
  const login = useLogin();

  return (
    <Page title={t('registered.title')} narrow>
      <div className="pp-card flex flex-col items-center gap-4 px-6 py-10 text-center">
        <span className="grid size-20 place-items-center rounded-full bg-primary/15 text-accent ring-8 ring-primary/5" aria-hidden="true">
          <CheckCircleIcon className="size-11" />
        </span>
        <p className="text-lg text-soft">
          {username ? t('registered.textWithName', { username }) : t('registered.text')}
        </p>
        {username && password ? (
          <Button
            size="lg"
            block
            loading={login.isPending}
            icon={<LoginIcon className="size-5" />}
            onClick={() =>
              login.mutate(
                { username, password, agentPrefix: prefix ?? '' },
                {
                  onSuccess: () => {
                    forget();
                    navigate('/', { replace: true });
                  },
                },
              )
            }
          >
            {t('registered.loginNow')}
          </Button>
        ) : (
          <ButtonLink to="/login" size="lg" block icon={<LoginIcon className="size-5" />}>
            {t('registered.goLogin')}
          </ButtonLink>
        )}
      </div>
    </Page>
  );
}
