import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/field';

import { engagementApi } from '../api/engagement-api';
import type { StaffRewardItem } from '../api/engagement-types';
import { useCurrency } from '../hooks/use-staff';

import { ActiveCheck, createOrUpdate, ImageField, NameFields, PathFormShell, useFormSave, usePathForm, type RowFormProps } from './engagement-form';
import { REWARD_KINDS, rewardItemBodyOf, validateRewardItem, type RewardItemForm } from './engagement-model';
import { ChoiceField, FormSection } from './form-controls';

/** A reward item: its names and picture, what it gives, its price in diamonds and its stock. */
export function RewardItemEditForm({ initial, id, onSaved, onCancel }: RowFormProps<RewardItemForm, StaffRewardItem>) {
  const { t } = useTranslation('backoffice');
  const currency = useCurrency();
  const form = usePathForm(() => initial, 'bo-reward');
  const { values } = form;

  const saving = useFormSave(form, {
    validate: (v) => validateRewardItem(v, currency),
    save: (v) => createOrUpdate(id, rewardItemBodyOf(v), engagementApi.createRewardItem, engagementApi.updateRewardItem),
    onSuccess: onSaved,
  });

  const amountLabel = values.kind === 'credit' ? (currency ? `${t('engagement.rewards.credit')} (${currency})` : t('engagement.rewards.credit')) : t('engagement.rewards.spins');

  return (
    <PathFormShell form={form} saving={saving} onCancel={onCancel} submitLabel={id === undefined ? t('engagement.rewards.create') : undefined}>
      <div className="grid gap-5 lg:grid-cols-2">
        <FormSection title={t('engagement.rewards.section.names')}>
          <NameFields form={form} path="name" label={t('engagement.form.name')} allRequired maxLength={120} />
          <ImageField form={form} />
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
          <ActiveCheck form={form} hint={t('engagement.rewards.activeHint')} />
        </FormSection>
      </div>
    </PathFormShell>
  );
}
