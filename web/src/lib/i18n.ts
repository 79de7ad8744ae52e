import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@/config/constants';
import { bundled, loadTexts, type Namespaces } from '@/locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: Namespaces;
  }
}

/** Each language's two-letter badge in the language switchers. */
export const LANGUAGE_BADGES: Readonly<Record<Language, string>> = { th: 'TH', en: 'EN', vi: 'VI' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The remembered choice, else Thai (spec: Thai is the default, not the browser's language). */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyHtmlLang(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Texts not shipped with the page (another language, the back office) arrive as chunks of their
 * own: i18next asks once per language and namespace, before it switches to them.
 */
const lazyTexts: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    loadTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, null),
    );
  },
};

export const i18n = i18next.createInstance();

/**
 * Settles once the remembered language's texts are in. The first render waits for it, so a page
 * never shows one language and then another; in Thai it is settled at once.
 */
export const i18nReady = i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources: bundled,
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'th',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
applyHtmlLang(i18n.language);
i18n.on('languageChanged', applyHtmlLang);

/** Loads a namespace's texts in the current language; a page that needs them awaits this first. */
export function loadNamespace(namespace: keyof Namespaces): Promise<void> {
  return i18n.loadNamespaces(namespace);
}

/**
 * Switches the interface language and remembers it on this device. Its texts (of every
 * namespace in use) are loaded first: the page changes language in one step.
 */
export async function setLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage may be unavailable (private mode): the choice lasts this visit */
  }
  await i18n.changeLanguage(language);
}
