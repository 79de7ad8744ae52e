import type { IconName } from '@/components/ui/icons';
import type { I18nKey } from '@/locales';

export interface NavItem {
  to: string;
  labelKey: I18nKey;
  icon: IconName;
}

export interface NavGroup {
  labelKey: I18nKey;
  items: NavItem[];
}

/** The desktop header menu. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: 'home' },
  { to: '/casino', labelKey: 'nav.casino', icon: 'casino' },
  { to: '/slot', labelKey: 'nav.slot', icon: 'slot' },
  { to: '/sport', labelKey: 'nav.sport', icon: 'sport' },
  { to: '/fishing', labelKey: 'nav.fishing', icon: 'fish' },
  { to: '/promotion', labelKey: 'nav.promotion', icon: 'gift' },
];

/** Game categories shown as tiles. */
export const GAME_CATEGORIES: readonly NavItem[] = [
  { to: '/casino', labelKey: 'nav.casino', icon: 'casino' },
  { to: '/slot', labelKey: 'nav.slot', icon: 'slot' },
  { to: '/sport', labelKey: 'nav.sport', icon: 'sport' },
  { to: '/fishing', labelKey: 'nav.fishing', icon: 'fish' },
  { to: '/card', labelKey: 'nav.card', icon: 'card' },
  { to: '/keno', labelKey: 'nav.keno', icon: 'keno' },
  { to: '/cockfight', labelKey: 'nav.cockfight', icon: 'rooster' },
  { to: '/esport', labelKey: 'nav.esport', icon: 'gamepad' },
  { to: '/trading', labelKey: 'nav.trading', icon: 'chart' },
  { to: '/miniGames', labelKey: 'nav.miniGames', icon: 'wheel' },
];

/** Quick links of the signed-in home page. */
export const QUICK_LINKS: readonly NavItem[] = [
  { to: '/deposit', labelKey: 'nav.deposit', icon: 'deposit' },
  { to: '/withdrawal', labelKey: 'nav.withdrawal', icon: 'withdraw' },
  { to: '/promotion', labelKey: 'nav.promotion', icon: 'gift' },
  { to: '/history', labelKey: 'nav.history', icon: 'history' },
  { to: '/affiliate', labelKey: 'nav.affiliate', icon: 'users' },
  { to: '/profile', labelKey: 'nav.profile', icon: 'user' },
];

/** The mobile side menu, grouped. */
export const SIDE_MENU: readonly NavGroup[] = [
  {
    labelKey: 'nav.games',
    items: [
      { to: '/', labelKey: 'nav.home', icon: 'home' },
      ...GAME_CATEGORIES,
    ],
  },
  {
    labelKey: 'nav.cashier',
    items: [
      { to: '/deposit', labelKey: 'nav.deposit', icon: 'deposit' },
      { to: '/withdrawal', labelKey: 'nav.withdrawal', icon: 'withdraw' },
      { to: '/wallet', labelKey: 'nav.wallet', icon: 'wallet' },
      { to: '/history', labelKey: 'nav.history', icon: 'history' },
    ],
  },
  {
    labelKey: 'nav.promotion',
    items: [
      { to: '/promotion', labelKey: 'nav.promotion', icon: 'gift' },
      { to: '/activities', labelKey: 'nav.activities', icon: 'sparkle' },
      { to: '/coupon', labelKey: 'nav.coupon', icon: 'ticket' },
      { to: '/luckyWheel', labelKey: 'nav.luckyWheel', icon: 'wheel' },
      { to: '/receivesWealth', labelKey: 'nav.receivesWealth', icon: 'crown' },
      { to: '/reward', labelKey: 'nav.reward', icon: 'trophy' },
      { to: '/vip', labelKey: 'nav.vip', icon: 'crown' },
      { to: '/returnLost', labelKey: 'nav.returnLost', icon: 'refresh' },
      { to: '/rolling', labelKey: 'nav.rolling', icon: 'chart' },
      { to: '/rebate', labelKey: 'nav.rebate', icon: 'ticket' },
      { to: '/affiliate', labelKey: 'nav.affiliate', icon: 'users' },
    ],
  },
  {
    labelKey: 'nav.support',
    items: [
      { to: '/profile', labelKey: 'nav.profile', icon: 'user' },
      { to: '/setting', labelKey: 'nav.setting', icon: 'settings' },
      { to: '/responsible-gaming', labelKey: 'nav.responsibleGaming', icon: 'shield' },
      { to: '/support', labelKey: 'nav.support', icon: 'headset' },
      { to: '/rules', labelKey: 'nav.rules', icon: 'document' },
    ],
  },
];

/**
 * The phone's bottom bar: four destinations (the third one drawn raised by skins that raise
 * one), then the menu button.
 */
export const BOTTOM_BAR: Readonly<Record<'guest' | 'member', readonly NavItem[]>> = {
  guest: [
    { to: '/', labelKey: 'nav.home', icon: 'home' },
    { to: '/casino', labelKey: 'nav.casino', icon: 'casino' },
    { to: '/register', labelKey: 'nav.register', icon: 'userPlus' },
    { to: '/login', labelKey: 'nav.login', icon: 'login' },
  ],
  member: [
    { to: '/', labelKey: 'nav.home', icon: 'home' },
    { to: '/deposit', labelKey: 'nav.deposit', icon: 'deposit' },
    { to: '/casino', labelKey: 'nav.games', icon: 'gamepad' },
    { to: '/promotion', labelKey: 'nav.promotion', icon: 'gift' },
  ],
};

/** Footer links. */
export const FOOTER_LINKS: readonly NavItem[] = [
  { to: '/aboutUs', labelKey: 'nav.aboutUs', icon: 'document' },
  { to: '/rules', labelKey: 'nav.rules', icon: 'document' },
  { to: '/terms-and-conditions', labelKey: 'nav.terms', icon: 'document' },
  { to: '/privacy-policy', labelKey: 'nav.privacy', icon: 'shield' },
  { to: '/cookies-policy', labelKey: 'nav.cookies', icon: 'shield' },
  { to: '/help', labelKey: 'nav.help', icon: 'question' },
  { to: '/articles', labelKey: 'nav.articles', icon: 'document' },
  { to: '/support', labelKey: 'nav.support', icon: 'headset' },
];
