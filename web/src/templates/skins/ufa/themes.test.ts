import { describe, expect, it } from 'vitest';

import type { SkinTheme } from '@/features/theme';

import { theme as themeA } from '../ufa-a/theme';
import { theme as themeB } from '../ufa-b/theme';
import { theme as themeC } from '../ufa-c/theme';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXTS = ['accent', 'accentStrong', 'strong', 'text', 'soft', 'subtle', 'muted', 'faint', 'dangerFg', 'successFg', 'warningFg', 'highlight'] as const;

/** Each skin's bars and sport entry, as its skin.css sets them (--ufa-bar-*, --ufa-hot-*). */
const SKINS: [string, SkinTheme, { bar: [string, string]; hot: [string, string] }][] = [
  ['ufa-a', themeA, { bar: [themeA.colors.onPrimary, themeA.colors.primary], hot: [themeA.colors.primary, themeA.colors.onPrimary] }],
  ['ufa-b', themeB, { bar: [themeB.colors.soft, themeB.colors.panel], hot: [themeB.colors.onPrimary, themeB.colors.primary] }],
  ['ufa-c', themeC, { bar: [themeC.colors.subtle, themeC.colors.panel], hot: [themeC.colors.onPrimary, themeC.colors.accent] }],
];

describe.each(SKINS)("%s's theme", (_id, theme, parts) => {
  const { colors } = theme;

  it.each(TEXTS)('%s text reads at 4.5:1 or more on the page, a card and a well', (token) => {
    expect(contrast(colors[token], colors.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors[token], colors.panel)).toBeGreaterThanOrEqual(4.5);
    if (token !== 'faint') expect(contrast(colors[token], colors.raised)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the brand fill, the nav bar, the sport entry and the buttons readable', () => {
    expect(contrast(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(...parts.bar)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(...parts.hot)).toBeGreaterThanOrEqual(4.5);
    for (const kind of ['primary', 'confirm', 'cancel'] as const) {
      const button = theme.buttons[kind];
      const fills = button.mode === 'gradient' ? (button.colors ?? []) : [button.color ?? ''];
      for (const fill of fills) expect(contrast(button.fontColor, fill), `${kind} ${fill}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
