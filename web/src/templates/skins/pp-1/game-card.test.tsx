import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Game } from '@/features/games';
import { i18n } from '@/lib/i18n';

import { GameCard } from './game-card';

const game: Game = {
  gameId: 'PGS-SLOT-007',
  gameCode: 'PGS-SLOT-007',
  name: 'Golden Lotus',
  providerPrefix: 'PGS',
  category: 'slot',
  engine: null,
  image: '/golden-lotus.png',
  rank: 1,
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});

describe("PP-1's game card", () => {
  it('is one button named after the game that plays it', async () => {
    const onPlay = vi.fn();
    render(
      <ul>
        <GameCard game={game} disabled={false} launching={false} onPlay={onPlay} />
      </ul>,
    );
    const card = screen.getByRole('button', { name: 'Play Golden Lotus' });
    expect(card.dataset.game).toBe('PGS-SLOT-007');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/golden-lotus.png');
    expect(card.textContent).toContain('PGS');
    await userEvent.click(card);
    expect(onPlay).toHaveBeenCalledWith(game);
  });

  it('leaves the provider tag out when the game has none', () => {
    render(
      <ul>
        <GameCard game={{ ...game, providerPrefix: '' }} disabled={false} launching={false} onPlay={() => {}} />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Play Golden Lotus' }).textContent).toBe('Golden Lotus');
  });

  it('waits while a game opens, and tells which one', () => {
    render(
      <ul>
        <GameCard game={{ ...game, image: null }} disabled launching onPlay={() => {}} />
      </ul>,
    );
    const card = screen.getByRole('button', { name: 'Play Golden Lotus' });
    expect(card).toHaveProperty('disabled', true);
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Opening the game…');
  });
});
