import type { Template, TemplateButton } from '@/types/api';

/**
 * Design tokens: a skin's theme and the agent's template setting become CSS custom properties
 * on the document root. index.css maps Tailwind's utility names onto the same variables
 * (`--color-surface` → `bg-surface`, `--radius-card` → `rounded-card`), so pages name roles,
 * never palette shades, and a skin or an agent recolours every page at once.
 */

/** Colour roles. On a dark skin "strong" is the lightest text; a light skin inverts the ramp. */
export interface ThemeColors {
  /** Brand fill: solid accents, selected borders, tints (`bg-primary/10`). */
  primary: string;
  /** Text on a solid brand fill. */
  onPrimary: string;
  /** Brand text and icons on a surface. */
  accent: string;
  /** Brand text that must stand out more (active items, gains). */
  accentStrong: string;
  /** Text on a brand-tinted box or card. */
  accentPale: string;
  /** The page behind everything: header, bars, menus. */
  surface: string;
  /** Cards, inputs, dialogs. */
  panel: string;
  /** Wells and placeholders on a panel. */
  raised: string;
  /** Headings and key figures. */
  strong: string;
  /** Body text. */
  text: string;
  /** Labels and secondary copy. */
  soft: string;
  /** Inactive controls, tertiary copy. */
  subtle: string;
  /** Hints and captions. */
  muted: string;
  /** The least contrast: footnotes, placeholders. */
  faint: string;
  /** Hairline borders. */
  line: string;
  /** Translucent overlays on a surface, used with an opacity (`bg-tint/5`). */
  tint: string;
  /** Backdrops and shadows, used with an opacity (`bg-scrim/70`). */
  scrim: string;
  /** A light backing for third-party images that need one (bank logos, captcha, QR codes). */
  paper: string;
  danger: string;
  /** Error text, on a surface or a danger tint. */
  dangerFg: string;
  warning: string;
  /** Text on a warning tint. */
  warningFg: string;
  success: string;
  /** Success text, on a surface or a success tint. */
  successFg: string;
  /** Money the player watches: balance, credit, account numbers to copy. */
  highlight: string;
}

export interface ThemeRadii {
  /** Cards and dialogs. */
  card: string;
  /** Boxes inside a card. */
  box: string;
  /** Buttons, inputs, tab bars. */
  control: string;
  /** Category and quick-link tiles. */
  tile: string;
}

export interface ThemeFonts {
  sans: string;
  mono: string;
}

export interface ThemeShadows {
  card: string;
  /** Menus and popovers above the page. */
  popover: string;
}

/** A skin's own button: never mode `default`, which means "the skin's own" for an agent. */
export type SkinButton = TemplateButton & { mode: 'single' | 'gradient'; fontColor: string };

export const BUTTON_KINDS = ['primary', 'confirm', 'cancel'] as const;
export type ButtonKind = (typeof BUTTON_KINDS)[number];

/** Every token a skin must give: what the site looks like before the agent's buttons. */
export interface SkinTheme {
  scheme: 'dark' | 'light';
  colors: ThemeColors;
  radii: ThemeRadii;
  fonts: ThemeFonts;
  shadows: ThemeShadows;
  /** The spec's three template buttons as the skin draws them when an agent keeps mode default. */
  buttons: Record<ButtonKind, SkinButton>;
}

const templateKey: Record<ButtonKind, keyof Template> = {
  primary: 'primaryButton',
  confirm: 'confirmButton',
  cancel: 'cancelButton',
};

/** Names of the CSS variables the shared Button reads (components/ui/button). */
export function buttonVarNames(kind: ButtonKind) {
  return { bg: `--button-${kind}-bg`, fg: `--button-${kind}-fg` } as const;
}

function degOf(deg: TemplateButton['deg']): string {
  const n = typeof deg === 'string' ? Number.parseFloat(deg) : deg;
  return `${Number.isFinite(n) ? n : 90}deg`;
}

/** A CSS colour from agent data, or null if it is anything else (it lands in a style sheet). */
export function safeColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (/^#[0-9a-f]{3,8}$/i.test(v)) return v;
  if (/^(rgb|rgba|hsl|hsla|oklch|oklab)\([\d\s.,%/+-]+\)$/i.test(v)) return v;
  if (/^[a-z]{3,20}$/i.test(v)) return v;
  return null;
}

/** The background of a template button: `default` keeps the skin's own, `single` a colour, `gradient` an angle and stops. */
export function buttonBackground(button: TemplateButton | null | undefined): string | null {
  if (!button || !button.mode || button.mode === 'default') return null;
  if (button.mode === 'single') return safeColor(button.color);
  if (button.mode === 'gradient') {
    const stops = (button.colors ?? []).map(safeColor).filter((c): c is string => !!c);
    if (stops.length === 0) return safeColor(button.color);
    if (stops.length === 1) return stops[0] ?? null;
    return `linear-gradient(${degOf(button.deg)}, ${stops.join(', ')})`;
  }
  return null;
}

/** The button tokens of the agent's template: only the buttons it set (mode single or gradient). */
export function templateCssVars(template: Template | null | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  if (!template) return vars;
  for (const kind of BUTTON_KINDS) {
    const button = template[templateKey[kind]] as TemplateButton | null | undefined;
    const names = buttonVarNames(kind);
    const bg = buttonBackground(button);
    if (bg) vars[names.bg] = bg;
    const fg = safeColor(button?.fontColor);
    if (fg && button?.mode && button.mode !== 'default') vars[names.fg] = fg;
  }
  return vars;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function group(prefix: string, values: object): [string, string][] {
  return Object.entries(values).map(([name, value]) => [`--${prefix}-${kebab(name)}`, String(value)]);
}

/** Every token of a skin's theme, its buttons included. */
export function skinCssVars(theme: SkinTheme): Record<string, string> {
  const buttons = BUTTON_KINDS.flatMap((kind): [string, string][] => {
    const names = buttonVarNames(kind);
    const button = theme.buttons[kind];
    return [
      [names.bg, buttonBackground(button) ?? button.color ?? ''],
      [names.fg, button.fontColor],
    ];
  });
  return Object.fromEntries([
    ['color-scheme', theme.scheme],
    ...group('color', theme.colors),
    ...group('radius', theme.radii),
    ...group('font', theme.fonts),
    ...group('shadow', theme.shadows),
    ...buttons,
  ]);
}

/** The skin's tokens with the agent's buttons laid over them (spec §3 templateSetting). */
export function themeTokens(theme: SkinTheme, template: Template | null | undefined): Record<string, string> {
  return { ...skinCssVars(theme), ...templateCssVars(template) };
}
