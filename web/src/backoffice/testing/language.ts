import type { Language } from '@/config/constants';
import { loadNamespace, setLanguage } from '@/lib/i18n';

/** The back office's texts in one language, loaded as its route loads them before it renders. */
export async function loadStaffTexts(language: Language) {
  await loadNamespace('backoffice');
  await setLanguage(language);
}
