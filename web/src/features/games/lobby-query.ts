import { gamePageQuery } from '@/features/access';
import type { IconName } from '@/components/ui/icons';

import type { GameCategory } from './types';

/** Lobby routes whose name is not a category (docs/games.md §1). */
export const LOBBY_ALIASES: Readonly<Record<string, GameCategory>> = {
  sportbook: 'sport',
  play: 'slot',
  minigames: 'keno',
};

/**
 * The lobby's provider and category: ?category when given, else the lower-case path name
 * (spec §2), where /sportbook, /play and /miniGames read sport, slot and keno.
 */
export function lobbyQuery(pathname: string, search: string): { provider: string | null; category: string } {
  const { provider, category } = gamePageQuery(pathname, search);
  const explicit = new URLSearchParams(search).get('category');
  return { provider, category: explicit ? category : (LOBBY_ALIASES[category] ?? category) };
}

/** Each category's lobby path and icon. */
export const CATEGORY_LINKS: Readonly<Record<GameCategory, { to: string; icon: IconName }>> = {
  casino: { to: '/casino', icon: 'casino' },
  slot: { to: '/slot', icon: 'slot' },
  sport: { to: '/sport', icon: 'sport' },
  fishing: { to: '/fishing', icon: 'fish' },
  card: { to: '/card', icon: 'card' },
  keno: { to: '/keno', icon: 'keno' },
  cockfight: { to: '/cockfight', icon: 'rooster' },
  esport: { to: '/esport', icon: 'gamepad' },
  trading: { to: '/trading', icon: 'chart' },
};
