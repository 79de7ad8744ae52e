import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/field';

import { engagementApi, staffEventsQuery } from '../api/engagement-api';
import type { StaffCoupon } from '../api/engagement-types';
import { promotionsQuery } from '../api/promotions-api';
import { useCurrency } from '../hooks/use-staff';

import { ActiveCheck, createOrUpdate, NameFields, optionsWith, PathFormShell, PeriodSection, useFormSave, usePathForm, type RowFormProps } from './engagement-form';
import { COUPON_TYPES, couponBodyOf, nameIn, validateCoupon, type CouponForm } from './engagement-model';
import { ChoiceField, FormSection, SelectField } from './form-controls';

const money = (label: string, currency: string) => (currency ? `${label} (${currency})` : label);

/** Every field of a coupon, checked here as the server checks it; a type's own fields show for that type only. */
export function CouponEditForm({ initial, id, onSaved, onCancel }: RowFormProps<CouponForm, StaffCoupon>) {
  const { t, i18n } = useTranslation('backoffice');
  const currency = useCurrency();
  const form = usePathForm(() => initial, 'bo-coupon');
  const { values } = form;
  const promotions = useQuery(promotionsQuery());
  const events = useQuery(staffEventsQuery());

  const saving = useFormSave(form, {
    validate: (v) => validateCoupon(v, currency),
    save: (v) => createOrUpdate(id, couponBodyOf(v), engagementApi.createCoupon, engagementApi.updateCoupon),
    onSuccess: onSaved,
  });

  const promotionOptions = optionsWith(
    t('engagement.coupons.pickPromotion'),
    (promotions.data ?? []).map((p) => ({ value: String(p.id), label: `${nameIn(p.name, i18n.language)}${p.isActive ? '' : ` (${t('engagement.off')})`}` })),
    values.promotionId,
  );
  const eventOptions = optionsWith(
    t('engagement.coupons.noEvent'),
    (events.data ?? []).map((e) => ({ value: String(e.id), label: nameIn(e.title, i18n.language) })),
    values.eventId,
  );

  return (
    <PathFormShell form={form} saving={saving} onCancel={onCancel} submitLabel={id === undefined ? t('engagement.coupons.create') : undefined}>
      <div className="grid gap-5 lg:grid-cols-2">
        <FormSection title={t('engagement.coupons.section.names')}>
          <TextField
            label={t('engagement.coupons.code')}
            {...form.text('code')}
            onChange={(e) => form.set('code', e.target.value.toUpperCase())}
            maxLength={32}
            spellCheck={false}
            hint={t('engagement.coupons.codeHint')}
          />
          <NameFields form={form} path="name" label={t('engagement.form.name')} />
        </FormSection>

        <FormSection title={t('engagement.coupons.section.prize')}>
          <ChoiceField
            legend={t('engagement.coupons.type')}
            value={values.type}
            onChange={(value) => form.update((v) => ({ ...v, type: value }), 'type', 'amount', 'spins', 'promotionId', 'turnoverMultiple')}
            options={COUPON_TYPES.map((type) => ({ value: type, label: t(`engagement.couponType.${type}`) }))}
            hint={t(`engagement.couponTypeHint.${values.type}`)}
            error={form.errorOf('type')}
            testId="bo-coupon-type"
          />
          {values.type === 'credit' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={money(t('engagement.coupons.amount'), currency)} {...form.text('amount')} inputMode="decimal" required />
              <TextField
                label={t('engagement.form.turnoverMultiple')}
                {...form.text('turnoverMultiple')}
                inputMode="decimal"
                hint={t('engagement.form.turnoverMultipleHint')}
              />
            </div>
          ) : null}
          {values.type === 'spins' ? <TextField label={t('engagement.coupons.spins')} {...form.text('spins')} inputMode="numeric" required /> : null}
          {values.type === 'promotion' ? (
            <SelectField
              label={t('engagement.coupons.promotion')}
              value={values.promotionId}
              onChange={(e) => form.set('promotionId', e.target.value)}
              options={promotionOptions}
              error={form.errorOf('promotionId')}
              hint={t('engagement.coupons.promotionHint')}
              testId="bo-coupon-promotionId"
              required
            />
          ) : null}
          <TextField
            label={money(t('engagement.coupons.minimumDeposit'), currency)}
            {...form.text('minimumDeposit')}
            inputMode="decimal"
            hint={t('engagement.coupons.minimumDepositHint')}
          />
        </FormSection>

        <FormSection title={t('engagement.coupons.section.limits')} note={t('engagement.coupons.limitsNote')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('engagement.coupons.usesPerPlayer')} {...form.text('usesPerPlayer')} inputMode="numeric" required />
            <TextField label={t('engagement.coupons.usesTotal')} {...form.text('usesTotal')} inputMode="numeric" required />
          </div>
          <SelectField
            label={t('engagement.coupons.event')}
            value={values.eventId}
            onChange={(e) => form.set('eventId', e.target.value)}
            options={eventOptions}
            error={form.errorOf('eventId')}
            hint={t('engagement.coupons.eventHint')}
            testId="bo-coupon-eventId"
          />
        </FormSection>

        <PeriodSection form={form} title={t('engagement.form.period')}>
          <ActiveCheck form={form} hint={t('engagement.coupons.activeHint')} />
        </PeriodSection>
      </div>
    </PathFormShell>
  );
}
