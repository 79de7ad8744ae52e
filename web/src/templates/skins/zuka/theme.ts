import type { SkinTheme } from '@/features/theme';

/**
 * Zuka: a deep violet night with candy accents (pink, orange, cyan), round shapes and chunky
 * buttons. Text colours keep at least 4.5:1 against surface and panel.
 */
export const theme: SkinTheme = {
  scheme: 'dark',
  colors: {
    primary: 'oklch(71% 0.2 354)',
    onPrimary: 'oklch(22% 0.08 350)',
    accent: 'oklch(83% 0.13 205)',
    accentStrong: 'oklch(90% 0.09 205)',
    accentPale: 'oklch(96% 0.03 300)',
    surface: 'oklch(17% 0.075 286)',
    panel: 'oklch(23% 0.09 288)',
    raised: 'oklch(30% 0.1 290)',
    strong: '#fff',
    text: 'oklch(96.5% 0.015 295)',
    soft: 'oklch(92% 0.025 295)',
    subtle: 'oklch(86% 0.04 295)',
    muted: 'oklch(76% 0.05 295)',
    faint: 'oklch(68% 0.06 295)',
    line: 'rgb(214 196 255 / 0.14)',
    tint: '#fff',
    scrim: 'oklch(10% 0.05 286)',
    paper: '#fff',
    danger: 'oklch(65% 0.23 18)',
    dangerFg: 'oklch(83% 0.11 15)',
    warning: 'oklch(80% 0.16 62)',
    warningFg: 'oklch(91% 0.1 80)',
    success: 'oklch(78% 0.17 160)',
    successFg: 'oklch(89% 0.11 165)',
    highlight: 'oklch(85% 0.16 72)',
  },
  radii: {
    card: '1.75rem',
    box: '1.375rem',
    control: '1.125rem',
    tile: '1.5rem',
  },
  fonts: {
    sans: "'Kanit', 'Noto Sans Thai', 'Tahoma', system-ui, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace",
  },
  shadows: {
    card: '0 22px 44px -26px rgb(8 2 40 / 0.85)',
    popover: '0 24px 32px -8px rgb(8 2 40 / 0.6), 0 8px 12px -6px rgb(8 2 40 / 0.5)',
  },
  buttons: {
    primary: { mode: 'gradient', deg: 135, colors: ['#ff72c6', '#ff4f9a', '#ff8a3d'], fontColor: '#2b0420' },
    confirm: { mode: 'gradient', deg: 135, colors: ['#7df5ff', '#22d3ee', '#38bdf8'], fontColor: '#04263a' },
    cancel: { mode: 'single', color: '#3b2b70', fontColor: '#f3eeff' },
  },
};
