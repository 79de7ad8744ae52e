import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { RefreshIcon, WalletIcon } from '@/components/ui/icons';
import { useModalStore } from '@/features/modals';
import { walletQueryOptions } from '@/features/wallet';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';

import type { BalanceBadgeProps } from '../types';

/**
 * The balance as a header shows it: the amount (following the wallet query, live from the
 * socket), whether it is being read again, and the two things a chip does with it.
 */
export function useBalance(fallbackCurrency: string | undefined) {
  const wallet = useQuery(walletQueryOptions());
  const currency = wallet.data?.currencyCode || fallbackCurrency;
  return {
    amount: wallet.isPending ? '…' : wallet.isError ? '—' : formatMoney(wallet.data.creditBalance, currency),
    refreshing: wallet.isFetching,
    refresh: () => void wallet.refetch(),
    /** Opens the cashier, closing the side menu the chip may sit in. */
    openCashier: () => {
      const modals = useModalStore.getState();
      modals.close('mobileLeftMenu');
      modals.open('showCashier');
    },
  };
}

/** A chip's own classes for its parts, beside `${base}__cashier`, `__mark`, `__amount`, `__refresh`. */
export interface BalanceChipLook {
  cashier: string;
  mark?: string;
  amount: string;
  refresh: string;
}

/**
 * A balance chip (`${base}`): the wallet mark and the amount, which open the cashier, then a
 * refresh button.
 */
export function BalanceChip({ base, look, fallbackCurrency, className }: BalanceBadgeProps & { base: string; look: BalanceChipLook }) {
  const { t } = useTranslation();
  const { amount, refreshing, refresh, openCashier } = useBalance(fallbackCurrency);
  return (
    <div className={cn(base, 'shrink-0', className)}>
      <button
        type="button"
        onClick={openCashier}
        className={cn(`${base}__cashier`, look.cashier)}
        title={t('header.openCashier')}
        data-testid="balance-open-cashier"
      >
        <span className={cn(`${base}__mark`, look.mark)} aria-hidden="true">
          <WalletIcon className="size-4" />
        </span>
        <span className="sr-only">{t('header.balance')}</span>
        <span className={cn(`${base}__amount`, look.amount)} data-testid="balance-badge">
          {amount}
        </span>
      </button>
      <button type="button" onClick={refresh} className={cn(`${base}__refresh`, look.refresh)} aria-label={t('header.refreshBalance')}>
        <RefreshIcon className={cn('size-4', refreshing && 'animate-spin')} />
      </button>
    </div>
  );
}
