import type { Game, Provider } from './types';

/** Test data of the games feature (docs/games.md shapes). */
export function providerFixture(overrides: Partial<Provider> = {}): Provider {
  return {
    providerPrefix: 'PGS',
    name: 'Pocket Gaming Soft',
    logo: 'http://img.test/providers/PGS.svg',
    categories: ['slot', 'fishing'],
    gameCount: 70,
    status: 'active',
    ...overrides,
  };
}

export function gameFixture(n: number, overrides: Partial<Game> = {}): Game {
  const id = `PGS-SLOT-${String(n).padStart(3, '0')}`;
  return {
    gameId: id,
    gameCode: id,
    name: n === 7 ? 'Golden Lotus' : `Game ${n}`,
    image: `http://img.test/games/PGS/${id}.svg`,
    category: 'slot',
    providerPrefix: 'PGS',
    rank: n,
    engine: 'slot',
    ...overrides,
  };
}

/** A provider's catalogue answered the way the server pages and searches it. */
export function gamesAnswer(all: Game[], body: { page?: number; perPage?: number; search?: string }) {
  const perPage = body.perPage ?? 32;
  const page = body.page ?? 1;
  const matching = body.search ? all.filter((g) => g.name.toLowerCase().includes(body.search!.toLowerCase())) : all;
  const totalPages = Math.max(1, Math.ceil(matching.length / perPage));
  return {
    gamesList: matching.slice((page - 1) * perPage, page * perPage),
    page: { page, perPage, total: matching.length, totalPages },
  };
}
