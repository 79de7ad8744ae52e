import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Card } from '@/components/ui/card';
import { WalletIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { useAgentCurrency } from '@/features/agent';
import { CashierTabs, type CashierTab } from '@/features/cashier';
import { BalanceCard } from '@/features/wallet';

import { RequireSession } from './require-session';

/** /funds: the cashier as a page (deposit and withdraw tabs, ?tab=withdraw). */
export function Component() {
  const { t } = useTranslation();
  const currency = useAgentCurrency();
  const [params, setParams] = useSearchParams();
  const tab: CashierTab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  return (
    <RequireSession title={t('nav.funds')}>
      <Page title={t('nav.funds')} icon={<WalletIcon className="size-6" />}>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:items-start">
          <Card className="p-4 sm:p-5">
            <CashierTabs value={tab} onChange={(next) => setParams({ tab: next }, { replace: true })} />
          </Card>
          <BalanceCard fallbackCurrency={currency} />
        </div>
      </Page>
    </RequireSession>
  );
}
