import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/field';
import { LockIcon, PhoneIcon, RefreshIcon, UserIcon } from '@/components/ui/icons';
import { bankListQueryOptions } from '@/features/bank';
import { ApiError, describeApiError, ErrorCode, isApiError } from '@/lib/api/errors';
import { cn } from '@/lib/cn';
import { deviceId } from '@/lib/device-id';
import { alertError, toast } from '@/lib/toast';
import type { Agent, PlayerConfiguration, RegisterPayload } from '@/types/api';

import { getCaptcha, register } from '../api/auth-api';
import {
  accountNoLength,
  isValidAccountNo,
  isValidPassword,
  isValidPhone,
  isValidUsername,
  passwordRule,
  phoneRule,
  usernameRule,
} from '../validation';

import { BankPicker } from './bank-picker';

/** Registration refused before sending: the spec's fixed texts (§5). */
export const PHONE_ERROR_TITLE = 'สมัครสมาชิกไม่สำเร็จ';
export const PHONE_ERROR_TEXT = 'กรอกข้อมูลเบอร์โทรผิด';

type FieldName =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'tel'
  | 'bankCode'
  | 'bankAccountNo'
  | 'bankAccountName'
  | 'lineId'
  | 'captcha'
  | 'consent';

type Errors = Partial<Record<FieldName, string>>;

const SERVER_FIELDS: ReadonlySet<string> = new Set<FieldName>([
  'username',
  'password',
  'tel',
  'bankCode',
  'bankAccountNo',
  'bankAccountName',
  'lineId',
  'captcha',
]);

export interface RegisterFormProps {
  agent: Pick<Agent, 'prefix' | 'country' | 'countriesId'>;
  config: PlayerConfiguration | undefined;
  referral: { allianceCode: string | null; referrer: string | null };
  onRegistered: (credentials: { username: string; password: string }) => void;
}

export function RegisterForm({ agent, config, referral, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const captchaOn = config?.captcha !== false;
  const uRule = usernameRule(config);
  const pRule = passwordRule(config);
  const phone = phoneRule(agent.country?.dialingCode);

  const banks = useQuery(bankListQueryOptions(agent.country?.id ?? agent.countriesId));
  const captcha = useQuery({
    queryKey: ['captcha'],
    queryFn: getCaptcha,
    enabled: captchaOn,
    staleTime: Infinity,
    gcTime: 0,
  });

  const [values, setValues] = useState({
    username: '',
    password: '',
    confirmPassword: '',
    tel: '',
    bankCode: '',
    bankAccountNo: '',
    bankAccountName: '',
    lineId: '',
    captcha: '',
    consent: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const selectedBank = banks.data?.find((b) => b.code === values.bankCode) ?? null;

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const mutation = useMutation({
    mutationFn: (payload: RegisterPayload) => register(payload),
    onSuccess: (_data, payload) => onRegistered({ username: payload.username, password: payload.password }),
    onError: (error) => {
      if (captchaOn) {
        set('captcha', '');
        void captcha.refetch();
      }
      if (!isApiError(error)) return;
      const message = error.errorCode === ErrorCode.Duplicate ? t('register.fieldTaken') : error.msg || t('register.fieldInvalid');
      const fieldErrors: Errors = {};
      for (const field of error.fields) {
        if (SERVER_FIELDS.has(field)) fieldErrors[field as FieldName] = message;
      }
      setErrors((e) => ({ ...e, ...fieldErrors }));
      toast.error({ text: describeApiError(error as ApiError) });
    },
  });

  function validate(): Errors {
    const e: Errors = {};
    if (!isValidUsername(values.username, uRule))
      e.username = t('register.usernameInvalid', { min: uRule.minLength, max: uRule.maxLength });
    if (!isValidPassword(values.password, pRule))
      e.password = t('register.passwordInvalid', { min: pRule.minLength, max: pRule.maxLength });
    if (!values.confirmPassword || values.confirmPassword !== values.password)
      e.confirmPassword = t('register.passwordMismatch');
    if (!isValidPhone(values.tel, agent.country?.dialingCode)) e.tel = t('register.telInvalid');
    if (!values.bankCode) e.bankCode = t('register.bankRequired');
    if (!isValidAccountNo(values.bankAccountNo, selectedBank)) {
      const [min, max] = accountNoLength(selectedBank);
      e.bankAccountNo = t('register.accountNoInvalid', { length: min === max ? `${min}` : `${min}–${max}` });
    }
    if (!values.bankAccountName.trim()) e.bankAccountName = t('register.accountNameRequired');
    if (captchaOn && !values.captcha.trim()) e.captcha = t('register.captchaRequired');
    if (!values.consent) e.consent = t('register.consentRequired');
    return e;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const e = validate();
    setErrors(e);
    if (e.tel) {
      // Spec §5: a wrong phone blocks registration with this exact message; nothing is sent.
      await alertError({ title: PHONE_ERROR_TITLE, text: PHONE_ERROR_TEXT, okText: t('common.ok') });
    }
    if (Object.values(e).some(Boolean)) {
      const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"]');
      first?.focus();
      return;
    }
    const payload: RegisterPayload = {
      username: values.username.trim().toLowerCase(),
      password: values.password,
      tel: values.tel.trim(),
      prefixAgent: agent.prefix,
      bankCode: values.bankCode,
      bankAccountNo: values.bankAccountNo,
      bankAccountName: values.bankAccountName.trim(),
      currencyCode: agent.country?.currency,
    };
    if (values.lineId.trim()) payload.lineId = values.lineId.trim();
    if (referral.referrer) payload.referrer = referral.referrer;
    if (referral.allianceCode) payload.refCode = referral.allianceCode;
    const device = deviceId();
    if (device) payload.deviceId = device;
    if (captchaOn && captcha.data) {
      payload.captchaId = captcha.data.captchaId;
      payload.captcha = values.captcha.trim();
    }
    mutation.mutate(payload);
  }

  const referralCode = referral.allianceCode || referral.referrer;

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label={t('register.title')}>
      <fieldset className="flex flex-col gap-4">
        <legend className="pp-legend">{t('register.account')}</legend>
        <TextField
          label={t('register.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(e) => set('username', e.target.value)}
          error={errors.username}
          hint={t('register.usernameHint', { min: uRule.minLength, max: uRule.maxLength })}
          icon={<UserIcon className="size-5" />}
          maxLength={uRule.maxLength}
          required
        />
        <PasswordField
          label={t('register.password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
          hint={t('register.passwordHint', { min: pRule.minLength, max: pRule.maxLength })}
          icon={<LockIcon className="size-5" />}
          maxLength={pRule.maxLength}
          required
        />
        <PasswordField
          label={t('register.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => set('confirmPassword', e.target.value)}
          error={errors.confirmPassword}
          icon={<LockIcon className="size-5" />}
          maxLength={pRule.maxLength}
          required
        />
        <TextField
          label={t('register.tel')}
          name="tel"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('register.telPlaceholder', { example: phone.example })}
          value={values.tel}
          onChange={(e) => set('tel', e.target.value.replace(/[^\d]/g, ''))}
          error={errors.tel}
          icon={<PhoneIcon className="size-5" />}
          maxLength={phone.example.length}
          required
        />
        <TextField
          label={`${t('register.lineId')} (${t('common.optional')})`}
          name="lineId"
          autoCapitalize="none"
          value={values.lineId}
          onChange={(e) => set('lineId', e.target.value)}
          error={errors.lineId}
          maxLength={50}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="pp-legend">{t('register.bankSection')}</legend>
        <BankPicker
          banks={banks.data ?? []}
          value={values.bankCode}
          onChange={(code) => set('bankCode', code)}
          error={errors.bankCode}
          loading={banks.isPending}
          failed={banks.isError}
        />
        <TextField
          label={t('register.bankAccountNo')}
          name="bankAccountNo"
          inputMode="numeric"
          autoComplete="off"
          value={values.bankAccountNo}
          onChange={(e) => set('bankAccountNo', e.target.value.replace(/[^\d]/g, ''))}
          error={errors.bankAccountNo}
          maxLength={accountNoLength(selectedBank)[1]}
          required
        />
        <TextField
          label={t('register.bankAccountName')}
          name="bankAccountName"
          autoComplete="name"
          value={values.bankAccountName}
          onChange={(e) => set('bankAccountName', e.target.value)}
          error={errors.bankAccountName}
          hint={t('register.bankAccountNameHint')}
          maxLength={100}
          required
        />
      </fieldset>

      {captchaOn ? (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-2">
            <div className="flex h-14 min-w-0 flex-1 items-center justify-center overflow-hidden rounded-xl border border-line bg-paper">
              {captcha.data ? (
                <img
                  src={captcha.data.image}
                  alt={t('register.captchaImage')}
                  width={150}
                  height={50}
                  draggable={false}
                  className="h-full w-auto select-none"
                />
              ) : (
                <span className="pp-spinner size-5 border-scrim/15 border-t-scrim/60" aria-hidden="true" />
              )}
            </div>
            <Button
              variant="outline"
              className="size-14 shrink-0 !px-0"
              onClick={() => {
                set('captcha', '');
                void captcha.refetch();
              }}
              aria-label={t('register.refreshCaptcha')}
            >
              <RefreshIcon className={cn('size-5', captcha.isFetching && 'animate-spin')} />
            </Button>
          </div>
          <TextField
            label={t('register.captcha')}
            name="captcha"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={values.captcha}
            onChange={(e) => set('captcha', e.target.value)}
            error={errors.captcha}
            maxLength={12}
            required
          />
        </div>
      ) : null}

      {referralCode ? (
        <p className="rounded-xl border border-primary/30 bg-primary/10 px-3 py-2 text-sm text-accent-pale">
          {t('register.referral')}: <strong className="font-semibold text-strong">{referralCode}</strong>
        </p>
      ) : null}

      <div className="flex flex-col gap-1.5">
        <label className="flex cursor-pointer items-start gap-3 text-sm text-soft">
          <input
            type="checkbox"
            name="consent"
            checked={values.consent}
            onChange={(e) => set('consent', e.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
            className="pp-checkbox mt-0.5"
            required
          />
          <span>{t('register.consent')}</span>
        </label>
        {errors.consent ? (
          <p id="consent-error" role="alert" className="text-sm text-danger-fg">
            {errors.consent}
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" block loading={mutation.isPending}>
        {mutation.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
