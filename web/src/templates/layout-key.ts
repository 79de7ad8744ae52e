import { isLayoutName, type LayoutKey } from '@/config/layouts';

/**
 * The layout to render (spec §4 Layout): `loading` while no template is known, else
 * `<name>-authenticated` when signed in and `<name>-default` otherwise. An unknown name falls
 * back to layout `a`.
 */
export function layoutKey(name: string | null | undefined, isAuthenticated: boolean): LayoutKey {
  if (!name) return 'loading';
  const layout = isLayoutName(name) ? name : 'a';
  return `${layout}-${isAuthenticated ? 'authenticated' : 'default'}`;
}
