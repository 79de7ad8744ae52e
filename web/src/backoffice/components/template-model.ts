import { LAYOUT_NAMES, type LayoutName } from '@/config/layouts';
import type { BackofficeKey } from '@/locales';
import type { ButtonMode, Template, TemplateButton, TemplateSetting } from '@/types/api';

import type { DomainBranding, TemplateButtonBody, TemplateDomain, TemplateSettingBody } from '../api/template-api';

import type { PathErrors } from './engagement-model';

/*
 * The template editor's form (docs/api.md "Templates and preview"): the setting as text fields
 * under the body's own paths (`templateSetting.template.title`), so that a refusal of the
 * server lands on its field, and back to the setting the server checks in full.
 */

export const BUTTON_MODES = ['default', 'single', 'gradient'] as const satisfies readonly ButtonMode[];
export const TEMPLATE_BUTTONS = ['confirmButton', 'cancelButton', 'primaryButton'] as const;
export type TemplateButtonKey = (typeof TEMPLATE_BUTTONS)[number];

/** The four floating contact buttons: the switch and its link. */
export const FLOATING_BUTTONS = [
  { key: 'line', flag: 'lineFloatingButton', url: 'lineUrl' },
  { key: 'telegram', flag: 'telegramFloatingButton', url: 'telegramUrl' },
  { key: 'whatApp', flag: 'whatAppFloatingButton', url: 'whatAppUrl' },
  { key: 'messenger', flag: 'facebookMessengerFloatingButton', url: 'facebookMessengerUrl' },
] as const;
type FloatingFlag = (typeof FLOATING_BUTTONS)[number]['flag'];
type FloatingUrl = (typeof FLOATING_BUTTONS)[number]['url'];

/** Each layout's name in the staff's language. */
export const LAYOUT_LABELS: Record<LayoutName, BackofficeKey> = {
  a: 'template.layouts.a',
  b: 'template.layouts.b',
  c: 'template.layouts.c',
  'pp-1': 'template.layouts.pp1',
  'ufa-a': 'template.layouts.ufaA',
  'ufa-b': 'template.layouts.ufaB',
  'ufa-c': 'template.layouts.ufaC',
  zuka: 'template.layouts.zuka',
};

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 300;
export const IMAGE_URL_MAX = 1024;
export const LINK_URL_MAX = 512;
export const MIN_COLORS = 2;
export const MAX_COLORS = 4;

const COLOR = /^#[0-9a-fA-F]{6}$/;
const DEG = /^\d{1,3}$/;
/** A path of the site or an http(s) address, without spaces or backslashes (the server's rule). */
const IMAGE_URL = /^(\/[^\s\\]*|https?:\/\/[^\s/\\@]+[^\s\\]*)$/i;
const LINK_URL = /^https?:\/\/[^\s/\\@]+[^\s\\]*$/i;

export interface ButtonForm {
  mode: ButtonMode;
  color: string;
  fontColor: string;
  deg: string;
  colors: string[];
}

export type TemplateFields = { [K in 'title' | 'description' | 'favicon' | 'logo' | 'bgImage' | FloatingUrl]: string } & {
  [K in FloatingFlag]: boolean;
} & { [K in TemplateButtonKey]: ButtonForm };

export interface TemplateForm {
  templateSetting: { layout: { name: string }; template: TemplateFields };
}

/** Where each field lives in the form and in the body. */
export const templatePath = (field: string) => `templateSetting.template.${field}`;
export const LAYOUT_PATH = 'templateSetting.layout.name';

/** What a button starts from when it has no colour of its own (the server's defaults). */
const BUTTON_FALLBACK = { color: '#16a34a', fontColor: '#ffffff', deg: 135 };

const colorOr = (value: unknown, fallback: string) => (typeof value === 'string' && COLOR.test(value) ? value.toLowerCase() : fallback);

function buttonFormOf(button: TemplateButton | null | undefined): ButtonForm {
  const color = colorOr(button?.color, BUTTON_FALLBACK.color);
  const colors = (button?.colors ?? []).filter((c) => COLOR.test(c)).map((c) => c.toLowerCase());
  const deg = Number(button?.deg);
  return {
    mode: BUTTON_MODES.find((mode) => mode === button?.mode) ?? 'default',
    color,
    fontColor: colorOr(button?.fontColor, BUTTON_FALLBACK.fontColor),
    deg: String(Number.isInteger(deg) && deg >= 0 && deg <= 360 ? deg : BUTTON_FALLBACK.deg),
    colors: colors.slice(0, MAX_COLORS),
  };
}

/** A button switched to another mode; a gradient starts with two colours at least (its plain colour). */
export function withButtonMode(button: ButtonForm, mode: ButtonMode): ButtonForm {
  const missing = mode === 'gradient' ? Math.max(0, MIN_COLORS - button.colors.length) : 0;
  return { ...button, mode, colors: [...button.colors, ...Array<string>(missing).fill(button.color)] };
}

/** The form of a saved setting (every field there, each button with colours to start from). */
export function templateFormOf(setting: TemplateSetting | null | undefined): TemplateForm {
  const template: Template = setting?.template ?? {};
  const text = (value: string | null | undefined) => value ?? '';
  return {
    templateSetting: {
      layout: { name: setting?.layout?.name ?? 'a' },
      template: {
        title: text(template.title),
        description: text(template.description),
        favicon: text(template.favicon),
        logo: text(template.logo),
        bgImage: text(template.bgImage),
        lineFloatingButton: !!template.lineFloatingButton,
        lineUrl: text(template.lineUrl),
        telegramFloatingButton: !!template.telegramFloatingButton,
        telegramUrl: text(template.telegramUrl),
        whatAppFloatingButton: !!template.whatAppFloatingButton,
        whatAppUrl: text(template.whatAppUrl),
        facebookMessengerFloatingButton: !!template.facebookMessengerFloatingButton,
        facebookMessengerUrl: text(template.facebookMessengerUrl),
        confirmButton: buttonFormOf(template.confirmButton),
        cancelButton: buttonFormOf(template.cancelButton),
        primaryButton: buttonFormOf(template.primaryButton),
      },
    },
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/**
 * A button as the server keeps it: every field. The fields its mode uses are checked before
 * anything is sent (validateTemplate); the others keep their value when it is valid, else the
 * defaults (they only wait for that mode).
 */
function buttonOf(button: ButtonForm): TemplateButtonBody {
  const deg = button.deg.trim();
  const colors = button.colors.map((c) => c.trim().toLowerCase());
  const colorsValid = colors.length >= MIN_COLORS && colors.length <= MAX_COLORS && colors.every((c) => COLOR.test(c));
  return {
    mode: button.mode,
    color: colorOr(button.color.trim(), BUTTON_FALLBACK.color),
    fontColor: colorOr(button.fontColor.trim(), BUTTON_FALLBACK.fontColor),
    deg: DEG.test(deg) && Number(deg) <= 360 ? Number(deg) : BUTTON_FALLBACK.deg,
    colors: colorsValid ? colors : [],
  };
}

/** The whole setting a form stands for: what a preview shows and what Publish sends. */
export function templateSettingOf(form: TemplateForm): TemplateSettingBody {
  const { layout, template: t } = form.templateSetting;
  return {
    template: {
      name: layout.name,
      title: orNull(t.title),
      description: orNull(t.description),
      favicon: orNull(t.favicon),
      logo: orNull(t.logo),
      bgImage: orNull(t.bgImage),
      lineFloatingButton: t.lineFloatingButton,
      lineUrl: orNull(t.lineUrl),
      telegramFloatingButton: t.telegramFloatingButton,
      telegramUrl: orNull(t.telegramUrl),
      whatAppFloatingButton: t.whatAppFloatingButton,
      whatAppUrl: orNull(t.whatAppUrl),
      facebookMessengerFloatingButton: t.facebookMessengerFloatingButton,
      facebookMessengerUrl: orNull(t.facebookMessengerUrl),
      confirmButton: buttonOf(t.confirmButton),
      cancelButton: buttonOf(t.cancelButton),
      primaryButton: buttonOf(t.primaryButton),
    },
    layout: { name: layout.name },
  };
}

/** An image address the server takes: empty, a path of the site or an http(s) address. */
export function imageUrlError(value: string): BackofficeKey | null {
  const url = value.trim();
  if (!url) return null;
  return url.length <= IMAGE_URL_MAX && IMAGE_URL.test(url) ? null : 'template.err.image';
}

/** The form's check, as the server's (docs/api.md): each error by its field's path. */
export function validateTemplate(form: TemplateForm): PathErrors {
  const errors: PathErrors = {};
  const { layout, template: t } = form.templateSetting;
  if (!(LAYOUT_NAMES as readonly string[]).includes(layout.name)) errors[LAYOUT_PATH] = 'template.err.layout';
  if (t.title.trim().length > TITLE_MAX) errors[templatePath('title')] = 'template.err.title';
  if (t.description.trim().length > DESCRIPTION_MAX) errors[templatePath('description')] = 'template.err.description';
  for (const field of ['favicon', 'logo', 'bgImage'] as const) {
    const error = imageUrlError(t[field]);
    if (error) errors[templatePath(field)] = error;
  }
  for (const { flag, url } of FLOATING_BUTTONS) {
    const link = t[url].trim();
    if (!link) {
      if (t[flag]) errors[templatePath(url)] = 'template.err.linkNeeded';
    } else if (link.length > LINK_URL_MAX || !LINK_URL.test(link)) {
      errors[templatePath(url)] = 'template.err.link';
    }
  }
  for (const key of TEMPLATE_BUTTONS) {
    const button = t[key];
    const path = templatePath(key);
    if (button.mode === 'default') continue;
    if (button.mode === 'single' && !COLOR.test(button.color.trim())) errors[`${path}.color`] = 'engagement.err.color';
    if (!COLOR.test(button.fontColor.trim())) errors[`${path}.fontColor`] = 'engagement.err.color';
    if (button.mode !== 'gradient') continue;
    const deg = button.deg.trim();
    if (!DEG.test(deg) || Number(deg) > 360) errors[`${path}.deg`] = 'template.err.deg';
    if (button.colors.length < MIN_COLORS || button.colors.length > MAX_COLORS) errors[`${path}.colors`] = 'template.err.colors';
    button.colors.forEach((color, i) => {
      if (!COLOR.test(color.trim())) errors[`${path}.colors.${i}`] = 'engagement.err.color';
    });
  }
  return errors;
}

/** A domain's images as its form holds them (text, empty: none of its own). */
export interface BrandingForm {
  logo: string;
  bgImage: string;
}

export const brandingFormOf = (domain: TemplateDomain | undefined): BrandingForm => ({
  logo: domain?.logo ?? '',
  bgImage: domain?.bgImage ?? '',
});

export const brandingOf = (form: BrandingForm): DomainBranding => ({ logo: orNull(form.logo), bgImage: orNull(form.bgImage) });

/**
 * The logo and background a domain's site shows with these images (spec §1): its own, else the
 * template's; null: the built-in one. A preview is sent these as its image overrides whenever
 * they differ from what the saved images show.
 */
export function shownImages(branding: BrandingForm, form: TemplateForm): { logo: string | null; bg: string | null } {
  const { template } = form.templateSetting;
  return {
    logo: orNull(branding.logo) ?? orNull(template.logo),
    bg: orNull(branding.bgImage) ?? orNull(template.bgImage),
  };
}

/**
 * The host name the preview opens first: the one this back office is on when it is one of the
 * agent's (the preview is then of this very origin), else the primary, else the first.
 */
export function primaryDomainOf(
  domains: readonly TemplateDomain[],
  here: string = globalThis.location?.hostname ?? '',
): TemplateDomain | undefined {
  return domains.find((d) => d.domain === here.toLowerCase()) ?? domains.find((d) => d.isPrimary) ?? domains[0];
}
