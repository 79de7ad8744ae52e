import type { SkinTheme } from '@/features/theme';

/**
 * Layout B: a light, airy page (near-white surfaces, white cards) with one clear teal brand.
 * The ramp is inverted from a dark skin: `strong` and `text` are the darkest inks and `tint`
 * is a near-black teal, so the pages' translucent overlays (`bg-tint/5`) show on white.
 * Every text token keeps at least 4.5:1 on the page and on a card (theme.test.ts).
 */
export const theme: SkinTheme = {
  scheme: 'light',
  colors: {
    primary: '#087f98',
    onPrimary: '#ffffff',
    accent: '#0a7389',
    accentStrong: '#065a6a',
    accentPale: '#08434f',
    surface: '#f5f9fb',
    panel: '#ffffff',
    raised: '#eaf2f5',
    strong: '#0a1d24',
    text: '#17292f',
    soft: '#2a3e46',
    subtle: '#3b5058',
    muted: '#546870',
    faint: '#5f727b',
    line: 'rgb(12 42 51 / 0.12)',
    tint: '#0c2a33',
    scrim: '#0a1d24',
    paper: '#ffffff',
    danger: '#dc2626',
    dangerFg: '#b42318',
    warning: '#f59e0b',
    warningFg: '#8a3c0b',
    success: '#16a34a',
    successFg: '#137a3a',
    highlight: '#a84d07',
  },
  radii: {
    card: '1.125rem',
    box: '0.875rem',
    control: '0.75rem',
    tile: '1rem',
  },
  fonts: {
    sans: "'Kanit', 'Noto Sans Thai', 'Tahoma', system-ui, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace",
  },
  shadows: {
    card: '0 1px 2px rgb(12 42 51 / 0.05), 0 12px 32px -16px rgb(12 42 51 / 0.22)',
    popover: '0 18px 40px -12px rgb(12 42 51 / 0.28), 0 4px 12px -4px rgb(12 42 51 / 0.12)',
  },
  buttons: {
    primary: { mode: 'gradient', deg: 135, colors: ['#0a8ba5', '#077890', '#066a80'], fontColor: '#ffffff' },
    confirm: { mode: 'gradient', deg: 135, colors: ['#0a8ba5', '#077890', '#066a80'], fontColor: '#ffffff' },
    cancel: { mode: 'single', color: '#e3edf1', fontColor: '#17292f' },
  },
};
