import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

import { cn } from '@/lib/cn';

/** An error or hint line under a control, wired by id. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="text-xs text-gray-400">
      {hint}
    </p>
  ) : null;
}

/** The ids a control's `aria-describedby` names: its error, else its hint. */
export function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select in the look of the text fields. */
export function SelectField({
  label,
  options,
  error,
  hint,
  className,
  testId,
  ...rest
}: {
  label: string;
  options: readonly SelectOption[];
  error?: string | null;
  hint?: ReactNode;
  testId?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-gray-200">
        {label}
        {rest.required ? <span aria-hidden="true" className="ms-0.5 text-primary-400">*</span> : null}
      </label>
      <div className={cn('pp-input-wrap', error && 'pp-input-wrap--error')}>
        <select
          id={id}
          className="pp-input cursor-pointer"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          data-testid={testId}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} className="bg-gray-900 text-white">
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** A choice of a few options as a row of pills (radio buttons under one legend). */
export function ChoiceField<V extends string | number>({
  legend,
  value,
  options,
  onChange,
  hint,
  error,
  testId,
}: {
  legend: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  hint?: ReactNode;
  error?: string | null;
  testId?: string;
}) {
  const id = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" data-testid={testId} aria-describedby={describedBy(id, error, hint)}>
      <legend className="mb-1.5 text-sm font-medium text-gray-200">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={String(option.value)}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm transition-colors',
                checked ? 'border-primary-400/50 bg-primary-500/10 text-white' : 'border-white/10 text-gray-300 hover:bg-white/[0.04]',
              )}
            >
              <input
                type="radio"
                name={id}
                className="size-4 accent-primary-500"
                checked={checked}
                onChange={() => onChange(option.value)}
                data-testid={testId ? `${testId}-${option.value}` : undefined}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  );
}

/** A checkbox with its label and a line of explanation. */
export function CheckRow({
  label,
  hint,
  checked,
  onChange,
  testId,
  disabled,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 transition-colors',
        checked ? 'border-primary-400/40 bg-primary-500/[0.07]' : 'border-white/10 hover:bg-white/[0.03]',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary-500"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="text-sm font-medium text-white">{label}</span>
        {hint ? <span className="text-xs text-gray-400">{hint}</span> : null}
      </span>
    </label>
  );
}

/** A labelled on/off switch (role="switch"), e.g. a list's quick flag. */
export function Switch({
  checked,
  label,
  onChange,
  busy,
  testId,
}: {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
  busy?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => onChange(!checked)}
      data-testid={testId}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60',
        checked ? 'bg-emerald-500/80' : 'bg-white/15',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5.5' : 'translate-x-0.5')}
      />
    </button>
  );
}

/** A card of a long form: a titled group of fields. */
export function FormSection({ title, note, children, testId }: { title: string; note?: ReactNode; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className="pp-card flex flex-col gap-4 p-4 sm:p-5" aria-labelledby={id} data-testid={testId}>
      <div>
        <h2 id={id} className="text-base font-semibold text-white">
          {title}
        </h2>
        {note ? <p className="mt-0.5 text-sm text-gray-400">{note}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A labelled date input (a day of the agent's time zone, `YYYY-MM-DD`), with its error once checked. */
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
          aria-describedby={describedBy(id, error)}
          data-testid={testId}
        />
      </div>
      <FieldMessage id={id} error={error} />
    </div>
  );
}
