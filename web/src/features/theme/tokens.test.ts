import { describe, expect, it } from 'vitest';

import { buttonBackground, safeColor, skinCssVars, templateCssVars, themeTokens, type SkinTheme } from './tokens';

describe('agent template buttons → CSS variables', () => {
  it('keeps the theme default for mode default (or no button)', () => {
    expect(buttonBackground({ mode: 'default', color: '#f00' })).toBeNull();
    expect(buttonBackground(null)).toBeNull();
    expect(templateCssVars({ primaryButton: { mode: 'default', color: '#f00', fontColor: '#000' } })).toEqual({});
  });

  it('uses the colour for mode single', () => {
    expect(templateCssVars({ confirmButton: { mode: 'single', color: '#ff0000', fontColor: '#ffffff' } })).toEqual({
      '--button-confirm-bg': '#ff0000',
      '--button-confirm-fg': '#ffffff',
    });
  });

  it('builds a gradient with the angle and stops for mode gradient', () => {
    expect(
      templateCssVars({ primaryButton: { mode: 'gradient', deg: 45, colors: ['#111111', 'rgb(1, 2, 3)'], fontColor: 'white' } }),
    ).toEqual({
      '--button-primary-bg': 'linear-gradient(45deg, #111111, rgb(1, 2, 3))',
      '--button-primary-fg': 'white',
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
    expect(Object.keys(vars).sort()).toEqual(['--button-cancel-bg', '--button-confirm-bg', '--button-primary-bg']);
  });

  it('refuses values that are not colours (they land in a style sheet)', () => {
    expect(safeColor('red; background: url(x)')).toBeNull();
    expect(safeColor('#12345g')).toBeNull();
    expect(templateCssVars({ primaryButton: { mode: 'single', color: 'url(javascript:x)' } })).toEqual({});
  });
});

const skinTheme: SkinTheme = {
  scheme: 'dark',
  colors: {
    primary: '#0f0',
    onPrimary: '#010',
    accent: '#1f1',
    accentStrong: '#2f2',
    accentPale: '#3f3',
    surface: '#000',
    panel: '#111',
    raised: '#222',
    strong: '#fff',
    text: '#eee',
    soft: '#ddd',
    subtle: '#ccc',
    muted: '#999',
    faint: '#777',
    line: 'rgb(255 255 255 / 0.1)',
    tint: '#fff',
    scrim: '#000',
    paper: '#fff',
    danger: '#f00',
    dangerFg: '#f88',
    warning: '#fa0',
    warningFg: '#fd8',
    success: '#0f0',
    successFg: '#8f8',
    highlight: '#fc0',
  },
  radii: { card: '1rem', box: '0.75rem', control: '0.5rem', tile: '0.875rem' },
  fonts: { sans: 'Kanit, sans-serif', mono: 'monospace' },
  shadows: { card: 'none', popover: 'none' },
  buttons: {
    primary: { mode: 'gradient', deg: 90, colors: ['#0f0', '#080'], fontColor: '#000' },
    confirm: { mode: 'single', color: '#0a0', fontColor: '#fff' },
    cancel: { mode: 'single', color: '#444', fontColor: '#eee' },
  },
};

describe('skin theme → CSS variables', () => {
  it('names every token after its Tailwind namespace', () => {
    const vars = skinCssVars(skinTheme);
    expect(vars['color-scheme']).toBe('dark');
    expect(vars['--color-surface']).toBe('#000');
    expect(vars['--color-accent-strong']).toBe('#2f2');
    expect(vars['--color-danger-fg']).toBe('#f88');
    expect(vars['--radius-card']).toBe('1rem');
    expect(vars['--font-sans']).toBe('Kanit, sans-serif');
    expect(vars['--shadow-popover']).toBe('none');
    expect(vars['--button-primary-bg']).toBe('linear-gradient(90deg, #0f0, #080)');
    expect(vars['--button-confirm-bg']).toBe('#0a0');
    expect(vars['--button-cancel-fg']).toBe('#eee');
  });

  it("keeps the skin's buttons for mode default and lays the agent's single or gradient over them", () => {
    const tokens = themeTokens(skinTheme, {
      primaryButton: { mode: 'default', color: '#f00', fontColor: '#f00' },
      confirmButton: { mode: 'single', color: '#123456', fontColor: '#abcdef' },
      cancelButton: { mode: 'gradient', deg: 45, colors: ['#111', '#222'] },
    });
    expect(tokens['--button-primary-bg']).toBe('linear-gradient(90deg, #0f0, #080)');
    expect(tokens['--button-primary-fg']).toBe('#000');
    expect(tokens['--button-confirm-bg']).toBe('#123456');
    expect(tokens['--button-confirm-fg']).toBe('#abcdef');
    expect(tokens['--button-cancel-bg']).toBe('linear-gradient(45deg, #111, #222)');
    expect(tokens['--button-cancel-fg']).toBe('#eee');
    expect(tokens['--color-primary']).toBe('#0f0');
  });

  it('is the skin alone without a template', () => {
    expect(themeTokens(skinTheme, null)).toEqual(skinCssVars(skinTheme));
  });
});
