import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Card } from '@/components/ui/card';
import { HistoryIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { HistoryPanel, readHistoryParams, type DateFilter, type HistoryTab } from '@/features/cashier';

import { RequireSession } from './require-session';

/** /history (and /transaction): deposits and withdrawals by date filter; tab and filter live in the URL. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { tab, filter } = readHistoryParams(params);

  const update = (next: { tab?: HistoryTab; date?: DateFilter }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.tab) copy.set('tab', next.tab);
        if (next.date) copy.set('date', next.date);
        return copy;
      },
      { replace: true },
    );

  return (
    <RequireSession title={t('history.title')}>
      <Page title={t('history.title')} icon={<HistoryIcon className="size-6" />} medium>
        <Card className="p-4 sm:p-5">
          <HistoryPanel
            tab={tab}
            filter={filter}
            onTabChange={(value) => update({ tab: value })}
            onFilterChange={(value) => update({ date: value })}
          />
        </Card>
      </Page>
    </RequireSession>
  );
}
