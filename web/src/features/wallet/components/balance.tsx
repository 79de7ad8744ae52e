import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { RefreshIcon, WalletIcon } from '@/components/ui/icons';
import { useModalStore } from '@/features/modals';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';

import { walletQueryOptions } from '../api/wallet-api';

/** The compact balance shown in the header while signed in. */
export function BalanceBadge({ fallbackCurrency, className }: { fallbackCurrency?: string; className?: string }) {
  const { t } = useTranslation();
  const wallet = useQuery(walletQueryOptions());
  const currency = wallet.data?.currencyCode || fallbackCurrency;
  function openCashier() {
    const modals = useModalStore.getState();
    modals.close('mobileLeftMenu');
    modals.open('showCashier');
  }
  return (
    <div className={cn('pp-balance-badge shrink-0', className)}>
      {/* The balance opens the cashier (deposit / withdraw); it updates live from the socket. */}
      <button
        type="button"
        onClick={openCashier}
        className="flex min-w-0 items-center gap-1.5 rounded-full hover:text-highlight"
        title={t('header.openCashier')}
        data-testid="balance-open-cashier"
      >
        <WalletIcon className="size-4 shrink-0 text-accent" />
        <span className="sr-only">{t('header.balance')}</span>
        <span className="font-semibold whitespace-nowrap tabular-nums text-highlight" data-testid="balance-badge">
          {wallet.isPending ? '…' : wallet.isError ? '—' : formatMoney(wallet.data.creditBalance, currency)}
        </span>
      </button>
      <button
        type="button"
        onClick={() => void wallet.refetch()}
        className="grid size-7 shrink-0 place-items-center rounded-full text-muted hover:bg-tint/10 hover:text-strong"
        aria-label={t('header.refreshBalance')}
      >
        <RefreshIcon className={cn('size-4', wallet.isFetching && 'animate-spin')} />
      </button>
    </div>
  );
}

/** The balance card of the signed-in home page. */
export function BalanceCard({ fallbackCurrency }: { fallbackCurrency?: string }) {
  const { t } = useTranslation();
  const wallet = useQuery(walletQueryOptions());
  const currency = wallet.data?.currencyCode || fallbackCurrency;
  return (
    <section aria-labelledby="balance-title" className="pp-balance-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="balance-title" className="text-sm font-medium text-accent-pale/80">
            {t('wallet.title')}
          </h2>
          <p className="mt-1 truncate text-3xl font-bold tabular-nums text-strong sm:text-4xl" aria-live="polite">
            {wallet.isPending ? (
              <span className="inline-block h-9 w-40 animate-pulse rounded-lg bg-tint/15 align-middle" />
            ) : wallet.isError ? (
              <span className="text-base font-medium text-danger-fg">{t('wallet.failed')}</span>
            ) : (
              formatMoney(wallet.data.creditBalance, currency)
            )}
          </p>
          <p className="mt-1 text-xs text-accent-pale/70">{t('wallet.credit')}</p>
        </div>
        <button
          type="button"
          onClick={() => void wallet.refetch()}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-scrim/20 text-strong hover:bg-scrim/30"
          aria-label={t('wallet.refresh')}
        >
          <RefreshIcon className={cn('size-5', wallet.isFetching && 'animate-spin')} />
        </button>
      </div>
    </section>
  );
}
