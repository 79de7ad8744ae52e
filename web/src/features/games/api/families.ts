import type { BalanceDirection, CurrentPromotion, Game, GameFamily, PromotionGameConfig } from '../types';

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

/* The current promotion: POST promotionManager/currentPromotion answers a PlayerPromotion
   (docs/promotions.md §6) or null; the launch needs only its gameConfig. */

type Raw = Record<string, unknown>;

function isObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A gameConfig as the launch checks it: each entry's category and providers, a missing or
 * empty providers list read as `all` (the server's default, promotions/schemas.py GameRule).
 */
function normalizeGameConfig(value: unknown): PromotionGameConfig[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(isObject).map((entry) => {
    const providers = Array.isArray(entry.providers) ? entry.providers.map((p) => String(p)) : [];
    return {
      category: typeof entry.category === 'string' ? entry.category : '',
      providers: providers.length > 0 ? providers : ['all'],
    };
  });
}

/**
 * POST promotionManager/currentPromotion's answer: the player's active promotion, whose own
 * `gameConfig` (at the top, copied when the promotion was granted) is the rule; the
 * promotion's (`promotion.gameConfig`) only stands in when the top one is missing.
 * null/empty: no promotion. A player promotion whose statusCode is not 0005 (active, spec §4)
 * is no promotion.
 */
export function normalizeCurrentPromotion(data: unknown): CurrentPromotion | null {
  if (!isObject(data) || Object.keys(data).length === 0) return null;
  if (typeof data.statusCode === 'string' && data.statusCode !== '0005') return null;
  const nested = isObject(data.promotion) ? data.promotion.gameConfig : undefined;
  return { gameConfig: normalizeGameConfig(data.gameConfig ?? nested) };
}
