import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { COPYRIGHT_YEAR } from '@/config/constants';
import { FOOTER_LINKS } from '@/config/navigation';
import { useBrandName } from '@/features/agent';
import { BrandLogo } from '@/features/branding';

/** Layout PP-1's footer: one rounded card in the app column, its links as chips, then the 18+ note. */
export function Footer() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <footer className="pp1-column mt-10 px-3 sm:px-5">
      <div className="pp1-footer">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <BrandLogo brand={brand} />
          <p className="flex items-center gap-2 text-xs text-muted">
            <span className="pp1-age" aria-hidden="true">
              18+
            </span>
            {t('footer.responsible')}
          </p>
        </div>
        <p className="mt-3 max-w-xl text-sm text-muted">{t('footer.about')}</p>
        <nav aria-label={t('footer.links')} className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="pp1-chip">
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-5 border-t border-line pt-4 text-xs text-faint">{t('footer.rights', { year: COPYRIGHT_YEAR, brand })}</p>
      </div>
    </footer>
  );
}
