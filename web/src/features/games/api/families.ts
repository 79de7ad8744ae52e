import type { Wallet } from '@/types/api';

import type {
  BalanceDirection,
  BalanceResult,
  Category,
  CurrentPromotion,
  Game,
  GameFamily,
  GamesPage,
  LaunchResult,
  PageInfo,
  PromotionGameConfig,
  Provider,
  Round,
  RoundsPage,
} from '../types';

/** Games page size (spec §9). */
export const GAMES_PER_PAGE = 32;

/**
 * The family of calls by the agent's gameCompany (docs/games.md §1): AMB and UFA →
 * ambSuperApi, XGAMBET → xgambet/xgambetManager, PG → pgSoftApi. Unknown or missing: AMB,
 * the platform's default company.
 */
export function gameFamily(gameCompany: string | null | undefined): GameFamily {
  const company = (gameCompany ?? '').trim().toUpperCase();
  if (company === 'XGAMBET') return 'xgambet';
  if (company === 'PG') return 'pg';
  return 'amb';
}

/** Who is asking: what the bodies of spec §7 carry besides the player's token. */
export interface GameContext {
  family: GameFamily;
  agentPrefix?: string;
  agentId?: number;
  username?: string;
  /** The agent's currency; providers by type fall back to VND (spec §9). */
  currency?: string;
  lang?: string;
}

export interface CallSpec {
  path: string;
  body: Record<string, unknown>;
}

export interface GamesQuery {
  category: string;
  provider: string;
  page?: number;
  perPage?: number;
  search?: string;
}

export interface LaunchRequest {
  game: Pick<Game, 'gameId' | 'gameCode' | 'providerPrefix' | 'category'>;
  mobile: boolean;
  /** Where the upstream sends the player back (xgambet settings.eurl). */
  exitUrl?: string;
}

/** Drops undefined fields and empty search strings from a body. */
function compact(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== ''));
}

const now = () => Date.now();

/** The platform call (path under /api and body) of each step, per family. Pure. */
export const calls = {
  categories(ctx: GameContext): CallSpec {
    if (ctx.family === 'xgambet') return { path: 'xgambetManager/getCategory', body: {} };
    if (ctx.family === 'pg') return { path: 'pgSoftApi/transfer/category', body: {} };
    return { path: 'ambSuperApi/transfer/getCategory', body: compact({ agentPrefix: ctx.agentPrefix, timestamp: now() }) };
  },

  providers(ctx: GameContext, category: string): CallSpec {
    if (ctx.family === 'xgambet') {
      return {
        path: 'xgambetManager/getProvidersByType',
        body: compact({
          agentPrefix: ctx.agentPrefix,
          playerUsername: ctx.username,
          currency: ctx.currency || 'VND',
          timestamp: now(),
          type: category,
        }),
      };
    }
    if (ctx.family === 'pg') return { path: 'pgSoftApi/transfer/getProviderByCategory', body: { gameType: category } };
    return { path: 'ambSuperApi/transfer/getProviderByCategory', body: { category } };
  },

  games(ctx: GameContext, q: GamesQuery): CallSpec {
    const page = q.page ?? 1;
    const perPage = q.perPage ?? GAMES_PER_PAGE;
    const search = q.search?.trim() || undefined;
    if (ctx.family === 'xgambet') {
      return {
        path: 'xgambetManager/getGamesByProviders',
        body: compact({ providerPrefix: q.provider, category: q.category, page, perPage, search }),
      };
    }
    if (ctx.family === 'pg') {
      return {
        path: 'pgSoftApi/transfer/listGames',
        body: compact({ category: q.category, provider: q.provider, page, perPage, search }),
      };
    }
    return {
      path: 'ambSuperApi/transfer/getGamesByCategoryAndProvider',
      body: compact({
        agentPrefix: ctx.agentPrefix,
        providerPrefix: q.provider,
        category: q.category,
        page,
        perPage,
        search,
        timestamp: now(),
      }),
    };
  },

  launch(ctx: GameContext, req: LaunchRequest): CallSpec {
    const { game } = req;
    if (ctx.family === 'xgambet') {
      return {
        path: 'xgambet/transfer/games/launcher',
        body: compact({
          category: game.category,
          agentPrefix: ctx.agentPrefix,
          playerUsername: ctx.username,
          providerPrefix: game.providerPrefix,
          gameId: game.gameId,
          settings: compact({ eurl: req.exitUrl, lang: ctx.lang, sd: 1 }),
          timestamp: now(),
        }),
      };
    }
    if (ctx.family === 'pg') {
      return {
        path: 'pgSoftApi/transfer/login',
        body: compact({
          username: ctx.username,
          productId: game.providerPrefix,
          gameCode: game.gameCode || game.gameId,
          isMobileLogin: req.mobile,
        }),
      };
    }
    return {
      path: 'ambSuperApi/transfer/playGame',
      body: compact({ providerPrefix: game.providerPrefix, gameId: game.gameId, category: game.category, lang: ctx.lang }),
    };
  },

  /** `productId` (PG only): the upstream product the credit moves to or from. */
  balance(ctx: GameContext, direction: BalanceDirection, productId?: string): CallSpec {
    if (ctx.family === 'pg') {
      return {
        path: 'pgSoftApi/transfer/checkAndAdjustBalance',
        body: compact({ agentId: ctx.agentId, username: ctx.username, productId, direction }),
      };
    }
    const body = compact({ agentPrefix: ctx.agentPrefix, playerUsername: ctx.username, timestamp: now(), direction });
    if (ctx.family === 'xgambet') return { path: 'xgambetManager/checkAndAdjustBalance', body };
    return { path: 'ambSuperApi/transfer/checkAndAdjustBalance', body };
  },
};

/* Normalisation: the server answers the shapes of docs/games.md; the upstreams' own names are
   accepted too, so a slightly different answer still renders. */

type Raw = Record<string, unknown>;

function isObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(...values: unknown[]): string {
  for (const v of values) {
    if (typeof v === 'string' && v) return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return '';
}

function num(...values: unknown[]): number {
  for (const v of values) {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
  }
  return 0;
}

function list(value: unknown, ...keys: string[]): unknown[] {
  if (Array.isArray(value)) return value;
  if (isObject(value)) {
    for (const key of keys) if (Array.isArray(value[key])) return value[key] as unknown[];
  }
  return [];
}

export function normalizeCategories(data: unknown): Category[] {
  return list(data, 'categories', 'list')
    .map((item) =>
      typeof item === 'string'
        ? { category: item, providerCount: 0, gameCount: 0 }
        : isObject(item)
          ? {
              category: str(item.category, item.name, item.type).toLowerCase(),
              providerCount: num(item.providerCount),
              gameCount: num(item.gameCount),
            }
          : null,
    )
    .filter((c): c is Category => !!c && !!c.category);
}

export function normalizeProvider(item: unknown): Provider | null {
  if (!isObject(item)) return null;
  const providerPrefix = str(item.providerPrefix, item.productId, item.code, item.provider);
  if (!providerPrefix) return null;
  return {
    providerPrefix,
    name: str(item.name, item.providerName, providerPrefix),
    logo: str(item.logo, item.img, item.image, item.logoUrl) || null,
    categories: Array.isArray(item.categories) ? item.categories.map((c) => String(c)) : [],
    gameCount: num(item.gameCount),
    status: str(item.status) || 'active',
  };
}

export function normalizeProviders(data: unknown): Provider[] {
  return list(data, 'providers', 'products', 'list')
    .map(normalizeProvider)
    .filter((p): p is Provider => !!p && p.status.toLowerCase() === 'active');
}

export function normalizeGame(item: unknown, fallback: { category?: string; provider?: string } = {}): Game | null {
  if (!isObject(item)) return null;
  const gameId = str(item.gameId, item.id, item.gameCode, item.code);
  if (!gameId) return null;
  return {
    gameId,
    gameCode: str(item.gameCode, item.code, gameId),
    name: str(item.name, item.gameName, gameId),
    image: str(item.image, item.img, item.imageUrl, item.icon) || null,
    category: str(item.category, fallback.category),
    providerPrefix: str(item.providerPrefix, item.productId, item.provider, fallback.provider),
    rank: num(item.rank),
    engine: str(item.engine, item.type) || null,
  };
}

export function normalizePage(raw: unknown, fallback: { page: number; perPage: number; count: number }): PageInfo {
  const p = isObject(raw) ? raw : {};
  const perPage = Math.max(1, num(p.perPage, p.limit, fallback.perPage));
  const page = Math.max(1, num(p.page, p.currentPage, fallback.page));
  const total = num(p.total, p.totalCount, fallback.count + (page - 1) * perPage);
  const totalPages = Math.max(1, num(p.totalPages, p.pageCount, Math.ceil(total / perPage)));
  return { page, perPage, total, totalPages };
}

export function normalizeGamesPage(data: unknown, q: GamesQuery): GamesPage {
  const raw = isObject(data) ? data : {};
  const gamesList = list(Array.isArray(data) ? data : raw.gamesList ?? raw.games ?? raw.list)
    .map((item) => normalizeGame(item, { category: q.category, provider: q.provider }))
    .filter((g): g is Game => !!g);
  return {
    gamesList,
    page: normalizePage(raw.page, { page: q.page ?? 1, perPage: q.perPage ?? GAMES_PER_PAGE, count: gamesList.length }),
  };
}

/** Launch result: `gameUrLs` (mobile, desktop); PG login may answer only `url`. */
export function normalizeLaunch(data: unknown): LaunchResult {
  const raw = isObject(data) ? data : {};
  const urls = isObject(raw.gameUrLs) ? raw.gameUrLs : isObject(raw.gameUrls) ? raw.gameUrls : {};
  const single = str(raw.url, raw.gameUrl);
  const mobile = str(urls.mobile, single, urls.desktop);
  const desktop = str(urls.desktop, single, urls.mobile);
  if (!mobile && !desktop) throw new Error('The launch answer carries no game URL');
  return { gameUrLs: { mobile, desktop } };
}

export function normalizeBalance(data: unknown, direction: BalanceDirection): BalanceResult {
  const raw = isObject(data) ? data : {};
  // "the player/wallet shape": a wallet, or a player holding one.
  const holder = isObject(raw.wallet) ? raw.wallet : null;
  const wallet = holder ? ((isObject(holder.wallet) ? holder.wallet : holder) as unknown as Wallet) : null;
  return {
    direction: raw.direction === 'toWallet' || raw.direction === 'toProvider' ? raw.direction : direction,
    providerCredit: num(raw.providerCredit),
    walletCredit: num(raw.walletCredit, wallet?.creditBalance),
    transferred: num(raw.transferred),
    wallet,
  };
}

function normalizeGameConfig(value: unknown): PromotionGameConfig[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(isObject).map((entry) => ({
    category: str(entry.category),
    providers: Array.isArray(entry.providers) ? entry.providers.map((p) => String(p)) : [],
  }));
}

/**
 * POST promotionManager/currentPromotion's answer: a promotion (gameConfig at the top), or the
 * player's promotion holding it (`promotion.gameConfig`); null/empty: no promotion. A player
 * promotion whose statusCode is not 0005 (active, spec §4) is no promotion.
 */
export function normalizeCurrentPromotion(data: unknown): CurrentPromotion | null {
  if (!isObject(data) || Object.keys(data).length === 0) return null;
  if (typeof data.statusCode === 'string' && data.statusCode !== '0005') return null;
  const promotion = isObject(data.promotion) ? data.promotion : data;
  return { gameConfig: normalizeGameConfig(promotion.gameConfig ?? data.gameConfig) };
}

export function normalizeRound(item: unknown): Round | null {
  if (!isObject(item)) return null;
  const bet = num(item.bet, item.betAmount);
  const payout = num(item.payout, item.payoutAmount, item.winAmount);
  return {
    roundId: str(item.roundId, item.id),
    providerPrefix: str(item.providerPrefix, item.productId, item.provider),
    gameCode: str(item.gameCode, item.gameId),
    gameName: str(item.gameName, item.name, item.gameCode),
    category: str(item.category),
    bet,
    payout,
    winLoss: item.winLoss === undefined || item.winLoss === null ? payout - bet : num(item.winLoss),
    playedAt: str(item.playedAt, item.settledAt, item.createdAt),
  };
}

export function normalizeRoundsPage(data: unknown, page: number): RoundsPage {
  const raw = isObject(data) ? data : {};
  const rounds = list(raw.rounds).map(normalizeRound).filter((r): r is Round => !!r);
  const totals = isObject(raw.totals) ? raw.totals : {};
  return {
    rounds,
    page: normalizePage(raw.page, { page, perPage: Math.max(rounds.length, 1), count: rounds.length }),
    totals: {
      bet: num(totals.bet),
      payout: num(totals.payout),
      winLoss: num(totals.winLoss),
      rounds: num(totals.rounds, rounds.length),
    },
  };
}
