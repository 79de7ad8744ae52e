import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card';
import { DepositIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { useAgentCurrency } from '@/features/agent';
import { DepositPanel, RecentTransactions } from '@/features/cashier';
import { PromotionChoice } from '@/features/promotions';
import { BalanceCard } from '@/features/wallet';

import { RequireSession } from './require-session';

/**
 * /deposit: the promotion choice for this deposit (spec "promotion choosing"), then the deposit
 * panel, with the balance and the latest deposits beside them on wide screens.
 */
export function Component() {
  const { t } = useTranslation();
  const currency = useAgentCurrency();
  return (
    <RequireSession title={t('deposit.title')}>
      <Page title={t('deposit.title')} subtitle={t('deposit.subtitle')} icon={<DepositIcon className="size-6" />}>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:items-start">
          <div className="flex flex-col gap-5">
            <Card className="p-4 sm:p-5">
              <PromotionChoice />
            </Card>
            <Card className="p-4 sm:p-5">
              <DepositPanel />
            </Card>
          </div>
          <div className="flex flex-col gap-5">
            <BalanceCard fallbackCurrency={currency} />
            <Card className="p-4 sm:p-5">
              <RecentTransactions tab="deposit" />
            </Card>
          </div>
        </div>
      </Page>
    </RequireSession>
  );
}
