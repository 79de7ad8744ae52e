import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';
import { Notice, Section } from '@/components/ui/section';
import { useAuthStore } from '@/features/auth';
import { useModalStore } from '@/features/modals';

import { isFieldRefusal, notifyProtectionError } from '../errors';
import { useExclude } from '../hooks/use-protection';
import { EXCLUSION_DAYS, type ExclusionDays, type Protection } from '../types';
import { ChoiceChips, useDateTime } from './parts';

const DAY_MS = 86_400_000;

/** What the login page shows a visitor sent there (react-router location state). */
export interface LoginNotice {
  notice: string;
}

/**
 * After a self-exclusion the server has ended every session of the player: this one ends here,
 * without a logout call (it would be refused), and the login page says why.
 */
function useEndExcludedSession() {
  const navigate = useNavigate();
  return (notice: string) => {
    // Flushed at once: the shell's own redirect of a signed-out page to /login runs first, and
    // this navigation, which carries the notice, replaces it.
    flushSync(() => useAuthStore.getState().logout());
    useModalStore.getState().closeAll();
    void navigate('/login', { replace: true, state: { notice } satisfies LoginNotice });
  };
}

/**
 * Take a break: a period, the password, then a dialog that says plainly the break cannot be
 * undone, not even by staff, until the date it shows. Confirmed, the player is signed out.
 */
export function ExclusionSection({ protection }: { protection: Protection }) {
  const { t } = useTranslation('protection');
  const dateTime = useDateTime();
  const mutation = useExclude();
  const endSession = useEndExcludedSession();
  const [days, setDays] = useState<ExclusionDays>(EXCLUSION_DAYS[0]!);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  /** The break's end as the dialog shows it, fixed when the dialog opened; null: closed. */
  const [until, setUntil] = useState<Date | null>(null);

  const dayLabel = (value: ExclusionDays) => t(`exclusion.days.d${value}`);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setPasswordError(t('exclusion.passwordRequired'));
      return;
    }
    setPasswordError(null);
    setUntil(new Date(Date.now() + days * DAY_MS));
  }

  function onConfirm() {
    mutation.mutate(
      { days, password },
      {
        onSuccess: (answer) => {
          const end = answer.excludedUntil ?? until ?? new Date(Date.now() + days * DAY_MS);
          endSession(t('exclusion.signedOut', { until: dateTime(end) }));
        },
        onError: (error) => {
          setUntil(null);
          if (isFieldRefusal(error, 'password')) setPasswordError(t('exclusion.passwordWrong'));
          else notifyProtectionError(error);
        },
      },
    );
  }

  const closeDialog = () => {
    if (!mutation.isPending) setUntil(null);
  };

  return (
    <Section id="protection-exclusion" title={t('exclusion.title')} icon={<LockIcon className="size-5" />} testId="protection-exclusion">
      <p className="text-sm text-muted">{t('exclusion.intro')}</p>
      {protection.excludedUntil ? (
        <Notice testId="exclusion-active">{t('exclusion.active', { until: dateTime(protection.excludedUntil) })}</Notice>
      ) : null}
      <Notice testId="exclusion-warning">{t('exclusion.warning')}</Notice>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('exclusion.title')}>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-soft" aria-hidden="true">
            {t('exclusion.period')}
          </p>
          <ChoiceChips
            label={t('exclusion.period')}
            options={EXCLUSION_DAYS}
            value={days}
            onChoose={setDays}
            labelOf={dayLabel}
            disabled={mutation.isPending}
            testId="exclusion-days"
          />
        </div>
        <PasswordField
          label={t('exclusion.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(null);
          }}
          hint={t('exclusion.passwordHint')}
          error={passwordError}
          icon={<LockIcon className="size-5" />}
          required
          data-testid="exclusion-password"
        />
        <Button type="submit" variant="confirm" className="self-start" data-testid="exclusion-submit">
          {t('exclusion.submit')}
        </Button>
      </form>

      <Dialog open={until !== null} onClose={closeDialog} title={t('exclusion.confirmTitle')}>
        <div className="flex flex-col gap-4" data-testid="exclusion-dialog">
          <div>
            <p className="text-sm text-subtle">{t('exclusion.confirmUntil')}</p>
            <p className="mt-1 text-xl font-semibold text-strong tabular-nums" data-testid="exclusion-until">
              {until ? dateTime(until) : ''}
            </p>
            <p className="text-sm text-muted">{dayLabel(days)}</p>
          </div>
          <Notice testId="exclusion-irreversible">{t('exclusion.confirmText')}</Notice>
          <p className="text-sm text-subtle">{t('exclusion.confirmSignOut')}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={closeDialog} disabled={mutation.isPending}>
              {t('exclusion.cancel')}
            </Button>
            <Button variant="confirm" loading={mutation.isPending} onClick={onConfirm} data-testid="exclusion-confirm">
              {t('exclusion.confirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </Section>
  );
}
