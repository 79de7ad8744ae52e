import { useEffect, useId, useRef, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/field';
import { cn } from '@/lib/cn';

import { FieldMessage, describedBy } from './form-controls';
import { LANGUAGES, getPath, pathsOf, serverFieldErrors, setPath, type NameKey, type PathErrors } from './engagement-model';

/** A field's test id: the form's prefix and its path with dashes (`bo-wheel-segments-0-weight`). */
export const testIdOf = (prefix: string, path: string) => `${prefix}-${path.replace(/\./g, '-')}`;

/**
 * A form over nested values addressed by path: the values, the errors its check and the
 * server found (by the body's path), and after a refused submit the focus on the first field in
 * error. `text(path)` is what a TextField of a text value takes.
 */
export function usePathForm<F extends object>(initial: () => F, testIdPrefix: string) {
  const { t } = useTranslation('backoffice');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<F>(initial);
  const [checked, setChecked] = useState<PathErrors>({});
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [focusError, setFocusError] = useState(0);

  useEffect(() => {
    if (!focusError) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const under = (key: string, path: string) => key === path || key.startsWith(`${path}.`);
  function drop<E extends object>(errors: E, path: string): E {
    const keys = Object.keys(errors).filter((key) => under(key, path));
    if (keys.length === 0) return errors;
    const next = { ...errors };
    for (const key of keys) delete next[key as keyof E];
    return next;
  }

  /** Changes the values; the errors at (and under) `paths` go. */
  function update(next: (values: F) => F, ...paths: string[]) {
    setValues(next);
    setChecked((previous) => paths.reduce(drop, previous));
    setRefused((previous) => paths.reduce(drop, previous));
  }

  const set = (path: string, value: unknown) => update((previous) => setPath(previous, path, value), path);

  function errorOf(path: string): string | null {
    const key = checked[path];
    if (key) return t(key);
    const detail = refused[path];
    if (detail === undefined) return null;
    return detail ? `${t('engagement.err.server')} (${detail})` : t('engagement.err.server');
  }

  /** Whether any error is at or under `path` (a list's rows, a row's fields). */
  const hasErrorUnder = (path: string) => [...Object.keys(checked), ...Object.keys(refused)].some((key) => under(key, path));

  /** Shows what the form's check found; true when it found nothing. */
  function check(found: PathErrors): boolean {
    setChecked(found);
    setRefused({});
    const clean = Object.keys(found).length === 0;
    if (!clean) setFocusError((n) => n + 1);
    return clean;
  }

  /** Shows the server's refusal at the fields it names. */
  function refuse(error: unknown) {
    const { fields } = serverFieldErrors(error, pathsOf(values));
    setRefused(fields);
    if (Object.keys(fields).length) setFocusError((n) => n + 1);
  }

  function text(path: string) {
    const error = errorOf(path);
    return {
      name: path,
      value: String(getPath(values, path) ?? ''),
      onChange: (event: { target: { value: string } }) => set(path, event.target.value),
      autoComplete: 'off',
      error,
      'data-testid': testIdOf(testIdPrefix, path),
    };
  }

  return { formRef, values, setValues, update, set, errorOf, hasErrorUnder, check, refuse, text };
}

export type PathForm<F extends object> = ReturnType<typeof usePathForm<F>>;

/** A labelled text area in the look of the text fields. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...rest
}: { label: string; error?: string | null; hint?: ReactNode } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-gray-200">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn('pp-input-wrap min-h-20 w-full resize-y px-3 py-2 text-base text-white outline-none', error && 'pp-input-wrap--error')}
        {...rest}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * A text in the three languages under `path` (`title`, `tiers.0.name`; empty: the form's own
 * `nameTh`, `nameEn`, `nameVi`): Thai and English required; an empty Vietnamese falls back to
 * English on the player's page unless `allRequired`.
 */
export function NameFields<F extends object>({
  form,
  path,
  label,
  multiline = false,
  required = true,
  allRequired = false,
  maxLength = 160,
}: {
  form: PathForm<F>;
  path: string;
  label: string;
  multiline?: boolean;
  required?: boolean;
  allRequired?: boolean;
  maxLength?: number;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      {LANGUAGES.map((language) => {
        const key: NameKey = `name${language}`;
        const props = form.text(path ? `${path}.${key}` : key);
        const fieldLabel = t('engagement.form.inLanguage', { label, language: t(`engagement.language.${language}`) });
        const hint = language === 'Vi' && !allRequired ? t('engagement.form.viHint') : undefined;
        return multiline ? (
          <TextAreaField key={key} label={fieldLabel} {...props} hint={hint} maxLength={4000} />
        ) : (
          <TextField key={key} label={fieldLabel} {...props} hint={hint} maxLength={maxLength} required={allRequired || (required && language !== 'Vi')} />
        );
      })}
    </>
  );
}
