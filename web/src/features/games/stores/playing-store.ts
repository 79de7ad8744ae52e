import { create } from 'zustand';

import type { Game } from '../types';

/** The game being played in the other tab (what the playing modal names, where credit went). */
export type PlayingGame = Pick<Game, 'gameId' | 'name' | 'providerPrefix' | 'category'>;

export interface PlayingState {
  game: PlayingGame | null;
  /** A return to the wallet is in flight. */
  returning: boolean;
  start(game: PlayingGame): void;
  finish(): void;
  setReturning(returning: boolean): void;
}

export const usePlayingStore = create<PlayingState>()((set) => ({
  game: null,
  returning: false,
  start: (game) => set({ game }),
  finish: () => set({ game: null }),
  setReturning: (returning) => set({ returning }),
}));
