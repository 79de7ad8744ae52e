import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { COPYRIGHT_YEAR } from '@/config/constants';
import { FOOTER_LINKS } from '@/config/navigation';
import { useBrandName } from '@/features/agent';
import { BrandLogo } from '@/features/branding';

/** The UFA footer: a bold band (18+, responsible play), brand and links, then the rights line. */
export function Footer() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <footer className="ufa-footer mt-10">
      <div className="ufa-footer__band">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-xs font-bold sm:text-sm">
          <span className="ufa-footer__age" aria-hidden="true">
            18+
          </span>
          <p className="min-w-0">{t('footer.responsible')}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:grid-cols-[1fr_2fr]">
        <div className="flex flex-col gap-3">
          <BrandLogo brand={brand} />
          <p className="max-w-sm text-sm text-muted">{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-box border border-line bg-line sm:grid-cols-3">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to} className="bg-surface">
                <Link to={item.to} className="ufa-footer__link">
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-3 text-center text-xs text-muted sm:text-start">{t('footer.rights', { year: COPYRIGHT_YEAR, brand })}</p>
      </div>
    </footer>
  );
}
