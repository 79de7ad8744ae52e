import './skin.css';

import { lazy, Suspense } from 'react';

import { cn } from '@/lib/cn';

import type { BalanceBadgeProps, SkinSlots } from '../../types';

import { Footer } from './footer';
import { makeFrame } from './frame';
import { GameCard } from './game-card';
import { makeHeader } from './header';
import { makeHome } from './home';
import type { UfaLook } from './look';
import { makeBottomBar, SideMenu } from './menus';

export type { UfaLook } from './look';

const Chip = lazy(() => import('./balance-chip').then((chip) => ({ default: chip.BalanceChip })));

/**
 * The balance, loaded once a signed-in frame first shows it: a guest's pages (the login page
 * among them) never carry the wallet's code. Its place is kept while it loads.
 */
function BalanceBadge(props: BalanceBadgeProps) {
  return (
    <Suspense fallback={<div className={cn('ufa-balance shrink-0', props.className)} aria-busy="true" />}>
      <Chip {...props} />
    </Suspense>
  );
}

/** The slots of one UFA skin: the shared parts, arranged by its look. */
export function ufaSlots(look: UfaLook): SkinSlots {
  return {
    Frame: makeFrame(look),
    Header: makeHeader(look),
    Footer,
    BottomBar: makeBottomBar(look),
    SideMenu,
    GameCard,
    BalanceBadge,
    Home: makeHome(look),
  };
}
