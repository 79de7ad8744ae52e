import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { CloseIcon } from '@/components/ui/icons';

import { engagementApi, engagementKeys, rankSettingsQuery } from '../api/engagement-api';
import type { RankSettings } from '../api/engagement-types';
import { PathFormShell, useSettingsForm } from '../components/engagement-form';
import { EngagementFrame } from '../components/engagement-frame';
import { MAX_TIERS, RANK_BASES, newTier, ranksBodyOf, ranksFormOf, validateRanks, type TierRow } from '../components/engagement-model';
import { ChoiceField, FormSection } from '../components/form-controls';
import { QueryCard } from '../components/query-card';
import { useCurrency } from '../hooks/use-staff';

function RanksForm({ settings }: { settings: RankSettings }) {
  const { t } = useTranslation('backoffice');
  const currency = useCurrency();
  const { form, saving, notice, dismissNotice } = useSettingsForm({
    settings,
    formOf: ranksFormOf,
    testIdPrefix: 'bo-ranks',
    queryKey: engagementKeys.ranks(),
    validate: (v) => validateRanks(v, currency),
    save: (v) => engagementApi.saveRanks(ranksBodyOf(v)),
    savedText: t('engagement.ranks.saved'),
  });
  const { values } = form;
  const money = (label: string) => (currency ? `${label} (${currency})` : label);

  const setTiers = (tiers: TierRow[]) => form.update((v) => ({ ...v, tiers }), 'tiers');
  const tiersError = form.errorOf('tiers');

  return (
    <PathFormShell form={form} saving={saving} notice={notice} onDismissNotice={dismissNotice}>
      <FormSection title={t('engagement.ranks.rules')}>
        <ChoiceField
          legend={t('engagement.ranks.basis')}
          value={values.basis}
          onChange={(basis) => form.set('basis', basis)}
          options={RANK_BASES.map((basis) => ({ value: basis, label: t(`engagement.rankBasis.${basis}`) }))}
          hint={t(`engagement.rankBasisHint.${values.basis}`)}
          error={form.errorOf('basis')}
          testId="bo-ranks-basis"
        />
        <TextField
          label={money(t('engagement.ranks.diamondEvery'))}
          {...form.text('diamondEvery')}
          inputMode="decimal"
          hint={t('engagement.ranks.diamondEveryHint')}
          className="sm:max-w-xs"
          required
        />
      </FormSection>

      <FormSection title={t('engagement.ranks.tiers')} note={t('engagement.ranks.tiersNote')} testId="bo-ranks-tiers">
        {tiersError ? (
          <p role="alert" className="text-sm text-red-400" data-testid="bo-ranks-tiers-error">
            {tiersError}
          </p>
        ) : null}
        {values.tiers.length === 0 ? <p className="text-sm text-gray-400">{t('engagement.ranks.noTiers')}</p> : null}
        <ol className="flex flex-col gap-3">
          {values.tiers.map((tier, i) => {
            const path = `tiers.${i}`;
            return (
              <li key={i} className="flex flex-col gap-3 rounded-xl border border-white/10 p-3" data-testid={`bo-ranks-tier-${i}`}>
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium text-white">
                    <span aria-hidden="true" className="me-1.5">
                      {tier.icon && !tier.icon.includes('/') ? tier.icon : '★'}
                    </span>
                    {t('engagement.ranks.levelN', { n: i + 1 })}
                  </span>
                  <button
                    type="button"
                    onClick={() => setTiers(values.tiers.filter((_, j) => j !== i))}
                    aria-label={t('engagement.ranks.removeTier', { n: i + 1 })}
                    title={t('engagement.ranks.removeTier', { n: i + 1 })}
                    data-testid={`bo-ranks-tier-${i}-remove`}
                    className="grid size-9 place-items-center rounded-lg text-gray-400 hover:bg-white/5 hover:text-red-300"
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </div>
                <div className="grid gap-3 sm:grid-cols-4">
                  <TextField label={t('engagement.ranks.nameTh')} {...form.text(`${path}.name.nameTh`)} maxLength={60} required />
                  <TextField label={t('engagement.ranks.nameEn')} {...form.text(`${path}.name.nameEn`)} maxLength={60} required />
                  <TextField label={t('engagement.ranks.nameVi')} {...form.text(`${path}.name.nameVi`)} maxLength={60} required />
                  <TextField label={t('engagement.ranks.icon')} {...form.text(`${path}.icon`)} maxLength={500} hint={t('engagement.ranks.iconHint')} required />
                </div>
                <div className="grid gap-3 sm:grid-cols-4">
                  <TextField label={money(t('engagement.ranks.threshold'))} {...form.text(`${path}.threshold`)} inputMode="decimal" required />
                  <TextField label={t('engagement.ranks.cashbackRate')} {...form.text(`${path}.cashbackRate`)} inputMode="decimal" required />
                  <TextField
                    label={money(t('engagement.ranks.withdrawLimit'))}
                    {...form.text(`${path}.withdrawLimit`)}
                    inputMode="decimal"
                    hint={t('engagement.ranks.withdrawLimitHint')}
                    required
                  />
                  <TextField label={money(t('engagement.ranks.rankUpBonus'))} {...form.text(`${path}.rankUpBonus`)} inputMode="decimal" required />
                </div>
              </li>
            );
          })}
        </ol>
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setTiers([...values.tiers, newTier()])}
            disabled={values.tiers.length >= MAX_TIERS}
            data-testid="bo-ranks-tier-add"
          >
            {t('engagement.ranks.addTier')}
          </Button>
        </div>
      </FormSection>
    </PathFormShell>
  );
}

/** Ranks (docs/engagement.md §5): what a rank is counted on, the diamonds turnover earns, and the tiers with their benefits. */
export function EngagementRanksPage() {
  const query = useQuery(rankSettingsQuery());
  return (
    <EngagementFrame section="ranks">
      <QueryCard query={query}>{(settings) => <RanksForm settings={settings} />}</QueryCard>
    </EngagementFrame>
  );
}
