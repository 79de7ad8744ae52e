import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { DepositIcon, HistoryIcon, WalletIcon, WithdrawIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { useAgentCurrency } from '@/features/agent';
import { BalanceCard, WalletBreakdown } from '@/features/wallet';

import { RequireSession } from './require-session';

/** /wallet: the balance, its breakdown, and the ways to deposit, withdraw and look back. */
export function Component() {
  const { t } = useTranslation();
  const currency = useAgentCurrency();
  return (
    <RequireSession title={t('wallet.pageTitle')}>
      <Page title={t('wallet.pageTitle')} icon={<WalletIcon className="size-6" />}>
        <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
          <div className="flex flex-col gap-4">
            <BalanceCard fallbackCurrency={currency} />
            <div className="grid grid-cols-3 gap-2">
              <ButtonLink to="/deposit" icon={<DepositIcon className="size-5" />} data-testid="wallet-deposit">
                {t('cashier.deposit')}
              </ButtonLink>
              <ButtonLink to="/withdrawal" variant="outline" icon={<WithdrawIcon className="size-5" />} data-testid="wallet-withdraw">
                {t('cashier.withdraw')}
              </ButtonLink>
              <ButtonLink to="/history" variant="outline" icon={<HistoryIcon className="size-5" />}>
                {t('history.short')}
              </ButtonLink>
            </div>
          </div>
          <WalletBreakdown fallbackCurrency={currency} />
        </div>
      </Page>
    </RequireSession>
  );
}
