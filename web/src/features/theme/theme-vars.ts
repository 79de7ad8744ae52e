import type { Template, TemplateButton } from '@/types/api';

export const BUTTON_KINDS = ['primary', 'confirm', 'cancel'] as const;
export type ButtonKind = (typeof BUTTON_KINDS)[number];

const templateKey: Record<ButtonKind, keyof Template> = {
  primary: 'primaryButton',
  confirm: 'confirmButton',
  cancel: 'cancelButton',
};

/** Names of the CSS variables one Button component reads (defaults live in index.css). */
export function buttonVarNames(kind: ButtonKind) {
  return { bg: `--pp-btn-${kind}-bg`, fg: `--pp-btn-${kind}-fg` } as const;
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

/** The background of a template button: `default` keeps the theme's own, `single` a colour, `gradient` an angle and stops. */
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

/**
 * The agent's template buttons as CSS custom properties (cal.com style: brand colours become
 * variables applied before the page content paints). Only set variables are returned; the rest
 * keep the theme defaults.
 */
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
