import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { MAIN_NAV } from '@/config/navigation';
import { useBrandName } from '@/features/agent';
import { BrandLogo } from '@/features/branding';
import { cn } from '@/lib/cn';

import { HeaderAccount, UserMark } from '../../parts/account';
import type { VariantProps } from '../../types';

import { useWide } from './use-wide';

/**
 * Layout C's slim top bar. Phones: the logo, language and the balance or the login/register
 * buttons. Desktop (beside the side column, which carries the logo): the main menu as
 * underlined text links, then language, balance and account.
 */
export function Header({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const brand = useBrandName();
  const wide = useWide();

  return (
    <header className="pc-topbar sticky top-0 z-40">
      <div className="flex h-14 items-center gap-2 px-3 sm:gap-3 sm:px-5 xl:h-16 xl:px-8">
        {wide ? null : (
          <Link to="/" className="flex min-w-0 shrink-0 items-center rounded-control xl:hidden" aria-label={`${brand} — ${t('nav.home')}`}>
            <BrandLogo brand={brand} compact />
          </Link>
        )}

        <nav aria-label={t('nav.main')} className="hidden min-w-0 flex-1 xl:block">
          <ul className="flex items-center gap-6">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) => cn('pc-toplink', isActive && 'pc-toplink--active')}
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <HeaderAccount
          signedIn={signedIn}
          base="pc-topbar"
          account={{
            balance: 'hidden min-[360px]:flex',
            between: <span className="pc-topbar__rule hidden md:block" aria-hidden="true" />,
            profile: 'pc-account hidden md:flex',
            avatar: () => <UserMark className="pc-account__mark" />,
            name: 'max-w-28 truncate',
            logout: 'pc-icon-btn hidden md:grid',
          }}
          guest={{ login: 'pc-cta pc-cta--ghost', register: 'pc-cta' }}
        />
      </div>
    </header>
  );
}
