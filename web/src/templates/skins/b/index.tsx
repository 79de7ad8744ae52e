import './skin.css';

import { lazy, Suspense } from 'react';

import { cn } from '@/lib/cn';

import type { BalanceBadgeProps, TemplateSkin } from '../../types';

import { Footer } from './footer';
import { FrameB } from './frame';
import { GameCard } from './game-card';
import { Header } from './header';
import { Home } from './home';
import { BottomBar, SideMenu } from './menus';
import { theme } from './theme';

const Chip = lazy(() => import('./balance-chip').then((chip) => ({ default: chip.BalanceChip })));

/**
 * The balance, loaded once a signed-in frame first shows it: a guest's pages (the login page
 * among them) never carry the wallet's code. Its place is kept while it loads.
 */
function BalanceBadge(props: BalanceBadgeProps) {
  return (
    <Suspense fallback={<div className={cn('ppb-balance shrink-0', props.className)} aria-busy="true" />}>
      <Chip {...props} />
    </Suspense>
  );
}

/** Layout B: light and airy, a header of tabs, a floating dock and a menu sheet on phones. */
export const skin: TemplateSkin = {
  id: 'b',
  theme,
  Frame: FrameB,
  Header,
  Footer,
  BottomBar,
  SideMenu,
  GameCard,
  BalanceBadge,
  Home,
};
