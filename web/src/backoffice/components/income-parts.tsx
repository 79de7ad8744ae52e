import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

import type { AwardStatus, IncomeKind } from '../types';

import { INCOME_KINDS } from './income-model';
import { BADGE_PILL, BADGE_TAG } from './status-badge';

const STATUS_TONE: Record<AwardStatus, string> = {
  open: 'bg-amber-500/15 text-amber-300 ring-amber-400/30',
  paid: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  held: 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  voided: 'bg-red-500/15 text-red-300 ring-red-400/30',
  expired: 'bg-gray-500/15 text-gray-300 ring-gray-400/30',
};

/** An award's status in the staff's language. */
export function AwardStatusBadge({ status }: { status: AwardStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <span className={cn(BADGE_PILL, STATUS_TONE[status] ?? STATUS_TONE.expired)} data-status={status}>
      {t(`income.awardStatus.${status}`, { defaultValue: status })}
    </span>
  );
}

/** The program an award or a period belongs to. */
export function KindBadge({ kind }: { kind: IncomeKind }) {
  const { t } = useTranslation('backoffice');
  return <span className={cn(BADGE_TAG, 'bg-primary-500/10 text-primary-300')}>{t(`income.kind.${kind}`, { defaultValue: kind })}</span>;
}

/** The program choices of a filter: every program first. */
export function useKindOptions() {
  const { t } = useTranslation('backoffice');
  return [{ value: '', label: t('income.allKinds') }, ...INCOME_KINDS.map((kind) => ({ value: kind, label: t(`income.kind.${kind}`) }))];
}

/** A labelled date input (a day of the agent's time zone, `YYYY-MM-DD`). */
export function DateField({
  label,
  value,
  min,
  max,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange(value: string): void;
  error?: string | null;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-200">
        {label}
      </label>
      <div className={cn('pp-input-wrap', error && 'pp-input-wrap--error')}>
        <input
          id={id}
          type="date"
          className="pp-input h-10 [color-scheme:dark]"
          value={value}
          min={min || undefined}
          max={max || undefined}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A titled part of the income page. */
export function IncomeSection({
  title,
  note,
  testId,
  actions,
  children,
}: {
  title: string;
  note?: ReactNode;
  testId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={`${testId}-title`} className="text-base font-semibold text-white sm:text-lg">
            {title}
          </h2>
          {note ? <p className="mt-0.5 text-sm text-gray-400">{note}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
