import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

import { EyeIcon, EyeOffIcon } from './icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string | null;
  icon?: ReactNode;
  /** Rendered inside the input box, at the end (e.g. a show/hide button). */
  endAdornment?: ReactNode;
}

/** A labelled input with its hint and error wired for assistive technology. */
export function TextField({ label, error, hint, icon, endAdornment, className, required, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline">
        <label htmlFor={id} className="text-sm font-medium text-soft">
          {label}
        </label>
        {required ? <span aria-hidden="true" className="ms-0.5 text-sm text-accent">*</span> : null}
      </div>
      <div className={cn('pp-input-wrap', error && 'pp-input-wrap--error')}>
        {icon ? <span className="ps-3 text-muted" aria-hidden="true">{icon}</span> : null}
        <input
          id={id}
          className="pp-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          required={required}
          {...rest}
        />
        {endAdornment}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger-fg" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="me-1 grid size-9 shrink-0 place-items-center rounded-lg text-muted hover:text-strong focus-visible:text-strong"
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      }
    />
  );
}
