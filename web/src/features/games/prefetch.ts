import type { QueryClient } from '@tanstack/react-query';

import { readAgent } from '@/features/agent';
import { useAuthStore } from '@/features/auth';

import { gamesQueryOptions, providersQueryOptions } from './api/queries';
import { currentGameContext } from './hooks/use-game-context';
import { lobbyQuery } from './lobby-query';

/**
 * A lobby's first calls, asked for as its route matches rather than once its page has rendered:
 * the category's providers and, with ?provider, the first page of that provider's games (the
 * lobby's largest pictures wait on it). Only for a signed-in player of a known agent, as the
 * page itself asks; the page then finds them in the cache or on their way.
 */
export function prefetchLobby(queryClient: QueryClient, url: URL): void {
  if (!useAuthStore.getState().isAuthenticated || !readAgent(queryClient)) return;
  const ctx = currentGameContext(queryClient);
  const { provider, category } = lobbyQuery(url.pathname, url.search);
  void queryClient.prefetchQuery(providersQueryOptions(ctx, category));
  if (provider) void queryClient.prefetchQuery(gamesQueryOptions(ctx, { category, provider, page: 1, search: '' }));
}
