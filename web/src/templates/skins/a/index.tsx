import './skin.css';

import { lazy } from 'react';

import { BalanceBadge } from '@/features/wallet';

import type { TemplateSkin } from '../../types';

import { Footer } from './footer';
import { FrameA } from './frame';
import { Header } from './header';
import { BottomBar, SideMenu } from './menus';
import { theme } from './theme';

/** The lobby's own card, loaded with the lobby's code: the frame around every page stays light. */
const GameCard = lazy(() => import('@/features/games').then((games) => ({ default: games.GameCard })));

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
};
