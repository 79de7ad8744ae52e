import './skin.css';

import { lazy, Suspense } from 'react';

import { GameCard } from '@/features/games';
import { cn } from '@/lib/cn';

import type { BalanceBadgeProps, TemplateSkin } from '../../types';

import { Footer } from './footer';
import { FrameA } from './frame';
import { Header } from './header';
import { Home } from './home';
import { BottomBar, SideMenu } from './menus';
import { theme } from './theme';

const WalletBadge = lazy(() => import('@/features/wallet').then((wallet) => ({ default: wallet.BalanceBadge })));

/**
 * The balance, loaded once a signed-in frame first shows it: a guest's pages (the login page
 * among them) never carry the wallet's code. Its place is kept while it loads.
 */
function BalanceBadge(props: BalanceBadgeProps) {
  return (
    <Suspense fallback={<div className={cn('pp-balance-badge shrink-0', props.className)} aria-busy="true" />}>
      <WalletBadge {...props} />
    </Suspense>
  );
}

/** Layout A, fully designed for phone and desktop. */
export const skin: TemplateSkin = {
  id: 'a',
  theme,
  Frame: FrameA,
  Header,
  Footer,
  BottomBar,
  SideMenu,
  GameCard,
  BalanceBadge,
  Home,
};
