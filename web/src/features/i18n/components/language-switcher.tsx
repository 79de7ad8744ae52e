import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons';
import { SUPPORTED_LANGUAGES, type Language } from '@/config/constants';
import { cn } from '@/lib/cn';
import { isLanguage, LANGUAGE_BADGES, setLanguage } from '@/lib/i18n';

/** Header language menu: remembers the choice and sets <html lang> (lib/i18n). */
export function LanguageSwitcher({ className, align = 'end' }: { className?: string; align?: 'start' | 'end' }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'th';

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={cn('relative', className)}>
      <button
        type="button"
        className="flex h-9 items-center gap-1.5 rounded-full border border-line bg-tint/5 px-2.5 text-sm font-medium text-text hover:bg-tint/10"
        // The name holds the badge the button shows (TH, EN, VI), as a voice user would say it
        // (and not in brackets, which checkers read as an aside).
        aria-label={`${t('language.choose')}: ${t(`language.${current}`)}, ${LANGUAGE_BADGES[current]}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <GlobeIcon className="size-4 text-accent" />
        <span>{LANGUAGE_BADGES[current]}</span>
        <ChevronDownIcon className={cn('size-3.5 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('language.choose')}
          className={cn(
            'absolute top-full z-50 mt-2 min-w-40 overflow-hidden rounded-xl border border-line bg-panel py-1 shadow-popover',
            align === 'end' ? 'end-0' : 'start-0',
          )}
        >
          {SUPPORTED_LANGUAGES.map((lng) => (
            <li key={lng} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={lng === current}
                lang={lng}
                className={cn(
                  'flex w-full items-center justify-between gap-3 px-3.5 py-2 text-start text-sm hover:bg-tint/5',
                  lng === current ? 'text-accent' : 'text-soft',
                )}
                onClick={() => {
                  void setLanguage(lng);
                  setOpen(false);
                }}
              >
                <span>{t(`language.${lng}`)}</span>
                <span className="text-xs text-faint" aria-hidden="true">
                  {LANGUAGE_BADGES[lng]}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The same choice as a radio group, for the settings page. */
export function LanguageOptions() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'th';
  return (
    <div role="radiogroup" aria-label={t('language.choose')} className="grid grid-cols-1 gap-2 sm:grid-cols-3">
      {SUPPORTED_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          role="radio"
          aria-checked={lng === current}
          lang={lng}
          onClick={() => void setLanguage(lng)}
          className={cn(
            'flex items-center justify-between rounded-xl border px-4 py-3 text-start text-sm transition',
            lng === current
              ? 'border-primary bg-primary/10 text-strong'
              : 'border-line bg-tint/[0.03] text-subtle hover:border-tint/20',
          )}
        >
          <span className="font-medium">{t(`language.${lng}`)}</span>
          <span className="text-xs text-faint" aria-hidden="true">
            {LANGUAGE_BADGES[lng]}
          </span>
        </button>
      ))}
    </div>
  );
}
