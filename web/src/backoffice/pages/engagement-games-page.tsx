import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/field';

import { engagementApi, engagementKeys, miniGameSettingsQuery } from '../api/engagement-api';
import type { MiniGameSettings } from '../api/engagement-types';
import { PathFormShell, testIdOf, useSettingsForm, type PathForm } from '../components/engagement-form';
import { EngagementFrame } from '../components/engagement-frame';
import { miniGamesBodyOf, miniGamesFormOf, nameIn, validateMiniGames, type MiniGamesForm } from '../components/engagement-model';
import { PrizeFields, SegmentsEditor, WheelPreview } from '../components/engagement-wheel';
import { CheckRow, FormSection } from '../components/form-controls';
import { QueryCard } from '../components/query-card';
import { useCurrency } from '../hooks/use-staff';

type EarnKey = 'perDeposit' | 'perTurnover';

/** One way of earning spins: every `amount` of the day's deposits (or turnover) gives `spins`, at most `maxPerDay`. */
function EarnRuleFields({ form, rule, currency }: { form: PathForm<MiniGamesForm>; rule: EarnKey; currency: string }) {
  const { t } = useTranslation('backoffice');
  const row = form.values.earn[rule];
  const path = `earn.${rule}`;
  const amountLabel = t(`engagement.games.${rule}Amount`);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-white/10 p-3" data-testid={`bo-games-${rule}`}>
      <CheckRow
        label={t(`engagement.games.${rule}`)}
        hint={t(`engagement.games.${rule}Hint`)}
        checked={row.on}
        onChange={(on) => form.update((v) => ({ ...v, earn: { ...v.earn, [rule]: { ...v.earn[rule], on } } }), path)}
        testId={`bo-games-${rule}-on`}
      />
      {row.on ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label={currency ? `${amountLabel} (${currency})` : amountLabel} {...form.text(`${path}.amount`)} inputMode="decimal" required />
          <TextField label={t('engagement.games.spins')} {...form.text(`${path}.spins`)} inputMode="numeric" required />
          <TextField
            label={t('engagement.games.maxPerDay')}
            {...form.text(`${path}.maxPerDay`)}
            inputMode="numeric"
            hint={t('engagement.games.maxPerDayHint')}
            required
          />
        </div>
      ) : null}
    </div>
  );
}

/** A game's on/off box and the turnover its prizes of credit ask for (`<game>.enabled`, `<game>.turnover`). */
function GameSwitchFields({ form, game, label }: { form: PathForm<MiniGamesForm>; game: 'wheel' | 'checkIn'; label: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <CheckRow
        label={label}
        checked={form.values[game].enabled}
        onChange={(enabled) => form.set(`${game}.enabled`, enabled)}
        testId={testIdOf(form.testIdPrefix, `${game}.enabled`)}
      />
      <TextField
        label={t('engagement.form.turnoverMultiple')}
        {...form.text(`${game}.turnover`)}
        inputMode="decimal"
        hint={t('engagement.form.turnoverMultipleHint')}
        className="sm:max-w-xs"
      />
    </>
  );
}

function GamesForm({ settings }: { settings: MiniGameSettings }) {
  const { t, i18n } = useTranslation('backoffice');
  const currency = useCurrency();
  const { form, saving, notice, dismissNotice } = useSettingsForm({
    settings,
    formOf: miniGamesFormOf,
    testIdPrefix: 'bo-games',
    queryKey: engagementKeys.miniGames(),
    validate: (v) => validateMiniGames(v, currency),
    save: (v) => engagementApi.saveMiniGames(miniGamesBodyOf(v)),
    savedText: t('engagement.games.saved'),
  });
  const { values } = form;

  const labelOf = (segment: MiniGamesForm['wheel']['segments'][number], index: number) =>
    nameIn(segment.label, i18n.language) || t('engagement.games.segmentN', { n: index + 1 });

  return (
    <PathFormShell form={form} saving={saving} notice={notice} onDismissNotice={dismissNotice}>
      <FormSection title={t('engagement.games.wheel')} note={t('engagement.games.wheelNote')} testId="bo-games-wheel">
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <GameSwitchFields form={form} game="wheel" label={t('engagement.games.wheelEnabled')} />
            <SegmentsEditor form={form} currency={currency} />
          </div>
          <div className="lg:sticky lg:top-20 lg:self-start">
            <WheelPreview segments={values.wheel.segments} labelOf={labelOf} />
          </div>
        </div>
      </FormSection>

      <FormSection title={t('engagement.games.earn')} note={t('engagement.games.earnNote')} testId="bo-games-earn">
        <EarnRuleFields form={form} rule="perDeposit" currency={currency} />
        <EarnRuleFields form={form} rule="perTurnover" currency={currency} />
        <TextField
          label={t('engagement.games.dailyFree')}
          {...form.text('earn.dailyFree')}
          inputMode="numeric"
          hint={t('engagement.games.dailyFreeHint')}
          className="sm:max-w-xs"
          required
        />
      </FormSection>

      <FormSection title={t('engagement.games.checkIn')} note={t('engagement.games.checkInNote')} testId="bo-games-checkin">
        <GameSwitchFields form={form} game="checkIn" label={t('engagement.games.checkInEnabled')} />
        <ol className="flex flex-col gap-3">
          {values.checkIn.days.map((day, i) => (
            <li key={i} className="grid items-start gap-3 rounded-xl border border-white/10 p-3 sm:grid-cols-[5rem_1fr_1fr]" data-testid={`bo-games-day-${i}`}>
              <span className="pt-1 text-sm font-medium text-white sm:pt-8">{t('engagement.games.dayN', { n: i + 1 })}</span>
              <PrizeFields
                form={form}
                path={`checkIn.days.${i}`}
                value={day}
                currency={currency}
                typeLabel={t('engagement.games.dayPrize', { n: i + 1 })}
              />
            </li>
          ))}
        </ol>
      </FormSection>
    </PathFormShell>
  );
}

/** The lucky wheel and the daily check-in (docs/engagement.md §4): segments and their odds, the spins earned, the seven prizes. */
export function EngagementGamesPage() {
  const query = useQuery(miniGameSettingsQuery());
  return (
    <EngagementFrame section="games">
      <QueryCard query={query}>{(settings) => <GamesForm settings={settings} />}</QueryCard>
    </EngagementFrame>
  );
}
