import type { IconName } from '@/components/ui/icons';
import type { I18nKey } from '@/locales';

/**
 * What each page of spec §2 is. `game` pages read ?provider/&category; `income` pages are the
 * player's income programs (docs/income.md); `engagement` pages are coupons, events, the mini
 * games and rewards (docs/engagement.md); `content` pages show the agent's texts and articles
 * (docs/content.md); `soon` pages show the frame and an honest "coming soon" state until their
 * feature is built.
 */
export type PageKind = 'game' | 'soon' | 'contact' | 'income' | 'engagement' | 'content';

export interface PageMeta {
  path: string;
  titleKey: I18nKey;
  icon: IconName;
  kind: PageKind;
}

export const GAME_PAGES: readonly PageMeta[] = [
  { path: '/casino', titleKey: 'nav.casino', icon: 'casino', kind: 'game' },
  { path: '/slot', titleKey: 'nav.slot', icon: 'slot', kind: 'game' },
  { path: '/sport', titleKey: 'nav.sport', icon: 'sport', kind: 'game' },
  { path: '/sportbook', titleKey: 'nav.sportbook', icon: 'sport', kind: 'game' },
  { path: '/fishing', titleKey: 'nav.fishing', icon: 'fish', kind: 'game' },
  { path: '/card', titleKey: 'nav.card', icon: 'card', kind: 'game' },
  { path: '/keno', titleKey: 'nav.keno', icon: 'keno', kind: 'game' },
  { path: '/cockfight', titleKey: 'nav.cockfight', icon: 'rooster', kind: 'game' },
  { path: '/esport', titleKey: 'nav.esport', icon: 'gamepad', kind: 'game' },
  { path: '/trading', titleKey: 'nav.trading', icon: 'chart', kind: 'game' },
  // A lobby under another name (docs/games.md §1): slot. /miniGames (keno) is ENGAGEMENT_PAGES'.
  { path: '/play', titleKey: 'nav.play', icon: 'gamepad', kind: 'game' },
];

export const SOON_PAGES: readonly PageMeta[] = [
  { path: '/test', titleKey: 'nav.test', icon: 'sparkle', kind: 'soon' },
];

/** The agent's text pages and articles (docs/content.md §5). */
export const CONTENT_PAGES: readonly PageMeta[] = [
  { path: '/aboutUs', titleKey: 'nav.aboutUs', icon: 'document', kind: 'content' },
  { path: '/articles', titleKey: 'nav.articles', icon: 'document', kind: 'content' },
  { path: '/cookies-policy', titleKey: 'nav.cookies', icon: 'shield', kind: 'content' },
  { path: '/help', titleKey: 'nav.help', icon: 'question', kind: 'content' },
  { path: '/landing', titleKey: 'nav.landing', icon: 'home', kind: 'content' },
  { path: '/privacy-policy', titleKey: 'nav.privacy', icon: 'shield', kind: 'content' },
  { path: '/rules', titleKey: 'nav.rules', icon: 'document', kind: 'content' },
  { path: '/terms-and-conditions', titleKey: 'nav.terms', icon: 'document', kind: 'content' },
];

/** The income programs' pages (docs/income.md), for signed-in players. */
export const INCOME_PAGES = {
  affiliate: { path: '/affiliate', titleKey: 'nav.affiliate', icon: 'users', kind: 'income' },
  returnLost: { path: '/returnLost', titleKey: 'nav.returnLost', icon: 'refresh', kind: 'income' },
  rolling: { path: '/rolling', titleKey: 'nav.rolling', icon: 'chart', kind: 'income' },
  rebate: { path: '/rebate', titleKey: 'nav.rebate', icon: 'ticket', kind: 'income' },
} as const satisfies Record<string, PageMeta>;

/**
 * The engagement pages (docs/engagement.md), for signed-in players. /coupon is the catch-all
 * page 'coupon' of spec §2; /miniGames shows the mini games above its keno lobby.
 */
export const ENGAGEMENT_PAGES = {
  coupon: { path: '/coupon', titleKey: 'nav.coupon', icon: 'ticket', kind: 'engagement' },
  activities: { path: '/activities', titleKey: 'nav.activities', icon: 'sparkle', kind: 'engagement' },
  luckyWheel: { path: '/luckyWheel', titleKey: 'nav.luckyWheel', icon: 'wheel', kind: 'engagement' },
  receivesWealth: { path: '/receivesWealth', titleKey: 'nav.receivesWealth', icon: 'crown', kind: 'engagement' },
  reward: { path: '/reward', titleKey: 'nav.reward', icon: 'trophy', kind: 'engagement' },
  miniGames: { path: '/miniGames', titleKey: 'nav.miniGames', icon: 'wheel', kind: 'engagement' },
  vip: { path: '/vip', titleKey: 'nav.vip', icon: 'crown', kind: 'engagement' },
} as const satisfies Record<string, PageMeta>;

/** /support shows the agent's contact channels. */
export const SUPPORT_PAGE: PageMeta = {
  path: '/support',
  titleKey: 'nav.support',
  icon: 'headset',
  kind: 'contact',
};

/** Pages of the catch-all /{page} (spec §2 "also seen per template"), by segment. */
export const EXTRA_PAGE_META: Readonly<Record<string, PageMeta>> = {
  'return-lost': { path: '/return-lost', titleKey: 'nav.returnLost', icon: 'refresh', kind: 'soon' },
  cashback: { path: '/cashback', titleKey: 'nav.cashback', icon: 'refresh', kind: 'soon' },
  coupon: ENGAGEMENT_PAGES.coupon,
  vip: ENGAGEMENT_PAGES.vip,
  faq: { path: '/faq', titleKey: 'nav.faq', icon: 'question', kind: 'content' },
  blogs: { path: '/blogs', titleKey: 'nav.blogs', icon: 'document', kind: 'content' },
  contact: { path: '/contact', titleKey: 'nav.contact', icon: 'headset', kind: 'contact' },
};
