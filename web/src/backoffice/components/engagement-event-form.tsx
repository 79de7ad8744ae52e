import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { couponsQuery, engagementApi } from '../api/engagement-api';
import type { StaffEvent } from '../api/engagement-types';
import { useCurrency } from '../hooks/use-staff';

import { ActiveCheck, createOrUpdate, ImageField, NameFields, optionsWith, PathFormShell, PeriodSection, useFormSave, usePathForm, type RowFormProps } from './engagement-form';
import { eventBodyOf, nameIn, validateEvent, type EventForm } from './engagement-model';
import { FormSection, SelectField } from './form-controls';

/** Every field of an event (`EventIn`): the texts in three languages, the picture, the period, the coupon whose codes it redeems. */
export function EventEditForm({ initial, id, onSaved, onCancel }: RowFormProps<EventForm, StaffEvent>) {
  const { t, i18n } = useTranslation('backoffice');
  const currency = useCurrency();
  const form = usePathForm(() => initial, 'bo-event');
  const { values } = form;
  const coupons = useQuery(couponsQuery());

  const saving = useFormSave(form, {
    validate: (v) => validateEvent(v, currency),
    save: (v) => createOrUpdate(id, eventBodyOf(v), engagementApi.createEvent, engagementApi.updateEvent),
    onSuccess: onSaved,
  });

  const couponOptions = optionsWith(
    t('engagement.events.noCoupon'),
    (coupons.data ?? []).map((c) => ({ value: String(c.id), label: `${c.code ?? t('engagement.coupons.batchOnly')} · ${nameIn(c.name, i18n.language)}` })),
    values.couponId,
  );

  return (
    <PathFormShell form={form} saving={saving} onCancel={onCancel} submitLabel={id === undefined ? t('engagement.events.create') : undefined}>
      <div className="grid gap-5 lg:grid-cols-2">
        <FormSection title={t('engagement.events.section.title')}>
          <NameFields form={form} path="title" label={t('engagement.events.titleField')} />
          <ImageField form={form} />
        </FormSection>
        <PeriodSection form={form} title={t('engagement.events.section.settings')}>
          <SelectField
            label={t('engagement.events.coupon')}
            value={values.couponId}
            onChange={(e) => form.set('couponId', e.target.value)}
            options={couponOptions}
            error={form.errorOf('couponId')}
            hint={t('engagement.events.couponHint')}
            testId="bo-event-couponId"
          />
          <ActiveCheck form={form} hint={t('engagement.events.activeHint')} />
        </PeriodSection>
        <FormSection title={t('engagement.events.section.body')}>
          <NameFields form={form} path="body" label={t('engagement.events.body')} multiline />
        </FormSection>
        <FormSection title={t('engagement.events.section.rules')}>
          <NameFields form={form} path="rules" label={t('engagement.events.rules')} multiline />
          <NameFields form={form} path="prize" label={t('engagement.events.prize')} required={false} maxLength={255} />
        </FormSection>
      </div>
    </PathFormShell>
  );
}
