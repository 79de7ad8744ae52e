import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Icon, LoginIcon, LogoutIcon, MenuIcon, UserIcon, UserPlusIcon } from '@/components/ui/icons';
import { MAIN_NAV } from '@/config/navigation';
import { useAgentCurrency, useBrandName } from '@/features/agent';
import { useAuthStore, useLogout } from '@/features/auth';
import { BrandLogo } from '@/features/branding';
import { LanguageSwitcher } from '@/features/i18n';
import { cn } from '@/lib/cn';

import { useMenuToggle } from '../../parts/side-menu';
import { useSkin } from '../../skin-context';
import type { VariantProps } from '../../types';

import { toneOf } from './nav';

/**
 * Zuka's header. Phones: a round menu button, the logo in the middle, round buttons for the
 * account; signed in, a second row carries the name and the balance. Desktop: logo and account
 * on top, the sections below as coloured chips.
 */
export function Header({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const { BalanceBadge } = useSkin();
  const brand = useBrandName();
  const currency = useAgentCurrency();
  const username = useAuthStore((s) => s.user?.username);
  const logout = useLogout();
  const { menuOpen, openMenu } = useMenuToggle();

  return (
    <header className="zk-header sticky top-0 z-40">
      <div className="mx-auto grid h-14 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 sm:px-4 xl:flex xl:h-16">
        <div className="flex min-w-0 items-center gap-1.5 xl:hidden">
          <button
            type="button"
            className="zk-round"
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="zk-side-menu"
            onClick={openMenu}
          >
            <MenuIcon className="size-5" />
          </button>
          <LanguageSwitcher align="start" className="zk-lang" />
        </div>

        <Link to="/" className="zk-logo flex min-w-0 shrink-0 items-center justify-center rounded-full" aria-label={`${brand} — ${t('nav.home')}`}>
          <BrandLogo brand={brand} compact />
        </Link>

        <div className="flex min-w-0 items-center justify-end gap-1.5 xl:ms-auto xl:gap-2">
          <LanguageSwitcher className="zk-lang hidden xl:block" />
          {signedIn ? (
            <>
              <BalanceBadge fallbackCurrency={currency} className="hidden xl:flex" />
              <Link
                to="/profile"
                className="zk-round zk-round--profile"
                aria-label={t('header.account', { name: username ?? '' })}
              >
                <UserIcon className="size-5" />
              </Link>
              <button type="button" onClick={() => void logout()} className="zk-round zk-round--logout" aria-label={t('nav.logout')}>
                <LogoutIcon className="size-5" />
              </button>
            </>
          ) : (
            <>
              <Link to="/login" className="zk-round xl:hidden" aria-label={t('nav.login')}>
                <LoginIcon className="size-5" />
              </Link>
              <Link to="/register" className="zk-round zk-round--candy xl:hidden" aria-label={t('nav.register')}>
                <UserPlusIcon className="size-5" />
              </Link>
              <ButtonLink to="/login" variant="outline" size="sm" className="hidden xl:inline-flex">
                {t('nav.login')}
              </ButtonLink>
              <ButtonLink to="/register" variant="primary" size="sm" className="hidden xl:inline-flex">
                {t('nav.register')}
              </ButtonLink>
            </>
          )}
        </div>
      </div>

      {signedIn ? (
        <div className="zk-hud xl:hidden">
          <div className="mx-auto flex h-11 max-w-7xl items-center justify-between gap-2 px-3 sm:px-4">
            <span className="flex min-w-0 items-center gap-2 text-sm text-soft">
              <span className="zk-avatar" aria-hidden="true">
                {(username ?? '?').slice(0, 1).toUpperCase()}
              </span>
              <span className="truncate font-medium">{username}</span>
            </span>
            <BalanceBadge fallbackCurrency={currency} />
          </div>
        </div>
      ) : null}

      <nav aria-label={t('nav.main')} className="zk-nav hidden xl:block">
        <ul className="mx-auto flex h-14 max-w-7xl items-center justify-center gap-2 px-4">
          {MAIN_NAV.map((item, index) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) => cn('zk-chip', `zk-tone--${toneOf(index)}`, isActive && 'zk-chip--active')}
              >
                <span className="zk-chip__icon" aria-hidden="true">
                  <Icon name={item.icon} className="size-4" />
                </span>
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
