import type { BalanceResult, CurrentPromotion, Game, LaunchResult } from './types';

/** The server's refusal of a game outside the active promotion (docs/promotions.md §7). */
export const OUTSIDE_PROMOTION = '0065';

/** An API error (or anything carrying its code) that is the server's 0065. */
export function isOutsidePromotionRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { errorCode?: unknown }).errorCode === OUTSIDE_PROMOTION;
}

/** The game facts the launch checks and sends. */
export type LaunchGame = Pick<Game, 'gameId' | 'gameCode' | 'name' | 'providerPrefix' | 'category'>;

/**
 * Step 3 of spec §4 "Playing a game": no promotion fits every game; otherwise the promotion's
 * gameConfig needs an entry of the game's category whose providers hold the game's provider
 * or 'all'. A promotion with no gameConfig, or an empty one, restricts nothing (as the
 * server's rule, docs/promotions.md §1).
 */
export function promotionAllows(promotion: CurrentPromotion | null, game: Pick<Game, 'category' | 'providerPrefix'>): boolean {
  if (!promotion || promotion.gameConfig === null || promotion.gameConfig.length === 0) return true;
  const category = game.category.toLowerCase();
  const provider = game.providerPrefix.toLowerCase();
  return promotion.gameConfig.some(
    (entry) =>
      entry.category.toLowerCase() === category &&
      entry.providers.some((p) => {
        const value = p.toLowerCase();
        return value === 'all' || value === provider;
      }),
  );
}

/** Step 5: the upstream's credit and the wallet's agree once rounded down (spec §5). */
export function creditsMatch(result: Pick<BalanceResult, 'providerCredit' | 'walletCredit'>): boolean {
  return Math.floor(result.providerCredit) === Math.floor(result.walletCredit);
}

/** Step 6: the mobile URL on a phone-size or touch device, else the desktop one. */
export function pickGameUrl(result: LaunchResult, mobile: boolean): string {
  return mobile ? result.gameUrLs.mobile || result.gameUrLs.desktop : result.gameUrLs.desktop || result.gameUrLs.mobile;
}

/**
 * Only an http(s) address is ever opened: the upstream's URL goes into a tab the site opened,
 * so a `javascript:` (or `data:`) URL would run with the site's own origin. The server refuses
 * such a launch already (0063); this is the second lock.
 */
export function isOpenableGameUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** A phone-size screen or a touch-first pointer. */
export function isMobileDevice(win: Pick<Window, 'matchMedia' | 'navigator'> = window): boolean {
  const matches = (query: string) => typeof win.matchMedia === 'function' && win.matchMedia(query).matches;
  if (matches('(max-width: 767px)') || matches('(pointer: coarse)')) return true;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(win.navigator?.userAgent ?? '');
}

/** The tab the game opens in: what the launch does with it. */
export interface GameTab {
  close(): void;
  location: { href: string };
  opener?: unknown;
}

export interface LaunchDeps {
  /** window.open('', '_blank'); null when pop-ups are blocked. */
  openTab(): GameTab | null;
  currentPromotion(): Promise<CurrentPromotion | null>;
  /** checkAndAdjustBalance, direction toProvider. */
  adjustBalance(game: LaunchGame): Promise<BalanceResult>;
  /** Puts the result's wallet where the site reads it. */
  updateWallet(result: BalanceResult): void;
  launch(game: LaunchGame, mobile: boolean): Promise<LaunchResult>;
  isMobile(): boolean;
  /** The playing state: opens the playing modal. */
  startPlaying(game: LaunchGame): void;
  notify: {
    popupBlocked(): void;
    outsidePromotion(): void;
    mismatch(): void;
    error(error: unknown): void;
  };
  log?(message: string, error?: unknown): void;
}

export type LaunchOutcome = 'popup-blocked' | 'outside-promotion' | 'mismatch' | 'failed' | 'playing';

/**
 * Spec §4 "Playing a game", in its order. Step 1 runs before the first await, so it stays in
 * the click's user activation (pop-up blockers allow it). Every later failure closes the tab.
 */
export async function runLaunch(game: LaunchGame, deps: LaunchDeps): Promise<LaunchOutcome> {
  // 1. A blank tab, now.
  const tab = deps.openTab();
  if (!tab) {
    deps.notify.popupBlocked();
    return 'popup-blocked';
  }
  try {
    tab.opener = null; // the game's page cannot reach back into the site
  } catch {
    /* some browsers make it read-only */
  }
  const fail = (outcome: LaunchOutcome, report: () => void): LaunchOutcome => {
    tab.close();
    report();
    return outcome;
  };

  // 2. The current promotion; any failure (or none yet on the server) counts as no promotion.
  let promotion: CurrentPromotion | null = null;
  try {
    promotion = await deps.currentPromotion();
  } catch (error) {
    deps.log?.('games: the current promotion could not be read; launching as without one', error);
  }

  // 3. The game must fit the promotion's gameConfig.
  if (!promotionAllows(promotion, game)) return fail('outside-promotion', deps.notify.outsidePromotion);

  // 4. The credit moves to the provider.
  // The server checks the promotion too (0065: the promotion changed since step 2); it says
  // so with the same words as step 3.
  const failed = (error: unknown): LaunchOutcome =>
    isOutsidePromotionRefusal(error)
      ? fail('outside-promotion', deps.notify.outsidePromotion)
      : fail('failed', () => deps.notify.error(error));

  let balance: BalanceResult;
  try {
    balance = await deps.adjustBalance(game);
  } catch (error) {
    return failed(error);
  }

  // 5. The wallet shows the new state; both sides must agree.
  deps.updateWallet(balance);
  if (!creditsMatch(balance)) return fail('mismatch', deps.notify.mismatch);

  // 6. Launch, point the tab at the game, and show the playing modal.
  const mobile = deps.isMobile();
  try {
    const result = await deps.launch(game, mobile);
    const url = pickGameUrl(result, mobile);
    if (!isOpenableGameUrl(url)) {
      deps.log?.(`games: refused to open a launch URL that is not http(s): ${url.slice(0, 40)}`);
      throw new Error('The game URL is not an http(s) address');
    }
    tab.location.href = url;
  } catch (error) {
    return failed(error);
  }
  deps.startPlaying(game);
  return 'playing';
}
