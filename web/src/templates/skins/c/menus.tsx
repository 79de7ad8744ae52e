import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { CloseIcon, Icon, LogoutIcon, MenuIcon, UserIcon } from '@/components/ui/icons';
import { BOTTOM_BAR, SIDE_MENU } from '@/config/navigation';
import { useAgentCurrency, useBrandName } from '@/features/agent';
import { useAuthStore, useLogout } from '@/features/auth';
import { BrandLogo } from '@/features/branding';
import { LanguageOptions } from '@/features/i18n';
import { cn } from '@/lib/cn';

import { useMenuToggle, useSideMenu } from '../../parts/side-menu';
import { useSkin } from '../../skin-context';
import type { VariantProps } from '../../types';

import { useWide } from './use-wide';

/** The destination drawn raised: the third of four, the dock's centre once the menu follows. */
const RAISED_TAB = 2;

/** The phone's dock: four destinations, the third raised as a gold diamond in the centre, then the menu. */
export function BottomBar({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const { menuOpen, openMenu } = useMenuToggle();
  const tabs = BOTTOM_BAR[signedIn ? 'member' : 'guest'];
  return (
    <nav aria-label={t('nav.mobile')} className="pc-dock xl:hidden">
      <ul className="mx-auto grid h-[4.25rem] max-w-lg grid-cols-5 items-end">
        {tabs.map((item, index) => (
          <li key={item.to} className="flex justify-center">
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) => cn('pc-dock__tab', index === RAISED_TAB && 'pc-dock__tab--raised', isActive && 'pc-dock__tab--active')}
            >
              <span className="pc-dock__icon">
                <Icon name={item.icon} className="size-5" />
              </span>
              <span className="pc-dock__label">{t(item.labelKey)}</span>
            </NavLink>
          </li>
        ))}
        <li className="flex justify-center">
          <button
            type="button"
            className={cn('pc-dock__tab', menuOpen && 'pc-dock__tab--active')}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="pc-side-menu"
            onClick={openMenu}
          >
            <span className="pc-dock__icon">
              <MenuIcon className="size-5" />
            </span>
            <span className="pc-dock__label" aria-hidden="true">
              {t('nav.menu')}
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** Every SIDE_MENU group: a gold small-caps heading over its links. */
function MenuGroups() {
  const { t } = useTranslation();
  return SIDE_MENU.map((group) => (
    <nav key={group.labelKey} aria-label={t(group.labelKey)} className="mb-5">
      <h2 className="pc-menu-heading">{t(group.labelKey)}</h2>
      <ul className="grid grid-cols-1 gap-px">
        {group.items.map((item) => (
          <li key={`${group.labelKey}-${item.to}`}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) => cn('pc-menu-link', isActive && 'pc-menu-link--active')}
            >
              <Icon name={item.icon} className="pc-menu-link__icon size-[1.125rem]" />
              <span className="truncate">{t(item.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  ));
}

/** The signed-in player's name, balance and logout, or the login and register buttons. */
function Account({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const { BalanceBadge } = useSkin();
  const currency = useAgentCurrency();
  const username = useAuthStore((s) => s.user?.username);
  if (!signedIn) {
    return (
      <div className="mb-5 grid grid-cols-2 gap-2">
        <ButtonLink to="/login" variant="outline" block className="pc-cta--ghost">
          {t('nav.login')}
        </ButtonLink>
        <ButtonLink to="/register" block>
          {t('nav.register')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="pc-account-card mb-5">
      <Link to="/profile" className="mb-3 flex items-center gap-2.5 text-sm text-soft hover:text-accent-strong" aria-label={t('header.account', { name: username ?? '' })}>
        <span className="pc-account__mark" aria-hidden="true">
          <UserIcon className="size-4" />
        </span>
        <span className="truncate font-medium">{username}</span>
      </Link>
      <BalanceBadge fallbackCurrency={currency} className="w-full justify-between" />
    </div>
  );
}

/** The logout button closing the column and the drawer. */
function Logout() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div className="border-t border-line p-4">
      <button type="button" onClick={() => void logout()} className="pc-logout">
        <LogoutIcon className="size-4" />
        {t('nav.logout')}
      </button>
    </div>
  );
}

/**
 * Layout C's side menu: from xl up a column always open beside the page; below xl a drawer
 * (modal flag mobileLeftMenu) with the account, every section, language and logout.
 */
export function SideMenu({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const { menuOpen: open, closeMenu } = useSideMenu();
  const brand = useBrandName();
  const wide = useWide();

  return (
    <>
      {wide ? (
        <aside className="pc-rail hidden xl:flex" aria-label={t('nav.menu')} data-testid="side-rail">
          <Link to="/" className="pc-rail__brand" aria-label={`${brand} — ${t('nav.home')}`}>
            <BrandLogo brand={brand} />
          </Link>
          <div className="pc-scroll flex-1 overflow-y-auto px-4 py-5">
            <MenuGroups />
          </div>
          {signedIn ? <Logout /> : null}
        </aside>
      ) : null}

      {open && !wide ? (
        <div className="fixed inset-0 z-50 xl:hidden">
          <div className="absolute inset-0 bg-scrim/75 backdrop-blur-sm" aria-hidden="true" onClick={closeMenu} />
          <aside
            id="pc-side-menu"
            role="dialog"
            aria-modal="true"
            aria-label={t('nav.menu')}
            className="pc-drawer absolute inset-y-0 start-0 flex w-[min(20rem,88vw)] flex-col"
          >
            <div className="pc-rail__brand justify-between">
              <Link to="/" aria-label={`${brand} — ${t('nav.home')}`}>
                <BrandLogo brand={brand} />
              </Link>
              <button type="button" onClick={closeMenu} className="pc-icon-btn grid" aria-label={t('nav.closeMenu')} autoFocus>
                <CloseIcon className="size-5" />
              </button>
            </div>

            <div className="pc-scroll flex-1 overflow-y-auto px-4 py-5">
              <Account signedIn={signedIn} />
              <MenuGroups />
              <div className="mb-4">
                <h2 className="pc-menu-heading">{t('language.label')}</h2>
                <LanguageOptions />
              </div>
            </div>

            {signedIn ? <Logout /> : null}
          </aside>
        </div>
      ) : null}
    </>
  );
}
