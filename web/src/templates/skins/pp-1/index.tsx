import './skin.css';

import { lazy, Suspense } from 'react';

import { cn } from '@/lib/cn';

import type { BalanceBadgeProps, TemplateSkin } from '../../types';

import { Footer } from './footer';
import { FramePP1 } from './frame';
import { GameCard } from './game-card';
import { Header } from './header';
import { Home } from './home';
import { BottomBar, SideMenu } from './menus';
import { theme } from './theme';

const Pill = lazy(() => import('./balance-pill').then((pill) => ({ default: pill.BalancePill })));

/**
 * The balance, loaded once a signed-in frame first shows it: a guest's pages (the login page
 * among them) never carry the wallet's code. Its place is kept while it loads.
 */
function BalanceBadge(props: BalanceBadgeProps) {
  return (
    <Suspense fallback={<div className={cn('pp1-balance shrink-0', props.className)} aria-busy="true" />}>
      <Pill {...props} />
    </Suspense>
  );
}

/** Layout PP-1: a bright app on the page, an app bar, icon-card games and a native tab bar. */
export const skin: TemplateSkin = {
  id: 'pp1',
  theme,
  Frame: FramePP1,
  Header,
  Footer,
  BottomBar,
  SideMenu,
  GameCard,
  BalanceBadge,
  Home,
};
