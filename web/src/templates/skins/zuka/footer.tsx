import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { COPYRIGHT_YEAR } from '@/config/constants';
import { FOOTER_LINKS } from '@/config/navigation';
import { useBrandName } from '@/features/agent';
import { BrandLogo } from '@/features/branding';
import { cn } from '@/lib/cn';

import { toneOf } from './nav';

/** Zuka's footer: a rounded panel with the brand, the links as pills and the 18+ badge. */
export function Footer() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <footer className="mx-auto mt-10 max-w-7xl px-3 sm:px-4 xl:mb-6">
      <div className="zk-footer px-5 py-6 sm:px-8 sm:py-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <BrandLogo brand={brand} />
          <p className="max-w-md text-sm text-muted">{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.links')} className="mt-5">
          <ul className="flex flex-wrap justify-center gap-2">
            {FOOTER_LINKS.map((item, index) => (
              <li key={item.to}>
                <Link to={item.to} className={cn('zk-pill', `zk-tone--${toneOf(index)}`)}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 border-t border-line pt-5 text-center sm:flex-row sm:justify-between sm:text-start">
          <p className="flex items-center gap-2 text-xs text-muted">
            <span className="zk-age" aria-hidden="true">
              18+
            </span>
            {t('footer.responsible')}
          </p>
          <p className="text-xs text-muted">{t('footer.rights', { year: COPYRIGHT_YEAR, brand })}</p>
        </div>
      </div>
    </footer>
  );
}
