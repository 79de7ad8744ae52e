import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { RefreshIcon, WalletIcon } from '@/components/ui/icons';
import { useModalStore } from '@/features/modals';
import { walletQueryOptions } from '@/features/wallet';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';

import type { BalanceBadgeProps } from '../../types';

/**
 * Layout B's balance: a brand-tinted chip, the wallet in a brand circle, the amount, refresh.
 * The amount opens the cashier and follows the wallet query (live from the socket).
 */
export function BalanceChip({ fallbackCurrency, className }: BalanceBadgeProps) {
  const { t } = useTranslation();
  const wallet = useQuery(walletQueryOptions());
  const currency = wallet.data?.currencyCode || fallbackCurrency;
  function openCashier() {
    const modals = useModalStore.getState();
    modals.close('mobileLeftMenu');
    modals.open('showCashier');
  }
  return (
    <div className={cn('ppb-balance shrink-0', className)}>
      <button
        type="button"
        onClick={openCashier}
        className="flex min-w-0 items-center gap-2 rounded-full pe-1 hover:text-accent-strong"
        title={t('header.openCashier')}
        data-testid="balance-open-cashier"
      >
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-on-primary" aria-hidden="true">
          <WalletIcon className="size-4" />
        </span>
        <span className="sr-only">{t('header.balance')}</span>
        <span className="font-semibold whitespace-nowrap text-highlight tabular-nums" data-testid="balance-badge">
          {wallet.isPending ? '…' : wallet.isError ? '—' : formatMoney(wallet.data.creditBalance, currency)}
        </span>
      </button>
      <button
        type="button"
        onClick={() => void wallet.refetch()}
        className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-tint/5 hover:text-accent-strong"
        aria-label={t('header.refreshBalance')}
      >
        <RefreshIcon className={cn('size-4', wallet.isFetching && 'animate-spin')} />
      </button>
    </div>
  );
}
