import { useTranslation } from 'react-i18next';

import { RefreshIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { useBalance } from '../../parts/balance-chip';
import type { BalanceBadgeProps } from '../../types';

/**
 * Layout PP-1's balance: a white pill with a refresh coin, the amount and a brand "+"
 * that opens the cashier. It follows the wallet query (live from the socket).
 */
export function BalancePill({ fallbackCurrency, className }: BalanceBadgeProps) {
  const { t } = useTranslation();
  const { amount, refreshing, refresh, openCashier } = useBalance(fallbackCurrency);
  return (
    <div className={cn('pp1-balance shrink-0', className)}>
      <button type="button" onClick={refresh} className="pp1-balance__coin" aria-label={t('header.refreshBalance')}>
        <RefreshIcon className={cn('size-3.5', refreshing && 'animate-spin')} />
      </button>
      <span className="min-w-0 ps-1.5 pe-2 text-sm font-semibold whitespace-nowrap text-strong tabular-nums">
        <span className="sr-only">{t('header.balance')} </span>
        <span data-testid="balance-badge">{amount}</span>
      </span>
      <button
        type="button"
        onClick={openCashier}
        className="pp1-balance__add"
        title={t('header.openCashier')}
        aria-label={t('header.openCashier')}
        data-testid="balance-open-cashier"
      >
        <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2.6} strokeLinecap="round" aria-hidden="true" focusable="false">
          <path d="M12 5v14M5 12h14" />
        </svg>
      </button>
    </div>
  );
}
