import { OPEN_BROWSING_LAYOUT } from '@/config/layouts';

/** Pages only a guest may see (spec §2). */
export const GUEST_ONLY_PATHS: readonly string[] = ['/login', '/register', '/registered'];
export const REGISTER_PATH = '/register';
export const LOGIN_PATH = '/login';
/** Query parameters that carry an affiliate referrer code on any page. */
export const REFERRER_PARAMS: readonly string[] = ['referrer', 'ref'];

export interface AccessContext {
  pathname: string;
  /** The query string, with or without the leading '?'. */
  search: string;
  isAuthenticated: boolean;
  /** The template's layout name; null while unknown. */
  layoutName: string | null;
}

export interface ReferralCapture {
  /** From /al/{ref}: the alliance referral code. */
  allianceCode?: string;
  /** From ?referrer= or ?ref=: the affiliate referrer code. */
  referrer?: string;
}

export type AccessDecision =
  | { action: 'allow'; referral?: ReferralCapture }
  | { action: 'redirect'; to: string; referral?: ReferralCapture };

function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function toSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function allianceCodeOf(pathname: string): string | undefined {
  const match = /\/al\/([^/?#]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * The access rules of spec §2, in one place:
 * 1. A guest arriving with a referral code (/al/{ref}, ?referrer=, ?ref=) has it stored and is
 *    sent to /register (the code parameters are dropped from the query, the rest kept).
 * 2. /login, /register, /registered are guest-only: a signed-in user goes to / (query kept).
 * 3. Paths containing /al/ are open without login (a signed-in user has nothing to do there
 *    and goes to /, query kept).
 * 4. Under layout ufa-c every page is open.
 * 5. Any other page sends a guest to /login (query kept).
 */
export function decideAccess(ctx: AccessContext): AccessDecision {
  const path = normalizePath(ctx.pathname);
  const params = new URLSearchParams(ctx.search.startsWith('?') ? ctx.search.slice(1) : ctx.search);
  const search = toSearch(params);

  if (!ctx.isAuthenticated) {
    const referral: ReferralCapture = {};
    const allianceCode = allianceCodeOf(path);
    if (allianceCode) referral.allianceCode = allianceCode;
    for (const name of REFERRER_PARAMS) {
      const value = params.get(name);
      if (value && !referral.referrer) referral.referrer = value;
    }
    if (referral.allianceCode || referral.referrer) {
      if (path === REGISTER_PATH) return { action: 'allow', referral };
      const rest = new URLSearchParams(params);
      for (const name of REFERRER_PARAMS) rest.delete(name);
      return { action: 'redirect', to: `${REGISTER_PATH}${toSearch(rest)}`, referral };
    }
  }

  if (GUEST_ONLY_PATHS.includes(path)) {
    return ctx.isAuthenticated ? { action: 'redirect', to: `/${search}` } : { action: 'allow' };
  }

  if (path.includes('/al/')) {
    return ctx.isAuthenticated ? { action: 'redirect', to: `/${search}` } : { action: 'allow' };
  }

  if (ctx.isAuthenticated || ctx.layoutName === OPEN_BROWSING_LAYOUT) return { action: 'allow' };

  return { action: 'redirect', to: `${LOGIN_PATH}${search}` };
}
