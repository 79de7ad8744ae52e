import type { SkinTheme } from '@/features/theme';

/** Layout UFA-B: black with a racing red brand and white type. */
export const theme: SkinTheme = {
  scheme: 'dark',
  colors: {
    primary: '#d90429',
    onPrimary: '#ffffff',
    accent: '#ff4d5e',
    accentStrong: '#ff8089',
    accentPale: '#ffe1e4',
    surface: '#0a0a0b',
    panel: '#161618',
    raised: '#232326',
    strong: '#ffffff',
    text: '#f4f4f5',
    soft: '#e4e4e7',
    subtle: '#cfcfd4',
    muted: '#a8a8b0',
    faint: '#8a8a93',
    line: 'rgb(255 255 255 / 0.12)',
    tint: '#fff',
    scrim: '#000',
    paper: '#fff',
    danger: '#ff3b30',
    dangerFg: '#ff9b95',
    warning: '#f59e0b',
    warningFg: '#fde68a',
    success: '#22c55e',
    successFg: '#86efac',
    highlight: '#ffffff',
  },
  radii: {
    card: '0.25rem',
    box: '0.25rem',
    control: '0.125rem',
    tile: '0.25rem',
  },
  fonts: {
    sans: "'Kanit', 'Noto Sans Thai', 'Tahoma', system-ui, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace",
  },
  shadows: {
    card: '0 12px 28px -18px rgb(0 0 0 / 0.9)',
    popover: '0 20px 25px -5px rgb(0 0 0 / 0.6), 0 8px 10px -6px rgb(0 0 0 / 0.6)',
  },
  buttons: {
    primary: { mode: 'gradient', deg: 180, colors: ['#e0122f', '#d90429', '#b0021f'], fontColor: '#ffffff' },
    confirm: { mode: 'gradient', deg: 180, colors: ['#e0122f', '#d90429', '#b0021f'], fontColor: '#ffffff' },
    cancel: { mode: 'single', color: '#2a2a2e', fontColor: '#ffffff' },
  },
};
