import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { DateFilterChips } from '@/components/ui/date-filter-chips';
import { DepositIcon, HistoryIcon, WithdrawIcon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useAgent } from '@/features/agent';
import type { DateFilter } from '@/lib/date-filter';

import { transactionHistoryQueryOptions } from '../api/cashier-api';
import { cashierCurrency } from '../hooks/use-limits';
import { transactionsOf, type HistoryTab } from '../history-filters';
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
  const agent = useAgent();
  const currency = cashierCurrency(undefined, agent);
  const items: TabItem<HistoryTab>[] = [
    { value: 'all', label: t('history.all'), icon: <HistoryIcon className="size-4" />, testId: 'history-tab-all' },
    { value: 'deposit', label: t('history.deposit'), icon: <DepositIcon className="size-4" />, testId: 'history-tab-deposit' },
    { value: 'withdraw', label: t('history.withdraw'), icon: <WithdrawIcon className="size-4" />, testId: 'history-tab-withdraw' },
  ];
  const rows = transactionsOf(history.data, tab);

  return (
    <Tabs label={t('history.tabs')} items={items} value={tab} onChange={onTabChange}>
      <DateFilterChips value={filter} onChange={onFilterChange} />
      {history.isPending ? (
        <Spinner className="py-8" />
      ) : history.isError ? (
        <LoadFailed className="py-6" onRetry={() => void history.refetch()}>
          {t('history.failed')}
        </LoadFailed>
      ) : rows.length ? (
        <TransactionList transactions={rows} currency={currency} />
      ) : (
        <p className="py-10 text-center text-sm text-muted" data-testid="history-empty">
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
  const agent = useAgent();
  const rows = transactionsOf(history.data, tab).slice(0, limit);
  return (
    <section aria-labelledby={`recent-${tab}`} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`recent-${tab}`} className="text-base font-semibold text-strong">
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
        <p className="py-4 text-sm text-muted">{t('history.emptyRecent')}</p>
      )}
    </section>
  );
}
