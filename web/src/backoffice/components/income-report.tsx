import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { localeTag } from '@/lib/date';

import { describeStaffError } from '../api/errors';
import { incomeReportQuery, type IncomeReportFilter } from '../api/income-api';
import type { IncomeKind } from '../types';

import { CsvButton } from './csv-button';
import { INCOME_REPORT_COLUMNS } from './csv-columns';
import { formatDay } from './format';
import { DateField, SelectField } from './form-controls';
import { KindBadge, useKindOptions } from './income-parts';
import { Money } from './money';
import { Notice } from './notice';
import { Section } from './section';
import { QueryRows, Table, Td, Th, Tr } from './table';

const FIGURES = ['open', 'paid', 'held', 'voided', 'expired'] as const;

/** Per day and program: players, basis, amount, and what of it is open, paid, held, voided, expired. */
export function IncomeReport() {
  const { t, i18n } = useTranslation('backoffice');
  const locale = localeTag(i18n.language);
  const kinds = useKindOptions();
  const [kind, setKind] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [filter, setFilter] = useState<IncomeReportFilter>({});
  const report = useQuery(incomeReportQuery(filter));
  const rows = report.data ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    setFilter({ kind: (kind || undefined) as IncomeKind | undefined, startDate: from || undefined, endDate: to || undefined });
  }

  return (
    <Section
      title={t('income.report.title')}
      note={t('income.report.note')}
      testId="bo-income-report"
      actions={
        <CsvButton
          filename={`income-report${filter.startDate ? `-${filter.startDate}` : ''}${filter.endDate ? `-${filter.endDate}` : ''}${filter.kind ? `-${filter.kind}` : ''}.csv`}
          rows={rows}
          columns={INCOME_REPORT_COLUMNS}
          testId="bo-income-report-csv"
        />
      }
    >
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('income.report.range')} data-testid="bo-income-report-filter">
        <DateField label={t('income.from')} value={from} max={to} onChange={setFrom} testId="bo-income-report-from" />
        <DateField label={t('income.to')} value={to} min={from} onChange={setTo} testId="bo-income-report-to" />
        <SelectField
          label={t('income.program')}
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          options={kinds}
          testId="bo-income-report-kind"
        />
        <Button type="submit" size="sm" className="h-10" loading={report.isFetching} data-testid="bo-income-report-show">
          {t('income.show')}
        </Button>
      </form>
      {report.isError && report.data ? (
        <Notice tone="error" testId="bo-income-report-error">
          {describeStaffError(report.error, t)}
        </Notice>
      ) : null}
      <Table
        caption={t('income.report.title')}
        className={report.isFetching && report.isPlaceholderData ? 'opacity-70' : undefined}
        head={
          <>
            <Th>{t('income.report.date')}</Th>
            <Th>{t('income.program')}</Th>
            <Th align="end">{t('income.report.players')}</Th>
            <Th align="end">{t('income.report.basis')}</Th>
            <Th align="end">{t('income.report.amount')}</Th>
            {FIGURES.map((figure) => (
              <Th key={figure} align="end">
                {t(`income.report.${figure}`)}
              </Th>
            ))}
          </>
        }
      >
        <QueryRows
          query={report}
          columns={10}
          rows={rows}
          empty={t('income.report.empty')}
          keepRowsOnError
          render={(row) => (
            <Tr key={`${row.date}-${row.kind}`} data-testid={`bo-income-report-${row.date}-${row.kind}`}>
              <Td label={t('income.report.date')} className="whitespace-nowrap text-gray-300">
                {formatDay(row.date, locale)}
              </Td>
              <Td label={t('income.program')}>
                <KindBadge kind={row.kind} />
              </Td>
              <Td label={t('income.report.players')} className="text-end text-gray-200 tabular-nums" data-testid="bo-income-report-players">
                {row.players.toLocaleString(locale)}
              </Td>
              <Td label={t('income.report.basis')} className="text-end text-gray-300">
                <Money amount={row.basis} />
              </Td>
              <Td label={t('income.report.amount')} className="text-end font-medium text-white" data-testid="bo-income-report-amount">
                <Money amount={row.amount} />
              </Td>
              {FIGURES.map((figure) => (
                <Td key={figure} label={t(`income.report.${figure}`)} className="text-end text-gray-300" data-testid={`bo-income-report-${figure}`}>
                  <Money amount={row[figure]} />
                </Td>
              ))}
            </Tr>
          )}
        />
      </Table>
    </Section>
  );
}
