import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Tabs, type TabItem } from '@/components/ui/tabs';

import { IncomeAlliances } from '../components/income-alliances';
import { IncomeAwards } from '../components/income-award-list';
import { IncomeReport } from '../components/income-report';
import { IncomeRuns } from '../components/income-runs';
import { IncomeSettingsSection } from '../components/income-settings';
import { PageHeader } from '../components/layout';

const TABS = ['settings', 'report', 'awards', 'runs', 'alliances'] as const;
export type IncomeTab = (typeof TABS)[number];

const isTab = (value: string | null): value is IncomeTab => TABS.includes(value as IncomeTab);

/** The income programs (docs/income.md §4): settings, report, awards, computed periods and alliances; the tab is in the address (`?tab=`). */
export function IncomePage() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: IncomeTab = isTab(asked) ? asked : 'settings';
  const items: TabItem<IncomeTab>[] = TABS.map((value) => ({ value, label: t(`income.tabs.${value}`), testId: `bo-income-tab-${value}` }));

  function select(next: IncomeTab) {
    setParams(
      (previous) => {
        const search = new URLSearchParams(previous);
        search.set('tab', next);
        return search;
      },
      { replace: true },
    );
  }

  return (
    <>
      <PageHeader title={t('income.title')} subtitle={t('income.subtitle')} />
      <Tabs label={t('income.tabs.label')} items={items} value={tab} onChange={select} className="flex flex-col">
        {tab === 'settings' ? (
          <div className="max-w-3xl">
            <IncomeSettingsSection />
          </div>
        ) : null}
        {tab === 'report' ? <IncomeReport /> : null}
        {tab === 'awards' ? <IncomeAwards /> : null}
        {tab === 'runs' ? <IncomeRuns /> : null}
        {tab === 'alliances' ? <IncomeAlliances /> : null}
      </Tabs>
    </>
  );
}
