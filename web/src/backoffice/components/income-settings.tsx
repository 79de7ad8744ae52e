import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { currencyDecimals } from '@/lib/money';

import { describeStaffError } from '../api/errors';
import { incomeApi, incomeKeys, incomeSettingsQuery } from '../api/income-api';
import { useCurrency, useIsAdmin } from '../hooks/use-staff';
import type { IncomeSettings } from '../types';

import { AdminFields } from './admin-only';
import { CheckRow, ChoiceField, FormSection, SelectField } from './form-controls';
import {
  bodyOf,
  formOf,
  MAX_LEVELS,
  MAX_RATES,
  nextRate,
  RATE_CATEGORIES,
  serverErrors,
  validate,
  type ProgramForm,
  type RateRow,
  type SettingsErrors,
  type SettingsForm,
} from './income-model';
import { GAME_CATEGORIES } from './promotion-model';
import { Notice } from './notice';
import { SettingsSection } from './settings-section';

/** The test id of a field: its path with dashes (`bo-income-affiliate-levels-0-rates-1-percent`). */
const testIdOf = (path: string) => `bo-income-${path.replace(/\./g, '-')}`;

type Errors = SettingsErrors;

/** The text of a field's error, if it has one. */
function useErrorText(errors: Errors) {
  const { t } = useTranslation('backoffice');
  return (path: string) => {
    const key = errors[path];
    return key ? t(key) : null;
  };
}

function Figure({
  path,
  label,
  value,
  onChange,
  errors,
  hint,
}: {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
  hint?: string;
}) {
  const errorText = useErrorText(errors);
  return (
    <TextField
      label={label}
      name={path}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputMode="decimal"
      autoComplete="off"
      error={errorText(path)}
      hint={hint}
      data-testid={testIdOf(path)}
      required
    />
  );
}

/** A list of rates, one per category. */
function RatesEditor({
  path,
  rows,
  onChange,
  errors,
  label,
}: {
  path: string;
  rows: RateRow[];
  onChange: (rows: RateRow[]) => void;
  errors: Errors;
  label: string;
}) {
  const { t } = useTranslation('backoffice');
  const errorText = useErrorText(errors);
  const options = RATE_CATEGORIES.map((c) => ({ value: c, label: c === 'all' ? t('income.settings.allCategories') : t(`category.${c}`) }));
  const set = (i: number, patch: Partial<RateRow>) => onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <fieldset className="flex flex-col gap-2" data-testid={testIdOf(path)}>
      <legend className="mb-1.5 text-sm font-medium text-gray-200">{label}</legend>
      {errorText(path) ? (
        <p role="alert" className="text-sm text-red-400" data-testid={`${testIdOf(path)}-error`}>
          {errorText(path)}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="text-sm text-gray-400">{t('income.settings.noRates')}</p> : null}
      {rows.map((row, i) => (
        <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
          <SelectField
            label={t('income.settings.category')}
            value={row.category}
            onChange={(e) => set(i, { category: e.target.value })}
            options={options.some((o) => o.value === row.category) ? options : [...options, { value: row.category, label: row.category }]}
            error={errorText(`${path}.${i}.category`)}
            testId={testIdOf(`${path}.${i}.category`)}
          />
          <TextField
            label={t('income.settings.percent')}
            name={`${path}.${i}.percent`}
            value={row.percent}
            onChange={(e) => set(i, { percent: e.target.value })}
            inputMode="decimal"
            autoComplete="off"
            error={errorText(`${path}.${i}.percent`)}
            data-testid={testIdOf(`${path}.${i}.percent`)}
            required
          />
          <Button
            variant="ghost"
            size="sm"
            className="mt-7 h-10"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
            aria-label={t('income.settings.removeRate', { n: i + 1 })}
            data-testid={testIdOf(`${path}.${i}.remove`)}
          >
            ×
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={rows.length >= MAX_RATES}
          onClick={() => onChange([...rows, nextRate(rows)])}
          data-testid={testIdOf(`${path}.add`)}
        >
          {t('income.settings.addRate')}
        </Button>
      </div>
    </fieldset>
  );
}

/** The fields every program has: on/off, minimum withdrawal, turnover multiple. */
function ProgramFields<P extends ProgramForm>({
  name,
  program,
  set,
  errors,
  currency,
  withMinimum = true,
}: {
  name: string;
  program: P;
  set: (patch: Partial<P>) => void;
  errors: Errors;
  currency: string;
  withMinimum?: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const money = currency ? ` (${currency})` : '';
  return (
    <>
      <CheckRow
        label={t('income.settings.enabled')}
        hint={t('income.settings.enabledHint')}
        checked={program.enabled}
        onChange={(enabled) => set({ enabled } as Partial<P>)}
        testId={testIdOf(`${name}.enabled`)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {withMinimum ? (
          <Figure
            path={`${name}.minimumWithdraw`}
            label={`${t('income.settings.minimumWithdraw')}${money}`}
            hint={t('income.settings.minimumWithdrawHint')}
            value={program.minimumWithdraw}
            onChange={(minimumWithdraw) => set({ minimumWithdraw } as Partial<P>)}
            errors={errors}
          />
        ) : null}
        <Figure
          path={`${name}.turnover`}
          label={t('income.settings.turnover')}
          hint={t('income.settings.turnoverHint')}
          value={program.turnover}
          onChange={(turnover) => set({ turnover } as Partial<P>)}
          errors={errors}
        />
      </div>
    </>
  );
}

/** A program's card, with what the server refused in it that no field shows. */
function ProgramCard({ name, title, note, errors, children }: { name: string; title: string; note: string; errors: Errors; children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const refused = errors[name];
  return (
    <FormSection title={title} note={note} testId={testIdOf(name)}>
      {refused ? (
        <Notice tone="error" testId={`${testIdOf(name)}-error`}>
          {t(refused)}
        </Notice>
      ) : null}
      {children}
    </FormSection>
  );
}

/** Every program's fields, saved whole; read only but for the agent's admin. */
function SettingsFormView({ settings, onSaved }: { settings: IncomeSettings; onSaved: (next: IncomeSettings) => void }) {
  const { t } = useTranslation('backoffice');
  const admin = useIsAdmin();
  const currency = useCurrency();
  const decimals = currencyDecimals(currency);
  const [initial] = useState(() => formOf(settings));
  const [form, setForm] = useState<SettingsForm>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const errorText = useErrorText(errors);
  const money = currency ? ` (${currency})` : '';

  const save = useMutation({
    mutationFn: incomeApi.saveSettings,
    onSuccess: onSaved,
    onError: (error) => setErrors(serverErrors(error, form)),
  });

  const dirty = JSON.stringify(form) !== JSON.stringify(initial);

  function update<K extends keyof SettingsForm>(name: K, patch: Partial<SettingsForm[K]>) {
    setForm((previous) => ({ ...previous, [name]: { ...previous[name], ...patch } }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(form, decimals);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(bodyOf(form, decimals));
  }

  const { affiliate, alliance, returnLost, rolling, rebate, birthday } = form;
  const setLevels = (levels: RateRow[][]) => update('affiliate', { levels });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="bo-income-settings-form">
      <AdminFields noteTestId="bo-income-settings-admin-only">
        <ProgramCard name="affiliate" title={t('income.kind.affiliate')} note={t('income.settings.affiliateNote')} errors={errors}>
          <ProgramFields name="affiliate" program={affiliate} set={(p) => update('affiliate', p)} errors={errors} currency={currency} />
          <ChoiceField
            legend={t('income.settings.basis')}
            value={affiliate.basis}
            onChange={(basis) => update('affiliate', { basis })}
            error={errorText('affiliate.basis')}
            options={[
              { value: 'turnover', label: t('income.settings.basisTurnover') },
              { value: 'netLoss', label: t('income.settings.basisNetLoss') },
            ]}
            testId={testIdOf('affiliate.basis')}
          />
          <div className="flex flex-col gap-3">
            <div>
              <p className="text-sm font-medium text-gray-200">{t('income.settings.levels')}</p>
              <p className="text-xs text-gray-400">{t('income.settings.levelsHint')}</p>
            </div>
            {affiliate.levels.length === 0 ? <p className="text-sm text-gray-400">{t('income.settings.noLevels')}</p> : null}
            {affiliate.levels.map((rows, i) => (
              <div key={i} className="rounded-xl border border-white/10 p-3" data-testid={testIdOf(`affiliate.levels.${i}`)}>
                <div className="mb-2 flex items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-white">{t('income.settings.level', { level: i + 1 })}</h3>
                  {i === affiliate.levels.length - 1 ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setLevels(affiliate.levels.slice(0, -1))}
                      data-testid={testIdOf(`affiliate.levels.${i}.remove`)}
                    >
                      {t('income.settings.removeLevel', { level: i + 1 })}
                    </Button>
                  ) : null}
                </div>
                <RatesEditor
                  path={`affiliate.levels.${i}.rates`}
                  label={t('income.settings.levelRates')}
                  rows={rows}
                  onChange={(next) => setLevels(affiliate.levels.map((r, j) => (j === i ? next : r)))}
                  errors={errors}
                />
              </div>
            ))}
            <div>
              <Button
                variant="outline"
                size="sm"
                disabled={affiliate.levels.length >= MAX_LEVELS}
                onClick={() => setLevels([...affiliate.levels, [nextRate([])]])}
                data-testid={testIdOf('affiliate.levels.add')}
              >
                {t('income.settings.addLevel')}
              </Button>
            </div>
          </div>
        </ProgramCard>

        <ProgramCard name="alliance" title={t('income.kind.alliance')} note={t('income.settings.allianceNote')} errors={errors}>
          <ProgramFields name="alliance" program={alliance} set={(p) => update('alliance', p)} errors={errors} currency={currency} />
        </ProgramCard>

        <ProgramCard name="returnLost" title={t('income.kind.returnLost')} note={t('income.settings.returnLostNote')} errors={errors}>
          <ProgramFields name="returnLost" program={returnLost} set={(p) => update('returnLost', p)} errors={errors} currency={currency} />
          <ChoiceField
            legend={t('income.settings.period')}
            value={returnLost.period}
            onChange={(period) => update('returnLost', { period })}
            error={errorText('returnLost.period')}
            options={[
              { value: 'day', label: t('income.settings.periodDay') },
              { value: 'week', label: t('income.settings.periodWeek') },
            ]}
            testId={testIdOf('returnLost.period')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Figure
              path="returnLost.rate"
              label={t('income.settings.rate')}
              value={returnLost.rate}
              onChange={(rate) => update('returnLost', { rate })}
              errors={errors}
            />
            <Figure
              path="returnLost.minimumLoss"
              label={`${t('income.settings.minimumLoss')}${money}`}
              hint={t('income.settings.minimumLossHint')}
              value={returnLost.minimumLoss}
              onChange={(minimumLoss) => update('returnLost', { minimumLoss })}
              errors={errors}
            />
            <Figure
              path="returnLost.maximum"
              label={`${t('income.settings.maximum')}${money}`}
              hint={t('income.settings.maximumHint')}
              value={returnLost.maximum}
              onChange={(maximum) => update('returnLost', { maximum })}
              errors={errors}
            />
            <Figure
              path="returnLost.expiryDays"
              label={t('income.settings.expiryDays')}
              hint={t('income.settings.expiryDaysHint')}
              value={returnLost.expiryDays}
              onChange={(expiryDays) => update('returnLost', { expiryDays })}
              errors={errors}
            />
          </div>
          <fieldset className="flex flex-col gap-1.5" data-testid={testIdOf('returnLost.categories')}>
            <legend className="mb-1.5 text-sm font-medium text-gray-200">{t('income.settings.categories')}</legend>
            <div className="flex flex-wrap gap-2">
              {GAME_CATEGORIES.map((category) => (
                <label key={category} className="flex cursor-pointer items-center gap-2 rounded-xl border border-white/10 px-3 py-2 text-sm text-gray-200">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary-500"
                    checked={returnLost.categories.includes(category)}
                    onChange={(e) =>
                      update('returnLost', {
                        categories: e.target.checked
                          ? [...returnLost.categories, category]
                          : returnLost.categories.filter((c) => c !== category),
                      })
                    }
                    data-testid={testIdOf(`returnLost.categories.${category}`)}
                  />
                  {t(`category.${category}`)}
                </label>
              ))}
            </div>
            {errors['returnLost.categories'] ? (
              <p role="alert" className="text-sm text-red-400">
                {t(errors['returnLost.categories'])}
              </p>
            ) : (
              <p className="text-xs text-gray-400">{t('income.settings.categoriesHint')}</p>
            )}
          </fieldset>
        </ProgramCard>

        {(['rolling', 'rebate'] as const).map((name) => (
          <ProgramCard key={name} name={name} title={t(`income.kind.${name}`)} note={t(`income.settings.${name}Note`)} errors={errors}>
            <ProgramFields name={name} program={form[name]} set={(p) => update(name, p)} errors={errors} currency={currency} />
            <RatesEditor
              path={`${name}.rates`}
              label={t('income.settings.percent')}
              rows={(name === 'rolling' ? rolling : rebate).rates}
              onChange={(rates) => update(name, { rates })}
              errors={errors}
            />
          </ProgramCard>
        ))}

        <ProgramCard name="birthday" title={t('income.settings.birthday')} note={t('income.settings.birthdayNote')} errors={errors}>
          <ProgramFields name="birthday" program={birthday} set={(p) => update('birthday', p)} errors={errors} currency={currency} withMinimum={false} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Figure
              path="birthday.amount"
              label={`${t('income.settings.amount')}${money}`}
              value={birthday.amount}
              onChange={(amount) => update('birthday', { amount })}
              errors={errors}
            />
          </div>
        </ProgramCard>
      </AdminFields>

      {save.isError ? (
        <Notice tone="error" testId="bo-income-settings-error">
          {describeStaffError(save.error, t)}
        </Notice>
      ) : null}

      {admin ? (
        <div className="sticky bottom-0 flex justify-end border-t border-white/10 bg-gray-950/90 py-3 backdrop-blur">
          <Button type="submit" loading={save.isPending} disabled={!dirty} data-testid="bo-income-settings-save">
            {t('income.settings.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** Every income program of the agent (docs/income.md §2): one form, saved whole. */
export function IncomeSettingsSection() {
  const { t } = useTranslation('backoffice');
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const settings = useQuery(incomeSettingsQuery());
  const [version, setVersion] = useState(0);

  return (
    <SettingsSection
      testId="bo-income-settings"
      noticeTestId="bo-income-settings-notice"
      title={t('income.settings.title')}
      note={t('income.settings.note', { currency: currency || '—' })}
      query={settings}
    >
      {(data, setNotice) => (
        <SettingsFormView
          key={version}
          settings={data}
          onSaved={(next) => {
            queryClient.setQueryData(incomeKeys.settings(), next);
            setVersion((v) => v + 1);
            setNotice({ tone: 'success', text: t('income.settings.saved') });
          }}
        />
      )}
    </SettingsSection>
  );
}
