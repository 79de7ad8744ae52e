import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api';
import type { Wallet } from '@/types/api';

/** POST player/wallet: the signed-in player's wallet. */
export function getWallet(): Promise<Wallet> {
  return api.post<Wallet>('player/wallet', {});
}

/**
 * Of the wallet held and one the server tells, the later. The server counts each change of a
 * wallet (`version`): an answer to a read made earlier can arrive after a live update that is
 * newer, and must not put the balance back.
 */
export function laterWallet(held: Wallet | undefined, told: Wallet): Wallet {
  return held && held.version > told.version ? held : told;
}

const WALLET_KEY = ['me', 'wallet'] as const;

/** User-scoped queries live under ['me', …] and are dropped at logout. */
export const walletQueryOptions = () =>
  queryOptions({
    queryKey: WALLET_KEY,
    queryFn: async ({ client }) => {
      const told = await getWallet();
      return laterWallet(client.getQueryData<Wallet>(WALLET_KEY), told);
    },
    staleTime: 15_000,
  });

/**
 * A wallet the server answered or pushed, into the cache every balance reads, unless the cache
 * holds a later one. Returns the wallet the cache then holds.
 */
export function storeWallet(queryClient: QueryClient, wallet: Wallet): Wallet {
  const next = laterWallet(queryClient.getQueryData<Wallet>(WALLET_KEY), wallet);
  queryClient.setQueryData(WALLET_KEY, next);
  return next;
}
