import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { CloseIcon } from '@/components/ui/icons';
import { buttonBackground, buttonVarNames, type ButtonKind } from '@/features/theme';
import { cn } from '@/lib/cn';

import type { PathForm } from './engagement-form';
import { setPath } from './engagement-model';
import { ChoiceField, CheckRow, describedBy, FieldMessage, FormSection } from './form-controls';
import {
  BUTTON_MODES,
  FLOATING_BUTTONS,
  MAX_COLORS,
  MIN_COLORS,
  TEMPLATE_BUTTONS,
  templatePath,
  withButtonMode,
  type ButtonForm,
  type TemplateButtonKey,
  type TemplateForm,
} from './template-model';

const COLOR = /^#[0-9a-fA-F]{6}$/;

/** A colour as `#rrggbb`: the browser's picker beside the text, either one edits it. */
export function ColorField({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  testId: string;
}) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-200">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={COLOR.test(value.trim()) ? value.trim().toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          aria-label={t('template.button.pick', { label })}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-white/10 bg-transparent p-1"
          data-testid={`${testId}-picker`}
        />
        <div className={cn('pp-input-wrap min-w-0 flex-1', error && 'pp-input-wrap--error')}>
          <input
            id={id}
            className="pp-input font-mono"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            placeholder="#rrggbb"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error)}
            data-testid={testId}
          />
        </div>
      </div>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

const KINDS: Record<TemplateButtonKey, ButtonKind> = { confirmButton: 'confirm', cancelButton: 'cancel', primaryButton: 'primary' };

/** The button as the site paints it: the same tokens the player's pages read (features/theme). */
function ButtonSample({ kind, button, label }: { kind: ButtonKind; button: ButtonForm; label: string }) {
  const names = buttonVarNames(kind);
  const background = buttonBackground(button);
  const style = { [names.bg]: background ?? undefined, [names.fg]: button.fontColor } as CSSProperties;
  return (
    <span className={cn('pp-btn pp-btn--md pointer-events-none', `pp-btn--${kind}`)} style={style} aria-hidden="true">
      {label}
    </span>
  );
}

/** One template button: its mode, and the colours that mode uses, with a sample. */
function ButtonEditor({ form, buttonKey }: { form: PathForm<TemplateForm>; buttonKey: TemplateButtonKey }) {
  const { t } = useTranslation('backoffice');
  const path = templatePath(buttonKey);
  const button = form.values.templateSetting.template[buttonKey];
  const testId = `template-${buttonKey}`;
  const label = t(`template.button.${buttonKey}`);
  const setColors = (colors: string[]) => form.update((v) => setPath(v, `${path}.colors`, colors), `${path}.colors`);
  const colorsError = form.errorOf(`${path}.colors`);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-white/10 p-3" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-white">{label}</h3>
        {button.mode === 'default' ? (
          <span className="text-xs text-gray-400">{t('template.button.defaultNote')}</span>
        ) : (
          <ButtonSample kind={KINDS[buttonKey]} button={button} label={t('template.button.sample')} />
        )}
      </div>
      <ChoiceField
        legend={t('template.button.mode')}
        value={button.mode}
        onChange={(mode) => form.update((v) => setPath(v, path, withButtonMode(button, mode)), path)}
        options={BUTTON_MODES.map((mode) => ({ value: mode, label: t(`template.button.modes.${mode}`) }))}
        testId={`${testId}-mode`}
      />
      {button.mode === 'single' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <ColorField label={t('template.button.color')} {...colorProps(form, `${path}.color`, `${testId}-color`)} />
          <ColorField label={t('template.button.fontColor')} {...colorProps(form, `${path}.fontColor`, `${testId}-fontColor`)} />
        </div>
      ) : null}
      {button.mode === 'gradient' ? (
        <>
          <fieldset className="flex flex-col gap-2" data-testid={`${testId}-colors`}>
            <legend className="mb-1.5 text-sm font-medium text-gray-200">{t('template.button.colors')}</legend>
            {colorsError ? (
              <p role="alert" className="text-sm text-red-400">
                {colorsError}
              </p>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              {button.colors.map((_, i) => (
                <div key={i} className="flex items-end gap-1">
                  <div className="min-w-0 flex-1">
                    <ColorField label={t('template.button.colorN', { n: i + 1 })} {...colorProps(form, `${path}.colors.${i}`, `${testId}-colors-${i}`)} />
                  </div>
                  <button
                    type="button"
                    onClick={() => setColors(button.colors.filter((__, j) => j !== i))}
                    disabled={button.colors.length <= MIN_COLORS}
                    aria-label={t('template.button.removeColor', { n: i + 1 })}
                    title={t('template.button.removeColor', { n: i + 1 })}
                    className="mb-0.5 grid size-9 shrink-0 place-items-center rounded-lg text-gray-400 hover:bg-white/5 hover:text-red-300 disabled:opacity-40"
                    data-testid={`${testId}-colors-${i}-remove`}
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </div>
              ))}
            </div>
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setColors([...button.colors, button.colors.at(-1) ?? button.color])}
                disabled={button.colors.length >= MAX_COLORS}
                data-testid={`${testId}-colors-add`}
              >
                {t('template.button.addColor')}
              </Button>
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label={t('template.button.deg')} {...form.text(`${path}.deg`)} inputMode="numeric" maxLength={3} data-testid={`${testId}-deg`} />
            <ColorField label={t('template.button.fontColor')} {...colorProps(form, `${path}.fontColor`, `${testId}-fontColor`)} />
          </div>
        </>
      ) : null}
    </div>
  );
}

function colorProps(form: PathForm<TemplateForm>, path: string, testId: string) {
  const { value, onChange, error } = form.text(path);
  return { value, onChange: (next: string) => onChange({ target: { value: next } }), error, testId };
}

/** The three template buttons. */
export function ButtonsSection({ form }: { form: PathForm<TemplateForm> }) {
  const { t } = useTranslation('backoffice');
  return (
    <FormSection title={t('template.section.buttons')} note={t('template.section.buttonsNote')} testId="template-buttons">
      {TEMPLATE_BUTTONS.map((key) => (
        <ButtonEditor key={key} form={form} buttonKey={key} />
      ))}
    </FormSection>
  );
}

/** The four floating contact buttons: each shown or not, and its link. */
export function ContactsSection({ form }: { form: PathForm<TemplateForm> }) {
  const { t } = useTranslation('backoffice');
  const template = form.values.templateSetting.template;
  return (
    <FormSection title={t('template.section.contacts')} note={t('template.section.contactsNote')} testId="template-contacts">
      <div className="grid gap-4 md:grid-cols-2">
        {FLOATING_BUTTONS.map(({ key, flag, url }) => {
          const name = t(`template.contact.${key}`);
          return (
            <div key={key} className="flex flex-col gap-2">
              <CheckRow
                label={t('template.contact.show', { name })}
                checked={template[flag]}
                onChange={(checked) => form.update((v) => setPath(v, templatePath(flag), checked), templatePath(url))}
                testId={`template-${flag}`}
              />
              <TextField
                label={t('template.contact.link', { name })}
                {...form.text(templatePath(url))}
                type="url"
                inputMode="url"
                placeholder="https://"
                hint={t('template.contact.linkHint')}
                required={template[flag]}
                data-testid={`template-${url}`}
              />
            </div>
          );
        })}
      </div>
    </FormSection>
  );
}
