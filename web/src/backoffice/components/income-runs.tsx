import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { localeTag } from '@/lib/date';

import { describeStaffError } from '../api/errors';
import { incomeApi, incomeKeys, incomeRunsQuery } from '../api/income-api';
import { useIsAdmin } from '../hooks/use-staff';

import { AdminOnlyNote } from './admin-only';
import { CsvButton } from './csv-button';
import { INCOME_RUN_COLUMNS } from './csv-columns';
import { formatDateTime, formatDay } from './format';
import { DateField } from './form-controls';
import { periodText } from './income-awards';
import { KindBadge } from './income-parts';
import { Money } from './money';
import { Notice } from './notice';
import { Section } from './section';
import { QueryRows, Table, Td, Th, Tr } from './table';

/** Computes one past day now: the scheduler's work for that day, on demand. */
function ComputeDay() {
  const { t, i18n } = useTranslation('backoffice');
  const locale = localeTag(i18n.language);
  const queryClient = useQueryClient();
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: incomeApi.run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: incomeKeys.all }),
    // Today and later days have not ended: the server computes none of them.
    onError: (error) => {
      if (isApiError(error) && error.errorCode === '0000' && error.fields.includes('date')) setDateError(t('income.err.pastDay'));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setDateError(t('income.err.date'));
      return;
    }
    setDateError(null);
    run.mutate(date);
  }

  return (
    <form onSubmit={submit} noValidate className="pp-card flex flex-col gap-3 p-4 sm:p-5" data-testid="bo-income-run-form">
      <div>
        <h3 className="text-base font-semibold text-white">{t('income.runs.compute')}</h3>
        <p className="mt-0.5 text-sm text-gray-400">{t('income.runs.computeNote')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <DateField
          label={t('income.runs.date')}
          value={date}
          onChange={(value) => {
            setDate(value);
            setDateError(null);
          }}
          error={dateError}
          testId="bo-income-run-date"
        />
        <Button type="submit" size="sm" className="h-10" loading={run.isPending} data-testid="bo-income-run-submit">
          {t('income.runs.submit')}
        </Button>
      </div>
      {run.isError && !dateError ? (
        <Notice tone="error" testId="bo-income-run-error">
          {describeStaffError(run.error, t)}
        </Notice>
      ) : null}
      {run.data ? (
        <Notice tone="success" testId="bo-income-run-result">
          {t('income.runs.computed', { date: formatDay(run.data.date, locale), count: run.data.runs.length })}
          {run.data.runs.length > 0 ? (
            <ul className="mt-1 list-inside list-disc text-xs">
              {run.data.runs.map((r) => (
                <li key={`${r.kind}-${r.periodKey}`}>
                  {t(`income.kind.${r.kind}`)} · {r.periodKey} · {r.awards.toLocaleString(locale)} · <Money amount={r.total} />
                </li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
    </form>
  );
}

/** The periods computed so far, and (the admin's) form to compute a day now. */
export function IncomeRuns() {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const locale = localeTag(language);
  const admin = useIsAdmin();
  const runs = useQuery(incomeRunsQuery());
  return (
    <Section
      title={t('income.runs.title')}
      note={t('income.runs.note')}
      testId="bo-income-runs"
      actions={<CsvButton filename="income-runs.csv" rows={runs.data ?? []} columns={INCOME_RUN_COLUMNS} testId="bo-income-runs-csv" />}
    >
      {admin ? <ComputeDay /> : <AdminOnlyNote testId="bo-income-run-admin-only">{t('roles.runDay')}</AdminOnlyNote>}
      <Table
        caption={t('income.runs.title')}
        head={
          <>
            <Th>{t('income.program')}</Th>
            <Th>{t('income.runs.periodKey')}</Th>
            <Th align="end">{t('income.runs.awards')}</Th>
            <Th align="end">{t('income.runs.total')}</Th>
            <Th>{t('income.runs.finishedAt')}</Th>
          </>
        }
      >
        <QueryRows
          query={runs}
          columns={5}
          rows={runs.data ?? []}
          empty={t('income.runs.empty')}
          render={(r) => (
            <Tr key={`${r.kind}-${r.periodKey}`} data-testid={`bo-income-run-${r.kind}-${r.periodKey}`}>
              <Td label={t('income.program')}>
                <KindBadge kind={r.kind} />
              </Td>
              <Td label={t('income.runs.periodKey')} className="whitespace-nowrap text-gray-300">
                {periodText(r.periodStart, r.periodEnd, locale)}
                <span className="block text-xs text-gray-500">{r.periodKey}</span>
              </Td>
              <Td label={t('income.runs.awards')} className="text-end text-gray-200 tabular-nums">
                {r.awards.toLocaleString(locale)}
              </Td>
              <Td label={t('income.runs.total')} className="text-end text-white">
                <Money amount={r.total} />
              </Td>
              <Td label={t('income.runs.finishedAt')} className="whitespace-nowrap text-gray-300">
                {formatDateTime(r.finishedAt, language)}
              </Td>
            </Tr>
          )}
        />
      </Table>
    </Section>
  );
}
