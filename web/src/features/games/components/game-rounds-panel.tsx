import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { DateFilterChips } from '@/components/ui/date-filter-chips';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useAgent } from '@/features/agent';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date';
import type { DateFilter } from '@/lib/date-filter';
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
  return minor > 0 ? 'text-accent-strong' : minor < 0 ? 'text-danger-fg' : 'text-subtle';
}

function RoundRow({ round, currency, timeZone }: { round: Round; currency: string; timeZone?: string }) {
  const { t, i18n } = useTranslation();
  const categoryLabel = useCategoryLabel();
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="round-row" data-round={round.roundId}>
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 truncate text-sm font-medium text-strong">{round.gameName}</p>
        <span
          className={cn('shrink-0 text-sm font-semibold tabular-nums', tone(round.winLoss, currency))}
          data-testid="round-row-winloss"
        >
          {signed(round.winLoss, currency)}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted">
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
  const agent = useAgent();
  const timeZone = agent?.country?.timezone;
  const currency = agent?.country?.currency || 'THB';
  const [pageOf, setPageOf] = useState({ filter, page: 1 });
  const page = pageOf.filter === filter ? pageOf.page : 1;
  const rounds = useRounds(filter, page);
  const data = rounds.data;

  return (
    <div>
      <DateFilterChips value={filter} onChange={onFilterChange} />
      {!data && rounds.isPending ? (
        <Spinner className="py-8" />
      ) : !data ? (
        <LoadFailed className="py-6" onRetry={() => void rounds.refetch()}>
          {t('rounds.failed')}
        </LoadFailed>
      ) : !data.rounds.length ? (
        <p className="py-10 text-center text-sm text-muted" data-testid="rounds-empty">
          {t('rounds.empty')}
        </p>
      ) : (
        <>
          <dl
            className="grid grid-cols-2 gap-2 rounded-box border border-line bg-tint/[0.03] p-3 text-sm sm:grid-cols-4"
            data-testid="rounds-totals"
          >
            <div>
              <dt className="text-xs text-muted">{t('rounds.count')}</dt>
              <dd className="font-semibold text-strong tabular-nums" data-testid="rounds-total-count">{data.totals.rounds}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{t('rounds.bet')}</dt>
              <dd className="font-semibold text-strong tabular-nums">{formatMoney(data.totals.bet, currency)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{t('rounds.payout')}</dt>
              <dd className="font-semibold text-strong tabular-nums">{formatMoney(data.totals.payout, currency)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{t('rounds.winLoss')}</dt>
              <dd className={cn('font-semibold tabular-nums', tone(data.totals.winLoss, currency))} data-testid="rounds-total-winloss">
                {signed(data.totals.winLoss, currency)}
              </dd>
            </div>
          </dl>
          <ul className={cn('flex flex-col divide-y divide-tint/5', rounds.isPlaceholderData && 'opacity-60')}>
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
              <span className="text-sm text-subtle tabular-nums" data-testid="rounds-page-info">
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
