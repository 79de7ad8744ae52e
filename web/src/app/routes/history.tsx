import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Card } from '@/components/ui/card';
import { GamepadIcon, HistoryIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { HistoryPanel, readHistoryParams, type HistoryTab } from '@/features/cashier';
import { GameRoundsPanel } from '@/features/games';
import type { DateFilter } from '@/lib/date-filter';

import { RequireSession } from './require-session';

type HistoryView = 'transactions' | 'rounds';

/**
 * /history (and /transaction): deposits and withdrawals, or game rounds (?view=rounds), by date
 * filter; view, tab and filter live in the URL.
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { tab, filter } = readHistoryParams(params);
  const view: HistoryView = params.get('view') === 'rounds' ? 'rounds' : 'transactions';

  const update = (next: { tab?: HistoryTab; date?: DateFilter; view?: HistoryView }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.tab) copy.set('tab', next.tab);
        if (next.date) copy.set('date', next.date);
        if (next.view === 'rounds') copy.set('view', 'rounds');
        else if (next.view) copy.delete('view');
        return copy;
      },
      { replace: true },
    );

  const views: TabItem<HistoryView>[] = [
    {
      value: 'transactions',
      label: t('rounds.transactions'),
      icon: <HistoryIcon className="size-4" />,
      testId: 'transactions-tab',
    },
    { value: 'rounds', label: t('rounds.tab'), icon: <GamepadIcon className="size-4" />, testId: 'rounds-tab' },
  ];

  return (
    <RequireSession title={t('history.title')}>
      <Page title={t('history.title')} icon={<HistoryIcon className="size-6" />} medium>
        <Card className="p-4 sm:p-5">
          <Tabs label={t('rounds.views')} items={views} value={view} onChange={(value) => update({ view: value })}>
            {view === 'rounds' ? (
              <GameRoundsPanel filter={filter} onFilterChange={(value) => update({ date: value })} />
            ) : (
              <HistoryPanel
                tab={tab}
                filter={filter}
                onTabChange={(value) => update({ tab: value })}
                onFilterChange={(value) => update({ date: value })}
              />
            )}
          </Tabs>
        </Card>
      </Page>
    </RequireSession>
  );
}
