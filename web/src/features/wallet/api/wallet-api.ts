import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api';
import type { Wallet } from '@/types/api';

/** POST player/wallet: the signed-in player's wallet. */
export function getWallet(): Promise<Wallet> {
  return api.post<Wallet>('player/wallet', {});
}

/** User-scoped queries live under ['me', …] and are dropped at logout. */
export const walletQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'wallet'],
    queryFn: getWallet,
    staleTime: 15_000,
  });
