import { BalanceChip as Chip } from '../../parts/balance-chip';
import type { BalanceBadgeProps } from '../../types';

/**
 * The UFA balance: a squared box, the wallet on a brand block, the amount, refresh. The amount
 * opens the cashier and follows the wallet query (live from the socket).
 */
export function BalanceChip(props: BalanceBadgeProps) {
  return (
    <Chip
      {...props}
      base="ufa-balance"
      look={{
        cashier: 'flex min-w-0 items-center gap-2 pe-1',
        amount: 'text-sm font-bold whitespace-nowrap text-highlight tabular-nums',
        refresh: 'grid size-8 shrink-0 place-items-center text-muted hover:text-accent-strong',
      }}
    />
  );
}
