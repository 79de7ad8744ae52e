import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ClockIcon, ShieldIcon } from '@/components/ui/icons';
import { Notice, Section } from '@/components/ui/section';
import { parseAmount, type AmountError } from '@/features/cashier';
import { cn } from '@/lib/cn';
import { currencyDecimals, formatMoney, fromMinorUnits, minorToInput, toMinorUnits } from '@/lib/money';
import { toast } from '@/lib/toast';

import { isFieldRefusal, notifyProtectionError } from '../errors';
import { useSetLimit } from '../hooks/use-protection';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type PlayLimit, type Protection } from '../types';
import { useDateTime } from './parts';

const HOUR_MS = 3_600_000;

/** An amount inside a sentence: its number and currency never split over two lines. */
function money(amount: number | null, currency: string): string {
  return formatMoney(amount, currency).replace(' ', '\u00a0');
}

/** What the editor would send: an amount in minor units, none (null), or nothing valid yet. */
type Wanted = { ok: true; minor: number | null } | { ok: false; error: AmountError };

/**
 * Whether `wanted` loosens the limit that holds (a higher one, or none where one holds): it then
 * waits out the cooling-off, as the server rules (protection/rules.py `is_raise`).
 */
export function isRaise(currentMinor: number | null, wantedMinor: number | null): boolean {
  if (currentMinor === null) return false;
  return wantedMinor === null || wantedMinor > currentMinor;
}

/** Used of the limit: the bar's share (0…1), what is left, whether it is reached. */
function usage(limit: PlayLimit, currency: string) {
  const used = toMinorUnits(limit.used, currency);
  if (limit.amount === null) return { used, share: 0, left: null, reached: false };
  const cap = toMinorUnits(limit.amount, currency);
  return {
    used,
    share: cap > 0 ? Math.min(1, used / cap) : 1,
    left: Math.max(0, cap - used),
    reached: used >= cap,
  };
}

/** The period so far against the limit: a bar, used of the limit, and what is left. */
function LimitUsage({ limit, currency, label }: { limit: PlayLimit; currency: string; label: string }) {
  const { t } = useTranslation('protection');
  const { used, share, left, reached } = usage(limit, currency);
  const usedText = money(fromMinorUnits(used, currency), currency);
  if (limit.amount === null || left === null) {
    return <p className="text-xs text-muted tabular-nums">{t('limits.used', { used: usedText })}</p>;
  }
  const percent = Math.round(share * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('limits.usedOf', { used: usedText, limit: money(limit.amount, currency) })}
        className="h-2 overflow-hidden rounded-full bg-tint/10"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500',
            reached ? 'bg-danger' : share >= 0.8 ? 'bg-warning' : 'bg-gradient-to-r from-primary to-accent',
          )}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-xs tabular-nums">
        <span className="text-muted">{t('limits.usedOf', { used: usedText, limit: money(limit.amount, currency) })}</span>
        {reached ? (
          <span className="font-medium text-danger-fg">{t('limits.reached')}</span>
        ) : (
          <span className="font-medium text-subtle">{t('limits.left', { amount: money(fromMinorUnits(left, currency), currency) })}</span>
        )}
      </div>
    </div>
  );
}

/** A new limit for one row: an amount or none, and when it will hold, said before saving. */
function LimitEditor({
  limit,
  currency,
  coolingOffHours,
  label,
  testId,
  onDone,
}: {
  limit: PlayLimit;
  currency: string;
  coolingOffHours: number;
  label: string;
  testId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('protection');
  const dateTime = useDateTime();
  const mutation = useSetLimit();
  const currentMinor = limit.amount === null ? null : toMinorUnits(limit.amount, currency);
  const [text, setText] = useState(currentMinor === null ? '' : minorToInput(currentMinor, currency));
  const [none, setNone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noneId = useId();

  const wanted: Wanted = none ? { ok: true, minor: null } : parseAmount(text, currency);
  const raise = wanted.ok && isRaise(currentMinor, wanted.minor);
  const startsAt = new Date(Date.now() + coolingOffHours * HOUR_MS);

  function errorText(reason: AmountError): string {
    if (reason === 'required') return t('limits.errors.required');
    if (reason === 'zero') return t('limits.errors.zero');
    if (reason === 'decimals') {
      const digits = currencyDecimals(currency);
      return digits === 0 ? t('limits.errors.wholeOnly') : t('limits.errors.decimals', { digits });
    }
    return t('limits.errors.invalid');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!wanted.ok) {
      setError(errorText(wanted.error));
      return;
    }
    setError(null);
    const amount = wanted.minor === null ? null : fromMinorUnits(wanted.minor, currency);
    mutation.mutate(
      { kind: limit.kind, period: limit.period, amount },
      {
        onSuccess: (protection: Protection) => {
          const saved = protection.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
          const text = saved?.pending ? t('limits.savedLater', { time: dateTime(saved.pending.startsAt) }) : t('limits.savedNow');
          void toast.success({ title: label, text });
          onDone();
        },
        onError: (err) => {
          if (isFieldRefusal(err, 'amount')) setError(t('limits.errors.server'));
          else notifyProtectionError(err);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 border-t border-line pt-3" aria-label={label} data-testid={`${testId}-editor`}>
      <TextField
        label={t('limits.amount')}
        name="amount"
        inputMode={currencyDecimals(currency) === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        placeholder={t('limits.amountPlaceholder')}
        value={none ? '' : text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        disabled={none || mutation.isPending}
        error={error}
        icon={<span className="text-xs font-semibold">{currency}</span>}
        data-testid={`${testId}-input`}
        autoFocus
      />
      {/* Removing a limit where none holds changes nothing: offered only where one holds or waits. */}
      {limit.amount !== null || limit.pending ? (
        <label htmlFor={noneId} className="flex cursor-pointer items-center gap-2 text-sm text-soft">
          <input
            id={noneId}
            type="checkbox"
            className="pp-checkbox"
            checked={none}
            disabled={mutation.isPending}
            onChange={(event) => {
              setNone(event.target.checked);
              setError(null);
            }}
            data-testid={`${testId}-none`}
          />
          {t('limits.noLimitOption')}
        </label>
      ) : null}
      {wanted.ok ? (
        raise ? (
          <Notice testId={`${testId}-when`}>
            <span className="flex items-start gap-2">
              <ClockIcon className="mt-0.5 size-4 shrink-0" />
              {t(wanted.minor === null ? 'limits.removesLater' : 'limits.appliesLater', { time: dateTime(startsAt), hours: coolingOffHours })}
            </span>
          </Notice>
        ) : (
          <Notice tone="info" testId={`${testId}-when`}>
            {t('limits.appliesNow')}
          </Notice>
        )
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={mutation.isPending} data-testid={`${testId}-save`}>
          {t('limits.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={mutation.isPending}>
          {t('limits.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** One limit: what holds now, the period's use, a change waiting, and the way to change it. */
function LimitRow({ limit, currency, coolingOffHours }: { limit: PlayLimit; currency: string; coolingOffHours: number }) {
  const { t } = useTranslation('protection');
  const dateTime = useDateTime();
  const [editing, setEditing] = useState(false);
  const testId = `limit-${limit.kind}-${limit.period}`;
  const label = t('limits.rowLabel', { kind: t(`limits.${limit.kind}`), period: t(`periods.${limit.period}`) });
  const pending = limit.pending;

  return (
    <div
      role="group"
      aria-label={label}
      className="flex min-w-0 flex-col gap-3 rounded-box border border-line bg-tint/[0.03] p-3 sm:p-4"
      data-testid={testId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 sm:flex-col sm:items-start">
        <p className="text-sm font-semibold text-soft">{t(`periods.${limit.period}`)}</p>
        <p
          className={cn('text-base font-semibold tabular-nums', limit.amount === null ? 'text-muted' : 'text-strong')}
          data-testid={`${testId}-amount`}
        >
          {limit.amount === null ? t('limits.noLimit') : formatMoney(limit.amount, currency)}
        </p>
      </div>
      <LimitUsage limit={limit} currency={currency} label={label} />
      {pending ? (
        <p className="flex items-start gap-2 rounded-xl border border-warning/30 bg-warning/10 px-3 py-2 text-xs text-warning-fg" data-testid={`${testId}-pending`}>
          <ClockIcon className="mt-px size-4 shrink-0" />
          <span>
            {pending.amount === null
              ? t('limits.pendingNone', { time: dateTime(pending.startsAt) })
              : t('limits.pendingAmount', { amount: money(pending.amount, currency), time: dateTime(pending.startsAt) })}
          </span>
        </p>
      ) : null}
      {editing ? (
        <LimitEditor
          limit={limit}
          currency={currency}
          coolingOffHours={coolingOffHours}
          label={label}
          testId={testId}
          onDone={() => setEditing(false)}
        />
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="mt-auto self-start"
          aria-label={`${limit.amount === null ? t('limits.set') : t('limits.edit')}: ${label}`}
          onClick={() => setEditing(true)}
          data-testid={`${testId}-edit`}
        >
          {limit.amount === null ? t('limits.set') : t('limits.edit')}
        </Button>
      )}
    </div>
  );
}

function KindLimits({ kind, protection }: { kind: LimitKind; protection: Protection }) {
  const { t } = useTranslation('protection');
  const headingId = useId();
  const rows = LIMIT_PERIODS.map((period) => protection.limits.find((l) => l.kind === kind && l.period === period)).filter(
    (row): row is PlayLimit => row !== undefined,
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-strong sm:text-base">
          {t(`limits.${kind}`)}
        </h3>
        <p className="mt-0.5 text-xs text-muted">{t(kind === 'deposit' ? 'limits.depositHint' : 'limits.lossHint')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {rows.map((limit) => (
          <LimitRow key={limit.period} limit={limit} currency={protection.currencyCode} coolingOffHours={protection.coolingOffHours} />
        ))}
      </div>
    </section>
  );
}

/** Deposit and loss limits, each per day, week and month. */
export function LimitsSection({ protection }: { protection: Protection }) {
  const { t } = useTranslation('protection');
  return (
    <Section id="protection-limits" title={t('limits.title')} icon={<ShieldIcon className="size-5" />} testId="protection-limits">
      <p className="text-sm text-muted">{t('limits.intro', { hours: protection.coolingOffHours })}</p>
      {LIMIT_KINDS.map((kind) => (
        <KindLimits key={kind} kind={kind} protection={protection} />
      ))}
    </Section>
  );
}
