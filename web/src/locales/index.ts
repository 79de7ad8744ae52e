import { en } from './en';
import { th } from './th';
import { vi } from './vi';
import type { LocaleResource } from './types';

export const resources = {
  th: { translation: th as LocaleResource },
  en: { translation: en },
  vi: { translation: vi },
} as const;

export type { I18nKey, LocaleResource } from './types';
