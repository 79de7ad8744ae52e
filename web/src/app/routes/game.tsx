import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, type LoaderFunctionArgs } from 'react-router';

import { Icon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { GameLobby, lobbyQuery, prefetchLobby, useCategoryLabel, useProviders } from '@/features/games';
import { queryClient } from '@/lib/query-client';

import { RequireSession } from './require-session';
import { usePageHandle } from './use-page-handle';

function ProviderChip({ category, provider }: { category: string; provider: string | null }) {
  const { t } = useTranslation();
  const providers = useProviders(category);
  const name = provider ? (providers.data?.find((p) => p.providerPrefix === provider)?.name ?? provider) : null;
  return (
    <span className="pp-chip" data-testid="game-provider">
      {t('game.provider')}: {name ?? t('game.allProviders')}
    </span>
  );
}

/**
 * A game category page: the lobby of ?category (default: the lower-case path name; /sportbook,
 * /play and /miniGames read sport, slot and keno) and ?provider; `before` goes above the lobby.
 */
export function GameCategoryPage({ before }: { before?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const handle = usePageHandle();
  const categoryLabel = useCategoryLabel();
  const { provider, category } = lobbyQuery(location.pathname, location.search);
  const icon = handle?.icon ?? 'gamepad';
  const title = handle ? t(handle.titleKey) : categoryLabel(category);
  return (
    <RequireSession title={title}>
      <Page
        title={title}
        icon={<Icon name={icon} className="size-6" />}
        subtitle={
          <span className="flex flex-wrap gap-2">
            <span className="pp-chip" data-testid="game-category" data-category={category}>
              {t('game.category')}: {categoryLabel(category)}
            </span>
            <ProviderChip category={category} provider={provider} />
          </span>
        }
      >
        {before}
        <GameLobby />
      </Page>
    </RequireSession>
  );
}

/** The lobby's calls start as the route matches, beside the rest of its page's code. */
export function loader({ request }: LoaderFunctionArgs) {
  prefetchLobby(queryClient, new URL(request.url));
  return null;
}

export function Component() {
  return <GameCategoryPage />;
}
