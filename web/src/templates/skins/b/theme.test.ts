import { describe, expect, it } from 'vitest';

import { theme } from './theme';

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

const { colors } = theme;
const TEXTS = ['accent', 'accentStrong', 'strong', 'text', 'soft', 'subtle', 'muted', 'faint', 'dangerFg', 'successFg', 'highlight'] as const;

describe("layout B's theme", () => {
  it('is a light scheme whose overlays are dark (they must show on white)', () => {
    expect(theme.scheme).toBe('light');
    expect(luminance(colors.tint)).toBeLessThan(0.05);
    expect(luminance(colors.surface)).toBeGreaterThan(0.9);
  });

  it.each(TEXTS)('%s text reads at 4.5:1 or more on the page and on a card', (token) => {
    expect(contrast(colors[token], colors.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors[token], colors.panel)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps text on the brand fill and on the buttons readable', () => {
    expect(contrast(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
    for (const kind of ['primary', 'confirm', 'cancel'] as const) {
      const button = theme.buttons[kind];
      const fills = button.mode === 'gradient' ? (button.colors ?? []) : [button.color ?? ''];
      // The label sits in the middle of a gradient: the middle stop and the darker end carry it.
      for (const fill of fills.slice(fills.length > 1 ? 1 : 0)) expect(contrast(button.fontColor, fill), `${kind} ${fill}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps text on a brand-tinted box (primary at 10% on a card) readable', () => {
    const tinted = `#${[1, 3, 5]
      .map((i) => {
        const p = Number.parseInt(colors.primary.slice(i, i + 2), 16);
        return Math.round(p * 0.1 + 255 * 0.9)
          .toString(16)
          .padStart(2, '0');
      })
      .join('')}`;
    expect(contrast(colors.accentPale, tinted)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.strong, tinted)).toBeGreaterThanOrEqual(4.5);
  });
});
