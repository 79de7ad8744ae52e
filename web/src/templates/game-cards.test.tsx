import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { LAYOUT_NAMES } from '@/config/layouts';
import { gameFixture } from '@/features/games/testing';
import { i18n } from '@/lib/i18n';

import { TEMPLATE_REGISTRY } from './registry';

describe("every layout's game card", () => {
  beforeEach(() => i18n.changeLanguage('en'));

  // A card that loads its own code suspends the lobby's list when its games arrive, and React
  // then holds the list's first showing back (up to 300 ms) behind the fallback: the pictures
  // of the first games, a lobby's largest content, are asked for that much later.
  it.each(LAYOUT_NAMES)('%s draws in the render that lists its games, never behind a fallback', async (name) => {
    const { skin } = await TEMPLATE_REGISTRY[name]();
    const { GameCard } = skin;
    render(
      <Suspense fallback={<p>loading</p>}>
        <ul>
          <GameCard game={gameFixture(1, { name: 'Golden Lotus' })} disabled={false} launching={false} onPlay={() => undefined} />
        </ul>
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button', { name: /Golden Lotus/ }).querySelector('img')).not.toBeNull();
  });
});
