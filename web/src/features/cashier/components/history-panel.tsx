import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button';
import { DepositIcon, HistoryIcon, WithdrawIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useAgentStore } from '@/features/agent';
import { cn } from '@/lib/cn';

import { transactionHistoryQueryOptions } from '../api/cashier-api';
import { cashierCurrency } from '../hooks/use-limits';
import { DATE_FILTERS, transactionsOf, type DateFilter, type HistoryTab } from '../history-filters';
import { TransactionList } from './transaction-list';

/**
 * The player's history (GET bank/transaction): deposit / withdraw / all tabs and the date
 * filters of spec §3. Tab and filter are the caller's (the page keeps them in its URL).
 */
export function HistoryPanel({
  tab,
  filter,
  onTabChange,
  onFilterChange,
}: {
  tab: HistoryTab;
  filter: DateFilter;
  onTabChange: (tab: HistoryTab) => void;
  onFilterChange: (filter: DateFilter) => void;
}) {
  const { t } = useTranslation();
  const history = useQuery(transactionHistoryQueryOptions(filter));
  const agent = useAgentStore((s) => s.agent);
  const currency = cashierCurrency(undefined, agent);
  const items: TabItem<HistoryTab>[] = [
    { value: 'all', label: t('history.all'), icon: <HistoryIcon className="size-4" />, testId: 'history-tab-all' },
    { value: 'deposit', label: t('history.deposit'), icon: <DepositIcon className="size-4" />, testId: 'history-tab-deposit' },
    { value: 'withdraw', label: t('history.withdraw'), icon: <WithdrawIcon className="size-4" />, testId: 'history-tab-withdraw' },
  ];
  const rows = transactionsOf(history.data, tab);

  return (
    <Tabs label={t('history.tabs')} items={items} value={tab} onChange={onTabChange}>
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
      {history.isPending ? (
        <Spinner className="py-8" />
      ) : history.isError ? (
        <div className="flex flex-col items-start gap-3 py-6 text-sm text-red-300" role="alert">
          {t('history.failed')}
          <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : rows.length ? (
        <TransactionList transactions={rows} currency={currency} />
      ) : (
        <p className="py-10 text-center text-sm text-gray-400" data-testid="history-empty">
          {t('history.empty')}
        </p>
      )}
    </Tabs>
  );
}

/** The latest few deposits or withdrawals (last 90 days), beside the cashier forms on wide screens. */
export function RecentTransactions({ tab, limit = 5 }: { tab: Exclude<HistoryTab, 'all'>; limit?: number }) {
  const { t } = useTranslation();
  const history = useQuery(transactionHistoryQueryOptions(null));
  const agent = useAgentStore((s) => s.agent);
  const rows = transactionsOf(history.data, tab).slice(0, limit);
  return (
    <section aria-labelledby={`recent-${tab}`} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`recent-${tab}`} className="text-base font-semibold text-white">
          {t('cashier.recent')}
        </h2>
        <ButtonLink to={`/history?tab=${tab}`} variant="ghost" size="sm">
          {t('cashier.viewHistory')}
        </ButtonLink>
      </div>
      {history.isPending ? (
        <Spinner className="py-4" />
      ) : rows.length ? (
        <TransactionList transactions={rows} currency={cashierCurrency(undefined, agent)} />
      ) : (
        <p className="py-4 text-sm text-gray-400">{t('history.emptyRecent')}</p>
      )}
    </section>
  );
}
