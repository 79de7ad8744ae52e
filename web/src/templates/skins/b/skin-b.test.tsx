import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useModalStore } from '@/features/modals';
import type { Game } from '@/features/games';
import { renderWithProviders } from '@/testing/render';

import { SkinContext } from '../../skin-context';

import { GameCard } from './game-card';
import { skin } from './index';
import { BottomBar, SideMenu } from './menus';

afterEach(() => useModalStore.getState().closeAll());

function hrefs(container: HTMLElement) {
  return [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
}

describe("layout B's dock and sheet", () => {
  it('docks the guest destinations for visitors and the member ones for players, then the menu', () => {
    const guest = renderWithProviders(<BottomBar signedIn={false} />);
    expect(hrefs(guest.container)).toEqual(['/', '/casino', '/register', '/login']);
    guest.unmount();
    const member = renderWithProviders(<BottomBar signedIn />);
    expect(hrefs(member.container)).toEqual(['/', '/deposit', '/casino', '/promotion']);
    expect(screen.getByRole('button', { name: 'เปิดเมนู' }).getAttribute('aria-controls')).toBe('pp-side-menu');
  });

  it('opens the sheet with login and register for a visitor, and closes it on Escape', async () => {
    renderWithProviders(
      <SkinContext value={skin}>
        <SideMenu signedIn={false} />
      </SkinContext>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useModalStore.getState().open('mobileLeftMenu'));
    const sheet = screen.getByRole('dialog');
    expect(screen.getByTestId('sheet-guest')).toBeTruthy();
    expect(hrefs(sheet)).toContain('/login');
    expect(hrefs(sheet)).toContain('/luckyWheel');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("layout B's game card", () => {
  const game = { gameId: 'g1', name: 'Lucky Koi', image: '' } as unknown as Game;

  it('plays the game, and waits while it launches', async () => {
    const onPlay = vi.fn();
    const { rerender } = renderWithProviders(
      <ul>
        <GameCard game={game} disabled={false} launching={false} onPlay={onPlay} />
      </ul>,
    );
    await userEvent.click(screen.getByTestId('game-card'));
    expect(onPlay).toHaveBeenCalledWith(game);
    rerender(
      <ul>
        <GameCard game={game} disabled launching onPlay={onPlay} />
      </ul>,
    );
    const card = screen.getByTestId('game-card') as HTMLButtonElement;
    expect(card.disabled).toBe(true);
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
