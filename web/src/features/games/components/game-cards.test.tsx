import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { gameFixture } from '../testing';
import type { GameCardProps } from './game-card-slot';
import { GameCards } from './game-cards';

describe('GameCards', () => {
  it('draws its cards again only when its games or the opening game change, not when its page does', () => {
    const drawn: string[] = [];
    function Card({ game, launching, disabled }: GameCardProps) {
      drawn.push(game.gameId);
      return <li data-testid="card" data-launching={launching} data-disabled={disabled} />;
    }
    const games = [gameFixture(1, { gameId: 'G-1' }), gameFixture(2, { gameId: 'G-2' })];
    const launch = () => Promise.resolve(null);
    let redraw: () => void = () => undefined;
    let open: (id: string | null) => void = () => undefined;
    function Page() {
      const [count, setCount] = useState(0);
      const [launching, setLaunching] = useState<string | null>(null);
      redraw = () => setCount(count + 1);
      open = setLaunching;
      return (
        <div data-count={count}>
          <GameCards games={games} Card={Card} launching={launching} launch={launch} className="grid" />
        </div>
      );
    }
    render(<Page />);
    expect(drawn).toEqual(['G-1', 'G-2']);
    act(() => redraw());
    expect(drawn).toHaveLength(2);
    act(() => open('G-2'));
    expect(drawn).toEqual(['G-1', 'G-2', 'G-1', 'G-2']);
    const cards = screen.getAllByTestId('card');
    expect(cards.map((card) => card.dataset.launching)).toEqual(['false', 'true']);
    expect(cards.every((card) => card.dataset.disabled === 'true')).toBe(true);
  });
});
