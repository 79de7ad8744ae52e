import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import type { BackofficeKey } from '@/locales';

import { paymentKeys, paymentSettingsQuery, paymentsApi } from '../api/backoffice-api';
import { describeStaffError } from '../api/errors';
import { useIsAdmin } from '../hooks/use-staff';
import type { PaymentChannel, PaymentSettings } from '../types';

import { AdminFields } from './admin-only';
import { Notice } from './notice';
import { SettingsSection } from './settings-section';
import { OnOffBadge } from './status-badge';

const CHANNELS: readonly PaymentChannel[] = ['BANK', 'GATEWAY', 'TRUEMONEY'];

/** The server's code for a value another row already holds (another agent's TrueMoney number). */
const DUPLICATE = '23505';

interface FieldErrors {
  paymentMethods?: string;
  truemoneyMobile?: string;
}

/** The chosen channels in the order the agent had them, newly chosen ones after in the usual order. */
export function orderedChannels(current: readonly string[], chosen: ReadonlySet<PaymentChannel>): PaymentChannel[] {
  const kept = current.filter((c): c is PaymentChannel => chosen.has(c as PaymentChannel));
  return [...new Set([...kept, ...CHANNELS.filter((c) => chosen.has(c))])];
}

/** The server's refusal, on the field it names (in the staff's words, with the server's detail). */
function fieldErrorsOf(error: unknown, t: TFunction<'backoffice'>): FieldErrors {
  if (!isApiError(error)) return {};
  const detail = error.msg ? ` (${error.msg})` : '';
  const out: FieldErrors = {};
  if (error.fields.includes('paymentMethods')) out.paymentMethods = t('paychan.methodsInvalid') + detail;
  if (error.fields.includes('truemoneyMobile')) {
    out.truemoneyMobile = t(error.errorCode === DUPLICATE ? 'paychan.mobileTaken' : 'paychan.mobileInvalid') + detail;
  }
  return out;
}

/** The form over one loaded answer; a new answer (after a save) starts it again. Read only but for the agent's admin. */
function ChannelsForm({
  settings,
  onSaving,
  onSaved,
}: {
  settings: PaymentSettings;
  onSaving: () => void;
  onSaved: (next: PaymentSettings) => void;
}) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const admin = useIsAdmin();
  const [chosen, setChosen] = useState<Set<PaymentChannel>>(
    () => new Set(settings.paymentMethods.filter((c): c is PaymentChannel => (CHANNELS as readonly string[]).includes(c))),
  );
  const [mobile, setMobile] = useState(settings.truemoneyMobile ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useMutation({
    mutationFn: paymentsApi.saveSettings,
    onMutate: onSaving,
    onSuccess: onSaved,
    onError: (error) => setErrors(fieldErrorsOf(error, t)),
  });

  const dirty =
    mobile.trim() !== (settings.truemoneyMobile ?? '') ||
    chosen.size !== settings.paymentMethods.length ||
    settings.paymentMethods.some((c) => !chosen.has(c as PaymentChannel));

  function toggle(channel: PaymentChannel, on: boolean) {
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(channel);
      else next.delete(channel);
      return next;
    });
    setErrors((previous) => ({ ...previous, paymentMethods: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const number = mobile.trim();
    const next: FieldErrors = {
      paymentMethods: chosen.size === 0 ? t('paychan.pickOne') : undefined,
      truemoneyMobile: chosen.has('TRUEMONEY') && !number ? t('paychan.mobileRequired') : undefined,
    };
    setErrors(next);
    if (next.paymentMethods || next.truemoneyMobile) return;
    save.mutate({ paymentMethods: orderedChannels(settings.paymentMethods, chosen), truemoneyMobile: number || null });
  }

  function reset() {
    setChosen(new Set(settings.paymentMethods.filter((c): c is PaymentChannel => (CHANNELS as readonly string[]).includes(c))));
    setMobile(settings.truemoneyMobile ?? '');
    setErrors({});
    save.reset();
  }

  const available = new Set(settings.available);
  const serverError = save.isError && !errors.paymentMethods && !errors.truemoneyMobile;

  return (
    <form onSubmit={submit} noValidate className="pp-card flex flex-col gap-5 p-4 sm:p-5" data-testid="bo-channels-form">
      <AdminFields note={t('roles.channels')} noteTestId="bo-channels-admin-only">
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.paymentMethods ? `${id}-methods-error` : undefined}
          aria-invalid={errors.paymentMethods ? true : undefined}
        >
          <legend className="mb-2 text-sm font-medium text-gray-200">{t('paychan.methods')}</legend>
          {CHANNELS.map((channel) => (
            <label
              key={channel}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-3 transition-colors',
                chosen.has(channel) ? 'border-primary-400/40 bg-primary-500/[0.07]' : 'border-white/10 hover:bg-white/[0.03]',
              )}
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary-500"
                checked={chosen.has(channel)}
                onChange={(e) => toggle(channel, e.target.checked)}
                data-testid={`bo-channel-${channel}`}
              />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-medium text-white">{t(`channel.${channel}`)}</span>
                  <span data-testid={`bo-channel-state-${channel}`}>
                    <OnOffBadge on={available.has(channel)}>
                      {t(available.has(channel) ? 'paychan.available' : 'paychan.unavailable')}
                    </OnOffBadge>
                  </span>
                </span>
                <span className="text-xs text-gray-400">{t(`paychan.hint.${channel}` as BackofficeKey)}</span>
              </span>
            </label>
          ))}
          {errors.paymentMethods ? (
            <p id={`${id}-methods-error`} role="alert" className="text-sm text-red-400">
              {errors.paymentMethods}
            </p>
          ) : null}
        </fieldset>

        <TextField
          label={t('paychan.mobile')}
          name="truemoneyMobile"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          value={mobile}
          onChange={(e) => {
            setMobile(e.target.value);
            setErrors((previous) => ({ ...previous, truemoneyMobile: undefined }));
          }}
          error={errors.truemoneyMobile}
          hint={t('paychan.mobileHint')}
          required={chosen.has('TRUEMONEY')}
          data-testid="bo-channel-mobile"
        />
      </AdminFields>

      {serverError ? (
        <Notice tone="error" testId="bo-channels-error">
          {describeStaffError(save.error, t)}
        </Notice>
      ) : null}

      {admin ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={reset} disabled={!dirty || save.isPending} data-testid="bo-channels-reset">
            {t('paychan.reset')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="bo-channels-save">
            {t('paychan.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** The channels the agent takes money through, what works now, and the receiving TrueMoney number. */
export function PaymentChannels() {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const settings = useQuery(paymentSettingsQuery());
  const data = settings.data;

  return (
    <SettingsSection
      testId="bo-payment-channels"
      noticeTestId="bo-channels-notice"
      title={t('paychan.title')}
      note={data ? t('paychan.note', { currency: data.currencyCode }) : null}
      summary={
        data ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-gray-300" data-testid="bo-channels-available">
            <span className="text-gray-400">{t('paychan.availableNow')}:</span>
            {data.available.length ? (
              data.available.map((channel) => (
                <OnOffBadge key={channel} on>
                  {channel === 'BANK' || channel === 'GATEWAY' || channel === 'TRUEMONEY' ? t(`channel.${channel}`) : channel}
                </OnOffBadge>
              ))
            ) : (
              <span className="text-amber-300">{t('paychan.noneAvailable')}</span>
            )}
          </p>
        ) : null
      }
      query={settings}
    >
      {(loaded, setNotice) => (
        <ChannelsForm
          key={`${loaded.paymentMethods.join(',')}|${loaded.truemoneyMobile ?? ''}`}
          settings={loaded}
          onSaving={() => setNotice(null)}
          onSaved={(next) => {
            queryClient.setQueryData(paymentKeys.settings(), next);
            setNotice({ tone: 'success', text: t('paychan.saved') });
          }}
        />
      )}
    </SettingsSection>
  );
}
