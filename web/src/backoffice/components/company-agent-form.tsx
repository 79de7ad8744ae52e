import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api';
import { currencyDecimals } from '@/lib/money';

import { companyApi, companyKeys } from '../api/company-api';
import { describeStaffError } from '../api/errors';
import { BO_PATHS } from '../paths';
import type { CompanyOptions } from '../types';

import { useCheckedForm, useCheckedSubmit } from './checked-form';
import {
  checkNewAgent,
  countryOf,
  defaultLimits,
  DOMAINS_MAX,
  emptyNewAgent,
  GAME_KEY_LENGTH,
  NEW_AGENT_FIELDS,
  newAgentBodyOf,
  PREFIX_LENGTH,
  refusedFields,
  TRUEMONEY_CURRENCY,
  type NewAgentField,
} from './company-model';
import { TextAreaField } from './engagement-form';
import { FormSection, SelectField, Switch } from './form-controls';
import { limitsFormOf, EXPIRY_MINUTES, TURN_MAX, type LimitsField } from './money-setup-model';
import { NewPasswordFields } from './new-password-fields';
import { Notice } from './notice';
import { USERNAME_LENGTH } from './team-model';

/** What the agent page says after it was opened by a new agent's creation (router state). */
export interface CreatedState {
  created: string;
}

/** A titled group of limit fields, as the back office's own limits form has them. */
function LimitsGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex min-w-0 flex-col gap-3 border-t border-white/10 pt-4 first:border-0 first:pt-0">
      <h3 id={id} className="text-sm font-semibold text-white">
        {title}
      </h3>
      {children}
    </div>
  );
}

/**
 * A new agent in one go (`POST backoffice/company/agents`): its site, country, game upstream,
 * limits (or its currency's defaults) and first admin. Checked here as the server would; the
 * server's refusals show at the fields it names. Made, it opens the agent's page.
 */
export function NewAgentForm({ options }: { options: CompanyOptions }) {
  const { t, i18n } = useTranslation('backoffice');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { values, set, errors, setErrors, field } = useCheckedForm(() => emptyNewAgent(options), { clearErrorOnEdit: true });
  const { formRef, refusal, refuse, onSubmit } = useCheckedSubmit(setErrors, (error) => refusedFields(error, NEW_AGENT_FIELDS));
  const currency = countryOf(options, values.countryCode)?.currencyCode ?? '';
  const create = useMutation({
    mutationFn: companyApi.create,
    onSuccess: async (agent) => {
      queryClient.setQueryData(companyKeys.agent(agent.prefix), agent);
      await queryClient.invalidateQueries({ queryKey: companyKeys.agentLists() });
      navigate(BO_PATHS.companyAgent(agent.prefix), { state: { created: agent.prefix } satisfies CreatedState });
    },
    onError: refuse,
  });

  /** A field's error in the user's words; the server's own words after a value it refused without a rule of ours. */
  function message(name: NewAgentField): string | null {
    const key = errors[name];
    if (!key) return null;
    const detail = key === 'company.err.server' && isApiError(create.error) && create.error.msg ? ` (${create.error.msg})` : '';
    return t(key, { max: TURN_MAX, min: EXPIRY_MINUTES[0], longest: EXPIRY_MINUTES[1] }) + detail;
  }

  const text = (name: NewAgentField) => ({ ...field(name), error: message(name) });

  function chooseCountry(countryCode: string) {
    const next = countryOf(options, countryCode)?.currencyCode ?? '';
    // Amounts of one currency mean nothing in another: the new one's usual limits.
    set(next === currency ? { countryCode } : { countryCode, ...limitsFormOf(defaultLimits(next)) });
  }

  const submit = onSubmit(
    () => checkNewAgent(values, currency),
    () => create.mutate(newAgentBodyOf(values, currency)),
  );

  const amount = (name: LimitsField, label: string) => (
    <TextField
      {...text(name)}
      label={`${label} (${currency})`}
      inputMode={currencyDecimals(currency) > 0 ? 'decimal' : 'numeric'}
      maxLength={20}
      data-testid={`bo-co-limits-${name}`}
      required
    />
  );
  const language = i18n.language;
  const countryOptions = options.countries.map((country) => ({
    value: country.code,
    label: `${(language === 'th' ? country.nameTh : country.nameEn) || country.code} (${country.currencyCode})`,
  }));

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="bo-co-new-form" aria-label={t('company.form.title')}>
      <FormSection title={t('company.form.site')} note={t('company.form.siteNote')} testId="bo-co-section-site">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            {...text('prefix')}
            label={t('company.form.prefix')}
            hint={t('company.form.prefixHint', { min: PREFIX_LENGTH[0], max: PREFIX_LENGTH[1] })}
            maxLength={PREFIX_LENGTH[1]}
            autoCapitalize="characters"
            spellCheck={false}
            data-testid="bo-co-prefix"
            required
          />
          <SelectField
            label={t('company.form.layout')}
            options={options.layouts.map((layout) => ({ value: layout, label: layout }))}
            value={values.layout}
            onChange={(e) => set({ layout: e.target.value })}
            error={message('layout')}
            testId="bo-co-layout"
            required
          />
        </div>
        <TextAreaField
          label={t('company.form.domains')}
          name="domains"
          value={values.domains}
          onChange={(e) => set({ domains: e.target.value })}
          error={message('domains')}
          hint={t('company.form.domainsHint', { max: DOMAINS_MAX })}
          rows={3}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          placeholder="example.com"
          data-testid="bo-co-domains"
          required
        />
      </FormSection>

      <FormSection title={t('company.form.country')} note={t('company.form.countryNote')} testId="bo-co-section-country">
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label={t('company.form.country')}
            options={countryOptions}
            value={values.countryCode}
            onChange={(e) => chooseCountry(e.target.value)}
            error={message('countryCode')}
            hint={currency ? t('company.form.currencyValue', { currency }) : null}
            testId="bo-co-country"
            required
          />
          {currency === TRUEMONEY_CURRENCY ? (
            <TextField
              {...text('truemoneyMobile')}
              type="tel"
              inputMode="tel"
              label={t('company.form.truemoney')}
              hint={t('company.form.truemoneyHint')}
              maxLength={20}
              data-testid="bo-co-truemoney"
            />
          ) : null}
        </div>
      </FormSection>

      <FormSection title={t('company.form.games')} note={t('company.form.gamesNote')} testId="bo-co-section-games">
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField
            label={t('company.form.gameCompany')}
            options={options.gameCompanies.map((company) => ({ value: company, label: company }))}
            value={values.gameCompany}
            onChange={(e) => set({ gameCompany: e.target.value })}
            error={message('gameCompany')}
            testId="bo-co-game-company"
            required
          />
          <TextField
            {...text('gameUsername')}
            label={t('company.form.gameUsername')}
            hint={t('company.form.gameUsernameHint')}
            maxLength={64}
            autoCapitalize="none"
            spellCheck={false}
            data-testid="bo-co-game-username"
          />
          <TextField
            {...text('gameApiKey')}
            label={t('company.form.gameApiKey')}
            hint={t('company.form.gameApiKeyHint', { min: GAME_KEY_LENGTH[0], max: GAME_KEY_LENGTH[1] })}
            maxLength={GAME_KEY_LENGTH[1]}
            autoCapitalize="none"
            spellCheck={false}
            data-testid="bo-co-game-key"
          />
        </div>
      </FormSection>

      <FormSection title={t('company.form.limits')} note={t('company.form.limitsNote')} testId="bo-co-section-limits">
        <div className="flex items-start justify-between gap-4 rounded-xl border border-white/10 px-3 py-2.5">
          <div className="flex min-w-0 flex-col gap-0.5">
            <span className="text-sm font-medium text-white">
              {t('company.form.setLimits')}
            </span>
            <span className="text-xs text-gray-400">{t('company.form.setLimitsHint', { currency })}</span>
          </div>
          <Switch
            checked={values.setLimits}
            label={t('company.form.setLimits')}
            onChange={(setLimits) => set({ setLimits })}
            testId="bo-co-set-limits"
          />
        </div>
        {values.setLimits ? (
          <div className="flex flex-col gap-4" data-testid="bo-co-limits">
            <LimitsGroup title={t('limits.deposit')}>
              <div className="grid grid-cols-2 gap-3 sm:gap-4">
                {amount('minimumDeposit', t('limits.minimum'))}
                {amount('maximumDeposit', t('limits.maximum'))}
              </div>
              <TextField
                {...text('depositExpiryMinutes')}
                label={t('limits.depositExpiryMinutes')}
                inputMode="numeric"
                maxLength={4}
                hint={t('limits.expiryHint', { min: EXPIRY_MINUTES[0], longest: EXPIRY_MINUTES[1] })}
                data-testid="bo-co-limits-depositExpiryMinutes"
                required
              />
            </LimitsGroup>
            <LimitsGroup title={t('limits.withdraw')}>
              <div className="grid grid-cols-2 gap-3 sm:gap-4">
                {amount('minimumWithdraw', t('limits.minimum'))}
                {amount('maximumWithdraw', t('limits.maximum'))}
              </div>
              <TextField
                {...text('turn')}
                label={t('limits.turn')}
                inputMode="decimal"
                maxLength={6}
                hint={t('limits.turnHint', { max: TURN_MAX })}
                data-testid="bo-co-limits-turn"
                required
              />
            </LimitsGroup>
            <LimitsGroup title={t('limits.credit')}>
              <div className="grid gap-4 sm:grid-cols-2">{amount('maximumCreditBalance', t('limits.maximumCreditBalance'))}</div>
            </LimitsGroup>
          </div>
        ) : null}
      </FormSection>

      <FormSection title={t('company.form.admin')} note={t('company.form.adminNote')} testId="bo-co-section-admin">
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            {...text('username')}
            label={t('company.form.username')}
            hint={t('team.usernameRule', { min: USERNAME_LENGTH[0], max: USERNAME_LENGTH[1] })}
            maxLength={USERNAME_LENGTH[1]}
            autoCapitalize="none"
            spellCheck={false}
            data-testid="bo-co-admin-username"
            required
          />
          <NewPasswordFields
            password={text('password')}
            confirm={text('confirm')}
            labels={{ password: t('company.form.password'), confirm: t('company.form.confirm') }}
            testIds={{ password: 'bo-co-admin-password', confirm: 'bo-co-admin-confirm' }}
          />
        </div>
      </FormSection>

      {refusal ? (
        <Notice tone="error" testId="bo-co-new-error">
          {describeStaffError(refusal, t)}
        </Notice>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={create.isPending} data-testid="bo-co-create">
          {t('company.form.submit')}
        </Button>
      </div>
    </form>
  );
}
