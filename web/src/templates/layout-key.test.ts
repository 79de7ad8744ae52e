import { describe, expect, it } from 'vitest';

import { LAYOUT_NAMES } from '@/config/layouts';

import { layoutKey } from './layout-key';
import { TEMPLATE_REGISTRY } from './registry';

describe('layoutKey', () => {
  it('is loading while no template is known', () => {
    expect(layoutKey(null, false)).toBe('loading');
    expect(layoutKey(undefined, true)).toBe('loading');
    expect(layoutKey('', true)).toBe('loading');
  });

  it.each(LAYOUT_NAMES)('is %s-default for a guest and %s-authenticated when signed in', (name) => {
    expect(layoutKey(name, false)).toBe(`${name}-default`);
    expect(layoutKey(name, true)).toBe(`${name}-authenticated`);
  });

  it('falls back to layout a for an unknown name', () => {
    expect(layoutKey('mystery', false)).toBe('a-default');
  });
});

describe('template registry', () => {
  it('has a skin for every layout name', () => {
    expect(Object.keys(TEMPLATE_REGISTRY).sort()).toEqual([...LAYOUT_NAMES].sort());
  });

  it.each(LAYOUT_NAMES)('%s renders through a skin with both layouts', async (name) => {
    const { skin } = await TEMPLATE_REGISTRY[name]();
    expect(typeof skin.DefaultLayout).toBe('function');
    expect(typeof skin.AuthenticatedLayout).toBe('function');
  });
});
