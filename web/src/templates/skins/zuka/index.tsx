import './skin.css';

import { lazy, Suspense } from 'react';

import { cn } from '@/lib/cn';

import type { BalanceBadgeProps, TemplateSkin } from '../../types';

import { Footer } from './footer';
import { FrameZuka } from './frame';
import { GameCard } from './game-card';
import { Header } from './header';
import { Home } from './home';
import { BottomBar, SideMenu } from './menus';
import { theme } from './theme';

const WalletBadge = lazy(() => import('@/features/wallet').then((wallet) => ({ default: wallet.BalanceBadge })));

/**
 * The wallet's balance in Zuka's coin pill, loaded once a signed-in frame first shows it: a
 * guest's pages (the login page among them) never carry the wallet's code.
 */
function BalanceBadge({ className, ...props }: BalanceBadgeProps) {
  const classes = cn('zk-balance', className);
  return (
    <Suspense fallback={<div className={cn('pp-balance-badge shrink-0', classes)} aria-busy="true" />}>
      <WalletBadge {...props} className={classes} />
    </Suspense>
  );
}

/** Zuka: a playful night-violet game site with candy colours, phone first. */
export const skin: TemplateSkin = {
  id: 'zuka',
  theme,
  Frame: FrameZuka,
  Header,
  Footer,
  BottomBar,
  SideMenu,
  GameCard,
  BalanceBadge,
  Home,
};
