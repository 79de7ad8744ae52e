import { BalanceChip as Chip } from '../../parts/balance-chip';
import type { BalanceBadgeProps } from '../../types';

/**
 * Layout B's balance: a brand-tinted chip, the wallet in a brand circle, the amount, refresh.
 * The amount opens the cashier and follows the wallet query (live from the socket).
 */
export function BalanceChip(props: BalanceBadgeProps) {
  return (
    <Chip
      {...props}
      base="ppb-balance"
      look={{
        cashier: 'flex min-w-0 items-center gap-2 rounded-full pe-1 hover:text-accent-strong',
        mark: 'grid size-8 shrink-0 place-items-center rounded-full bg-primary text-on-primary',
        amount: 'font-semibold whitespace-nowrap text-highlight tabular-nums',
        refresh: 'grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-tint/5 hover:text-accent-strong',
      }}
    />
  );
}
