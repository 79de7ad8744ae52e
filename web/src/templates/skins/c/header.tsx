import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { LogoutIcon, UserIcon } from '@/components/ui/icons';
import { MAIN_NAV } from '@/config/navigation';
import { useAgentCurrency, useBrandName } from '@/features/agent';
import { useAuthStore, useLogout } from '@/features/auth';
import { BrandLogo } from '@/features/branding';
import { LanguageSwitcher } from '@/features/i18n';
import { cn } from '@/lib/cn';

import { useSkin } from '../../skin-context';
import type { VariantProps } from '../../types';

import { useWide } from './use-wide';

/**
 * Layout C's slim top bar. Phones: the logo, language and the balance or the login/register
 * buttons. Desktop (beside the side column, which carries the logo): the main menu as
 * underlined text links, then language, balance and account.
 */
export function Header({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const { BalanceBadge } = useSkin();
  const brand = useBrandName();
  const currency = useAgentCurrency();
  const username = useAuthStore((s) => s.user?.username);
  const logout = useLogout();
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

        <div className="ms-auto flex min-w-0 items-center gap-1.5 sm:gap-2">
          <LanguageSwitcher />
          {signedIn ? (
            <>
              <BalanceBadge fallbackCurrency={currency} className="hidden min-[360px]:flex" />
              <span className="pc-topbar__rule hidden md:block" aria-hidden="true" />
              <Link
                to="/profile"
                className="pc-account hidden md:flex"
                aria-label={t('header.account', { name: username ?? '' })}
              >
                <span className="pc-account__mark" aria-hidden="true">
                  <UserIcon className="size-4" />
                </span>
                <span className="max-w-28 truncate">{username}</span>
              </Link>
              <button
                type="button"
                onClick={() => void logout()}
                className="pc-icon-btn hidden md:grid"
                aria-label={t('nav.logout')}
              >
                <LogoutIcon className="size-4" />
              </button>
            </>
          ) : (
            <>
              <ButtonLink to="/login" variant="outline" size="sm" className="pc-cta pc-cta--ghost">
                {t('nav.login')}
              </ButtonLink>
              <ButtonLink to="/register" variant="primary" size="sm" className="pc-cta">
                {t('nav.register')}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
