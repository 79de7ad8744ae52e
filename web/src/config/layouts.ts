/** Layout names of the eight templates (docs: DESIGN §5). */
export const LAYOUT_NAMES = ['a', 'b', 'c', 'pp-1', 'ufa-a', 'ufa-b', 'ufa-c', 'zuka'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export type LayoutVariant = 'default' | 'authenticated';
export type LayoutKey = `${LayoutName}-${LayoutVariant}` | 'loading';

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUT_NAMES as readonly string[]).includes(value);
}

/** Under this layout guests may browse every page (spec §2). */
export const OPEN_BROWSING_LAYOUT: LayoutName = 'ufa-c';
