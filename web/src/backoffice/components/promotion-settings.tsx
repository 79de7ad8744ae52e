import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { currencyDecimals } from '@/lib/money';

import { promotionKeys, promotionSettingsQuery, promotionsApi } from '../api/promotions-api';
import { describeStaffError } from '../api/errors';
import { useIsAdmin } from '../hooks/use-staff';
import type { AutoPromotion, PromotionSettings as Settings } from '../types';

import { AdminFields } from './admin-only';
import { CheckRow } from './form-controls';
import { Notice } from './notice';
import { parseFigure } from './promotion-model';
import { SettingsSection } from './settings-section';

const MODES: readonly AutoPromotion[] = ['normal', 'activate', 'coupon', 'disabled'];

/** The settings' form; read only but for the agent's admin. */
function SettingsForm({ settings, onSaved }: { settings: Settings; onSaved: (next: Settings) => void }) {
  const { t } = useTranslation('backoffice');
  const admin = useIsAdmin();
  const [mode, setMode] = useState<AutoPromotion>(settings.autoPromotion);
  const [required, setRequired] = useState(settings.clearCreditRequired);
  const [below, setBelow] = useState(String(settings.clearCreditBelow));
  const [belowError, setBelowError] = useState<string | null>(null);
  const decimals = currencyDecimals(settings.currencyCode);

  const save = useMutation({
    mutationFn: promotionsApi.saveSettings,
    onSuccess: onSaved,
    onError: (error) => {
      if (isApiError(error) && error.fields.includes('clearCreditBelow')) setBelowError(t('promoSettings.belowInvalid'));
    },
  });

  const dirty = mode !== settings.autoPromotion || required !== settings.clearCreditRequired || below.trim() !== String(settings.clearCreditBelow);

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseFigure(below, decimals);
    if (amount === null) {
      setBelowError(t(decimals > 0 ? 'promoForm.err.amount' : 'promoForm.err.amountWhole'));
      return;
    }
    setBelowError(null);
    save.mutate({ autoPromotion: mode, clearCreditRequired: required, clearCreditBelow: amount });
  }

  return (
    <form onSubmit={submit} noValidate className="pp-card flex flex-col gap-5 p-4 sm:p-5" data-testid="bo-promo-settings-form">
      <AdminFields noteTestId="bo-promo-settings-admin-only">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-gray-200">{t('promoSettings.auto')}</legend>
          {MODES.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-3 transition-colors',
                mode === value ? 'border-primary-400/40 bg-primary-500/[0.07]' : 'border-white/10 hover:bg-white/[0.03]',
              )}
            >
              <input
                type="radio"
                name="autoPromotion"
                className="mt-0.5 size-4 shrink-0 accent-primary-500"
                checked={mode === value}
                onChange={() => setMode(value)}
                data-testid={`bo-promo-auto-${value}`}
              />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="text-sm font-medium text-white">{t(`promoSettings.mode.${value}`)}</span>
                <span className="text-xs text-gray-400">{t(`promoSettings.modeHint.${value}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>

        <div className="flex flex-col gap-3">
          <CheckRow
            label={t('promoSettings.clearRequired')}
            hint={t('promoSettings.clearRequiredHint')}
            checked={required}
            onChange={setRequired}
            testId="bo-promo-clear-required"
          />
          <TextField
            label={`${t('promoSettings.below')} (${settings.currencyCode})`}
            name="clearCreditBelow"
            value={below}
            onChange={(e) => {
              setBelow(e.target.value);
              setBelowError(null);
            }}
            inputMode="decimal"
            autoComplete="off"
            error={belowError}
            hint={t('promoSettings.belowHint')}
            data-testid="bo-promo-clear-below"
            className="max-w-xs"
            required
          />
        </div>
      </AdminFields>

      {save.isError && !belowError ? (
        <Notice tone="error" testId="bo-promo-settings-error">
          {describeStaffError(save.error, t)}
        </Notice>
      ) : null}

      {admin ? (
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending} disabled={!dirty} data-testid="bo-promo-settings-save">
            {t('promoSettings.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** The agent's auto-promotion mode and clear-credit rule (docs/promotions.md §2, §3). */
export function PromotionSettings() {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const settings = useQuery(promotionSettingsQuery());

  return (
    <SettingsSection
      testId="bo-promo-settings"
      noticeTestId="bo-promo-settings-notice"
      title={t('promoSettings.title')}
      note={t('promoSettings.note')}
      query={settings}
    >
      {(data, setNotice) => (
        <SettingsForm
          key={`${data.autoPromotion}|${data.clearCreditRequired}|${data.clearCreditBelow}`}
          settings={data}
          onSaved={(next) => {
            queryClient.setQueryData(promotionKeys.settings(), next);
            setNotice({ tone: 'success', text: t('promoSettings.saved') });
          }}
        />
      )}
    </SettingsSection>
  );
}
