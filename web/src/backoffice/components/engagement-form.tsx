import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { cn } from '@/lib/cn';

import { describeStaffError } from '../api/errors';
import { useIsAdmin } from '../hooks/use-staff';

import { AdminFields } from './admin-only';
import { EngagementImageUpload } from './engagement-image-upload';
import { CheckRow, FieldMessage, FormSection, describedBy } from './form-controls';
import { LANGUAGES, getPath, pathsOf, serverFieldErrors, setPath, type NameKey, type PathErrors } from './engagement-model';
import { DismissibleNotice, Notice, type NoticeMessage } from './notice';
import { offsetOf } from './promotion-model';

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

  return { formRef, testIdPrefix, values, setValues, update, set, errorOf, hasErrorUnder, check, refuse, text };
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
        {rest.required ? <span aria-hidden="true" className="ms-0.5 text-primary-400">*</span> : null}
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

/** What a form's save needs: its check, the request, and what to do before and after it. */
interface SaveOptions<F extends object, R> {
  validate: (values: F) => PathErrors;
  save: (values: F) => Promise<R>;
  onMutate?: () => void;
  onSuccess: (saved: R) => void;
}

/**
 * A form's save: a submit runs the form's check first and sends the values only when it finds
 * nothing; the server's refusal shows at the fields it names.
 */
export function useFormSave<F extends object, R>(form: PathForm<F>, { validate, save, onMutate, onSuccess }: SaveOptions<F, R>) {
  const mutation = useMutation({
    mutationFn: () => save(form.values),
    onMutate,
    onSuccess,
    onError: (error) => form.refuse(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.reset();
    if (form.check(validate(form.values))) mutation.mutate();
  }

  return { mutation, submit };
}

/** What a form's buttons and refusal line read of its save. */
export interface FormSave {
  mutation: { isError: boolean; error: unknown; isPending: boolean };
  submit: (event: FormEvent) => void;
}

/** A new row (no `id`) is created, a saved one changed. */
export function createOrUpdate<B, R>(id: number | undefined, body: B, create: (body: B) => Promise<R>, update: (id: number, body: B) => Promise<R>): Promise<R> {
  return id === undefined ? create(body) : update(id, body);
}

/** What a form of one row of a list takes: its values, the row's id when it is saved already, and where to go next. */
export interface RowFormProps<F, R> {
  initial: F;
  id?: number;
  onSaved: (row: R) => void;
  onCancel: () => void;
}

/**
 * A settings form saved as a whole (the mini games, the ranks): what the server keeps goes into
 * `queryKey`'s cache and back into the form, and `savedText` says so.
 */
export function useSettingsForm<S, F extends object>({
  settings,
  formOf,
  testIdPrefix,
  queryKey,
  validate,
  save,
  savedText,
}: {
  settings: S;
  formOf: (settings: S) => F;
  testIdPrefix: string;
  queryKey: QueryKey;
  validate: (values: F) => PathErrors;
  save: (values: F) => Promise<S>;
  savedText: string;
}) {
  const queryClient = useQueryClient();
  const form = usePathForm(() => formOf(settings), testIdPrefix);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const saving = useFormSave(form, {
    validate,
    save,
    onMutate: () => setNotice(null),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKey, next);
      form.setValues(formOf(next));
      setNotice({ tone: 'success', text: savedText });
    },
  });
  return { form, saving, notice, dismissNotice: () => setNotice(null) };
}

/**
 * A form of path values (test ids `<prefix>-form`, `-save`, `-error`, `-notice`): its fields, then
 * the last notice when `onDismissNotice` is given, the refusal of the last save, and the buttons
 * (cancel too with `onCancel`). Every form of this shell saves through a call of the agent's
 * admin alone (engagement, content): other staff read its fields, disabled, without buttons.
 */
export function PathFormShell<F extends object>({
  form,
  saving,
  submitLabel,
  onCancel,
  notice = null,
  onDismissNotice,
  children,
}: {
  form: PathForm<F>;
  saving: FormSave;
  submitLabel?: string;
  onCancel?: () => void;
  notice?: NoticeMessage | null;
  onDismissNotice?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const admin = useIsAdmin();
  const { mutation, submit } = saving;
  const prefix = form.testIdPrefix;
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid={`${prefix}-form`}>
      <AdminFields noteTestId={`${prefix}-admin-only`}>{children}</AdminFields>
      {onDismissNotice ? <DismissibleNotice notice={notice} onDismiss={onDismissNotice} testId={`${prefix}-notice`} /> : null}
      {mutation.isError ? (
        <Notice tone="error" testId={`${prefix}-error`}>
          {describeStaffError(mutation.error, t)}
        </Notice>
      ) : null}
      {admin ? (
        <div className={onCancel ? 'flex flex-wrap justify-end gap-2' : 'flex justify-end'}>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel} disabled={mutation.isPending}>
              {t('app.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={mutation.isPending} data-testid={`${prefix}-save`}>
            {submitLabel ?? t('engagement.form.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** The "active" box of a row's form (`<prefix>-active`). */
export function ActiveCheck<F extends { active: boolean }>({ form, hint }: { form: PathForm<F>; hint: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <CheckRow
      label={t('engagement.form.active')}
      hint={hint}
      checked={form.values.active}
      onChange={(checked) => form.set('active', checked)}
      testId={testIdOf(form.testIdPrefix, 'active')}
    />
  );
}

/** The picture of a row's form (`<prefix>-image`), sent as soon as it is picked. */
export function ImageField<F extends { imageUrl: string }>({ form }: { form: PathForm<F> }) {
  const { t } = useTranslation('backoffice');
  return (
    <EngagementImageUpload
      label={t('engagement.image.label')}
      value={form.values.imageUrl}
      onChange={(url) => form.set('imageUrl', url)}
      error={form.errorOf('imageUrl')}
      testId={testIdOf(form.testIdPrefix, 'image')}
    />
  );
}

/**
 * A form's card with the period (`startsAt`, `endsAt`, in the staff's clock; the note names its
 * offset from UTC), then the card's other fields.
 */
export function PeriodSection<F extends { startsAt: string }>({ form, title, children }: { form: PathForm<F>; title: string; children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const { startsAt } = form.values;
  const offset = offsetOf(startsAt ? new Date(startsAt) : new Date());
  return (
    <FormSection title={title} note={t('engagement.form.periodNote', { offset })}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('engagement.form.startsAt')} {...form.text('startsAt')} type="datetime-local" required />
        <TextField label={t('engagement.form.endsAt')} {...form.text('endsAt')} type="datetime-local" required />
      </div>
      {children}
    </FormSection>
  );
}

/** A select's options: "none" first, then `items`; a chosen id no longer among them stays as `#id`. */
export function optionsWith(none: string, items: readonly { value: string; label: string }[], chosen: string) {
  const options = [{ value: '', label: none }, ...items];
  if (chosen && !options.some((o) => o.value === chosen)) options.push({ value: chosen, label: `#${chosen}` });
  return options;
}
