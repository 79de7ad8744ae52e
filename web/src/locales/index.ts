import type { Language } from '@/config/constants';

import { th } from './th';
import type { LocaleResource, Namespace, Namespaces } from './types';

/**
 * The Thai player texts ship with the page: Thai is the default language and every other
 * language's fallback, so no visitor can do without them.
 */
export const bundled = { th: { translation: th as LocaleResource } };

type Loaders = { [N in Namespace]: Record<Language, () => Promise<Namespaces[N]>> };

/** Every other language and namespace is a chunk of its own, fetched when first needed. */
const loaders: Loaders = {
  translation: {
    th: () => Promise.resolve(th),
    en: () => import('./en').then((m) => m.en),
    vi: () => import('./vi').then((m) => m.vi),
  },
  backoffice: {
    th: () => import('./backoffice/th').then((m) => m.th),
    en: () => import('./backoffice/en').then((m) => m.en),
    vi: () => import('./backoffice/vi').then((m) => m.vi),
  },
  promotions: {
    th: () => import('./promotions/th').then((m) => m.th),
    en: () => import('./promotions/en').then((m) => m.en),
    vi: () => import('./promotions/vi').then((m) => m.vi),
  },
  income: {
    th: () => import('./income/th').then((m) => m.th),
    en: () => import('./income/en').then((m) => m.en),
    vi: () => import('./income/vi').then((m) => m.vi),
  },
  engagement: {
    th: () => import('./engagement/th').then((m) => m.th),
    en: () => import('./engagement/en').then((m) => m.en),
    vi: () => import('./engagement/vi').then((m) => m.vi),
  },
  content: {
    th: () => import('./content/th').then((m) => m.th),
    en: () => import('./content/en').then((m) => m.en),
    vi: () => import('./content/vi').then((m) => m.vi),
  },
  protection: {
    th: () => import('./protection/th').then((m) => m.th),
    en: () => import('./protection/en').then((m) => m.en),
    vi: () => import('./protection/vi').then((m) => m.vi),
  },
};

/** The texts of one namespace in one language; rejects for a pair the site does not have. */
export function loadTexts(language: string, namespace: string): Promise<Namespaces[Namespace]> {
  const byLanguage = Object.hasOwn(loaders, namespace) ? loaders[namespace as Namespace] : undefined;
  if (!byLanguage || !Object.hasOwn(byLanguage, language)) {
    return Promise.reject(new Error(`No ${namespace} texts in ${language}`));
  }
  return byLanguage[language as Language]();
}

export type {
  BackofficeKey,
  BackofficeResource,
  ContentResource,
  EngagementResource,
  I18nKey,
  IncomeResource,
  LocaleResource,
  Namespace,
  Namespaces,
  PromotionsResource,
  ProtectionResource,
} from './types';
