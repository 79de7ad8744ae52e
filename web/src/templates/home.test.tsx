import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { LayoutName } from '@/config/layouts';
import { announcementFixture, bannerFixture, serveAnnouncements, serveBanners } from '@/features/announcements/testing';
import { useAuthStore } from '@/features/auth';
import { GameCardSlot } from '@/features/games';
import { gameFixture, gamesAnswer, providerFixture } from '@/features/games/testing';
import { HOME_BLOCKS } from '@/features/home';
import { i18n, loadNamespace } from '@/lib/i18n';
import { userFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { TEMPLATE_REGISTRY } from './registry';
import { SkinContext } from './skin-context';

/**
 * Each layout's home: its own marker, its own order of blocks, its own block classes (the look
 * its skin.css gives them). `blocks` lists the `data-home-block` markers in page order.
 */
const HOMES: {
  layout: LayoutName;
  id: string;
  categories: string;
  guest: string[];
  player: string[];
}[] = [
  { layout: 'a', id: 'a', categories: 'pp-category', guest: ['hero', 'categories', 'features'], player: ['hero', 'balance', 'rank', 'quick', 'categories'] },
  { layout: 'b', id: 'b', categories: 'ppb-cats', guest: ['hero', 'categories', 'features'], player: ['hero', 'balance', 'quick', 'categories', 'games', 'rank'] },
  { layout: 'c', id: 'c', categories: 'pc-cats', guest: ['hero', 'categories', 'features'], player: ['hero', 'balance', 'rank', 'quick', 'games', 'categories'] },
  { layout: 'pp-1', id: 'pp1', categories: 'pp1-cats', guest: ['hero', 'categories', 'features'], player: ['hero', 'balance', 'quick', 'categories', 'games', 'rank'] },
  {
    layout: 'ufa-a',
    id: 'ufa-a',
    categories: 'ufa-cats',
    guest: ['sport', 'hero', 'categories', 'features'],
    player: ['hero', 'sport', 'balance', 'quick', 'categories', 'games', 'rank'],
  },
  {
    layout: 'ufa-b',
    id: 'ufa-b',
    categories: 'ufa-cats',
    guest: ['sport', 'hero', 'features', 'categories'],
    player: ['sport', 'hero', 'balance', 'quick', 'rank', 'games', 'categories'],
  },
  {
    layout: 'ufa-c',
    id: 'ufa-c',
    categories: 'ufa-cats',
    guest: ['sport', 'hero', 'categories', 'features'],
    player: ['sport', 'hero', 'balance', 'quick', 'games', 'categories', 'rank'],
  },
  { layout: 'zuka', id: 'zuka', categories: 'zk-cats', guest: ['hero', 'categories', 'features'], player: ['hero', 'games', 'categories', 'quick', 'balance', 'rank'] },
];

const games = Array.from({ length: 8 }, (_, i) => gameFixture(i + 1));
let gameCalls: string[] = [];

beforeAll(async () => {
  await loadNamespace('engagement');
});

beforeEach(async () => {
  await i18n.changeLanguage('th');
  gameCalls = [];
  server.use(
    http.post(`${API}/ambSuperApi/transfer/getProviderByCategory`, async ({ request }) => {
      gameCalls.push(`providers:${((await request.json()) as { category: string }).category}`);
      return ok([providerFixture({ providerPrefix: 'EMPTY', gameCount: 0 }), providerFixture()]);
    }),
    http.post(`${API}/ambSuperApi/transfer/getGamesByCategoryAndProvider`, async ({ request }) => {
      const body = (await request.json()) as { providerPrefix: string; perPage?: number };
      gameCalls.push(`games:${body.providerPrefix}`);
      return ok(gamesAnswer(games, body));
    }),
  );
});

afterEach(() => {
  useAuthStore.getState().logout();
});

async function renderHome(layout: LayoutName, signedIn: boolean) {
  if (signedIn) useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
  const { skin } = await TEMPLATE_REGISTRY[layout]();
  const { Home } = skin;
  const view = renderWithProviders(
    <SkinContext value={skin}>
      <GameCardSlot value={skin.GameCard}>
        <Home signedIn={signedIn} blocks={HOME_BLOCKS} />
      </GameCardSlot>
    </SkinContext>,
  );
  return view;
}

const blocksOf = (home: HTMLElement) =>
  [...home.querySelectorAll<HTMLElement>('[data-home-block]')].map((block) => block.dataset.homeBlock);

describe.each(HOMES)('the home of layout $layout', ({ layout, id, categories, guest, player }) => {
  it('shows a guest its own arrangement: the headline, register and login, the categories', async () => {
    await renderHome(layout, false);
    const home = document.querySelector<HTMLElement>(`[data-home="${id}"]`)!;
    expect(home).toBeTruthy();
    expect(blocksOf(home)).toEqual(guest);
    const hero = home.querySelector<HTMLElement>('[data-home-block="hero"]')!;
    expect(within(hero).getByRole('heading', { level: 1, name: 'เกมออนไลน์ครบวงจร' })).toBeTruthy();
    expect(within(hero).getByRole('link', { name: 'สมัครสมาชิก' }).getAttribute('href')).toBe('/register');
    expect(within(hero).getByRole('link', { name: 'เข้าสู่ระบบ' }).getAttribute('href')).toBe('/login');
    const list = home.querySelector<HTMLElement>('[data-home-block="categories"]')!;
    expect(list.classList.contains(categories)).toBe(true);
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    // No balance, rank or games for a guest, and no call the server keeps for players.
    expect(screen.queryByTestId('rank-card')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'ยอดเงินคงเหลือ' })).toBeNull();
    expect(gameCalls).toEqual([]);
  });

  it("shows a player their own arrangement: the greeting, balance, rank and shortcuts", async () => {
    await renderHome(layout, true);
    const home = document.querySelector<HTMLElement>(`[data-home="${id}"]`)!;
    expect(within(home).getByRole('heading', { level: 1, name: 'สวัสดี demo' })).toBeTruthy();
    expect(await within(home).findByText('1,234.50 THB')).toBeTruthy();
    expect(await within(home).findByTestId('rank-card')).toBeTruthy();
    const quick = home.querySelector<HTMLElement>('[data-home-block="quick"]')!;
    expect(within(quick).getByRole('link', { name: 'ฝากเงิน' }).getAttribute('href')).toBe('/deposit');
    expect(within(home).queryByRole('link', { name: 'สมัครสมาชิก' })).toBeNull();
    if (player.includes('games')) {
      // The popular games: the first provider that has games, in the skin's own card.
      const cards = await within(home).findAllByTestId('game-card');
      expect(cards).toHaveLength(home.querySelectorAll('[data-home-block="games"] li').length);
      expect(cards.length).toBeGreaterThan(0);
      expect(gameCalls).toEqual(['providers:slot', 'games:PGS']);
    } else {
      expect(gameCalls).toEqual([]);
    }
    expect(blocksOf(home)).toEqual(player);
  });
});

/**
 * Where each layout places the agent's announcements and banners when it has some: near the
 * top, in the layout's own order (they draw nothing for an agent without any, as above).
 */
const WITH_NEWS: { layout: LayoutName; id: string; guest: string[]; player: string[] }[] = [
  {
    layout: 'a',
    id: 'a',
    guest: ['announcements', 'banners', 'hero', 'categories', 'features'],
    player: ['announcements', 'hero', 'balance', 'banners', 'rank', 'quick', 'categories'],
  },
  {
    layout: 'b',
    id: 'b',
    guest: ['announcements', 'hero', 'banners', 'categories', 'features'],
    player: ['announcements', 'hero', 'balance', 'banners', 'quick', 'categories', 'games', 'rank'],
  },
  {
    layout: 'c',
    id: 'c',
    guest: ['announcements', 'hero', 'banners', 'categories', 'features'],
    player: ['announcements', 'hero', 'balance', 'rank', 'banners', 'quick', 'games', 'categories'],
  },
  {
    layout: 'pp-1',
    id: 'pp1',
    guest: ['banners', 'announcements', 'hero', 'categories', 'features'],
    player: ['hero', 'balance', 'banners', 'announcements', 'quick', 'categories', 'games', 'rank'],
  },
  {
    layout: 'ufa-a',
    id: 'ufa-a',
    guest: ['announcements', 'sport', 'banners', 'hero', 'categories', 'features'],
    player: ['hero', 'announcements', 'sport', 'balance', 'quick', 'banners', 'categories', 'games', 'rank'],
  },
  {
    layout: 'ufa-b',
    id: 'ufa-b',
    guest: ['announcements', 'sport', 'hero', 'features', 'banners', 'categories'],
    player: ['announcements', 'sport', 'hero', 'balance', 'quick', 'rank', 'banners', 'games', 'categories'],
  },
  {
    layout: 'ufa-c',
    id: 'ufa-c',
    guest: ['announcements', 'sport', 'hero', 'banners', 'categories', 'features'],
    player: ['announcements', 'sport', 'banners', 'hero', 'balance', 'quick', 'games', 'categories', 'rank'],
  },
  {
    layout: 'zuka',
    id: 'zuka',
    guest: ['announcements', 'hero', 'banners', 'categories', 'features'],
    player: ['announcements', 'hero', 'banners', 'games', 'categories', 'quick', 'balance', 'rank'],
  },
];

describe.each(WITH_NEWS)('the home of layout $layout with announcements and banners', ({ layout, id, guest, player }) => {
  beforeEach(() => {
    serveAnnouncements([
      announcementFixture(1, { title: 'ยินดีต้อนรับ', createdAt: '2026-11-01T03:00:00+00:00' }),
      announcementFixture(2, { title: 'แจ้งปิดปรับปรุงระบบ', createdAt: '2026-11-20T03:00:00+00:00' }),
    ]);
    serveBanners([bannerFixture(1, { title: 'Welcome bonus 100%', linkUrl: '/promotion' }), bannerFixture(2, { title: 'Cashback 5%' })]);
  });

  it.each([
    ['a guest', false, guest],
    ['a player', true, player],
  ] as const)('places them near the top for %s, in its own frames', async (_who, signedIn, order) => {
    await renderHome(layout, signedIn);
    const home = document.querySelector<HTMLElement>(`[data-home="${id}"]`)!;
    const banners = await within(home).findByRole('region', { name: 'แบนเนอร์โปรโมชั่น' });
    const strip = await within(home).findByRole('region', { name: 'ประกาศ' });
    expect(within(banners).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Welcome bonus 100%', 'Cashback 5%']);
    expect(within(strip).getByTestId('announcement-latest').textContent).toContain('แจ้งปิดปรับปรุงระบบ');
    // Each skin styles the blocks under its own names (skin.css), not the defaults.
    expect([...banners.classList].some((name) => name.endsWith('-banners') && name !== 'pp-home-banners')).toBe(true);
    expect([...strip.classList].some((name) => name.endsWith('-notice') && name !== 'pp-home-notice')).toBe(true);
    expect(blocksOf(home)).toEqual(order);
    expect(order.indexOf('banners')).toBeLessThan(order.indexOf('categories'));
  });
});

describe('layout-specific touches', () => {
  it.each(['ufa-a', 'ufa-b', 'ufa-c'] as const)('%s puts sport first: the sport board and the first, loud category', async (layout) => {
    await renderHome(layout, false);
    const sport = document.querySelector<HTMLElement>('[data-home-block="sport"]')!;
    expect(within(sport).getByRole('link', { name: /เข้าแทงกีฬา/ }).getAttribute('href')).toBe('/sport');
    const first = document.querySelector<HTMLElement>('[data-home-block="categories"] a')!;
    expect(first.getAttribute('href')).toBe('/sport');
    expect(first.classList.contains('ufa-cats__item--hot')).toBe(true);
  });

  it('gives Zuka candy tiles in turning tones', async () => {
    await renderHome('zuka', false);
    const tiles = [...document.querySelectorAll('[data-home-block="categories"] a')];
    expect(tiles.slice(0, 3).map((tile) => [...tile.classList].find((c) => c.startsWith('zk-tone--')))).toEqual([
      'zk-tone--pink',
      'zk-tone--orange',
      'zk-tone--cyan',
    ]);
  });

  it("leaves the categories out of C's player home on a desktop, where the side column lists them", async () => {
    await renderHome('c', true);
    await waitFor(() => expect(document.querySelector('[data-home-block="categories"]')?.classList.contains('xl:hidden')).toBe(true));
  });
});
