import { queryOptions, useQuery } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ChevronRightIcon, GamepadIcon } from '@/components/ui/icons';
import { GameCard, GameCards, gameKeys, getGames, getProviders, useGameContext, useGameCard, useLaunchGame, type GameContext } from '@/features/games';
import { cn } from '@/lib/cn';

import { GamesSkeleton } from './games-skeleton';
import type { FeaturedGamesProps } from './types';

/**
 * The first games of the category's first provider with games: one cached answer (under the
 * player's keys, dropped at logout) and silent, since the home page is no lobby to retry in.
 */
function featuredQueryOptions(ctx: GameContext, category: string, count: number) {
  return queryOptions({
    queryKey: [...gameKeys.all, 'featured', ctx.family, category, count],
    queryFn: async ({ signal }) => {
      const providers = await getProviders(ctx, category);
      const provider = providers.find((p) => p.gameCount > 0);
      if (!provider) return [];
      const page = await getGames(ctx, { category, provider: provider.providerPrefix, page: 1, perPage: count }, signal);
      return page.gamesList.slice(0, count);
    },
    staleTime: 5 * 60_000,
  });
}

/** The featured games of a signed-in player's home, in the skin's own game card. */
export function FeaturedGamesStrip({
  base = 'pp-home-games',
  className,
  listClassName,
  title = 'shown',
  category = 'slot',
  count = 6,
}: FeaturedGamesProps) {
  const { t } = useTranslation();
  const id = useId();
  const games = useQuery(featuredQueryOptions(useGameContext(), category, count));
  const Card = useGameCard(GameCard);
  const { launch, launching } = useLaunchGame();

  const skeleton = <GamesSkeleton base={base} listClassName={listClassName} count={count} />;
  if (games.isError || (games.data && !games.data.length)) return null;
  return (
    <section className={cn(base, className)} aria-labelledby={id} data-home-block="games">
      <div className={`${base}__head`}>
        <h2 id={id} className={title === 'hidden' ? 'sr-only' : `${base}__title`}>
          {title === 'hidden' ? null : (
            <span className={`${base}__title-icon`} aria-hidden="true">
              <GamepadIcon className="size-5" />
            </span>
          )}
          <span>{t('home.featured')}</span>
        </h2>
        <Link to={`/${category}`} className={`${base}__more`}>
          {t('home.seeAll')}
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
      {games.data ? (
        // A skin's card may load with its first use: the strip keeps its place meanwhile.
        <Suspense fallback={skeleton}>
          <GameCards
            games={games.data}
            Card={Card}
            launching={launching}
            launch={launch}
            className={cn(`${base}__list`, listClassName)}
          />
        </Suspense>
      ) : (
        skeleton
      )}
    </section>
  );
}
