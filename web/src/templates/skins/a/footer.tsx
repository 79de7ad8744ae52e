import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { COPYRIGHT_YEAR } from '@/config/constants';
import { FOOTER_LINKS } from '@/config/navigation';
import { useBrandName } from '@/features/agent';
import { BrandLogo } from '@/features/branding';

/** Layout A's footer: brand, information links, responsible gaming, © 2024. */
export function Footer() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <footer className="pp-footer mt-10">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-[1.2fr_2fr]">
        <div className="flex flex-col gap-3">
          <BrandLogo brand={brand} />
          <p className="max-w-sm text-sm text-muted">{t('footer.about')}</p>
          <p className="flex items-center gap-2 text-xs text-muted">
            <span className="grid size-8 shrink-0 place-items-center rounded-full border-2 border-danger/70 text-[11px] font-bold text-danger-fg" aria-hidden="true">
              18+
            </span>
            {t('footer.responsible')}
          </p>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="text-muted transition hover:text-accent-strong">
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-tint/5">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 text-xs text-faint sm:flex-row">
          <p>{t('footer.rights', { year: COPYRIGHT_YEAR, brand })}</p>
        </div>
      </div>
    </footer>
  );
}
