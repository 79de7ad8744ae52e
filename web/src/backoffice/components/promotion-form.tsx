import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api';

import { promotionsApi } from '../api/promotions-api';
import { describeStaffError } from '../api/errors';
import { useCurrency, useIsAdmin } from '../hooks/use-staff';
import type { StaffPromotion } from '../types';

import { AdminFields } from './admin-only';
import { CheckRow, ChoiceField, FormSection, SelectField } from './form-controls';
import { Notice } from './notice';
import { GameConfigEditor, StackTiersEditor, WeekdayPicker } from './promotion-editors';
import { PromotionImageField } from './promotion-image-field';
import {
  bodyOf,
  MAX_MULTIPLIER,
  offsetOf,
  PROMOTION_TYPES,
  typeShows,
  validate,
  type FormErrors,
  type PromotionField,
  type PromotionForm as FormState,
} from './promotion-model';

type ServerErrors = Partial<Record<PromotionField, string>>;

/** The part of a validation message (`field: text; field: text`) about one field. */
function detailOf(systemMsg: string | null | undefined, field: string): string {
  if (!systemMsg) return '';
  return systemMsg
    .split('; ')
    .filter((part) => part === field || part.startsWith(`${field}:`) || part.startsWith(`${field}.`))
    .map((part) => part.slice(part.indexOf(':') + 1).trim())
    .join('; ');
}

/**
 * The server's refusal on the fields it names (0000 with `fields`); whatever it names that the
 * form has no field for goes to `rest`.
 */
function serverErrorsOf(error: unknown, form: FormState, text: string): { fields: ServerErrors; rest: boolean } {
  if (!isApiError(error) || error.errorCode !== '0000' || error.fields.length === 0) return { fields: {}, rest: true };
  const fields: ServerErrors = {};
  let rest = false;
  for (const name of error.fields) {
    if (Object.hasOwn(form, name)) {
      const detail = detailOf(error.systemMsg, name);
      fields[name as PromotionField] = detail ? `${text} (${detail})` : text;
    } else {
      rest = true;
    }
  }
  return { fields, rest };
}

/**
 * Every field of a promotion (`PromotionIn`), checked here as the server checks it; the server's
 * own refusals show next to the fields they name. A type's own fields show only for that type.
 * The agent's admin alone saves it: other staff read the same fields, disabled.
 */
export function PromotionForm({
  initial,
  promotionId,
  onSaved,
  onCancel,
}: {
  initial: FormState;
  promotionId?: number;
  onSaved: (promotion: StaffPromotion) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const currency = useCurrency();
  const admin = useIsAdmin();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<FormState>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const [focusError, setFocusError] = useState(0);

  const save = useMutation({
    mutationFn: () => {
      const body = bodyOf(form);
      return promotionId === undefined ? promotionsApi.create(body) : promotionsApi.update(promotionId, body);
    },
    onSuccess: onSaved,
    onError: (error) => {
      const { fields } = serverErrorsOf(error, form, t('promoForm.serverField'));
      setServerErrors(fields);
      if (Object.keys(fields).length) setFocusError((n) => n + 1);
    },
  });

  // After a refused submit, the first field in error takes the focus (and scrolls into view).
  useEffect(() => {
    if (!focusError) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [focusError]);

  function set<K extends PromotionField>(field: K, value: FormState[K]) {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
    setServerErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  }

  const errorOf = (field: PromotionField): string | undefined => {
    const key = errors[field];
    return key ? t(key) : serverErrors[field];
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(form, currency);
    setErrors(found);
    setServerErrors({});
    save.reset();
    if (Object.values(found).some(Boolean)) {
      setFocusError((n) => n + 1);
      return;
    }
    save.mutate();
  }

  const shows = typeShows(form.promotionTypeId);
  const hasErrors = Object.values(errors).some(Boolean) || Object.values(serverErrors).some(Boolean);
  const refusedElsewhere = save.isError && serverErrorsOf(save.error, form, '').rest;
  const money = (label: string) => (currency ? `${label} (${currency})` : label);
  const field = (name: PromotionField) => ({
    name,
    error: errorOf(name),
    'data-testid': `bo-promo-${name}`,
  });
  const offset = offsetOf(form.startsAt ? new Date(form.startsAt) : new Date());

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="bo-promo-form">
      <AdminFields note={t('roles.promotions')} noteTestId="bo-promo-admin-only">
        <div className="grid gap-5 lg:grid-cols-2">
          <FormSection title={t('promoForm.section.names')}>
            <TextField
              label={t('promoForm.nameTh')}
              {...field('nameTh')}
              value={form.nameTh}
              onChange={(e) => set('nameTh', e.target.value)}
              maxLength={160}
              autoComplete="off"
              required
            />
            <TextField
              label={t('promoForm.nameEn')}
              {...field('nameEn')}
              value={form.nameEn}
              onChange={(e) => set('nameEn', e.target.value)}
              maxLength={160}
              autoComplete="off"
              required
            />
            <TextField
              label={t('promoForm.nameVi')}
              {...field('nameVi')}
              value={form.nameVi}
              onChange={(e) => set('nameVi', e.target.value)}
              maxLength={160}
              autoComplete="off"
              hint={t('promoForm.nameViHint')}
            />
            <PromotionImageField value={form.imageUrl} onChange={(value) => set('imageUrl', value)} error={errorOf('imageUrl')} />
          </FormSection>

          <FormSection title={t('promoForm.section.type')}>
            <SelectField
              label={t('promoForm.type')}
              value={String(form.promotionTypeId)}
              onChange={(e) => set('promotionTypeId', Number(e.target.value))}
              options={PROMOTION_TYPES.map((type) => ({ value: String(type), label: `${type} · ${t(`promoType.${type}`)}` }))}
              hint={t(`promoTypeHint.${form.promotionTypeId as (typeof PROMOTION_TYPES)[number]}`)}
              error={errorOf('promotionTypeId')}
              testId="bo-promo-promotionTypeId"
            />
            {shows.bonus ? (
              <>
                <ChoiceField
                  legend={t('promoForm.bonusType')}
                  value={form.bonusType}
                  onChange={(value) => set('bonusType', value)}
                  options={[
                    { value: 'percent', label: t('promoForm.bonusPercentType') },
                    { value: 'fixed', label: t('promoForm.bonusFixedType') },
                  ]}
                  error={errorOf('bonusType')}
                  testId="bo-promo-bonusType"
                />
                {form.bonusType === 'percent' ? (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      label={t('promoForm.bonusPercent')}
                      {...field('bonusPercent')}
                      value={form.bonusPercent}
                      onChange={(e) => set('bonusPercent', e.target.value)}
                      inputMode="decimal"
                      autoComplete="off"
                      required
                    />
                    <TextField
                      label={money(t('promoForm.bonusMaximum'))}
                      {...field('bonusMaximum')}
                      value={form.bonusMaximum}
                      onChange={(e) => set('bonusMaximum', e.target.value)}
                      inputMode="decimal"
                      autoComplete="off"
                      hint={t('promoForm.bonusMaximumHint')}
                    />
                  </div>
                ) : (
                  <TextField
                    label={money(t('promoForm.bonusAmount'))}
                    {...field('bonusAmount')}
                    value={form.bonusAmount}
                    onChange={(e) => set('bonusAmount', e.target.value)}
                    inputMode="decimal"
                    autoComplete="off"
                    required
                  />
                )}
              </>
            ) : (
              <p className="rounded-xl border border-white/10 bg-white/[0.03] px-3 py-2.5 text-sm text-gray-300" data-testid="bo-promo-bonus-note">
                {t(shows.stackTiers ? 'promoForm.bonusNoteTiers' : 'promoForm.bonusNoteManual')}
              </p>
            )}
            {shows.minimumDeposit ? (
              <TextField
                label={money(t('promoForm.minimumDeposit'))}
                {...field('minimumDeposit')}
                value={form.minimumDeposit}
                onChange={(e) => set('minimumDeposit', e.target.value)}
                inputMode="decimal"
                autoComplete="off"
                hint={t('promoForm.minimumDepositHint')}
              />
            ) : null}
            {shows.happyTime ? (
              <div className="flex flex-col gap-4 rounded-xl border border-primary-400/20 p-3" data-testid="bo-promo-happy-time">
                <WeekdayPicker value={form.weekdays} onChange={(days) => set('weekdays', days)} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label={t('promoForm.fromTime')}
                    {...field('fromTime')}
                    type="time"
                    value={form.fromTime}
                    onChange={(e) => set('fromTime', e.target.value)}
                    required
                  />
                  <TextField
                    label={t('promoForm.toTime')}
                    {...field('toTime')}
                    type="time"
                    value={form.toTime}
                    onChange={(e) => set('toTime', e.target.value)}
                    required
                  />
                </div>
                <p className="text-xs text-gray-400">{t('promoForm.hoursHint')}</p>
              </div>
            ) : null}
            {shows.welcomeBack ? (
              <TextField
                label={t('promoForm.welcomeBackDays')}
                {...field('welcomeBackDays')}
                value={form.welcomeBackDays}
                onChange={(e) => set('welcomeBackDays', e.target.value)}
                inputMode="numeric"
                autoComplete="off"
                hint={t('promoForm.welcomeBackHint')}
                required
              />
            ) : null}
            {shows.stackTiers ? (
              <div className="flex flex-col gap-2">
                <p className="text-sm font-medium text-gray-200">{t('promoForm.tiers')}</p>
                <StackTiersEditor
                  rows={form.stackTiers}
                  onChange={(rows) => set('stackTiers', rows)}
                  error={errorOf('stackTiers')}
                  currency={currency}
                />
              </div>
            ) : null}
          </FormSection>

          <FormSection title={t('promoForm.section.turnover')}>
            <ChoiceField
              legend={t('promoForm.turnType')}
              value={form.turnType}
              onChange={(value) => set('turnType', value)}
              options={[
                { value: 1, label: t('promoForm.turnUnit') },
                { value: 2, label: t('promoForm.turnMulti') },
              ]}
              error={errorOf('turnType')}
              testId="bo-promo-turnType"
            />
            <TextField
              label={form.turnType === 1 ? money(t('promoForm.turnAmount')) : t('promoForm.turnMultiplier')}
              {...field('turn')}
              value={form.turn}
              onChange={(e) => set('turn', e.target.value)}
              inputMode="decimal"
              autoComplete="off"
              hint={
                form.promotionTypeId === 9
                  ? t('promoForm.turnManualHint')
                  : form.turnType === 1
                    ? t('promoForm.turnUnitHint')
                    : t('promoForm.turnMultiHint', { max: MAX_MULTIPLIER })
              }
              required
            />
            <ChoiceField
              legend={t('promoForm.turnBasis')}
              value={form.turnBasis}
              onChange={(value) => set('turnBasis', value)}
              options={[
                { value: 1, label: t('promoForm.turnBasisCredit') },
                { value: 2, label: t('promoForm.turnBasisPlay') },
              ]}
              hint={t(form.turnBasis === 1 ? 'promoForm.turnBasisCreditHint' : 'promoForm.turnBasisPlayHint')}
              error={errorOf('turnBasis')}
              testId="bo-promo-turnBasis"
            />
            <ChoiceField
              legend={t('promoForm.withdrawType')}
              value={form.promotionWithdrawType}
              onChange={(value) => set('promotionWithdrawType', value)}
              options={[
                { value: 1, label: t('promoForm.withdrawFixed') },
                { value: 2, label: t('promoForm.withdrawMultiple') },
              ]}
              error={errorOf('promotionWithdrawType')}
              testId="bo-promo-promotionWithdrawType"
            />
            <TextField
              label={form.promotionWithdrawType === 1 ? money(t('promoForm.maximumWithdraw')) : t('promoForm.maximumWithdrawMultiple')}
              {...field('maximumWithdraw')}
              value={form.maximumWithdraw}
              onChange={(e) => set('maximumWithdraw', e.target.value)}
              inputMode="decimal"
              autoComplete="off"
              hint={
                form.promotionWithdrawType === 1
                  ? t('promoForm.maximumWithdrawHint')
                  : t('promoForm.maximumWithdrawMultipleHint', { max: MAX_MULTIPLIER })
              }
              required
            />
          </FormSection>

          <FormSection title={t('promoForm.section.games')} note={t('promoForm.gamesNote')}>
            <GameConfigEditor rows={form.gameConfig} onChange={(rows) => set('gameConfig', rows)} error={errorOf('gameConfig')} />
          </FormSection>

          <FormSection title={t('promoForm.section.schedule')} note={t('promoForm.scheduleNote', { offset })}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('promoForm.startsAt')}
                {...field('startsAt')}
                type="datetime-local"
                value={form.startsAt}
                onChange={(e) => set('startsAt', e.target.value)}
              />
              <TextField
                label={t('promoForm.endsAt')}
                {...field('endsAt')}
                type="datetime-local"
                value={form.endsAt}
                onChange={(e) => set('endsAt', e.target.value)}
              />
            </div>
          </FormSection>

          <FormSection title={t('promoForm.section.visibility')}>
            <div className="flex flex-col gap-2">
              <CheckRow
                label={t('promoForm.isActive')}
                hint={t('promoForm.isActiveHint')}
                checked={form.isActive}
                onChange={(value) => set('isActive', value)}
                testId="bo-promo-isActive"
              />
              <CheckRow
                label={t('promoForm.display')}
                hint={t('promoForm.displayHint')}
                checked={form.display}
                onChange={(value) => set('display', value)}
                testId="bo-promo-display"
              />
              <CheckRow
                label={t('promoForm.popup')}
                hint={t('promoForm.popupHint')}
                checked={form.popup}
                onChange={(value) => set('popup', value)}
                testId="bo-promo-popup"
              />
            </div>
            <TextField
              label={t('promoForm.sortOrder')}
              {...field('sortOrder')}
              value={form.sortOrder}
              onChange={(e) => set('sortOrder', e.target.value)}
              inputMode="numeric"
              autoComplete="off"
              hint={t('promoForm.sortOrderHint')}
              className="max-w-48"
            />
          </FormSection>
        </div>
      </AdminFields>

      {hasErrors ? (
        <Notice tone="error" testId="bo-promo-invalid">
          {t('promoForm.invalid')}
        </Notice>
      ) : null}
      {refusedElsewhere ? (
        <Notice tone="error" testId="bo-promo-error">
          {describeStaffError(save.error, t)}
        </Notice>
      ) : null}

      {admin ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onCancel} disabled={save.isPending} data-testid="bo-promo-cancel">
            {t('app.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="bo-promo-save">
            {promotionId === undefined ? t('promoForm.create') : t('promoForm.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
