import { BOTTOM_BAR, type NavItem } from '@/config/navigation';

/** The candy tones the desktop category chips cycle through (skin.css: `.zk-tone--<tone>`). */
export const TONES = ['pink', 'orange', 'cyan', 'mint', 'gold', 'violet'] as const;
export type Tone = (typeof TONES)[number];

/** The tone of the n-th chip: the same item keeps its colour wherever it is drawn. */
export function toneOf(index: number): Tone {
  return TONES[((index % TONES.length) + TONES.length) % TONES.length]!;
}

/** The floating bar's tabs: the variant's four destinations, the middle one drawn as the big play button. */
export function barTabs(signedIn: boolean): { item: NavItem; big: boolean }[] {
  return BOTTOM_BAR[signedIn ? 'member' : 'guest'].map((item, index) => ({ item, big: index === 2 }));
}
