import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

import { describeStaffError } from '../api/errors';
import { awardsQuery, type AwardsFilter } from '../api/income-api';
import type { AwardStatus, IncomeKind } from '../types';

import { CsvButton } from './csv-button';
import { AWARD_COLUMNS } from './csv-columns';
import { DateField, SelectField } from './form-controls';
import { AwardRows, AwardsHead, useAwardDecision } from './income-awards';
import { useKindOptions } from './income-parts';
import { DismissibleNotice, Notice, type NoticeMessage } from './notice';
import { Pager, useBackToFirstPage } from './pager';
import { Section } from './section';
import { Table } from './table';

const STATUSES: readonly AwardStatus[] = ['open', 'held', 'paid', 'expired', 'voided'];

/** Every award of the agent, newest first, filtered and paged, with hold, release and void. */
export function IncomeAwards() {
  const { t } = useTranslation('backoffice');
  const kinds = useKindOptions();
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [player, setPlayer] = useState('');
  const [playerError, setPlayerError] = useState<string | null>(null);
  const [filter, setFilter] = useState<AwardsFilter>({ page: 1 });
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const decisions = useAwardDecision((text) => setNotice({ tone: 'success', text }));
  const awards = useQuery(awardsQuery(filter));
  const data = awards.data;
  const setPage = useCallback((page: number) => setFilter((f) => ({ ...f, page })), []);
  useBackToFirstPage(awards.error, filter.page, setPage);

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = player.trim();
    if (id && !/^[1-9]\d{0,17}$/.test(id)) {
      setPlayerError(t('income.err.playerId'));
      return;
    }
    setPlayerError(null);
    setFilter({
      kind: (kind || undefined) as IncomeKind | undefined,
      status: (status || undefined) as AwardStatus | undefined,
      startDate: from || undefined,
      endDate: to || undefined,
      playerId: id ? Number(id) : undefined,
      page: 1,
    });
  }

  const pageInfo = data ? { page: data.page, perPage: data.perPage, total: data.total, totalPages: Math.max(1, Math.ceil(data.total / Math.max(1, data.perPage))) } : undefined;

  return (
    <Section
      title={t('income.awards.title')}
      note={t('income.awards.note')}
      testId="bo-income-awards"
      actions={<CsvButton filename={`income-awards-${filter.page}.csv`} rows={data?.items ?? []} columns={AWARD_COLUMNS} testId="bo-income-awards-csv" />}
    >
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" aria-label={t('income.awards.filter')} data-testid="bo-income-awards-filter">
        <SelectField label={t('income.program')} value={kind} onChange={(e) => setKind(e.target.value)} options={kinds} testId="bo-income-awards-kind" />
        <SelectField
          label={t('income.awards.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          options={[{ value: '', label: t('income.allStatuses') }, ...STATUSES.map((s) => ({ value: s, label: t(`income.awardStatus.${s}`) }))]}
          testId="bo-income-awards-status"
        />
        <DateField label={t('income.from')} value={from} max={to} onChange={setFrom} testId="bo-income-awards-from" />
        <DateField label={t('income.to')} value={to} min={from} onChange={setTo} testId="bo-income-awards-to" />
        <TextField
          label={t('income.awards.playerId')}
          name="playerId"
          value={player}
          onChange={(e) => {
            setPlayer(e.target.value);
            setPlayerError(null);
          }}
          inputMode="numeric"
          autoComplete="off"
          error={playerError}
          className="w-40"
          data-testid="bo-income-awards-player"
        />
        <Button type="submit" size="sm" className="h-10" loading={awards.isFetching} data-testid="bo-income-awards-show">
          {t('income.show')}
        </Button>
      </form>
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-income-awards-notice" />
      {awards.isError && data ? (
        <Notice tone="error" testId="bo-income-awards-error">
          {describeStaffError(awards.error, t)}
        </Notice>
      ) : null}
      <Table caption={t('income.awards.title')} className={awards.isFetching && awards.isPlaceholderData ? 'opacity-70' : undefined} head={<AwardsHead />}>
        <AwardRows query={awards} rows={data?.items ?? []} onDecide={decisions.decide} />
      </Table>
      <Pager page={pageInfo} onChange={setPage} busy={awards.isFetching} testId="bo-income-awards-pager" />
      {decisions.dialog}
    </Section>
  );
}
