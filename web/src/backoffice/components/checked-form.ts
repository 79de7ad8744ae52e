import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { BackofficeKey } from '@/locales';

/** The errors a form's check (or the server) found, as text keys by field. */
export type FieldErrors<F extends string> = Partial<Record<F, BackofficeKey>>;

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The values of a form checked when it is sent, and the errors that check found. `field(name)`
 * is what a TextField of a text value takes: its name, value and change, no autofill, and its
 * error in the staff's language. With `clearErrorOnEdit`, changing a value drops its error.
 */
export function useCheckedForm<V extends object>(initial: () => V, { clearErrorOnEdit = false } = {}) {
  const { t } = useTranslation('backoffice');
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});

  function set(patch: Partial<V>) {
    setValues((previous) => ({ ...previous, ...patch }));
    if (!clearErrorOnEdit) return;
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(patch)) delete next[key as keyof V & string];
      return next;
    });
  }

  function field<K extends TextKeys<V>>(name: K) {
    const error = errors[name];
    return {
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [name]: event.target.value } as Partial<V>),
      autoComplete: 'off',
      error: error ? t(error) : null,
    };
  }

  return { values, set, reset: () => setValues(initial()), errors, setErrors, field };
}

/**
 * The focus after a refused submit: `focusFirstError()` moves it (and the view) to the first
 * field of `formRef`'s form that is in error.
 */
export function useErrorFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (!refusals) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const focusFirstError = useCallback(() => setRefusals((n) => n + 1), []);
  return { formRef, focusFirstError };
}

/**
 * A checked form's submit and the server's refusal of it. `onSubmit(check, send)` is the form's
 * submit handler: it shows what the form's own check found, the focus on the first field in
 * error, and sends only when it found nothing. `refuse(error)` (a mutation's `onError`) puts the
 * refusal at the fields `place` finds in it, else keeps it as `refusal`, for a line under the
 * form; a new submit clears it.
 */
export function useCheckedSubmit<F extends string>(
  setErrors: (errors: FieldErrors<F>) => void,
  place: (error: unknown) => FieldErrors<F> | null,
) {
  const { formRef, focusFirstError } = useErrorFocus();
  const [refusal, setRefusal] = useState<unknown>(null);

  function refuse(error: unknown) {
    const placed = place(error);
    setErrors(placed ?? {});
    setRefusal(placed ? null : error);
    if (placed) focusFirstError();
  }

  const onSubmit = (check: () => FieldErrors<F>, send: () => void) => (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    send();
  };

  return { formRef, refusal, refuse, onSubmit };
}
