import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { calls, gameFamily, normalizeCurrentPromotion, type GameContext } from './families';

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

  it('current promotion: the player promotion’s own gameConfig rules over its promotion’s', () => {
    // docs/promotions.md §6 PlayerPromotion: gameConfig at the top, copied at the grant.
    const answer = {
      bonusId: 11,
      statusCode: '0005',
      gameConfig: [{ category: 'slot', providers: ['PGS', 'JIL'] }, { category: 'casino' }],
      promotion: { id: 1, gameConfig: [{ category: 'sport', providers: ['all'] }] },
    };
    expect(normalizeCurrentPromotion(answer)).toEqual({
      gameConfig: [
        { category: 'slot', providers: ['PGS', 'JIL'] },
        { category: 'casino', providers: ['all'] }, // no providers: every provider (the server's default)
      ],
    });
    expect(normalizeCurrentPromotion({ ...answer, gameConfig: [] })).toEqual({ gameConfig: [] });
  });
});
