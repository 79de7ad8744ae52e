/** Layout names of the eight templates (docs: DESIGN §5). */
export const LAYOUT_NAMES = ['a', 'b', 'c', 'pp-1', 'ufa-a', 'ufa-b', 'ufa-c', 'zuka'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export type LayoutVariant = 'default' | 'authenticated';
export type LayoutKey = `${LayoutName}-${LayoutVariant}` | 'loading';

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUT_NAMES as readonly string[]).includes(value);
}

const warned = new Set<string>();

/**
 * Says once per name, in the console, that a template names a layout this site does not have
 * (a typo in the agent's setting, a layout of a newer release): the site falls back and the
 * agent's staff or support can see why.
 */
export function warnUnknownLayout(value: unknown, fallback: string): void {
  if (value == null || value === '' || isLayoutName(value)) return;
  const name = typeof value === 'string' ? value : JSON.stringify(value);
  if (warned.has(name)) return;
  warned.add(name);
  console.warn(`layout "${name}" is unknown (known: ${LAYOUT_NAMES.join(', ')}): ${fallback}`);
}

/** Under this layout guests may browse every page (spec §2). */
export const OPEN_BROWSING_LAYOUT: LayoutName = 'ufa-c';
