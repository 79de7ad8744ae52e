import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { DateFilter } from '@/lib/date-filter';
import { useGameContext } from '../hooks/use-game-context';
import { notifyGameListFailure } from '../notify';
import { GAMES_PER_PAGE, type GameContext } from './families';
import { getCategories, getGames, getProviders, getRounds } from './games-api';

/** User-scoped keys live under ['me', …] and are dropped at logout. */
export const gameKeys = {
  all: ['me', 'games'] as const,
  categories: (family: string) => ['me', 'games', family, 'categories'] as const,
  providers: (family: string, category: string) => ['me', 'games', family, 'providers', category] as const,
  games: (family: string, category: string, provider: string, page: number, search: string) =>
    ['me', 'games', family, 'list', category, provider, page, search] as const,
  rounds: (filter: DateFilter, page: number) => ['me', 'games', 'rounds', filter, page] as const,
};

/** A lobby list's fetch: a failure shows the spec's 'try again' toast, then fails the query. */
function withListToast<T>(run: () => Promise<T>): () => Promise<T> {
  return () =>
    run().catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) notifyGameListFailure(error);
      throw error;
    });
}

export const categoriesQueryOptions = (ctx: GameContext) =>
  queryOptions({
    queryKey: gameKeys.categories(ctx.family),
    queryFn: withListToast(() => getCategories(ctx)),
    staleTime: 5 * 60_000,
  });

export const providersQueryOptions = (ctx: GameContext, category: string) =>
  queryOptions({
    queryKey: gameKeys.providers(ctx.family, category),
    queryFn: withListToast(() => getProviders(ctx, category)),
    staleTime: 5 * 60_000,
  });

export interface GamesPageParams {
  category: string;
  provider: string;
  page: number;
  search: string;
}

export const gamesQueryOptions = (ctx: GameContext, p: GamesPageParams) =>
  queryOptions({
    queryKey: gameKeys.games(ctx.family, p.category, p.provider, p.page, p.search.trim()),
    queryFn: ({ signal }) =>
      withListToast(() =>
        getGames(ctx, { category: p.category, provider: p.provider, page: p.page, perPage: GAMES_PER_PAGE, search: p.search }, signal),
      )(),
    staleTime: 5 * 60_000,
    // The grid keeps the last page while the next one loads: no blank flash, no layout shift.
    placeholderData: keepPreviousData,
  });

export const roundsQueryOptions = (filter: DateFilter, page: number) =>
  queryOptions({
    queryKey: gameKeys.rounds(filter, page),
    queryFn: () => getRounds(filter, page),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions(useGameContext()));
}

export function useProviders(category: string) {
  return useQuery(providersQueryOptions(useGameContext(), category));
}

export function useGamesPage(params: GamesPageParams & { enabled?: boolean }) {
  const { enabled = true, ...p } = params;
  return useQuery({ ...gamesQueryOptions(useGameContext(), p), enabled: enabled && !!p.provider });
}

export function useRounds(filter: DateFilter, page: number) {
  return useQuery(roundsQueryOptions(filter, page));
}
