import { describe, expect, it } from 'vitest';

import { buttonBackground, safeColor, templateCssVars } from './theme-vars';

describe('template buttons → CSS variables', () => {
  it('keeps the theme default for mode default (or no button)', () => {
    expect(buttonBackground({ mode: 'default', color: '#f00' })).toBeNull();
    expect(buttonBackground(null)).toBeNull();
    expect(templateCssVars({ primaryButton: { mode: 'default', color: '#f00', fontColor: '#000' } })).toEqual({});
  });

  it('uses the colour for mode single', () => {
    expect(templateCssVars({ confirmButton: { mode: 'single', color: '#ff0000', fontColor: '#ffffff' } })).toEqual({
      '--pp-btn-confirm-bg': '#ff0000',
      '--pp-btn-confirm-fg': '#ffffff',
    });
  });

  it('builds a gradient with the angle and stops for mode gradient', () => {
    expect(
      templateCssVars({ primaryButton: { mode: 'gradient', deg: 45, colors: ['#111111', 'rgb(1, 2, 3)'], fontColor: 'white' } }),
    ).toEqual({
      '--pp-btn-primary-bg': 'linear-gradient(45deg, #111111, rgb(1, 2, 3))',
      '--pp-btn-primary-fg': 'white',
    });
    expect(buttonBackground({ mode: 'gradient', deg: '120', colors: ['#000', '#fff'] })).toBe(
      'linear-gradient(120deg, #000, #fff)',
    );
    expect(buttonBackground({ mode: 'gradient', colors: ['#000'] })).toBe('#000');
  });

  it('covers all three buttons', () => {
    const vars = templateCssVars({
      primaryButton: { mode: 'single', color: '#010101' },
      confirmButton: { mode: 'single', color: '#020202' },
      cancelButton: { mode: 'single', color: '#030303' },
    });
    expect(Object.keys(vars).sort()).toEqual(['--pp-btn-cancel-bg', '--pp-btn-confirm-bg', '--pp-btn-primary-bg']);
  });

  it('refuses values that are not colours (they land in a style sheet)', () => {
    expect(safeColor('red; background: url(x)')).toBeNull();
    expect(safeColor('#12345g')).toBeNull();
    expect(templateCssVars({ primaryButton: { mode: 'single', color: 'url(javascript:x)' } })).toEqual({});
  });
});
