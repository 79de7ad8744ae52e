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

import type { UfaLook } from './look';
import { isSport, sportCentredTabs } from './nav';

/** The phone's tab bar: sport raised in the centre, or the four tabs and the menu, flat. */
export function makeBottomBar(look: UfaLook) {
  return function BottomBar({ signedIn }: VariantProps) {
    const { t } = useTranslation();
    const { menuOpen, openMenu } = useMenuToggle();
    const centred = look.tabs === 'centre';
    const tabs = centred ? sportCentredTabs(signedIn) : BOTTOM_BAR[signedIn ? 'member' : 'guest'];
    return (
      <nav aria-label={t('nav.mobile')} className={cn('ufa-tabs xl:hidden', centred ? 'ufa-tabs--centre' : 'ufa-tabs--flat')}>
        <ul className="mx-auto grid h-16 max-w-lg grid-cols-5 items-end">
          {tabs.map((item) => (
            <li key={item.to} className="flex justify-center">
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) =>
                  cn('ufa-tab', centred && isSport(item) && 'ufa-tab--hot', isActive && 'ufa-tab--active')
                }
              >
                <span className="ufa-tab__icon">
                  <Icon name={item.icon} className="size-5" />
                </span>
                <span className="ufa-tab__label">{t(item.labelKey)}</span>
              </NavLink>
            </li>
          ))}
          {centred ? null : (
            <li className="flex justify-center">
              <button
                type="button"
                className={cn('ufa-tab', menuOpen && 'ufa-tab--active')}
                aria-label={t('nav.openMenu')}
                aria-expanded={menuOpen}
                aria-controls="pp-side-menu"
                onClick={openMenu}
              >
                <span className="ufa-tab__icon">
                  <MenuIcon className="size-5" />
                </span>
                <span className="ufa-tab__label" aria-hidden="true">
                  {t('nav.menu')}
                </span>
              </button>
            </li>
          )}
        </ul>
      </nav>
    );
  };
}

/** The slide-in menu (modal flag mobileLeftMenu): account, every section, language, logout. */
export function SideMenu({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const { BalanceBadge } = useSkin();
  const { menuOpen: open, closeMenu } = useSideMenu();
  const brand = useBrandName();
  const currency = useAgentCurrency();
  const username = useAuthStore((s) => s.user?.username);
  const logout = useLogout();

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 xl:hidden">
      <div className="absolute inset-0 bg-scrim/75" aria-hidden="true" onClick={closeMenu} />
      <aside
        id="pp-side-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        className="ufa-side absolute inset-y-0 start-0 flex w-[min(20rem,88vw)] flex-col"
      >
        <div className="ufa-side__head flex h-14 items-center justify-between px-3">
          <Link to="/" aria-label={`${brand} — ${t('nav.home')}`}>
            <BrandLogo brand={brand} compact />
          </Link>
          <button type="button" onClick={closeMenu} className="ufa-square" aria-label={t('nav.closeMenu')} autoFocus>
            <CloseIcon className="size-5" />
          </button>
        </div>

        <div className="flex-1 overflow-y-auto px-3 py-3">
          {signedIn ? (
            <div className="ufa-side__account mb-3 p-3">
              <div className="mb-2 flex items-center gap-2 text-sm font-bold text-strong">
                <UserIcon className="size-4 text-accent" aria-hidden="true" />
                <span className="truncate">{username}</span>
              </div>
              <BalanceBadge fallbackCurrency={currency} className="w-full justify-between" />
            </div>
          ) : (
            <div className="mb-3 grid grid-cols-2 gap-2">
              <ButtonLink to="/login" variant="outline" block>
                {t('nav.login')}
              </ButtonLink>
              <ButtonLink to="/register" block>
                {t('nav.register')}
              </ButtonLink>
            </div>
          )}

          {SIDE_MENU.map((group) => (
            <nav key={group.labelKey} aria-label={t(group.labelKey)} className="mb-3">
              <h2 className="ufa-side__title">{t(group.labelKey)}</h2>
              <ul className="grid grid-cols-2 gap-1">
                {group.items.map((item) => (
                  <li key={`${group.labelKey}-${item.to}`}>
                    <NavLink
                      to={item.to}
                      end={item.to === '/'}
                      className={({ isActive }) => cn('ufa-side__link', isActive && 'ufa-side__link--active')}
                    >
                      <Icon name={item.icon} className="size-4 shrink-0" />
                      <span className="truncate">{t(item.labelKey)}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <div className="mb-3">
            <h2 className="ufa-side__title">{t('language.label')}</h2>
            <LanguageOptions />
          </div>
        </div>

        {signedIn ? (
          <div className="border-t border-line p-3">
            <button
              type="button"
              onClick={() => void logout()}
              className="flex w-full items-center justify-center gap-2 rounded-control border border-danger/40 bg-danger/10 px-4 py-2.5 text-sm font-bold text-danger-fg hover:bg-danger/20"
            >
              <LogoutIcon className="size-4" />
              {t('nav.logout')}
            </button>
          </div>
        ) : null}
      </aside>
    </div>
  );
}
