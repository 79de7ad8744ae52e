import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

import { engagementApi, engagementKeys, miniGameSettingsQuery } from '../api/engagement-api';
import type { MiniGameSettings } from '../api/engagement-types';
import { describeStaffError } from '../api/errors';
import { usePathForm, type PathForm } from '../components/engagement-form';
import { EngagementFrame } from '../components/engagement-frame';
import { miniGamesBodyOf, miniGamesFormOf, nameIn, validateMiniGames, type MiniGamesForm } from '../components/engagement-model';
import { PrizeFields, SegmentsEditor, WheelPreview } from '../components/engagement-wheel';
import { CheckRow, FormSection } from '../components/form-controls';
import { DismissibleNotice, Notice, type NoticeMessage } from '../components/notice';
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

function GamesForm({ settings }: { settings: MiniGameSettings }) {
  const { t, i18n } = useTranslation('backoffice');
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const form = usePathForm(() => miniGamesFormOf(settings), 'bo-games');
  const { values } = form;
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const save = useMutation({
    mutationFn: () => engagementApi.saveMiniGames(miniGamesBodyOf(values)),
    onMutate: () => setNotice(null),
    onSuccess: (next) => {
      queryClient.setQueryData(engagementKeys.miniGames(), next);
      form.setValues(miniGamesFormOf(next));
      setNotice({ tone: 'success', text: t('engagement.games.saved') });
    },
    onError: (error) => form.refuse(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    if (form.check(validateMiniGames(values, currency))) save.mutate();
  }

  const labelOf = (segment: MiniGamesForm['wheel']['segments'][number], index: number) =>
    nameIn(segment.label, i18n.language) || t('engagement.games.segmentN', { n: index + 1 });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="bo-games-form">
      <FormSection title={t('engagement.games.wheel')} note={t('engagement.games.wheelNote')} testId="bo-games-wheel">
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <CheckRow
              label={t('engagement.games.wheelEnabled')}
              checked={values.wheel.enabled}
              onChange={(enabled) => form.set('wheel.enabled', enabled)}
              testId="bo-games-wheel-enabled"
            />
            <TextField
              label={t('engagement.form.turnoverMultiple')}
              {...form.text('wheel.turnover')}
              inputMode="decimal"
              hint={t('engagement.form.turnoverMultipleHint')}
              className="sm:max-w-xs"
            />
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
        <CheckRow
          label={t('engagement.games.checkInEnabled')}
          checked={values.checkIn.enabled}
          onChange={(enabled) => form.set('checkIn.enabled', enabled)}
          testId="bo-games-checkIn-enabled"
        />
        <TextField
          label={t('engagement.form.turnoverMultiple')}
          {...form.text('checkIn.turnover')}
          inputMode="decimal"
          hint={t('engagement.form.turnoverMultipleHint')}
          className="sm:max-w-xs"
        />
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

      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-games-notice" />
      {save.isError ? (
        <Notice tone="error" testId="bo-games-error">
          {describeStaffError(save.error, t)}
        </Notice>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} data-testid="bo-games-save">
          {t('engagement.form.save')}
        </Button>
      </div>
    </form>
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
