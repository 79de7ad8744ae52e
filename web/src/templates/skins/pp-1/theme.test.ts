import { describe, expect, it } from 'vitest';

import { theme } from './theme';

/** WCAG contrast ratio of two #rrggbb colours. */
function ratio(a: string, b: string): number {
  const lum = (hex: string) =>
    [1, 3, 5]
      .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const c = theme.colors;
const INKS = { accent: c.accent, accentStrong: c.accentStrong, accentPale: c.accentPale, strong: c.strong, text: c.text, soft: c.soft, subtle: c.subtle, muted: c.muted, faint: c.faint, dangerFg: c.dangerFg, successFg: c.successFg, highlight: c.highlight, warningFg: c.warningFg };
const GROUNDS = { surface: c.surface, panel: c.panel, raised: c.raised };

describe("layout PP-1's theme", () => {
  it('is light, with dark overlays that show on white', () => {
    expect(theme.scheme).toBe('light');
    expect(ratio(c.tint, '#ffffff')).toBeGreaterThan(12);
  });

  it.each(Object.entries(INKS))('%s reads at 4.5:1 on the page, a card and a raised tile', (_, ink) => {
    for (const ground of Object.values(GROUNDS)) expect(ratio(ink, ground)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps labels on the brand and on every button fill readable', () => {
    expect(ratio(c.onPrimary, c.primary)).toBeGreaterThanOrEqual(4.5);
    for (const button of Object.values(theme.buttons)) {
      const fills = button.mode === 'gradient' ? (button.colors ?? []).slice(1) : [button.color ?? ''];
      for (const fill of fills) expect(ratio(button.fontColor, fill), fill).toBeGreaterThanOrEqual(4.5);
    }
  });
});
