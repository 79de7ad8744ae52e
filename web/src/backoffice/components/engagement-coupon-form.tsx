import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

import { describeStaffError } from '../api/errors';
import { engagementApi, staffEventsQuery } from '../api/engagement-api';
import type { StaffCoupon } from '../api/engagement-types';
import { promotionsQuery } from '../api/promotions-api';
import { useCurrency } from '../hooks/use-staff';

import { NameFields, usePathForm } from './engagement-form';
import { COUPON_TYPES, couponBodyOf, nameIn, validateCoupon, type CouponForm } from './engagement-model';
import { CheckRow, ChoiceField, FormSection, SelectField } from './form-controls';
import { Notice } from './notice';
import { offsetOf } from './promotion-model';

const money = (label: string, currency: string) => (currency ? `${label} (${currency})` : label);

/** Every field of a coupon, checked here as the server checks it; a type's own fields show for that type only. */
export function CouponEditForm({
  initial,
  couponId,
  onSaved,
  onCancel,
}: {
  initial: CouponForm;
  couponId?: number;
  onSaved: (coupon: StaffCoupon) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const currency = useCurrency();
  const form = usePathForm(() => initial, 'bo-coupon');
  const { values } = form;
  const promotions = useQuery(promotionsQuery());
  const events = useQuery(staffEventsQuery());

  const save = useMutation({
    mutationFn: () => {
      const body = couponBodyOf(values);
      return couponId === undefined ? engagementApi.createCoupon(body) : engagementApi.updateCoupon(couponId, body);
    },
    onSuccess: onSaved,
    onError: (error) => form.refuse(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    if (form.check(validateCoupon(values, currency))) save.mutate();
  }

  const promotionOptions = [
    { value: '', label: t('engagement.coupons.pickPromotion') },
    ...(promotions.data ?? []).map((p) => ({ value: String(p.id), label: `${nameIn(p.name, i18n.language)}${p.isActive ? '' : ` (${t('engagement.off')})`}` })),
  ];
  if (values.promotionId && !promotionOptions.some((o) => o.value === values.promotionId)) {
    promotionOptions.push({ value: values.promotionId, label: `#${values.promotionId}` });
  }
  const eventOptions = [
    { value: '', label: t('engagement.coupons.noEvent') },
    ...(events.data ?? []).map((e) => ({ value: String(e.id), label: nameIn(e.title, i18n.language) })),
  ];
  if (values.eventId && !eventOptions.some((o) => o.value === values.eventId)) eventOptions.push({ value: values.eventId, label: `#${values.eventId}` });
  const offset = offsetOf(values.startsAt ? new Date(values.startsAt) : new Date());

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="bo-coupon-form">
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

        <FormSection title={t('engagement.form.period')} note={t('engagement.form.periodNote', { offset })}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('engagement.form.startsAt')} {...form.text('startsAt')} type="datetime-local" required />
            <TextField label={t('engagement.form.endsAt')} {...form.text('endsAt')} type="datetime-local" required />
          </div>
          <CheckRow
            label={t('engagement.form.active')}
            hint={t('engagement.coupons.activeHint')}
            checked={values.active}
            onChange={(checked) => form.set('active', checked)}
            testId="bo-coupon-active"
          />
        </FormSection>
      </div>

      {save.isError ? (
        <Notice tone="error" testId="bo-coupon-error">
          {describeStaffError(save.error, t)}
        </Notice>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          {t('app.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="bo-coupon-save">
          {couponId === undefined ? t('engagement.coupons.create') : t('engagement.form.save')}
        </Button>
      </div>
    </form>
  );
}
