import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

import { describeStaffError } from '../api/errors';
import { engagementApi } from '../api/engagement-api';
import type { StaffRewardItem } from '../api/engagement-types';
import { useCurrency } from '../hooks/use-staff';

import { NameFields, usePathForm } from './engagement-form';
import { EngagementImageUpload } from './engagement-image-upload';
import { REWARD_KINDS, rewardItemBodyOf, validateRewardItem, type RewardItemForm } from './engagement-model';
import { CheckRow, ChoiceField, FormSection } from './form-controls';
import { Notice } from './notice';

/** A reward item: its names and picture, what it gives, its price in diamonds and its stock. */
export function RewardItemEditForm({
  initial,
  itemId,
  onSaved,
  onCancel,
}: {
  initial: RewardItemForm;
  itemId?: number;
  onSaved: (item: StaffRewardItem) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const currency = useCurrency();
  const form = usePathForm(() => initial, 'bo-reward');
  const { values } = form;

  const save = useMutation({
    mutationFn: () => {
      const body = rewardItemBodyOf(values);
      return itemId === undefined ? engagementApi.createRewardItem(body) : engagementApi.updateRewardItem(itemId, body);
    },
    onSuccess: onSaved,
    onError: (error) => form.refuse(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    if (form.check(validateRewardItem(values, currency))) save.mutate();
  }

  const amountLabel = values.kind === 'credit' ? (currency ? `${t('engagement.rewards.credit')} (${currency})` : t('engagement.rewards.credit')) : t('engagement.rewards.spins');

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="bo-reward-form">
      <div className="grid gap-5 lg:grid-cols-2">
        <FormSection title={t('engagement.rewards.section.names')}>
          <NameFields form={form} path="name" label={t('engagement.form.name')} allRequired maxLength={120} />
          <EngagementImageUpload
            label={t('engagement.image.label')}
            value={values.imageUrl}
            onChange={(url) => form.set('imageUrl', url)}
            error={form.errorOf('imageUrl')}
            testId="bo-reward-image"
          />
        </FormSection>
        <FormSection title={t('engagement.rewards.section.terms')}>
          <ChoiceField
            legend={t('engagement.rewards.kind')}
            value={values.kind}
            onChange={(kind) => form.update((v) => ({ ...v, kind }), 'kind', 'amount', 'turnover')}
            options={REWARD_KINDS.map((kind) => ({ value: kind, label: t(`engagement.rewardKind.${kind}`) }))}
            hint={t(`engagement.rewardKindHint.${values.kind}`)}
            error={form.errorOf('kind')}
            testId="bo-reward-kind"
          />
          {values.kind !== 'physical' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={amountLabel} {...form.text('amount')} inputMode={values.kind === 'credit' ? 'decimal' : 'numeric'} required />
              {values.kind === 'credit' ? (
                <TextField
                  label={t('engagement.form.turnoverMultiple')}
                  {...form.text('turnover')}
                  inputMode="decimal"
                  hint={t('engagement.form.turnoverMultipleHint')}
                />
              ) : null}
            </div>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label={t('engagement.rewards.price')} {...form.text('price')} inputMode="numeric" required />
            <TextField label={t('engagement.rewards.stock')} {...form.text('stock')} inputMode="numeric" hint={t('engagement.rewards.stockHint')} />
            <TextField label={t('engagement.rewards.sort')} {...form.text('sort')} inputMode="numeric" hint={t('engagement.rewards.sortHint')} required />
          </div>
          <CheckRow
            label={t('engagement.form.active')}
            hint={t('engagement.rewards.activeHint')}
            checked={values.active}
            onChange={(checked) => form.set('active', checked)}
            testId="bo-reward-active"
          />
        </FormSection>
      </div>
      {save.isError ? (
        <Notice tone="error" testId="bo-reward-error">
          {describeStaffError(save.error, t)}
        </Notice>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          {t('app.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="bo-reward-save">
          {itemId === undefined ? t('engagement.rewards.create') : t('engagement.form.save')}
        </Button>
      </div>
    </form>
  );
}
