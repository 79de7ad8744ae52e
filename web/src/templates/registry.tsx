import { lazy, type ComponentType } from 'react';

import type { LayoutKey, LayoutName } from '@/config/layouts';
import { useTemplateSetting } from '@/features/agent';
import { useThemeTokens } from '@/features/theme';

import { LoadingLayout } from './loading-layout';
import { SkinContext } from './skin-context';
import type { LayoutProps, TemplateSkin } from './types';

export type SkinLoader = () => Promise<{ skin: TemplateSkin }>;

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

/** A skin's page: its tokens (theme, then the agent's template buttons) on <html>, its slots in context, its frame. */
function SkinRoot({ skin, signedIn, children }: LayoutProps & { skin: TemplateSkin; signedIn: boolean }) {
  const template = useTemplateSetting().templateSetting?.template ?? null;
  useThemeTokens(skin.theme, template);
  const { Frame } = skin;
  return (
    <SkinContext value={skin}>
      <Frame signedIn={signedIn}>{children}</Frame>
    </SkinContext>
  );
}

const loaded = new Map<LayoutName, TemplateSkin>();
const layouts = new Map<LayoutKey, ComponentType<LayoutProps>>();

function split(key: Exclude<LayoutKey, 'loading'>) {
  const cut = key.lastIndexOf('-');
  return { name: key.slice(0, cut) as LayoutName, signedIn: key.slice(cut + 1) === 'authenticated' };
}

function skinLayout(skin: TemplateSkin, signedIn: boolean): ComponentType<LayoutProps> {
  return function SkinLayout({ children }: LayoutProps) {
    return (
      <SkinRoot skin={skin} signedIn={signedIn}>
        {children}
      </SkinRoot>
    );
  };
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
  const skin = loaded.get(name);
  const component = skin
    ? skinLayout(skin, signedIn)
    : lazy(async () => {
        const { skin: s } = await TEMPLATE_REGISTRY[name]();
        loaded.set(name, s);
        return { default: skinLayout(s, signedIn) };
      });
  layouts.set(key, component);
  return component;
}

/** Starts loading a layout's skin early (e.g. while the agent call is in flight). */
export function preloadSkin(name: LayoutName) {
  if (loaded.has(name)) return;
  void TEMPLATE_REGISTRY[name]().then(({ skin }) => loaded.set(name, skin));
}
