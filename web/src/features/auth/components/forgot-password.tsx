import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ClockIcon, InfoIcon, PhoneIcon, RefreshIcon, ShieldIcon, UserIcon } from '@/components/ui/icons';
import { DEFAULT_ERROR_TEXT, describeApiError, ErrorCode, isApiError, NETWORK_ERROR_TEXT } from '@/lib/api/errors';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

import { forgotPassword, resetPassword, type ForgotBody } from '../api/auth-api';
import { isValidPassword, isValidPhone, passwordRule, phoneRule } from '../validation';

import { NewPasswordFields } from './new-password-fields';

/** Seconds before another code may be asked for. */
export const RESEND_SECONDS = 60;
const CODE_LENGTH = 6;

export interface ForgotPasswordProps {
  /** The agent's prefix, sent as agentPrefix when known. */
  agentPrefix: string | undefined;
  /** The agent country's dialing code: the phone rule of registration. */
  dialingCode: string | null | undefined;
  /** Filled into step 1 (what the player typed on the login form). */
  defaultUsername?: string;
  /** The password is set: back to the login form with this username. */
  onDone: (username: string) => void;
}

interface Sent {
  username: string;
  tel: string;
  expiresIn: number;
  /** How many codes this visit has asked for: the notice says when a new one replaced the last. */
  count: number;
}

/** The text of an error the form does not show at a field. */
function failureText(error: unknown): string {
  if (!isApiError(error)) return DEFAULT_ERROR_TEXT;
  return error.errorCode === ErrorCode.Network ? NETWORK_ERROR_TEXT : describeApiError(error);
}

const isTooMany = (error: unknown) => isApiError(error) && error.errorCode === ErrorCode.TooManyAttempts;

/** Whole seconds until `until` (epoch ms), ticking each second; 0 once past or without one. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  if (until === null) return 0;
  return Math.min(RESEND_SECONDS, Math.max(0, Math.ceil((until - now) / 1000)));
}

/** Focuses the first field shown as invalid after the render that marks it. */
function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: object) {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [form, errors]);
  return () => {
    pending.current = true;
  };
}

/**
 * Forgot password (docs/api.md "Forgot password"): step 1 asks for a code with the username and
 * the registered phone, step 2 sets the new password with it. The server answers step 1 alike
 * whether or not the details match an account, and so does the notice.
 */
export function ForgotPassword({ agentPrefix, dialingCode, defaultUsername = '', onDone }: ForgotPasswordProps) {
  const [details, setDetails] = useState({ username: defaultUsername, tel: '' });
  const [sent, setSent] = useState<Sent | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [wait, setWait] = useState(false);
  const secondsLeft = useSecondsLeft(resendAt);

  const request = useMutation({ mutationFn: forgotPassword });

  function sendCode(values: { username: string; tel: string }, onSent?: () => void) {
    setWait(false);
    const body: ForgotBody = { username: values.username.trim().toLowerCase(), tel: values.tel.trim() };
    if (agentPrefix) body.agentPrefix = agentPrefix;
    request.mutate(body, {
      onSuccess: (answer) => {
        setResendAt(Date.now() + RESEND_SECONDS * 1000);
        setSent((last) => ({
          username: body.username,
          tel: body.tel,
          expiresIn: answer.expiresIn,
          count: last && last.username === body.username && last.tel === body.tel ? last.count + 1 : 1,
        }));
        setStep(2);
        onSent?.();
      },
      onError: (error) => {
        if (isTooMany(error)) setWait(true);
        else void toast.error({ text: failureText(error) });
      },
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <Steps step={step} />
      {step === 1 || !sent ? (
        <RequestStep
          dialingCode={dialingCode}
          values={details}
          onChange={setDetails}
          secondsLeft={secondsLeft}
          sending={request.isPending}
          waitNotice={wait ? <WaitNotice /> : null}
          onSubmit={() => sendCode(details)}
        />
      ) : (
        <ResetStep
          key={`${sent.username}:${sent.tel}`}
          sent={sent}
          agentPrefix={agentPrefix}
          secondsLeft={secondsLeft}
          resending={request.isPending}
          waitNotice={wait ? <WaitNotice /> : null}
          onWait={() => setWait(true)}
          onResend={(done) => sendCode(sent, done)}
          onChangeDetails={() => {
            setWait(false);
            setStep(1);
          }}
          onDone={onDone}
        />
      )}
    </div>
  );
}

function Steps({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation();
  const items = [t('forgot.stepAccount'), t('forgot.stepPassword')];
  return (
    <ol className="grid grid-cols-2 gap-3" aria-label={t('forgot.steps')}>
      {items.map((label, index) => {
        const number = index + 1;
        const current = number === step;
        const reached = number <= step;
        return (
          <li key={label} aria-current={current ? 'step' : undefined} className="flex min-w-0 flex-col gap-2">
            <span className={cn('h-1 rounded-full', reached ? 'bg-primary' : 'bg-tint/10')} aria-hidden="true" />
            <span className={cn('flex min-w-0 items-center gap-2 text-xs font-medium', current ? 'text-accent-strong' : 'text-muted')}>
              <span
                className={cn(
                  'grid size-5 shrink-0 place-items-center rounded-full text-[0.6875rem] font-semibold',
                  reached ? 'bg-primary text-on-primary' : 'bg-tint/10 text-muted',
                )}
                aria-hidden="true"
              >
                {number}
              </span>
              <span className="min-w-0">{label}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function WaitNotice() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl bg-warning/10 px-3 py-2.5 text-sm text-warning-fg" data-testid="forgot-wait">
      <ClockIcon className="mt-0.5 size-4 shrink-0" />
      <span>{t('forgot.wait')}</span>
    </p>
  );
}

interface RequestStepProps {
  dialingCode: string | null | undefined;
  values: { username: string; tel: string };
  onChange: (values: { username: string; tel: string }) => void;
  secondsLeft: number;
  sending: boolean;
  waitNotice: ReactNode;
  onSubmit: () => void;
}

/** Step 1: the username and the phone the player registered with. */
function RequestStep({ dialingCode, values, onChange, secondsLeft, sending, waitNotice, onSubmit }: RequestStepProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const phone = phoneRule(dialingCode);
  const [errors, setErrors] = useState<{ username?: string; tel?: string }>({});
  const focusFirstError = useFocusFirstError(form, errors);

  const set = (key: keyof typeof values, value: string) => {
    onChange({ ...values, [key]: value });
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!values.username.trim()) next.username = t('login.usernameRequired');
    if (!isValidPhone(values.tel, dialingCode)) next.tel = t('register.telInvalid');
    setErrors(next);
    if (next.username || next.tel) {
      focusFirstError();
      return;
    }
    onSubmit();
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('forgot.stepAccount')}>
      <p className="text-sm text-muted">{t('forgot.intro')}</p>
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('login.usernamePlaceholder')}
        value={values.username}
        onChange={(e) => set('username', e.target.value)}
        error={errors.username}
        icon={<UserIcon className="size-5" />}
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
      {waitNotice}
      <Button type="submit" size="lg" block loading={sending} disabled={secondsLeft > 0}>
        {sending
          ? t('forgot.sending')
          : secondsLeft > 0
            ? t('forgot.resendIn', { seconds: secondsLeft })
            : t('forgot.send')}
      </Button>
    </form>
  );
}

interface ResetStepProps {
  sent: Sent;
  agentPrefix: string | undefined;
  secondsLeft: number;
  resending: boolean;
  waitNotice: ReactNode;
  onWait: () => void;
  onResend: (done: () => void) => void;
  onChangeDetails: () => void;
  onDone: (username: string) => void;
}

type ResetErrors = Partial<Record<'code' | 'newPassword' | 'confirmPassword', string>>;

/** Step 2: the code sent to the phone and the new password, twice. */
function ResetStep({
  sent,
  agentPrefix,
  secondsLeft,
  resending,
  waitNotice,
  onWait,
  onResend,
  onChangeDetails,
  onDone,
}: ResetStepProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const rule = passwordRule();
  const [values, setValues] = useState({ code: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<ResetErrors>({});
  const focusFirstError = useFocusFirstError(form, errors);
  const minutes = Math.max(1, Math.round(sent.expiresIn / 60));
  const passwordInvalid = t('register.passwordInvalid', { min: rule.minLength, max: rule.maxLength });

  const set = (key: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      void toast.success({ title: t('forgot.doneTitle'), text: t('forgot.doneText') });
      onDone(sent.username);
    },
    onError: (error) => {
      if (isTooMany(error)) {
        onWait();
        return;
      }
      if (isApiError(error) && error.errorCode === ErrorCode.InvalidData) {
        const next: ResetErrors = {};
        if (error.fields.includes('code')) next.code = t('forgot.codeWrong');
        if (error.fields.includes('newPassword')) next.newPassword = passwordInvalid;
        if (next.code || next.newPassword) {
          setErrors(next);
          focusFirstError();
          return;
        }
      }
      void toast.error({ text: failureText(error) });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: ResetErrors = {};
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(values.code)) next.code = t('forgot.codeInvalid');
    if (!isValidPassword(values.newPassword, rule)) next.newPassword = passwordInvalid;
    if (!values.confirmPassword || values.confirmPassword !== values.newPassword)
      next.confirmPassword = t('register.passwordMismatch');
    setErrors(next);
    if (Object.values(next).some(Boolean)) {
      focusFirstError();
      return;
    }
    const body = { username: sent.username, code: values.code, newPassword: values.newPassword };
    reset.mutate(agentPrefix ? { ...body, agentPrefix } : body);
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('forgot.stepPassword')}>
      <div role="status" className="flex items-start gap-2.5 rounded-xl border border-accent/25 bg-primary/10 px-3 py-2.5 text-sm text-soft">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-accent" />
        <div className="flex min-w-0 flex-col items-start gap-1">
          <p data-testid="forgot-sent">
            {t(sent.count > 1 ? 'forgot.resent' : 'forgot.sent', { tel: sent.tel, minutes })}
          </p>
          <button
            type="button"
            onClick={onChangeDetails}
            className="text-sm font-medium text-accent hover:text-accent-strong hover:underline"
          >
            {t('forgot.changeDetails')}
          </button>
        </div>
      </div>
      {/* Lets a password manager store the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={sent.username} readOnly hidden />
      <TextField
        label={t('forgot.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        autoFocus
        value={values.code}
        onChange={(e) => set('code', e.target.value.replace(/[^\d]/g, '').slice(0, CODE_LENGTH))}
        error={errors.code}
        hint={t('forgot.codeHint')}
        icon={<ShieldIcon className="size-5" />}
        maxLength={CODE_LENGTH}
        className="[&_input]:text-lg [&_input]:font-semibold [&_input]:tracking-[0.35em] [&_input]:tabular-nums"
        required
      />
      <div className="-mt-2 flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          disabled={secondsLeft > 0}
          loading={resending}
          icon={<RefreshIcon className="size-4" />}
          onClick={() =>
            onResend(() => {
              setValues((v) => ({ ...v, code: '' }));
              setErrors((e) => ({ ...e, code: undefined }));
            })
          }
        >
          {secondsLeft > 0 ? t('forgot.resendIn', { seconds: secondsLeft }) : t('forgot.resend')}
        </Button>
      </div>
      <NewPasswordFields
        labels={{ password: t('forgot.newPassword'), confirm: t('forgot.confirmPassword') }}
        names={{ password: 'newPassword', confirm: 'confirmPassword' }}
        values={values}
        errors={errors}
        onChange={set}
        rule={rule}
        hint={t('register.passwordHint', { min: rule.minLength, max: rule.maxLength })}
      />
      {waitNotice}
      <Button type="submit" size="lg" block loading={reset.isPending}>
        {reset.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </form>
  );
}

export default ForgotPassword;
