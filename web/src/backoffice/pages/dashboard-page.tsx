import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { cn } from '@/lib/cn';
import { localeTag } from '@/lib/date';

import { dashboardCsvUrl, dashboardQuery, type DashboardPeriod } from '../api/dashboard-api';
import { describeStaffError, errorCodeOf } from '../api/errors';
import { CsvButton } from '../components/csv-button';
import { FigureCards, Ggr } from '../components/dashboard-figures';
import { DASHBOARD_MAX_DAYS } from '../components/dashboard-period';
import { PeriodPicker } from '../components/dashboard-period-picker';
import { formatDay, todayIn } from '../components/format';
import { PageHeader } from '../components/layout';
import { formatAgentMoney, Money } from '../components/money';
import { Notice } from '../components/notice';
import { Section } from '../components/section';
import { QueryRows, Table, Td, Th, Tr } from '../components/table';
import { useCurrency } from '../hooks/use-staff';
import type { Dashboard, DayFigures } from '../types';

// The chart library comes with this page alone, after its figures.
const DayChart = lazy(() => import('../components/day-chart'));

const DEPOSIT_COLOR = '#34d399';
const WITHDRAW_COLOR = '#fb923c';
const WIN_COLOR = '#38bdf8';
const LOSS_COLOR = '#f87171';

/** A chart with its title and, in words, what it shows; the days table below carries every number. */
function ChartFigure({ title, summary, testId, children }: { title: string; summary: string; testId: string; children: ReactNode }) {
  return (
    <figure className="pp-card flex min-w-0 flex-col gap-3 p-4" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <figcaption className="flex flex-col gap-1">
        <span id={`${testId}-title`} className="text-sm font-semibold text-white">
          {title}
        </span>
        <span className="text-xs text-gray-400" data-testid={`${testId}-summary`}>
          {summary}
        </span>
      </figcaption>
      <Suspense fallback={<div className="h-56 sm:h-64" aria-hidden="true" />}>{children}</Suspense>
    </figure>
  );
}

/** The day with the largest value of `pick` (the first of equals). */
function topDay(days: readonly DayFigures[], pick: (day: DayFigures) => number, sign = 1): DayFigures | undefined {
  return days.reduce<DayFigures | undefined>((best, day) => (!best || sign * pick(day) > sign * pick(best) ? day : best), undefined);
}

function Charts({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('backoffice');
  const locale = localeTag(i18n.language);
  const currency = useCurrency() || data.currencyCode;
  const money = useCallback((value: number) => formatAgentMoney(value, currency), [currency]);
  const short = useCallback((value: number) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value), [locale]);
  const day = (date: string) => formatDay(date, locale);

  const shape = useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' });
    return {
      labels: data.days.map((d) => short.format(new Date(`${d.date}T00:00:00Z`))),
      money: [
        { label: t('dashboard.deposits'), color: DEPOSIT_COLOR, values: data.days.map((d) => d.deposits) },
        { label: t('dashboard.withdrawals'), color: WITHDRAW_COLOR, values: data.days.map((d) => d.withdrawals) },
      ],
      ggr: [{ label: t('dashboard.ggr'), color: data.days.map((d) => (d.ggr < 0 ? LOSS_COLOR : WIN_COLOR)), values: data.days.map((d) => d.ggr) }],
    };
  }, [data.days, locale, t]);

  const period = { start: day(data.start), end: day(data.end) };
  const mostIn = topDay(data.days, (d) => d.deposits);
  const mostOut = topDay(data.days, (d) => d.withdrawals);
  const best = topDay(data.days, (d) => d.ggr);
  const worst = topDay(data.days, (d) => d.ggr, -1);
  const moneySummary = [
    t('dashboard.moneySummary', { ...period, deposits: money(data.period.deposits), withdrawals: money(data.period.withdrawals) }),
    mostIn && mostIn.deposits > 0 ? t('dashboard.mostDeposits', { day: day(mostIn.date), amount: money(mostIn.deposits) }) : '',
    mostOut && mostOut.withdrawals > 0 ? t('dashboard.mostWithdrawals', { day: day(mostOut.date), amount: money(mostOut.withdrawals) }) : '',
  ].filter(Boolean).join(' ');
  const ggrSummary = [
    t('dashboard.ggrSummary', { ...period, ggr: money(data.period.ggr) }),
    best && worst && best !== worst ? t('dashboard.ggrRange', { best: day(best.date), bestAmount: money(best.ggr), worst: day(worst.date), worstAmount: money(worst.ggr) }) : '',
  ].filter(Boolean).join(' ');

  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <ChartFigure title={t('dashboard.moneyChart')} summary={moneySummary} testId="bo-dashboard-money-chart">
        <DayChart label={moneySummary} labels={shape.labels} series={shape.money} formatValue={money} formatTick={short} testId="bo-dashboard-money-canvas" />
      </ChartFigure>
      <ChartFigure title={t('dashboard.ggrChart')} summary={ggrSummary} testId="bo-dashboard-ggr-chart">
        <DayChart label={ggrSummary} labels={shape.labels} series={shape.ggr} formatValue={money} formatTick={short} testId="bo-dashboard-ggr-canvas" />
      </ChartFigure>
    </div>
  );
}

function DaysTable({ query, rows }: { query: Parameters<typeof QueryRows>[0]['query']; rows: readonly DayFigures[] }) {
  const { t, i18n } = useTranslation('backoffice');
  const locale = localeTag(i18n.language);
  const count = (n: number) => n.toLocaleString(locale);
  return (
    <Table
      caption={t('dashboard.days')}
      head={
        <>
          <Th>{t('dashboard.day')}</Th>
          <Th align="end">{t('dashboard.deposits')}</Th>
          <Th align="end">{t('dashboard.withdrawals')}</Th>
          <Th align="end">{t('dashboard.bonusCost')}</Th>
          <Th align="end">{t('dashboard.turnover')}</Th>
          <Th align="end">{t('dashboard.ggr')}</Th>
          <Th align="end">{t('dashboard.activePlayers')}</Th>
          <Th align="end">{t('dashboard.newPlayers')}</Th>
        </>
      }
    >
      <QueryRows
        query={query}
        columns={8}
        rows={rows}
        keepRowsOnError
        empty={t('app.empty')}
        render={(d) => (
          <Tr key={d.date} data-testid={`bo-dashboard-day-${d.date}`}>
            <Td label={t('dashboard.day')} className="whitespace-nowrap text-gray-200">
              {formatDay(d.date, locale)}
            </Td>
            <Td label={t('dashboard.deposits')} className="text-end text-white">
              <Money amount={d.deposits} /> <span className="text-xs text-gray-400">({count(d.depositCount)})</span>
            </Td>
            <Td label={t('dashboard.withdrawals')} className="text-end text-white">
              <Money amount={d.withdrawals} /> <span className="text-xs text-gray-400">({count(d.withdrawalCount)})</span>
            </Td>
            <Td label={t('dashboard.bonusCost')} className="text-end text-gray-200">
              <Money amount={d.bonusCost} />
            </Td>
            <Td label={t('dashboard.turnover')} className="text-end text-gray-200">
              <Money amount={d.turnover} />
            </Td>
            <Td label={t('dashboard.ggr')} className="text-end">
              <Ggr amount={d.ggr} />
            </Td>
            <Td label={t('dashboard.activePlayers')} className="text-end tabular-nums text-gray-200">
              {count(d.activePlayers)}
            </Td>
            <Td label={t('dashboard.newPlayers')} className="text-end tabular-nums text-gray-200">
              {count(d.newPlayers)}
            </Td>
          </Tr>
        )}
      />
    </Table>
  );
}

/**
 * The agent at a glance (docs/money.md "Dashboard"): today's figures, a period's totals, its
 * deposits, withdrawals and GGR per day as charts and as a table, and the table as CSV. The
 * period lives in the address (`start`, `end`); none is the server's default, the last 7 days.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('backoffice');
  const locale = localeTag(i18n.language);
  const [params, setParams] = useSearchParams();
  const asked: DashboardPeriod = { start: params.get('start') || undefined, end: params.get('end') || undefined };
  const query = useQuery({ ...dashboardQuery(asked), placeholderData: keepPreviousData });
  const data = query.data;
  // The agent's today as the server counts it; this machine's until it has answered.
  const today = data?.today.date ?? todayIn(undefined);
  const shown: DashboardPeriod = data ? { start: data.start, end: data.end } : asked;

  function show(period: { start: string; end: string }) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('start', period.start);
        next.set('end', period.end);
        return next;
      },
      { replace: true },
    );
  }

  const badPeriod = query.isError && errorCodeOf(query.error) === '0000';
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <div className={cn('flex flex-col gap-7', query.isFetching && query.isPlaceholderData && 'opacity-80')}>
        <Section
          title={t('dashboard.today')}
          note={data ? formatDay(data.today.date, locale) : undefined}
          testId="bo-dashboard-today"
        >
          {data ? <FigureCards figures={data.today} label={t('dashboard.today')} testId="bo-dashboard-today-cards" /> : null}
          {query.isPending ? <p className="text-sm text-gray-400">{t('app.loading')}</p> : null}
        </Section>

        <Section
          title={t('dashboard.period')}
          note={data ? t('dashboard.periodNote', { start: formatDay(data.start, locale), end: formatDay(data.end, locale) }) : undefined}
          testId="bo-dashboard-period"
        >
          <PeriodPicker today={today} shown={shown} busy={query.isFetching} onChange={show} />
          {query.isError ? (
            <Notice tone="error" testId="bo-dashboard-error">
              {badPeriod ? t('dashboard.badPeriod', { days: DASHBOARD_MAX_DAYS }) : describeStaffError(query.error, t)}
            </Notice>
          ) : null}
          {data && !query.isError ? <FigureCards figures={data.period} label={t('dashboard.period')} testId="bo-dashboard-period-cards" /> : null}
        </Section>

        {data && !query.isError ? <Charts data={data} /> : null}

        {query.isError ? null : (
        <Section
          title={t('dashboard.days')}
          testId="bo-dashboard-days"
          actions={
            data ? (
              <CsvButton
                href={dashboardCsvUrl({ start: data.start, end: data.end })}
                filename={`dashboard-${data.start}-${data.end}.csv`}
                testId="bo-dashboard-csv"
              />
            ) : null
          }
        >
          <DaysTable query={query} rows={data?.days ?? []} />
        </Section>
        )}
      </div>
    </>
  );
}
