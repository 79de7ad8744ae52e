import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { localeTag } from '@/lib/date';

import { backofficeApi, boKeys, incidentsQuery, pendingTransfersQuery, playDaysQuery } from '../api/backoffice-api';
import { describeStaffError } from '../api/errors';
import { CsvButton } from '../components/csv-button';
import { GAME_INCIDENT_COLUMNS, PENDING_TRANSFER_COLUMNS, PLAY_DAY_COLUMNS } from '../components/csv-columns';
import { addDays, formatAge, formatDateTime, formatDay, todayIn, useNow } from '../components/format';
import { DateField } from '../components/form-controls';
import { PageHeader } from '../components/layout';
import { Money } from '../components/money';
import { Notice } from '../components/notice';
import { Pager, useBackToFirstPage } from '../components/pager';
import { incidentKindText, StageBadge, useIncidentDetail, WinLoss } from '../components/play-badges';
import { Section } from '../components/section';
import { QueryRows, Table, Td, Th, Tr } from '../components/table';
import { DirectionAmountCells, ReferenceCell } from '../components/transfer-cells';
import { BO_PATHS } from '../paths';
import type { PlayDays } from '../types';

const QUICK_RANGES = [7, 30] as const;

function Tile({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="pp-card min-w-0 p-4" data-testid={testId}>
      <p className="text-xs text-gray-400">{label}</p>
      <p className="mt-1 truncate text-lg font-semibold text-white sm:text-xl">{children}</p>
    </div>
  );
}

function DayTotals({ data }: { data: PlayDays }) {
  const { t, i18n } = useTranslation('backoffice');
  const locale = localeTag(i18n.language);
  const { totals } = data;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile label={t('play.turnover')} testId="bo-play-total-turnover">
        <Money amount={totals.turnover} />
      </Tile>
      <Tile label={t('play.payout')} testId="bo-play-total-payout">
        <Money amount={totals.payout} />
      </Tile>
      <Tile label={t('play.agentWinLoss')} testId="bo-play-total-agent">
        <WinLoss amount={totals.agentWinLoss} />
      </Tile>
      <Tile label={`${t('play.rounds')} · ${t('play.players')}`} testId="bo-play-total-rounds">
        <span className="tabular-nums">
          {totals.rounds.toLocaleString(locale)} · {totals.players.toLocaleString(locale)}
        </span>
      </Tile>
    </div>
  );
}

/** Turnover and win/loss per day of the agent's time zone, for a range kept in the address. */
function DaysReport() {
  const { t, i18n } = useTranslation('backoffice');
  const locale = localeTag(i18n.language);
  const [params, setParams] = useSearchParams();
  const range = { startDate: params.get('from') || undefined, endDate: params.get('to') || undefined };
  const days = useQuery({ ...playDaysQuery(range), placeholderData: keepPreviousData });
  const [from, setFrom] = useState(range.startDate ?? '');
  const [to, setTo] = useState(range.endDate ?? '');

  // The inputs show the range the server answered for (its default one at first).
  const shownStart = days.data?.startDate;
  const shownEnd = days.data?.endDate;
  useEffect(() => {
    if (shownStart && shownEnd) {
      setFrom(shownStart);
      setTo(shownEnd);
    }
  }, [shownStart, shownEnd]);

  function show(startDate: string, endDate: string) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (startDate) next.set('from', startDate);
        else next.delete('from');
        if (endDate) next.set('to', endDate);
        else next.delete('to');
        return next;
      },
      { replace: true },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    show(from, to);
  }

  function lastDays(count: number) {
    const today = todayIn(days.data?.timezone);
    show(addDays(today, -(count - 1)), today);
  }

  const rows = days.data?.days ?? [];
  return (
    <Section
      title={t('play.days')}
      note={days.data ? t('play.daysNote', { zone: days.data.timezone }) : undefined}
      testId="bo-play-days"
      actions={
        <CsvButton
          filename={`play-days-${days.data?.startDate ?? ''}-${days.data?.endDate ?? ''}.csv`}
          rows={rows}
          columns={PLAY_DAY_COLUMNS}
          testId="bo-play-days-csv"
        />
      }
    >
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('play.range')} data-testid="bo-play-range">
        <DateField label={t('play.from')} value={from} max={to} onChange={setFrom} testId="bo-play-from" />
        <DateField label={t('play.to')} value={to} min={from} onChange={setTo} testId="bo-play-to" />
        <Button type="submit" size="sm" className="h-10" loading={days.isFetching} data-testid="bo-play-show">
          {t('play.show')}
        </Button>
        <div className="flex gap-2">
          {QUICK_RANGES.map((count) => (
            <Button key={count} variant="outline" size="sm" className="h-10" onClick={() => lastDays(count)} data-testid={`bo-play-last-${count}`}>
              {t('play.lastDays', { days: count })}
            </Button>
          ))}
        </div>
      </form>

      {days.isError ? (
        <Notice tone="error" testId="bo-play-days-error">
          {describeStaffError(days.error, t)}
        </Notice>
      ) : null}
      {days.data ? <DayTotals data={days.data} /> : null}

      <Table
        caption={t('play.days')}
        className={days.isFetching && days.isPlaceholderData ? 'opacity-70' : undefined}
        head={
          <>
            <Th>{t('play.day')}</Th>
            <Th align="end">{t('play.rounds')}</Th>
            <Th align="end">{t('play.players')}</Th>
            <Th align="end">{t('play.turnover')}</Th>
            <Th align="end">{t('play.payout')}</Th>
            <Th align="end">{t('play.playerWinLoss')}</Th>
            <Th align="end">{t('play.agentWinLoss')}</Th>
          </>
        }
      >
        <QueryRows
          query={days}
          columns={7}
          rows={rows}
          keepRowsOnError
          render={(day) => {
            // A day without play is one line on a phone; the zeros stay in the table's columns.
            const quiet = day.rounds === 0;
            return (
              <Tr
                key={day.day}
                data-testid={`bo-play-day-${day.day}`}
                className={quiet ? 'text-gray-500 max-md:[&>td:not(:first-child)]:hidden' : undefined}
              >
                {quiet ? (
                  <Td label={formatDay(day.day, locale)} className="whitespace-nowrap text-gray-400">
                    <span className="max-md:hidden">{formatDay(day.day, locale)}</span>
                    <span className="text-xs text-gray-500 md:hidden">{t('play.noPlay')}</span>
                  </Td>
                ) : (
                  <Td label={t('play.day')} className="whitespace-nowrap text-gray-200">
                    {formatDay(day.day, locale)}
                  </Td>
                )}
                <Td label={t('play.rounds')} className="text-end tabular-nums">
                  {day.rounds.toLocaleString(locale)}
                </Td>
                <Td label={t('play.players')} className="text-end tabular-nums">
                  {day.players.toLocaleString(locale)}
                </Td>
                <Td label={t('play.turnover')} className={cn('text-end', !quiet && 'text-white')}>
                  <Money amount={day.turnover} />
                </Td>
                <Td label={t('play.payout')} className={cn('text-end', !quiet && 'text-gray-200')}>
                  <Money amount={day.payout} />
                </Td>
                <Td label={t('play.playerWinLoss')} className="text-end">
                  <WinLoss amount={day.winLoss} />
                </Td>
                <Td label={t('play.agentWinLoss')} className="text-end">
                  <WinLoss amount={day.agentWinLoss} />
                </Td>
              </Tr>
            );
          }}
        />
      </Table>
    </Section>
  );
}

function PlayerLink({ id, username }: { id: number | null; username: string | null }) {
  if (id === null || !username) return <span className="text-gray-500">—</span>;
  return (
    <Link to={BO_PATHS.player(id)} className="font-medium text-primary-300 hover:underline">
      {username}
    </Link>
  );
}

/** Transfers not settled yet, the longest waiting first, with their age ticking. */
function PendingTransfers() {
  const { t, i18n: { language } } = useTranslation('backoffice');
  const locale = localeTag(language);
  const [page, setPage] = useState(1);
  const pending = useQuery({ ...pendingTransfersQuery(page), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const [released, setReleased] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const release = useMutation({
    mutationFn: (reference: string) => backofficeApi.releaseTransfer(reference),
    onMutate: () => setReleased(null),
    onSuccess: (_done, reference) => {
      setReleased({ tone: 'success', text: t('play.released', { reference }) });
      void queryClient.invalidateQueries({ queryKey: [...boKeys.all, 'play'] });
    },
    onError: (error) => setReleased({ tone: 'error', text: describeStaffError(error, t) }),
  });
  useBackToFirstPage(pending.error, page, setPage);
  const now = useNow(5_000);
  const rows = pending.data?.transfers ?? [];
  // The age as the server counted it, moved on by this machine's clock since the answer.
  const answeredAt = pending.dataUpdatedAt || now;
  return (
    <Section
      title={t('play.pending')}
      note={pending.data ? t('play.pendingNote', { seconds: pending.data.reconcileAfterSeconds }) : undefined}
      testId="bo-play-pending"
      actions={
        <span className="flex flex-wrap gap-2">
          <CsvButton filename={`play-pending-${page}.csv`} rows={rows} columns={PENDING_TRANSFER_COLUMNS} testId="bo-pending-csv" />
          <Button variant="outline" size="sm" onClick={() => void pending.refetch()} loading={pending.isFetching} icon={<RefreshIcon className="size-4" />}>
            {t('queue.refresh')}
          </Button>
        </span>
      }
    >
      {released ? (
        <Notice tone={released.tone} testId="bo-pending-released">
          {released.text}
        </Notice>
      ) : null}
      <Table
        caption={t('play.pending')}
        head={
          <>
            <Th>{t('play.player')}</Th>
            <Th>{t('transfer.direction')}</Th>
            <Th align="end">{t('queue.amount')}</Th>
            <Th>{t('play.stage')}</Th>
            <Th>{t('play.age')}</Th>
            <Th>{t('transfer.reference')}</Th>
          </>
        }
      >
        <QueryRows
          query={pending}
          columns={6}
          rows={rows}
          empty={t('play.pendingNone')}
          render={(transfer) => (
            <Tr key={transfer.id} data-testid={`bo-pending-${transfer.id}`}>
              <Td label={t('play.player')}>
                <PlayerLink id={transfer.playerId} username={transfer.username} />
              </Td>
              <DirectionAmountCells transfer={transfer} />
              <Td label={t('play.stage')}>
                <StageBadge stage={transfer.stage} />
                {transfer.attempts > 1 ? <span className="mt-1 block text-xs text-gray-400">{t('play.attempts', { count: transfer.attempts })}</span> : null}
                {transfer.stage === 'setAside' ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-1.5"
                    loading={release.isPending && release.variables === transfer.reference}
                    onClick={() => release.mutate(transfer.reference)}
                    data-testid={`bo-pending-release-${transfer.id}`}
                  >
                    {t('play.release')}
                  </Button>
                ) : null}
              </Td>
              <Td label={t('play.age')} className="whitespace-nowrap text-amber-200 tabular-nums">
                <span data-testid={`bo-pending-age-${transfer.id}`}>{formatAge(transfer.ageSeconds + Math.max(0, (now - answeredAt) / 1000), locale)}</span>
                <span className="block text-xs text-gray-500">{formatDateTime(transfer.createdAt, language)}</span>
              </Td>
              <ReferenceCell reference={transfer.reference} family={transfer.family} />
            </Tr>
          )}
        />
      </Table>
      <Pager page={pending.data?.page} onChange={setPage} busy={pending.isFetching} testId="bo-pending-pager" />
    </Section>
  );
}

/** What was set aside instead of moving money, newest first. */
function Incidents() {
  const { t, i18n: { language } } = useTranslation('backoffice');
  const [page, setPage] = useState(1);
  const incidents = useQuery({ ...incidentsQuery(page), placeholderData: keepPreviousData });
  useBackToFirstPage(incidents.error, page, setPage);
  const describe = useIncidentDetail();
  const rows = incidents.data?.incidents ?? [];
  return (
    <Section
      title={t('play.incidents')}
      note={t('play.incidentsNote')}
      testId="bo-play-incidents"
      actions={<CsvButton filename={`play-incidents-${page}.csv`} rows={rows} columns={GAME_INCIDENT_COLUMNS} testId="bo-play-incidents-csv" />}
    >
      <Table
        caption={t('play.incidents')}
        className={incidents.isFetching && incidents.isPlaceholderData ? 'opacity-70' : undefined}
        head={
          <>
            <Th>{t('queue.time')}</Th>
            <Th>{t('play.kind')}</Th>
            <Th>{t('play.player')}</Th>
            <Th>{t('play.detail')}</Th>
            <Th>{t('transfer.reference')}</Th>
          </>
        }
      >
        <QueryRows
          query={incidents}
          columns={5}
          rows={rows}
          empty={t('play.incidentsNone')}
          render={(incident) => (
            <Tr key={incident.id} data-testid={`bo-incident-${incident.id}`}>
              <Td label={t('queue.time')} className="whitespace-nowrap text-gray-300">
                {formatDateTime(incident.createdAt, language)}
              </Td>
              <Td label={t('play.kind')} className="text-white">
                {incidentKindText(incident.kind, t)}
                <span className="block font-mono text-xs text-gray-500">{incident.kind}</span>
              </Td>
              <Td label={t('play.player')}>
                <PlayerLink id={incident.playerId} username={incident.username} />
              </Td>
              <Td label={t('play.detail')} className="text-gray-300">
                <span className="block max-w-md break-words" data-testid={`bo-incident-detail-${incident.id}`}>
                  {describe(incident)}
                </span>
              </Td>
              <ReferenceCell reference={incident.reference || '—'} family={incident.family} />
            </Tr>
          )}
        />
      </Table>
      <Pager page={incidents.data?.page} onChange={setPage} busy={incidents.isFetching} testId="bo-incidents-pager" />
    </Section>
  );
}

/** The agent's play (`/backoffice/play`): day totals, pending transfers and incidents; read only. */
export function PlayPage() {
  const { t } = useTranslation('backoffice');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('play.title')} subtitle={t('play.subtitle')} />
      <DaysReport />
      <PendingTransfers />
      <Incidents />
    </div>
  );
}
