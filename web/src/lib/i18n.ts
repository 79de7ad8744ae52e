import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@/config/constants';
import { resources, type LocaleResource } from '@/locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: LocaleResource };
  }
}

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

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'th',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyHtmlLang(i18n.language);
i18n.on('languageChanged', applyHtmlLang);

/** Switches the interface language and remembers it on this device. */
export async function setLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage may be unavailable (private mode): the choice lasts this visit */
  }
  await i18n.changeLanguage(language);
}
