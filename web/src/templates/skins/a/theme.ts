import type { SkinTheme } from '@/features/theme';

/**
 * Layout A: dark cool grey with a green brand (spec §1). index.css starts the site (loading
 * screen, back office) with these same values; templates/tokens.test.ts keeps the two equal.
 */
export const theme: SkinTheme = {
  scheme: 'dark',
  colors: {
    primary: 'oklch(72.3% 0.219 149.579)',
    onPrimary: 'oklch(26.6% 0.065 152.934)',
    accent: 'oklch(79.2% 0.209 151.711)',
    accentStrong: 'oklch(87.1% 0.15 154.449)',
    accentPale: 'oklch(96.2% 0.044 156.743)',
    surface: 'oklch(13% 0.028 261.692)',
    panel: 'oklch(21% 0.034 264.665)',
    raised: 'oklch(27.8% 0.033 256.848)',
    strong: '#fff',
    text: 'oklch(96.7% 0.003 264.542)',
    soft: 'oklch(92.8% 0.006 264.531)',
    subtle: 'oklch(87.2% 0.01 258.338)',
    muted: 'oklch(70.7% 0.022 261.325)',
    faint: 'oklch(55.1% 0.027 264.364)',
    line: 'rgb(255 255 255 / 0.1)',
    tint: '#fff',
    scrim: '#000',
    paper: '#fff',
    danger: 'oklch(63.7% 0.237 25.331)',
    dangerFg: 'oklch(80.8% 0.114 19.571)',
    warning: 'oklch(76.9% 0.188 70.08)',
    warningFg: 'oklch(92.4% 0.12 95.746)',
    success: 'oklch(72.3% 0.219 149.579)',
    successFg: 'oklch(87.1% 0.15 154.449)',
    highlight: 'oklch(87.9% 0.169 91.605)',
  },
  radii: {
    card: '1.25rem',
    box: '1rem',
    control: '0.875rem',
    tile: '1.125rem',
  },
  fonts: {
    sans: "'Kanit', 'Noto Sans Thai', 'Tahoma', system-ui, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace",
  },
  shadows: {
    card: '0 20px 40px -24px rgb(0 0 0 / 0.7)',
    popover: '0 20px 25px -5px rgb(0 0 0 / 0.5), 0 8px 10px -6px rgb(0 0 0 / 0.5)',
  },
  buttons: {
    primary: { mode: 'gradient', deg: 135, colors: ['#4ade80', '#22c55e', '#16a34a'], fontColor: '#052e16' },
    confirm: { mode: 'gradient', deg: 135, colors: ['#4ade80', '#22c55e', '#16a34a'], fontColor: '#052e16' },
    cancel: { mode: 'single', color: '#374151', fontColor: '#f9fafb' },
  },
};
