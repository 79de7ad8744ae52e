/**
 * The templates contract.
 *
 * A skin is a folder `templates/skins/<name>/` whose `index.tsx` exports `skin`: one object that
 * fills every slot of `TemplateSkin` and carries its `theme` (features/theme: colours, radii,
 * fonts, shadows and its template buttons). Pages are shared by every skin and style themselves
 * with token utilities only (`bg-surface`, `text-muted`, `border-line`, `rounded-card`…), so a
 * skin changes the look by its theme and its slots, never by forking a page.
 *
 * - `Frame` is the page frame the router renders, for guests (`<name>-default`) and signed-in
 *   players (`<name>-authenticated`); it composes the other slots, read through `useSkin()`.
 * - `Header`, `Footer`, `BottomBar` (phones), `SideMenu`: the frame's parts. Their links come
 *   from config/navigation.ts, the one list of where the site goes.
 * - `GameCard`, `BalanceBadge`: parts that pages and slots place inside themselves.
 * - `Home`: the home page's arrangement. The page hands it the variant and the home's blocks
 *   (features/home: hero, balance, rank, categories, quick links, features, featured games,
 *   the agent's banners and announcements) ready to place; the skin orders, sizes and frames
 *   them, so each site's home is its own.
 * - A skin's own CSS lives in its folder and is imported by its index; index.css keeps only the
 *   base, the token mapping and rules shared by every skin.
 *
 * templates/registry.ts maps the eight layout names to skins, and applies the active skin's
 * theme with the agent's template setting laid over it. Leaving a slot out fails typecheck.
 */
import type { ComponentType, ReactNode } from 'react';

import type { GameCardProps } from '@/features/games';
import type { HomeBlocks } from '@/features/home';
import type { SkinTheme } from '@/features/theme';

export interface LayoutProps {
  children: ReactNode;
}

/** Whether the player is signed in: the variant (`default` or `authenticated`) being drawn. */
export interface VariantProps {
  signedIn: boolean;
}

export interface FrameProps extends VariantProps {
  children: ReactNode;
}

export type { GameCardProps };

export interface BalanceBadgeProps {
  fallbackCurrency?: string;
  className?: string;
}

/** The home page of a variant, built from the blocks the page gives. */
export interface HomeProps extends VariantProps {
  blocks: HomeBlocks;
}

export interface SkinSlots {
  Frame: ComponentType<FrameProps>;
  Header: ComponentType<VariantProps>;
  Footer: ComponentType;
  BottomBar: ComponentType<VariantProps>;
  SideMenu: ComponentType<VariantProps>;
  GameCard: ComponentType<GameCardProps>;
  BalanceBadge: ComponentType<BalanceBadgeProps>;
  Home: ComponentType<HomeProps>;
}

export interface TemplateSkin extends SkinSlots {
  id: string;
  theme: SkinTheme;
}

const SLOTS: Record<keyof SkinSlots, true> = {
  Frame: true,
  Header: true,
  Footer: true,
  BottomBar: true,
  SideMenu: true,
  GameCard: true,
  BalanceBadge: true,
  Home: true,
};

/** The slot names every skin fills (a record above, so a new slot cannot be left out here). */
export const SLOT_NAMES = Object.keys(SLOTS) as (keyof SkinSlots)[];
