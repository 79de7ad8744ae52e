import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api';
import { currencyDecimals } from '@/lib/money';

import { describeStaffError } from '../api/errors';
import { moneyLimitsQuery, moneySetupApi, moneySetupKeys } from '../api/money-setup-api';
import { useIsAdmin } from '../hooks/use-staff';
import type { MoneyLimits as Limits } from '../types';

import { AdminOnlyNote } from './admin-only';
import { useCheckedForm } from './checked-form';
import { formatAgentMoney } from './money';
import {
  checkLimits,
  EXPIRY_MINUTES,
  limitsBodyOf,
  limitsFormOf,
  refusedLimitsFields,
  TURN_MAX,
  type LimitsField,
} from './money-setup-model';
import { Notice } from './notice';
import { SettingsSection } from './settings-section';

/** The saved limits in a line each, in the agent's money. */
export function LimitsSummary({ limits }: { limits: Limits }) {
  const { t } = useTranslation('backoffice');
  const money = (amount: number) => formatAgentMoney(amount, limits.currencyCode);
  const rows = [
    { key: 'deposit', label: t('limits.deposit'), value: `${money(limits.minimumDeposit)} – ${money(limits.maximumDeposit)}` },
    { key: 'withdraw', label: t('limits.withdraw'), value: `${money(limits.minimumWithdraw)} – ${money(limits.maximumWithdraw)}` },
    { key: 'credit', label: t('limits.maximumCreditBalance'), value: money(limits.maximumCreditBalance) },
    { key: 'turn', label: t('limits.turn'), value: t('limits.turnValue', { turn: Number(limits.turn) }) },
    { key: 'expiry', label: t('limits.depositExpiry'), value: t('limits.minutesValue', { minutes: limits.depositExpiryMinutes }) },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 rounded-xl border border-white/10 bg-white/[0.02] px-4 py-3 text-sm" data-testid="bo-limits-summary">
      {rows.map((row) => (
        <div key={row.key} className="flex items-baseline justify-between gap-3 py-0.5" data-testid={`bo-limits-summary-${row.key}`}>
          <dt className="text-gray-400">{row.label}</dt>
          <dd className="text-end whitespace-nowrap text-white tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled group of the form's fields, with a line saying what they govern. */
function LimitsGroup({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex min-w-0 flex-col gap-3 border-t border-white/10 pt-4 first:border-0 first:pt-0">
      <div>
        <h3 id={id} className="text-sm font-semibold text-white">
          {title}
        </h3>
        <p className="mt-0.5 text-xs text-gray-400">{note}</p>
      </div>
      {children}
    </div>
  );
}

/** The form over one loaded answer; a new answer (after a save) starts it again. */
function LimitsFormView({ limits, onSaving, onSaved }: { limits: Limits; onSaving: () => void; onSaved: (next: Limits) => void }) {
  const { t } = useTranslation('backoffice');
  const currency = limits.currencyCode;
  const { values: form, reset, errors, setErrors, field } = useCheckedForm(() => limitsFormOf(limits), { clearErrorOnEdit: true });
  const saved = limitsFormOf(limits);
  const dirty = (Object.keys(saved) as LimitsField[]).some((name) => form[name].trim() !== saved[name]);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusError, setFocusError] = useState(0);

  // After a refused submit, the first field in error takes the focus (and scrolls into view).
  useEffect(() => {
    if (!focusError) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const save = useMutation({
    mutationFn: moneySetupApi.saveLimits,
    onMutate: onSaving,
    onSuccess: onSaved,
    onError: (error) => {
      const refused = refusedLimitsFields(error);
      setErrors(refused ?? {});
      if (refused) setFocusError((n) => n + 1);
    },
  });

  function message(name: LimitsField): string | null {
    const key = errors[name];
    if (!key) return null;
    const detail = key === 'limits.err.server' && isApiError(save.error) && save.error.msg ? ` (${save.error.msg})` : '';
    return t(key, { max: TURN_MAX, min: EXPIRY_MINUTES[0], longest: EXPIRY_MINUTES[1] }) + detail;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkLimits(form, currency);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusError((n) => n + 1);
      return;
    }
    save.mutate(limitsBodyOf(form, currency));
  }

  const amount = (name: LimitsField, label: string) => (
    <TextField
      {...field(name)}
      error={message(name)}
      label={`${label} (${currency})`}
      inputMode={currencyDecimals(currency) > 0 ? 'decimal' : 'numeric'}
      maxLength={20}
      data-testid={`bo-limits-${name}`}
      required
    />
  );
  const placed = save.isError && refusedLimitsFields(save.error) !== null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="pp-card flex flex-col gap-4 p-4 sm:p-5" data-testid="bo-limits-form">
      <LimitsGroup title={t('limits.deposit')} note={t('limits.depositNote')}>
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          {amount('minimumDeposit', t('limits.minimum'))}
          {amount('maximumDeposit', t('limits.maximum'))}
        </div>
        <TextField
          {...field('depositExpiryMinutes')}
          error={message('depositExpiryMinutes')}
          label={t('limits.depositExpiryMinutes')}
          inputMode="numeric"
          maxLength={4}
          hint={t('limits.expiryHint', { min: EXPIRY_MINUTES[0], longest: EXPIRY_MINUTES[1] })}
          data-testid="bo-limits-depositExpiryMinutes"
          required
        />
      </LimitsGroup>
      <LimitsGroup title={t('limits.withdraw')} note={t('limits.withdrawNote')}>
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          {amount('minimumWithdraw', t('limits.minimum'))}
          {amount('maximumWithdraw', t('limits.maximum'))}
        </div>
        <TextField
          {...field('turn')}
          error={message('turn')}
          label={t('limits.turn')}
          inputMode="decimal"
          maxLength={6}
          hint={t('limits.turnHint', { max: TURN_MAX })}
          data-testid="bo-limits-turn"
          required
        />
      </LimitsGroup>
      <LimitsGroup title={t('limits.credit')} note={t('limits.creditNote')}>
        <div className="grid gap-4 sm:grid-cols-2">{amount('maximumCreditBalance', t('limits.maximumCreditBalance'))}</div>
      </LimitsGroup>

      {save.isError && !placed ? (
        <Notice tone="error" testId="bo-limits-error">
          {describeStaffError(save.error, t)}
        </Notice>
      ) : null}

      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            reset();
            setErrors({});
            save.reset();
          }}
          disabled={!dirty || save.isPending}
          data-testid="bo-limits-reset"
        >
          {t('limits.reset')}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={!dirty} data-testid="bo-limits-save">
          {t('limits.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The agent's deposit and withdrawal ranges, the most credit a player holds, the turn and the
 * deposit expiry: the form for its admin, the summary alone for other staff.
 */
export function MoneyLimits() {
  const { t } = useTranslation('backoffice');
  const admin = useIsAdmin();
  const queryClient = useQueryClient();
  const query = useQuery(moneyLimitsQuery());
  const data = query.data;

  return (
    <SettingsSection
      testId="bo-money-limits"
      noticeTestId="bo-limits-notice"
      title={t('limits.title')}
      note={data ? t('limits.note', { currency: data.currencyCode }) : null}
      summary={data ? <LimitsSummary limits={data} /> : null}
      query={query}
    >
      {(loaded, setNotice) =>
        admin ? (
          <LimitsFormView
            key={JSON.stringify(loaded)}
            limits={loaded}
            onSaving={() => setNotice(null)}
            onSaved={(next) => {
              queryClient.setQueryData(moneySetupKeys.limits(), next);
              setNotice({ tone: 'success', text: t('limits.saved') });
            }}
          />
        ) : (
          <AdminOnlyNote testId="bo-limits-admin-only">{t('roles.limits')}</AdminOnlyNote>
        )
      }
    </SettingsSection>
  );
}
