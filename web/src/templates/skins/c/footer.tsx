import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { COPYRIGHT_YEAR } from '@/config/constants';
import { FOOTER_LINKS } from '@/config/navigation';
import { useBrandName } from '@/features/agent';
import { BrandLogo } from '@/features/branding';

/** Layout C's footer: centred brand, a gold ornament, the information links in one line, 18+ and ©. */
export function Footer() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <footer className="pc-footer mt-12">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-10 text-center">
        <BrandLogo brand={brand} />
        <p className="max-w-md text-sm leading-relaxed text-muted">{t('footer.about')}</p>
        <span className="pc-ornament" aria-hidden="true" />
        <nav aria-label={t('footer.links')}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm md:gap-x-1">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to} className="pc-footer__item">
                <Link to={item.to} className="pc-footer__link">
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="flex items-center gap-2.5 text-xs text-muted">
          <span className="pc-age" aria-hidden="true">
            18+
          </span>
          {t('footer.responsible')}
        </p>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-4xl px-4 py-4 text-center text-xs tracking-wide text-faint">
          {t('footer.rights', { year: COPYRIGHT_YEAR, brand })}
        </p>
      </div>
    </footer>
  );
}
