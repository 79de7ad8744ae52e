import type { SkinTheme } from '@/features/theme';

/**
 * Layout PP-1: a bright, app-like home. Warm white page, white cards, a vivid coral-orange
 * brand and a fresh mint for money and good news. The ramp is a light one: `strong` and `text`
 * are the darkest inks and `tint` is a near-black warm brown, so the pages' translucent
 * overlays (`bg-tint/5`) show on white. Every text token keeps 4.5:1 on the page and on a card.
 */
export const theme: SkinTheme = {
  scheme: 'light',
  colors: {
    primary: '#cf4516',
    onPrimary: '#ffffff',
    accent: '#c03a0c',
    accentStrong: '#9a3412',
    accentPale: '#7c2d12',
    surface: '#fff8f2',
    panel: '#ffffff',
    raised: '#ffefe3',
    strong: '#1f140e',
    text: '#2b1d15',
    soft: '#3d2b20',
    subtle: '#4e3a2d',
    muted: '#6b5244',
    faint: '#735748',
    line: 'rgb(43 20 8 / 0.12)',
    tint: '#2b1408',
    scrim: '#1f140e',
    paper: '#ffffff',
    danger: '#dc2626',
    dangerFg: '#b42318',
    warning: '#f59e0b',
    warningFg: '#8a3c0b',
    success: '#12a57a',
    successFg: '#0b7a5b',
    highlight: '#0a7355',
  },
  radii: {
    card: '1.5rem',
    box: '1.25rem',
    control: '0.875rem',
    tile: '1.375rem',
  },
  fonts: {
    sans: "'Kanit', 'Noto Sans Thai', 'Tahoma', system-ui, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace",
  },
  shadows: {
    card: '0 1px 2px rgb(84 38 12 / 0.06), 0 14px 30px -18px rgb(84 38 12 / 0.28)',
    popover: '0 22px 44px -14px rgb(84 38 12 / 0.32), 0 4px 12px -4px rgb(84 38 12 / 0.14)',
  },
  buttons: {
    primary: { mode: 'gradient', deg: 160, colors: ['#ff7b47', '#d2461a', '#b5380c'], fontColor: '#ffffff' },
    confirm: { mode: 'gradient', deg: 160, colors: ['#ff7b47', '#d2461a', '#b5380c'], fontColor: '#ffffff' },
    cancel: { mode: 'single', color: '#ffe8d9', fontColor: '#3d2b20' },
  },
};
