import './skin.css';

import { lazy, Suspense } from 'react';

import { cn } from '@/lib/cn';

import type { BalanceBadgeProps, TemplateSkin } from '../../types';

import { Footer } from './footer';
import { FrameC } from './frame';
import { GameCard } from './game-card';
import { Header } from './header';
import { Home } from './home';
import { BottomBar, SideMenu } from './menus';
import { theme } from './theme';

const WalletBadge = lazy(() => import('@/features/wallet').then((wallet) => ({ default: wallet.BalanceBadge })));

/**
 * The wallet's balance in layout C's gold setting (skin.css `.pc-balance`), loaded once a
 * signed-in frame first shows it: a guest's pages never carry the wallet's code.
 */
function BalanceBadge({ className, ...props }: BalanceBadgeProps) {
  const classes = cn('pc-balance', className);
  return (
    <Suspense fallback={<div className={cn('pp-balance-badge shrink-0', classes)} aria-busy="true" />}>
      <WalletBadge {...props} className={classes} />
    </Suspense>
  );
}

/** Layout C: dark luxury in black and gold, a side column on desktop and a dock on phones. */
export const skin: TemplateSkin = {
  id: 'c',
  theme,
  Frame: FrameC,
  Header,
  Footer,
  BottomBar,
  SideMenu,
  GameCard,
  BalanceBadge,
  Home,
};
