import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAgentStore } from '@/features/agent';
import { DATE_FILTERS, type DateFilter } from '@/features/cashier/history-filters';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date';
import { formatMoney, toMinorUnits } from '@/lib/money';

import { useRounds } from '../api/queries';
import type { Round } from '../types';
import { useCategoryLabel } from '../hooks/use-category-label';

function signed(amount: number, currency: string): string {
  const minor = toMinorUnits(amount, currency);
  return `${minor > 0 ? '+' : ''}${formatMoney(amount, currency)}`;
}

function tone(amount: number, currency: string): string {
  const minor = toMinorUnits(amount, currency);
  return minor > 0 ? 'text-primary-300' : minor < 0 ? 'text-red-300' : 'text-gray-300';
}

function RoundRow({ round, currency, timeZone }: { round: Round; currency: string; timeZone?: string }) {
  const { t, i18n } = useTranslation();
  const categoryLabel = useCategoryLabel();
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="round-row" data-round={round.roundId}>
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 truncate text-sm font-medium text-white">{round.gameName}</p>
        <span
          className={cn('shrink-0 text-sm font-semibold tabular-nums', tone(round.winLoss, currency))}
          data-testid="round-row-winloss"
        >
          {signed(round.winLoss, currency)}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-gray-400">
        <span className="flex min-w-0 flex-wrap gap-x-2">
          <span>{round.providerPrefix}</span>
          <span>{categoryLabel(round.category)}</span>
          <time dateTime={round.playedAt}>{formatDateTime(round.playedAt, i18n.language, timeZone)}</time>
        </span>
        <span className="tabular-nums">
          {t('rounds.bet')} {formatMoney(round.bet, currency)} · {t('rounds.payout')} {formatMoney(round.payout, currency)}
        </span>
      </div>
    </li>
  );
}

/**
 * The player's game rounds (GET game/rounds) for a date filter chip of the history page:
 * the rounds, their totals and pages.
 */
export function GameRoundsPanel({
  filter,
  onFilterChange,
}: {
  filter: DateFilter;
  onFilterChange: (filter: DateFilter) => void;
}) {
  const { t } = useTranslation();
  const agent = useAgentStore((s) => s.agent);
  const timeZone = agent?.country?.timezone;
  const currency = agent?.country?.currency || 'THB';
  const [pageOf, setPageOf] = useState({ filter, page: 1 });
  const page = pageOf.filter === filter ? pageOf.page : 1;
  const rounds = useRounds(filter, page);
  const data = rounds.data;

  return (
    <div>
      <div role="group" aria-label={t('history.dateFilter')} className="-mx-1 mb-3 flex gap-2 overflow-x-auto px-1 pb-1">
        {DATE_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === filter}
            className={cn('pp-chip-btn', value === filter && 'pp-chip-btn--active')}
            onClick={() => onFilterChange(value)}
            data-testid={`history-filter-${value}`}
          >
            {t(`history.filters.${value}`)}
          </button>
        ))}
      </div>
      {!data && rounds.isPending ? (
        <Spinner className="py-8" />
      ) : !data ? (
        <div className="flex flex-col items-start gap-3 py-6 text-sm text-red-300" role="alert">
          {t('rounds.failed')}
          <Button size="sm" variant="outline" onClick={() => void rounds.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : !data.rounds.length ? (
        <p className="py-10 text-center text-sm text-gray-400" data-testid="rounds-empty">
          {t('rounds.empty')}
        </p>
      ) : (
        <>
          <dl
            className="grid grid-cols-2 gap-2 rounded-2xl border border-white/10 bg-white/[0.03] p-3 text-sm sm:grid-cols-4"
            data-testid="rounds-totals"
          >
            <div>
              <dt className="text-xs text-gray-400">{t('rounds.count')}</dt>
              <dd className="font-semibold text-white tabular-nums" data-testid="rounds-total-count">{data.totals.rounds}</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-400">{t('rounds.bet')}</dt>
              <dd className="font-semibold text-white tabular-nums">{formatMoney(data.totals.bet, currency)}</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-400">{t('rounds.payout')}</dt>
              <dd className="font-semibold text-white tabular-nums">{formatMoney(data.totals.payout, currency)}</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-400">{t('rounds.winLoss')}</dt>
              <dd className={cn('font-semibold tabular-nums', tone(data.totals.winLoss, currency))} data-testid="rounds-total-winloss">
                {signed(data.totals.winLoss, currency)}
              </dd>
            </div>
          </dl>
          <ul className={cn('flex flex-col divide-y divide-white/5', rounds.isPlaceholderData && 'opacity-60')}>
            {data.rounds.map((round) => (
              <RoundRow key={round.roundId} round={round} currency={currency} timeZone={timeZone} />
            ))}
          </ul>
          {data.page.totalPages > 1 ? (
            <nav aria-label={t('games.pagination')} className="mt-4 flex items-center justify-center gap-3">
              <Button
                size="sm"
                variant="outline"
                disabled={page <= 1 || rounds.isPlaceholderData}
                onClick={() => setPageOf({ filter, page: page - 1 })}
                data-testid="rounds-page-prev"
              >
                {t('games.prev')}
              </Button>
              <span className="text-sm text-gray-300 tabular-nums" data-testid="rounds-page-info">
                {t('games.pageInfo', { page, total: data.page.totalPages })}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= data.page.totalPages || rounds.isPlaceholderData}
                onClick={() => setPageOf({ filter, page: page + 1 })}
                data-testid="rounds-page-next"
              >
                {t('games.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
