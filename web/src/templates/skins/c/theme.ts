import type { SkinTheme } from '@/features/theme';

/**
 * Layout C: dark luxury. A near-black with a warm undertone, gold as the brand, hairlines in
 * translucent gold, and tight radii. Every text role keeps at least 4.5:1 against the surface,
 * panel and raised tones (theme.test.ts measures it).
 */
export const theme: SkinTheme = {
  scheme: 'dark',
  colors: {
    primary: '#d4a946',
    onPrimary: '#1c1407',
    accent: '#e2bc62',
    accentStrong: '#f3d88f',
    accentPale: '#fbeccb',
    surface: '#0d0a07',
    panel: '#19140e',
    raised: '#252016',
    strong: '#fffaf0',
    text: '#f2ebdf',
    soft: '#e3d9c7',
    subtle: '#cdbfa6',
    muted: '#b3a58b',
    faint: '#9f9178',
    line: 'rgb(212 169 70 / 0.2)',
    tint: '#fff4dc',
    scrim: '#000',
    paper: '#fff',
    danger: '#e5484d',
    dangerFg: '#ffa094',
    warning: '#e8a23a',
    warningFg: '#fde3a0',
    success: '#3fb27f',
    successFg: '#93e4b8',
    highlight: '#f7d274',
  },
  radii: {
    card: '0.625rem',
    box: '0.5rem',
    control: '0.375rem',
    tile: '0.5rem',
  },
  fonts: {
    sans: "'Kanit', 'Noto Sans Thai', 'Tahoma', system-ui, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace",
  },
  shadows: {
    card: '0 24px 48px -28px rgb(0 0 0 / 0.85), 0 0 0 1px rgb(212 169 70 / 0.06)',
    popover: '0 24px 32px -8px rgb(0 0 0 / 0.7), 0 0 0 1px rgb(212 169 70 / 0.18)',
  },
  buttons: {
    primary: { mode: 'gradient', deg: 135, colors: ['#f8e39a', '#d9ae4c', '#a7771f'], fontColor: '#1c1407' },
    confirm: { mode: 'gradient', deg: 135, colors: ['#f8e39a', '#d9ae4c', '#a7771f'], fontColor: '#1c1407' },
    cancel: { mode: 'single', color: '#2c251b', fontColor: '#f2ebdf' },
  },
};
