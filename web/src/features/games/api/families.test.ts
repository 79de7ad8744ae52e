import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  calls,
  gameFamily,
  normalizeBalance,
  normalizeCategories,
  normalizeCurrentPromotion,
  normalizeGamesPage,
  normalizeLaunch,
  normalizeProviders,
  normalizeRoundsPage,
  type GameContext,
} from './families';

const base = { agentPrefix: 'PP', agentId: 1, username: 'demo', currency: 'THB', lang: 'th' };
const amb: GameContext = { family: 'amb', ...base };
const xg: GameContext = { family: 'xgambet', ...base };
const pg: GameContext = { family: 'pg', ...base };
const game = { gameId: 'PGS-SLOT-007', gameCode: 'PGS-SLOT-007', providerPrefix: 'PGS', category: 'slot' };

describe('gameFamily', () => {
  it.each([
    ['AMB', 'amb'],
    ['UFA', 'amb'],
    ['ufa', 'amb'],
    ['XGAMBET', 'xgambet'],
    ['xgambet', 'xgambet'],
    ['PG', 'pg'],
    [null, 'amb'],
    ['', 'amb'],
  ] as const)('%s → %s', (company, family) => {
    expect(gameFamily(company)).toBe(family);
  });
});

describe('calls by family', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());
  const ts = Date.parse('2026-11-21T03:00:00Z');

  it('categories', () => {
    expect(calls.categories(amb)).toEqual({ path: 'ambSuperApi/transfer/getCategory', body: { agentPrefix: 'PP', timestamp: ts } });
    expect(calls.categories(xg)).toEqual({ path: 'xgambetManager/getCategory', body: {} });
    expect(calls.categories(pg)).toEqual({ path: 'pgSoftApi/transfer/category', body: {} });
  });

  it('providers by category', () => {
    expect(calls.providers(amb, 'slot')).toEqual({ path: 'ambSuperApi/transfer/getProviderByCategory', body: { category: 'slot' } });
    expect(calls.providers(xg, 'slot')).toEqual({
      path: 'xgambetManager/getProvidersByType',
      body: { agentPrefix: 'PP', playerUsername: 'demo', currency: 'THB', timestamp: ts, type: 'slot' },
    });
    expect(calls.providers({ ...xg, currency: undefined }, 'slot').body.currency).toBe('VND');
    expect(calls.providers(pg, 'slot')).toEqual({ path: 'pgSoftApi/transfer/getProviderByCategory', body: { gameType: 'slot' } });
  });

  it('games: 32 a page, search only when typed', () => {
    expect(calls.games(amb, { category: 'slot', provider: 'PGS', page: 2, search: ' lotus ' })).toEqual({
      path: 'ambSuperApi/transfer/getGamesByCategoryAndProvider',
      body: { agentPrefix: 'PP', providerPrefix: 'PGS', category: 'slot', page: 2, perPage: 32, search: 'lotus', timestamp: ts },
    });
    expect(calls.games(xg, { category: 'slot', provider: 'PGS', search: '' })).toEqual({
      path: 'xgambetManager/getGamesByProviders',
      body: { providerPrefix: 'PGS', category: 'slot', page: 1, perPage: 32 },
    });
    expect(calls.games(pg, { category: 'slot', provider: 'PGS', page: 3 })).toEqual({
      path: 'pgSoftApi/transfer/listGames',
      body: { category: 'slot', provider: 'PGS', page: 3, perPage: 32 },
    });
  });

  it('launch', () => {
    expect(calls.launch(amb, { game, mobile: true })).toEqual({
      path: 'ambSuperApi/transfer/playGame',
      body: { providerPrefix: 'PGS', gameId: 'PGS-SLOT-007', category: 'slot', lang: 'th' },
    });
    expect(calls.launch(xg, { game, mobile: false, exitUrl: 'http://site.test/slot' })).toEqual({
      path: 'xgambet/transfer/games/launcher',
      body: {
        category: 'slot',
        agentPrefix: 'PP',
        playerUsername: 'demo',
        providerPrefix: 'PGS',
        gameId: 'PGS-SLOT-007',
        settings: { eurl: 'http://site.test/slot', lang: 'th', sd: 1 },
        timestamp: ts,
      },
    });
    expect(calls.launch(pg, { game, mobile: true })).toEqual({
      path: 'pgSoftApi/transfer/login',
      body: { username: 'demo', productId: 'PGS', gameCode: 'PGS-SLOT-007', isMobileLogin: true },
    });
  });

  it('checkAndAdjustBalance with its direction', () => {
    expect(calls.balance(amb, 'toProvider')).toEqual({
      path: 'ambSuperApi/transfer/checkAndAdjustBalance',
      body: { agentPrefix: 'PP', playerUsername: 'demo', timestamp: ts, direction: 'toProvider' },
    });
    expect(calls.balance(xg, 'toWallet').path).toBe('xgambetManager/checkAndAdjustBalance');
    expect(calls.balance(pg, 'toWallet', 'PGS')).toEqual({
      path: 'pgSoftApi/transfer/checkAndAdjustBalance',
      body: { agentId: 1, username: 'demo', productId: 'PGS', direction: 'toWallet' },
    });
  });
});

describe('normalisation', () => {
  it('categories: objects or names', () => {
    expect(normalizeCategories([{ category: 'slot', providerCount: 4, gameCount: 120 }, 'casino', null])).toEqual([
      { category: 'slot', providerCount: 4, gameCount: 120 },
      { category: 'casino', providerCount: 0, gameCount: 0 },
    ]);
  });

  it('providers: the documented shape, upstream names, closed ones left out', () => {
    expect(
      normalizeProviders([
        { providerPrefix: 'PGS', name: 'Pocket Gaming Soft', logo: 'http://x/PGS.svg', categories: ['slot'], gameCount: 42, status: 'active' },
        { productId: 'JIL', name: 'Jili', img: 'http://x/JIL.png', gameCount: '7' },
        { code: 'OFF', name: 'Closed', status: 'inactive' },
        { name: 'no prefix' },
      ]),
    ).toEqual([
      { providerPrefix: 'PGS', name: 'Pocket Gaming Soft', logo: 'http://x/PGS.svg', categories: ['slot'], gameCount: 42, status: 'active' },
      { providerPrefix: 'JIL', name: 'Jili', logo: 'http://x/JIL.png', categories: [], gameCount: 7, status: 'active' },
    ]);
  });

  it('games page: games and page, a missing page computed', () => {
    const page = normalizeGamesPage(
      {
        gamesList: [
          { gameId: 'PGS-SLOT-007', gameCode: 'PGS-SLOT-007', name: 'Golden Lotus', image: 'http://x/7.svg', category: 'slot', providerPrefix: 'PGS', rank: 7, engine: 'slot' },
          { code: 'G2', gameName: 'Two', img: 'http://x/2.png' },
        ],
        page: { page: 2, perPage: 32, total: 120, totalPages: 4 },
      },
      { category: 'slot', provider: 'PGS', page: 2 },
    );
    expect(page.page).toEqual({ page: 2, perPage: 32, total: 120, totalPages: 4 });
    expect(page.gamesList[1]).toEqual({
      gameId: 'G2',
      gameCode: 'G2',
      name: 'Two',
      image: 'http://x/2.png',
      category: 'slot',
      providerPrefix: 'PGS',
      rank: 0,
      engine: null,
    });
    expect(normalizeGamesPage({ gamesList: [] }, { category: 'slot', provider: 'PGS' }).page).toEqual({
      page: 1,
      perPage: 32,
      total: 0,
      totalPages: 1,
    });
  });

  it('launch: gameUrLs, or the single url of PG login', () => {
    expect(normalizeLaunch({ gameUrLs: { mobile: 'm', desktop: 'd' } })).toEqual({ gameUrLs: { mobile: 'm', desktop: 'd' } });
    expect(normalizeLaunch({ url: 'u' })).toEqual({ gameUrLs: { mobile: 'u', desktop: 'u' } });
    expect(() => normalizeLaunch({})).toThrow();
  });

  it('balance: credits and the wallet (or a player holding it)', () => {
    const wallet = { creditBalance: 100, currencyCode: 'THB' };
    expect(normalizeBalance({ direction: 'toProvider', providerCredit: 100, walletCredit: 100, transferred: 100, wallet }, 'toProvider')).toEqual({
      direction: 'toProvider',
      providerCredit: 100,
      walletCredit: 100,
      transferred: 100,
      wallet,
    });
    expect(normalizeBalance({ providerCredit: 0, walletCredit: 50, wallet: { id: 3, wallet } }, 'toWallet').wallet).toEqual(wallet);
    expect(normalizeBalance(null, 'toWallet')).toMatchObject({ direction: 'toWallet', wallet: null });
  });

  it('current promotion: none, a promotion, a player promotion, an inactive one', () => {
    expect(normalizeCurrentPromotion(null)).toBeNull();
    expect(normalizeCurrentPromotion({})).toBeNull();
    expect(normalizeCurrentPromotion({ gameConfig: [{ category: 'slot', providers: ['PGS'] }] })).toEqual({
      gameConfig: [{ category: 'slot', providers: ['PGS'] }],
    });
    expect(normalizeCurrentPromotion({ statusCode: '0005', promotion: { gameConfig: [{ category: 'casino', providers: ['all'] }] } })).toEqual({
      gameConfig: [{ category: 'casino', providers: ['all'] }],
    });
    expect(normalizeCurrentPromotion({ statusCode: '0007', promotion: { gameConfig: [] } })).toBeNull();
    expect(normalizeCurrentPromotion({ promotion: { name: 'x' } })).toEqual({ gameConfig: null });
  });

  it('rounds page: rounds, page and totals', () => {
    const page = normalizeRoundsPage(
      {
        rounds: [{ roundId: 'r1', providerPrefix: 'PGS', gameCode: 'G', gameName: 'Lotus', category: 'slot', bet: 10, payout: 25, winLoss: 15, playedAt: '2026-11-21T10:00:00+07:00' }],
        page: { page: 1, perPage: 50, total: 1, totalPages: 1 },
        totals: { bet: 10, payout: 25, winLoss: 15, rounds: 1 },
      },
      1,
    );
    expect(page.rounds[0]).toMatchObject({ roundId: 'r1', gameName: 'Lotus', winLoss: 15 });
    expect(page.totals).toEqual({ bet: 10, payout: 25, winLoss: 15, rounds: 1 });
    expect(normalizeRoundsPage({ rounds: [{ roundId: 'r2', bet: 10, payout: 0 }] }, 1).rounds[0]!.winLoss).toBe(-10);
  });
});
