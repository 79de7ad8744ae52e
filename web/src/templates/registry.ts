import { lazy, type ComponentType } from 'react';

import type { LayoutKey, LayoutName } from '@/config/layouts';

import { LoadingLayout } from './loading-layout';
import type { LayoutProps, TemplateSkin } from './types';

type SkinLoader = () => Promise<{ skin: TemplateSkin }>;

const loadSkinA: SkinLoader = () => import('./skins/a');

/**
 * Which skin draws each layout name. Every name renders skin `a` for now; a new template is a
 * new folder under skins/ and one line here, never a fork of the pages.
 */
export const TEMPLATE_REGISTRY: Readonly<Record<LayoutName, SkinLoader>> = {
  a: loadSkinA,
  b: loadSkinA,
  c: loadSkinA,
  'pp-1': loadSkinA,
  'ufa-a': loadSkinA,
  'ufa-b': loadSkinA,
  'ufa-c': loadSkinA,
  zuka: loadSkinA,
};

const loaded = new Map<LayoutName, TemplateSkin>();
const pending = new Map<LayoutKey, ComponentType<LayoutProps>>();

function split(key: Exclude<LayoutKey, 'loading'>) {
  const cut = key.lastIndexOf('-');
  return { name: key.slice(0, cut) as LayoutName, signedIn: key.slice(cut + 1) === 'authenticated' };
}

/**
 * The layout component of a layout key. A skin's code loads when first used; once loaded its
 * layouts are returned directly, so signing in or out never flashes the loading layout.
 */
export function layoutComponent(key: LayoutKey): ComponentType<LayoutProps> {
  if (key === 'loading') return LoadingLayout;
  const { name, signedIn } = split(key);
  const skin = loaded.get(name);
  if (skin) return signedIn ? skin.AuthenticatedLayout : skin.DefaultLayout;
  let component = pending.get(key);
  if (!component) {
    component = lazy(async () => {
      const { skin: s } = await TEMPLATE_REGISTRY[name]();
      loaded.set(name, s);
      return { default: signedIn ? s.AuthenticatedLayout : s.DefaultLayout };
    });
    pending.set(key, component);
  }
  return component;
}

/** Starts loading a layout's skin early (e.g. while the agent call is in flight). */
export function preloadSkin(name: LayoutName) {
  if (loaded.has(name)) return;
  void TEMPLATE_REGISTRY[name]().then(({ skin }) => loaded.set(name, skin));
}
