import { describe, expect, it } from 'vitest';

import { LAYOUT_NAMES } from '@/config/layouts';
import { BUTTON_KINDS } from '@/features/theme';

import { TEMPLATE_REGISTRY } from './registry';
import { skin as skinA } from './skins/a';
import { SLOT_NAMES, type TemplateSkin } from './types';

/** A function component, or one of React's wrappers (lazy, memo) around one. */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

describe('template registry', () => {
  it('has a skin for every layout name', () => {
    expect(Object.keys(TEMPLATE_REGISTRY).sort()).toEqual([...LAYOUT_NAMES].sort());
  });

  it.each(LAYOUT_NAMES)('%s resolves to a complete skin: every slot and a whole theme', async (name) => {
    const { skin } = await TEMPLATE_REGISTRY[name]();
    for (const slot of SLOT_NAMES) expect(isComponent(skin[slot]), `${skin.id}.${slot}`).toBe(true);
    expect(['dark', 'light']).toContain(skin.theme.scheme);
    for (const group of [skin.theme.colors, skin.theme.radii, skin.theme.fonts, skin.theme.shadows]) {
      for (const [token, value] of Object.entries(group)) expect(value, `${skin.id} ${token}`).toMatch(/\S/);
    }
    for (const kind of BUTTON_KINDS) expect(['single', 'gradient']).toContain(skin.theme.buttons[kind].mode);
  });

  it('refuses, at typecheck, a skin that leaves a slot out', () => {
    const { GameCard: _left, ...withoutGameCard } = skinA;
    // @ts-expect-error a skin fills every slot (npm run typecheck fails if this stops being an error)
    const incomplete: TemplateSkin = withoutGameCard;
    expect(incomplete.GameCard).toBeUndefined();
  });
});
