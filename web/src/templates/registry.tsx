import { lazy, type ComponentType } from 'react';

import type { LayoutKey, LayoutName } from '@/config/layouts';

import { LoadingLayout } from './loading-layout';
import type { skinLayout } from './skin-root';
import type { LayoutProps, TemplateSkin } from './types';

export type SkinLoader = () => Promise<{ skin: TemplateSkin }>;
type SkinLayoutFactory = typeof skinLayout;

const loadSkinA: SkinLoader = () => import('./skins/a');
const loadSkinPP1: SkinLoader = () => import('./skins/pp-1');
const loadSkinZuka: SkinLoader = () => import('./skins/zuka');
const loadSkinB: SkinLoader = () => import('./skins/b');
const loadSkinC: SkinLoader = () => import('./skins/c');
const loadSkinUfaA: SkinLoader = () => import('./skins/ufa-a');
const loadSkinUfaB: SkinLoader = () => import('./skins/ufa-b');
const loadSkinUfaC: SkinLoader = () => import('./skins/ufa-c');

/**
 * Which skin draws each layout name: a template is a folder under skins/ and one line here,
 * never a fork of the pages.
 */
export const TEMPLATE_REGISTRY: Readonly<Record<LayoutName, SkinLoader>> = {
  a: loadSkinA,
  b: loadSkinB,
  c: loadSkinC,
  'pp-1': loadSkinPP1,
  'ufa-a': loadSkinUfaA,
  'ufa-b': loadSkinUfaB,
  'ufa-c': loadSkinUfaC,
  zuka: loadSkinZuka,
};

/** A loaded skin, with the code that draws its layouts. */
interface LoadedSkin {
  skin: TemplateSkin;
  skinLayout: SkinLayoutFactory;
}

const loaded = new Map<LayoutName, LoadedSkin>();
const layouts = new Map<LayoutKey, ComponentType<LayoutProps>>();

/** A layout name's skin and the skin frame's code, both loaded once. */
async function loadSkin(name: LayoutName): Promise<LoadedSkin> {
  const known = loaded.get(name);
  if (known) return known;
  const [{ skin }, { skinLayout }] = await Promise.all([TEMPLATE_REGISTRY[name](), import('./skin-root')]);
  const entry = { skin, skinLayout };
  loaded.set(name, entry);
  return entry;
}

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
  const cached = layouts.get(key);
  if (cached) return cached;
  const { name, signedIn } = split(key);
  const known = loaded.get(name);
  const component = known
    ? known.skinLayout(known.skin, signedIn)
    : lazy(async () => {
        const { skin, skinLayout } = await loadSkin(name);
        return { default: skinLayout(skin, signedIn) };
      });
  layouts.set(key, component);
  return component;
}

/** Starts loading a layout's skin early (e.g. while the agent call is in flight). */
export function preloadSkin(name: LayoutName) {
  void loadSkin(name);
}
