import type { SkinTheme } from '@/features/theme';

/** Layout UFA-C: near-black green with an emerald brand and gold accents. */
export const theme: SkinTheme = {
  scheme: 'dark',
  colors: {
    primary: '#10b981',
    onPrimary: '#02140d',
    accent: '#f2c14e',
    accentStrong: '#ffd97a',
    accentPale: '#fff3d1',
    surface: '#03110b',
    panel: '#0a2218',
    raised: '#123224',
    strong: '#ffffff',
    text: '#ecf7f1',
    soft: '#d5ebe0',
    subtle: '#bcd9ca',
    muted: '#94b8a6',
    faint: '#7a9d8b',
    line: 'rgb(255 255 255 / 0.12)',
    tint: '#fff',
    scrim: '#000',
    paper: '#fff',
    danger: '#ef4444',
    dangerFg: '#fca5a5',
    warning: '#f59e0b',
    warningFg: '#fde68a',
    success: '#10b981',
    successFg: '#6ee7b7',
    highlight: '#f2c14e',
  },
  radii: {
    card: '0.5rem',
    box: '0.5rem',
    control: '0.375rem',
    tile: '0.5rem',
  },
  fonts: {
    sans: "'Kanit', 'Noto Sans Thai', 'Tahoma', system-ui, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace",
  },
  shadows: {
    card: '0 14px 30px -18px rgb(0 0 0 / 0.85)',
    popover: '0 20px 25px -5px rgb(0 0 0 / 0.55), 0 8px 10px -6px rgb(0 0 0 / 0.55)',
  },
  buttons: {
    primary: { mode: 'gradient', deg: 180, colors: ['#34d399', '#10b981', '#059669'], fontColor: '#02140d' },
    confirm: { mode: 'gradient', deg: 180, colors: ['#ffe08a', '#f2c14e', '#d4a017'], fontColor: '#1a1200' },
    cancel: { mode: 'single', color: '#1b3d2e', fontColor: '#ffffff' },
  },
};
