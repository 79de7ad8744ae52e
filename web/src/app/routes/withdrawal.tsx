import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card';
import { WithdrawIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { RecentTransactions, WithdrawPanel } from '@/features/cashier';
import { GameCreditGate } from '@/features/games';
import { WithdrawPromotionNote } from '@/features/promotions';

import { RequireSession } from './require-session';

/**
 * /withdrawal: the withdraw panel (after any credit at a game came back) with what the active
 * promotion allows, and the latest withdrawals beside it on wide screens.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireSession title={t('withdraw.title')}>
      <Page title={t('withdraw.title')} subtitle={t('withdraw.subtitle')} icon={<WithdrawIcon className="size-6" />}>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:items-start">
          <Card className="p-4 sm:p-5">
            {/* Credit still at a game comes home before the form (docs/games.md 0064). */}
            <GameCreditGate>
              <WithdrawPanel promotionNote={(data) => <WithdrawPromotionNote withdrawable={data} />} />
            </GameCreditGate>
          </Card>
          <Card className="p-4 sm:p-5">
            <RecentTransactions tab="withdraw" />
          </Card>
        </div>
      </Page>
    </RequireSession>
  );
}
