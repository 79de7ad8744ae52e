import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { COPYRIGHT_YEAR } from '@/config/constants';
import { FOOTER_LINKS } from '@/config/navigation';
import { useBrandName } from '@/features/agent';
import { BrandLogo } from '@/features/branding';

/** Layout B's footer: one centred column, the brand, the links as pills, responsible gaming, ©. */
export function Footer() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <footer className="ppb-footer mt-12">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-10 text-center">
        <BrandLogo brand={brand} />
        <p className="max-w-md text-sm text-muted">{t('footer.about')}</p>
        <nav aria-label={t('footer.links')}>
          <ul className="flex flex-wrap justify-center gap-2">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="ppb-footer__link">
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="flex items-center gap-2 text-xs text-muted">
          <span className="grid size-7 shrink-0 place-items-center rounded-full bg-danger/10 text-[10px] font-bold text-danger-fg" aria-hidden="true">
            18+
          </span>
          {t('footer.responsible')}
        </p>
      </div>
      <div className="border-t border-line bg-surface">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-xs text-muted">{t('footer.rights', { year: COPYRIGHT_YEAR, brand })}</p>
      </div>
    </footer>
  );
}
