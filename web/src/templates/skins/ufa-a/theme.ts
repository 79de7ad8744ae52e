import type { SkinTheme } from '@/features/theme';

/** Layout UFA-A: deep navy with a bright yellow brand, hard corners, bold type. */
export const theme: SkinTheme = {
  scheme: 'dark',
  colors: {
    primary: '#ffd200',
    onPrimary: '#071233',
    accent: '#ffd84a',
    accentStrong: '#ffe680',
    accentPale: '#fff6cc',
    surface: '#071233',
    panel: '#0f1f4d',
    raised: '#1a2d63',
    strong: '#ffffff',
    text: '#eef2fb',
    soft: '#dbe2f3',
    subtle: '#c3cde6',
    muted: '#a3b1d4',
    faint: '#8493bd',
    line: 'rgb(255 255 255 / 0.12)',
    tint: '#fff',
    scrim: '#000',
    paper: '#fff',
    danger: '#ef3b3b',
    dangerFg: '#ff9e9e',
    warning: '#f59e0b',
    warningFg: '#fde68a',
    success: '#22c55e',
    successFg: '#86efac',
    highlight: '#ffd200',
  },
  radii: {
    card: '0.375rem',
    box: '0.375rem',
    control: '0.25rem',
    tile: '0.375rem',
  },
  fonts: {
    sans: "'Kanit', 'Noto Sans Thai', 'Tahoma', system-ui, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace",
  },
  shadows: {
    card: '0 12px 28px -18px rgb(0 0 0 / 0.8)',
    popover: '0 20px 25px -5px rgb(0 0 0 / 0.55), 0 8px 10px -6px rgb(0 0 0 / 0.55)',
  },
  buttons: {
    primary: { mode: 'gradient', deg: 180, colors: ['#ffe14d', '#ffd200', '#f0b400'], fontColor: '#071233' },
    confirm: { mode: 'gradient', deg: 180, colors: ['#ffe14d', '#ffd200', '#f0b400'], fontColor: '#071233' },
    cancel: { mode: 'single', color: '#22356b', fontColor: '#ffffff' },
  },
};
