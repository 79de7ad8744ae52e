import { useTranslation } from 'react-i18next';

import { SUPPORTED_LANGUAGES } from '@/config/constants';
import { cn } from '@/lib/cn';
import { LANGUAGE_BADGES, setLanguage } from '@/lib/i18n';

/** The site's one language choice (lib/i18n), as buttons: staff and players share it on a device. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n: { language } } = useTranslation('backoffice');
  return (
    <div role="group" aria-label={t('lang.label')} className={cn('inline-flex rounded-lg bg-white/5 p-0.5 ring-1 ring-white/10', className)}>
      {SUPPORTED_LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-label={t(`language.${lang}`, { ns: 'translation' })}
          aria-pressed={language === lang}
          data-testid={`bo-lang-${lang}`}
          onClick={() => void setLanguage(lang)}
          className={cn(
            'rounded-md px-2 py-1 text-xs font-semibold',
            language === lang ? 'bg-primary-500 text-primary-950' : 'text-gray-300 hover:text-white',
          )}
        >
          {LANGUAGE_BADGES[lang]}
        </button>
      ))}
    </div>
  );
}
