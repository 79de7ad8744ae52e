import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

import { describeStaffError } from '../api/errors';
import { couponsQuery, engagementApi } from '../api/engagement-api';
import type { StaffEvent } from '../api/engagement-types';
import { useCurrency } from '../hooks/use-staff';

import { NameFields, usePathForm } from './engagement-form';
import { EngagementImageUpload } from './engagement-image-upload';
import { eventBodyOf, nameIn, validateEvent, type EventForm } from './engagement-model';
import { CheckRow, FormSection, SelectField } from './form-controls';
import { Notice } from './notice';
import { offsetOf } from './promotion-model';

/** Every field of an event (`EventIn`): the texts in three languages, the picture, the period, the coupon whose codes it redeems. */
export function EventEditForm({
  initial,
  eventId,
  onSaved,
  onCancel,
}: {
  initial: EventForm;
  eventId?: number;
  onSaved: (event: StaffEvent) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const currency = useCurrency();
  const form = usePathForm(() => initial, 'bo-event');
  const { values } = form;
  const coupons = useQuery(couponsQuery());

  const save = useMutation({
    mutationFn: () => {
      const body = eventBodyOf(values);
      return eventId === undefined ? engagementApi.createEvent(body) : engagementApi.updateEvent(eventId, body);
    },
    onSuccess: onSaved,
    onError: (error) => form.refuse(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    if (form.check(validateEvent(values, currency))) save.mutate();
  }

  const couponOptions = [
    { value: '', label: t('engagement.events.noCoupon') },
    ...(coupons.data ?? []).map((c) => ({ value: String(c.id), label: `${c.code ?? t('engagement.coupons.batchOnly')} · ${nameIn(c.name, i18n.language)}` })),
  ];
  if (values.couponId && !couponOptions.some((o) => o.value === values.couponId)) couponOptions.push({ value: values.couponId, label: `#${values.couponId}` });
  const offset = offsetOf(values.startsAt ? new Date(values.startsAt) : new Date());

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="bo-event-form">
      <div className="grid gap-5 lg:grid-cols-2">
        <FormSection title={t('engagement.events.section.title')}>
          <NameFields form={form} path="title" label={t('engagement.events.titleField')} />
          <EngagementImageUpload
            label={t('engagement.image.label')}
            value={values.imageUrl}
            onChange={(url) => form.set('imageUrl', url)}
            error={form.errorOf('imageUrl')}
            testId="bo-event-image"
          />
        </FormSection>
        <FormSection title={t('engagement.events.section.settings')} note={t('engagement.form.periodNote', { offset })}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('engagement.form.startsAt')} {...form.text('startsAt')} type="datetime-local" required />
            <TextField label={t('engagement.form.endsAt')} {...form.text('endsAt')} type="datetime-local" required />
          </div>
          <SelectField
            label={t('engagement.events.coupon')}
            value={values.couponId}
            onChange={(e) => form.set('couponId', e.target.value)}
            options={couponOptions}
            error={form.errorOf('couponId')}
            hint={t('engagement.events.couponHint')}
            testId="bo-event-couponId"
          />
          <CheckRow
            label={t('engagement.form.active')}
            hint={t('engagement.events.activeHint')}
            checked={values.active}
            onChange={(checked) => form.set('active', checked)}
            testId="bo-event-active"
          />
        </FormSection>
        <FormSection title={t('engagement.events.section.body')}>
          <NameFields form={form} path="body" label={t('engagement.events.body')} multiline />
        </FormSection>
        <FormSection title={t('engagement.events.section.rules')}>
          <NameFields form={form} path="rules" label={t('engagement.events.rules')} multiline />
          <NameFields form={form} path="prize" label={t('engagement.events.prize')} required={false} maxLength={255} />
        </FormSection>
      </div>

      {save.isError ? (
        <Notice tone="error" testId="bo-event-error">
          {describeStaffError(save.error, t)}
        </Notice>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          {t('app.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="bo-event-save">
          {eventId === undefined ? t('engagement.events.create') : t('engagement.form.save')}
        </Button>
      </div>
    </form>
  );
}
