import { cn } from '@/lib/cn';

import { BO_LANGUAGES, useBoT } from '../i18n';

const SHORT = { th: 'TH', en: 'EN' } as const;
const NAME = { th: 'ไทย', en: 'English' } as const;

/** Thai / English for the back office only (the player site keeps its own choice). */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, language, setLanguage } = useBoT();
  return (
    <div role="group" aria-label={t('lang.label')} className={cn('inline-flex rounded-lg bg-white/5 p-0.5 ring-1 ring-white/10', className)}>
      {BO_LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-label={NAME[lang]}
          aria-pressed={language === lang}
          data-testid={`bo-lang-${lang}`}
          onClick={() => setLanguage(lang)}
          className={cn(
            'rounded-md px-2 py-1 text-xs font-semibold',
            language === lang ? 'bg-primary-500 text-primary-950' : 'text-gray-300 hover:text-white',
          )}
        >
          {SHORT[lang]}
        </button>
      ))}
    </div>
  );
}
