import { describe, expect, it } from 'vitest';

import { theme } from './theme';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const { colors, buttons } = theme;
const TEXT_ROLES = ['strong', 'text', 'soft', 'subtle', 'muted', 'faint', 'accent', 'accentStrong', 'highlight', 'dangerFg', 'successFg', 'warningFg'] as const;
const BACKGROUNDS = ['surface', 'panel', 'raised'] as const;

describe("layout C's theme", () => {
  it.each(TEXT_ROLES)('%s reads at 4.5:1 or more on every background tone', (role) => {
    for (const background of BACKGROUNDS) {
      expect(contrast(colors[role], colors[background]), `${role} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('puts readable text on the gold fill and on every stop of the gold buttons', () => {
    expect(contrast(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
    for (const kind of ['primary', 'confirm'] as const) {
      for (const stop of buttons[kind].colors ?? []) {
        expect(contrast(buttons[kind].fontColor, stop), `${kind} ${stop}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrast(buttons.cancel.fontColor, buttons.cancel.color ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
