import { createContext, useContext, type ComponentType } from 'react';

import type { Game } from '../types';

export interface GameCardProps {
  game: Game;
  disabled: boolean;
  launching: boolean;
  onPlay: (game: Game) => void;
}

/**
 * The card a lobby draws each game with: the active layout's own (its `GameCard` slot, given by
 * the layout's frame), else `fallback`. A card is one `<li>` of the lobby's list.
 */
export const GameCardSlot = createContext<ComponentType<GameCardProps> | null>(null);

export function useGameCard(fallback: ComponentType<GameCardProps>): ComponentType<GameCardProps> {
  return useContext(GameCardSlot) ?? fallback;
}
