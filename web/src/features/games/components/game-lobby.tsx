import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { ChevronRightIcon, GamepadIcon, Icon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/page';
import { cn } from '@/lib/cn';

import { useGamesPage, useProviders } from '../api/queries';
import { useLaunchGame } from '../hooks/use-game-session';
import { GameCard } from './game-card-parts';
import { GameCards } from './game-cards';
import { useGameCard } from './game-card-slot';
import { CATEGORY_LINKS, lobbyQuery } from '../lobby-query';
import { GAME_CATEGORIES, type Provider } from '../types';

/** The search box waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The nine categories as links, the current one marked. */
export function CategoryNav({ current }: { current: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('games.categoryNav')} className="-mx-1 mb-4 flex gap-2 overflow-x-auto px-1 pb-1">
      {GAME_CATEGORIES.map((category) => {
        const active = category === current;
        return (
          <Link
            key={category}
            to={CATEGORY_LINKS[category].to}
            aria-current={active ? 'page' : undefined}
            className={cn('pp-chip-btn gap-1.5', active && 'pp-chip-btn--active')}
            data-testid={`category-link-${category}`}
          >
            <Icon name={CATEGORY_LINKS[category].icon} className="size-4" />
            {t(`games.categories.${category}`)}
          </Link>
        );
      })}
    </nav>
  );
}

function ProviderSkeletons({ count = 8 }: { count?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-hidden="true" data-testid="providers-loading">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="pp-card flex h-[7.5rem] flex-col items-center justify-center gap-2 p-3">
          <span className="h-12 w-24 animate-pulse rounded-lg bg-tint/10" />
          <span className="h-3 w-20 animate-pulse rounded bg-tint/10" />
        </li>
      ))}
    </ul>
  );
}

function ProviderCard({ provider, onChoose }: { provider: Provider; onChoose: (prefix: string) => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        onClick={() => onChoose(provider.providerPrefix)}
        className="pp-card flex h-[7.5rem] w-full flex-col items-center justify-center gap-1.5 p-3 text-center transition hover:border-accent/40 hover:bg-tint/[0.04] focus-visible:outline-2 focus-visible:outline-accent"
        data-testid="provider-card"
        data-provider={provider.providerPrefix}
      >
        <span className="grid h-12 w-full place-items-center overflow-hidden" aria-hidden="true">
          {provider.logo ? (
            <img
              src={provider.logo}
              alt=""
              width={96}
              height={48}
              loading="lazy"
              decoding="async"
              className="h-12 w-24 object-contain"
            />
          ) : (
            <GamepadIcon className="size-8 text-accent" />
          )}
        </span>
        <span className="w-full truncate text-sm font-semibold text-strong">{provider.name}</span>
        <span className="text-xs text-muted tabular-nums">{t('games.gameCount', { count: provider.gameCount })}</span>
      </button>
    </li>
  );
}

/** Step one of the lobby: the category's providers. */
function ProviderGrid({ category, onChoose }: { category: string; onChoose: (prefix: string) => void }) {
  const { t } = useTranslation();
  const providers = useProviders(category);
  if (providers.isPending) return <ProviderSkeletons />;
  if (providers.isError) {
    return (
      <EmptyState
        icon={<GamepadIcon className="size-8" />}
        title={t('games.loadFailed')}
        action={
          <Button size="sm" variant="outline" onClick={() => void providers.refetch()} data-testid="providers-retry">
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!providers.data.length) {
    return <EmptyState icon={<GamepadIcon className="size-8" />} title={t('games.noProviders')} />;
  }
  return (
    <section aria-labelledby="providers-title">
      <h2 id="providers-title" className="mb-3 text-base font-semibold text-strong">
        {t('games.chooseProvider')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {providers.data.map((provider) => (
          <ProviderCard key={provider.providerPrefix} provider={provider} onChoose={onChoose} />
        ))}
      </ul>
    </section>
  );
}

const GRID = 'grid grid-cols-3 gap-2.5 sm:grid-cols-4 sm:gap-3 md:grid-cols-5 lg:grid-cols-6 xl:grid-cols-8';

function GameSkeletons({ count = 12 }: { count?: number }) {
  return (
    <ul className={GRID} aria-hidden="true" data-testid="games-loading">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex flex-col gap-1.5">
          <span className="aspect-square w-full animate-pulse rounded-xl bg-tint/10" />
          <span className="h-[2.5em] text-xs">
            <span className="block h-3 w-3/4 animate-pulse rounded bg-tint/10" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function Pagination({
  page,
  totalPages,
  onChange,
  disabled,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('games.pagination')} className="mt-5 flex items-center justify-center gap-3">
      <Button
        size="sm"
        variant="outline"
        onClick={() => onChange(page - 1)}
        disabled={disabled || page <= 1}
        data-testid="games-page-prev"
      >
        {t('games.prev')}
      </Button>
      <span className="min-w-[7rem] text-center text-sm text-subtle tabular-nums" aria-live="polite" data-testid="games-page-info">
        {t('games.pageInfo', { page, total: totalPages })}
      </span>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onChange(page + 1)}
        disabled={disabled || page >= totalPages}
        data-testid="games-page-next"
      >
        {t('games.next')}
      </Button>
    </nav>
  );
}

/** Step two: one provider's games, searched on the server, 32 a page. */
function GamesSection({
  category,
  provider,
  onBack,
}: {
  category: string;
  provider: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const providers = useProviders(category);
  const providerName = providers.data?.find((p) => p.providerPrefix === provider)?.name ?? provider;
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const { launch, launching } = useLaunchGame();
  const Card = useGameCard(GameCard);

  // Debounced search: the server is asked once typing pauses, from page 1.
  useEffect(() => {
    if (input.trim() === search) return;
    const timer = setTimeout(() => {
      setSearch(input.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, search]);

  const games = useGamesPage({ category, provider, page, search });
  const data = games.data;
  const totalPages = data?.page.totalPages ?? 1;

  function goTo(next: number) {
    setPage(Math.min(Math.max(1, next), totalPages));
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }

  let body;
  if (!data && games.isError) {
    body = (
      <EmptyState
        icon={<GamepadIcon className="size-8" />}
        title={t('games.loadFailed')}
        action={
          <Button size="sm" variant="outline" onClick={() => void games.refetch()} data-testid="games-retry">
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!data) {
    body = <GameSkeletons />;
  } else if (!data.gamesList.length) {
    body = (
      <p className="pp-card px-6 py-12 text-center text-sm text-muted" data-testid="games-empty">
        {search ? t('games.noMatch', { search }) : t('games.noGames')}
      </p>
    );
  } else {
    body = (
      <>
        {/* A layout's card may load with the lobby's first page: its place is kept meanwhile. */}
        <Suspense fallback={<GameSkeletons />}>
          <GameCards
            games={data.gamesList}
            Card={Card}
            launching={launching}
            launch={launch}
            className={cn(GRID, games.isPlaceholderData && 'opacity-60 transition-opacity')}
            busy={games.isFetching}
          />
        </Suspense>
        {totalPages > 1 && (
          <Pagination page={data.page.page} totalPages={totalPages} onChange={goTo} disabled={games.isPlaceholderData} />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="games-title">
      <div ref={top} className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-2">
          <button
            type="button"
            onClick={onBack}
            className="pp-chip-btn shrink-0"
            data-testid="games-back"
          >
            <ChevronRightIcon className="size-4 rotate-180" />
            {t('games.allProviders')}
          </button>
          <h2 id="games-title" className="truncate text-base font-semibold text-strong" data-testid="games-provider-name">
            {providerName}
          </h2>
        </div>
        <div className="pp-input-wrap sm:w-72">
          <label htmlFor="game-search" className="sr-only">
            {t('games.search')}
          </label>
          <input
            id="game-search"
            type="search"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            className="pp-input h-10"
            placeholder={t('games.searchPlaceholder')}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            data-testid="game-search"
          />
        </div>
      </div>
      {body}
    </section>
  );
}

/**
 * The lobby of a game page (spec §2): the category's providers, then the chosen provider's
 * games (?provider=, other query parameters kept). A game opens in a new tab (spec §4).
 */
export function GameLobby() {
  const location = useLocation();
  const [, setParams] = useSearchParams();
  const { provider, category } = lobbyQuery(location.pathname, location.search);

  function setProvider(prefix: string | null) {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (prefix) copy.set('provider', prefix);
      else copy.delete('provider');
      return copy;
    });
  }

  return (
    <>
      <CategoryNav current={category} />
      {provider ? (
        <GamesSection key={`${category}/${provider}`} category={category} provider={provider} onBack={() => setProvider(null)} />
      ) : (
        <ProviderGrid category={category} onChoose={setProvider} />
      )}
    </>
  );
}
