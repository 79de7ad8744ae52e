import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useModalStore } from '@/features/modals';
import { i18n } from '@/lib/i18n';
import type { I18nKey } from '@/locales';
import { renderWithProviders } from '@/testing/render';

import { SkinContext } from '../../skin-context';
import type { VariantProps } from '../../types';

import { GameCard } from './game-card';
import { skin } from './index';
import { BottomBar, SideMenu } from './menus';

const t = (key: I18nKey, options?: { name: string }) => i18n.t(key, options);

function Stub(props: VariantProps) {
  return (
    <SkinContext value={{ ...skin, BalanceBadge: () => <p>balance</p> }}>
      <SideMenu {...props} />
      <BottomBar {...props} />
    </SkinContext>
  );
}

/** A screen as wide as a desktop (Tailwind's xl) or as a phone. */
function screenWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('80rem'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useModalStore.getState().close('mobileLeftMenu'));
});

describe("layout C's menus", () => {
  it('raises the centre of the dock: the third destination, with the menu button last', () => {
    screenWide(false);
    renderWithProviders(<Stub signedIn={false} />);
    const dock = screen.getByRole('navigation', { name: t('nav.mobile') });
    const links = within(dock).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/casino', '/register', '/login']);
    expect(links[2]?.classList.contains('pc-dock__tab--raised')).toBe(true);
    expect(within(dock).getByRole('button', { name: t('nav.openMenu') })).toBeTruthy();
  });

  it("gives a guest's drawer the login and register buttons, and no logout", async () => {
    screenWide(false);
    renderWithProviders(<Stub signedIn={false} />);
    expect(screen.queryByTestId('side-rail')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t('nav.openMenu') }));
    const drawer = screen.getByRole('dialog', { name: t('nav.menu') });
    expect(within(drawer).getByRole('link', { name: t('nav.login') }).getAttribute('href')).toBe('/login');
    expect(within(drawer).getByRole('link', { name: t('nav.register') }).getAttribute('href')).toBe('/register');
    expect(within(drawer).queryByRole('button', { name: t('nav.logout') })).toBeNull();
  });

  it("gives a player's drawer the balance and logout, and closes on Escape", async () => {
    screenWide(false);
    renderWithProviders(<Stub signedIn />);
    await userEvent.click(screen.getByRole('button', { name: t('nav.openMenu') }));
    const drawer = screen.getByRole('dialog', { name: t('nav.menu') });
    expect(within(drawer).getByText('balance')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: t('nav.logout') })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the menu open as a column on a desktop, with every group and no drawer', async () => {
    screenWide(true);
    renderWithProviders(<Stub signedIn />, { route: '/deposit' });
    const rail = screen.getByTestId('side-rail');
    for (const key of ['nav.games', 'nav.cashier', 'nav.promotion', 'nav.support'] as const) {
      expect(within(rail).getByRole('navigation', { name: t(key) })).toBeTruthy();
    }
    expect(within(rail).getByRole('link', { name: t('nav.deposit') })?.classList.contains('pc-menu-link--active')).toBe(true);
    act(() => useModalStore.getState().open('mobileLeftMenu'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("layout C's game card", () => {
  const game = { gameId: 'g-1', name: 'Golden Dragon', image: null } as unknown as Parameters<typeof GameCard>[0]['game'];

  it('plays the game, names it under the art, and shows the launch in progress', async () => {
    const onPlay = vi.fn();
    const { rerender } = renderWithProviders(
      <ul>
        <GameCard game={game} disabled={false} launching={false} onPlay={onPlay} />
      </ul>,
    );
    const card = screen.getByRole('button', { name: t('games.play', { name: 'Golden Dragon' }) });
    expect(card.textContent).toContain('Golden Dragon');
    await userEvent.click(card);
    expect(onPlay).toHaveBeenCalledWith(game);
    rerender(
      <ul>
        <GameCard game={game} disabled launching onPlay={onPlay} />
      </ul>,
    );
    expect((screen.getByTestId('game-card') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain(t('games.launching'));
  });
});
