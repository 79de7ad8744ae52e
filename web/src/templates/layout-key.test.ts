import { describe, expect, it } from 'vitest';

import { LAYOUT_NAMES } from '@/config/layouts';

import { layoutKey } from './layout-key';

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
