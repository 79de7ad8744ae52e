import { BOTTOM_BAR, GAME_CATEGORIES, MAIN_NAV, type NavItem } from '@/config/navigation';

/** The sport entry of the main menu: a sportsbook's first and loudest item. */
export const SPORT_ITEM: NavItem = MAIN_NAV.find((item) => item.to === '/sport') ?? {
  to: '/sport',
  labelKey: 'nav.sport',
  icon: 'sport',
};

/** The main menu with sport moved to the front, every other entry in its own order. */
export const SPORT_FIRST_NAV: readonly NavItem[] = [SPORT_ITEM, ...MAIN_NAV.filter((item) => item.to !== SPORT_ITEM.to)];

/** The game categories with sport moved to the front, as a sportsbook's home lists them. */
export const SPORT_FIRST_CATEGORIES: readonly NavItem[] = [
  SPORT_ITEM,
  ...GAME_CATEGORIES.filter((item) => item.to !== SPORT_ITEM.to),
];

/**
 * The phone's tab bar with sport in the centre: the variant's four bottom-bar destinations,
 * two on each side of it (sport is left out of the list first if the list has it).
 */
export function sportCentredTabs(signedIn: boolean): readonly NavItem[] {
  const tabs = BOTTOM_BAR[signedIn ? 'member' : 'guest'].filter((item) => item.to !== SPORT_ITEM.to);
  const half = Math.ceil(tabs.length / 2);
  return [...tabs.slice(0, half), SPORT_ITEM, ...tabs.slice(half)];
}

export const isSport = (item: NavItem) => item.to === SPORT_ITEM.to;
