import type { ComponentType, ReactNode } from 'react';

import type { NavItem } from '@/config/navigation';

/**
 * A block draws plain markup named after `base` (BEM: `base`, `base__title`, `base__list`,
 * `base__item`, `base__icon`, `base__label`…) and nothing else: the skin's own CSS gives it its
 * look, and the skin's Home places it. `className` goes on the block's section.
 */
export interface BlockProps {
  base?: string;
  className?: string;
}

/** How a block's heading shows: on the page, or only to screen readers. */
export type TitleMode = 'shown' | 'hidden';

export interface HeroProps extends BlockProps {
  /** The skin's own picture or shapes, drawn beside the words (hidden from screen readers). */
  art?: ReactNode;
  /** The skin's own touch after the words and buttons. */
  children?: ReactNode;
}

export interface LinkTilesProps extends BlockProps {
  /** The list's arrangement (grid or row utilities): how many tiles a row holds, and the gaps. */
  listClassName?: string;
  title?: TitleMode;
  /** The links, in the skin's order; each block has its default list. */
  items?: readonly NavItem[];
  /** A class for one tile (e.g. a colour that cycles with the index). */
  itemClassName?: (index: number, item: NavItem) => string | undefined;
  /** The icon's size classes. */
  iconClassName?: string;
}

export interface FeaturesProps extends BlockProps {
  listClassName?: string;
  title?: TitleMode;
  itemClassName?: (index: number) => string | undefined;
}

export interface FeaturedGamesProps extends BlockProps {
  listClassName?: string;
  title?: TitleMode;
  /** The lobby category the games come from. */
  category?: string;
  /** How many games the strip shows. */
  count?: number;
}

/**
 * The home page's building blocks, ready to place: a skin's Home arranges them and adds its own
 * touches. Blocks that need a player (balance, rank, games) draw nothing for a guest; the
 * agent's banners and announcements draw nothing while it has none.
 */
export interface HomeBlocks {
  /** Guests: the brand, the headline and the register / login buttons. Players: the greeting. */
  Hero: ComponentType<HeroProps>;
  /** The player's credit, live from the wallet. */
  BalanceCard: ComponentType<BlockProps>;
  /** The player's rank and the way to the next one. */
  RankCard: ComponentType<BlockProps>;
  /** The game categories as links (config/navigation GAME_CATEGORIES by default). */
  Categories: ComponentType<LinkTilesProps>;
  /** The player's shortcuts (deposit, withdraw, promotions…; QUICK_LINKS by default). */
  QuickLinks: ComponentType<LinkTilesProps>;
  /** Why play here: fast cashier, safety, support. */
  Features: ComponentType<FeaturesProps>;
  /** A strip of one provider's first games, drawn with the skin's game card. */
  FeaturedGames: ComponentType<FeaturedGamesProps>;
  /** The agent's banners, one at a time (features/announcements); nothing when it has none. */
  Banners: ComponentType<BlockProps>;
  /** The latest of the agent's announcements in one line, unfolding them all; nothing for none. */
  Announcements: ComponentType<BlockProps>;
}
