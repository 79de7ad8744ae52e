import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { CloseIcon, Icon, LogoutIcon, MenuIcon } from '@/components/ui/icons';
import { SIDE_MENU } from '@/config/navigation';
import { useAgentCurrency, useBrandName } from '@/features/agent';
import { useAuthStore, useLogout } from '@/features/auth';
import { BrandLogo } from '@/features/branding';
import { LanguageOptions } from '@/features/i18n';
import { cn } from '@/lib/cn';

import { useMenuToggle, useSideMenu } from '../../parts/side-menu';
import { useSkin } from '../../skin-context';
import type { VariantProps } from '../../types';

import { barTabs, toneOf } from './nav';

/** The phone's floating pill: four destinations (the third a big candy button) and the menu. */
export function BottomBar({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const { menuOpen, openMenu } = useMenuToggle();
  return (
    <nav aria-label={t('nav.mobile')} className="zk-bar xl:hidden">
      <ul className="grid h-16 grid-cols-5 items-center px-1.5">
        {barTabs(signedIn).map(({ item, big }) => (
          <li key={item.to} className="flex min-w-0 justify-center">
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) => cn('zk-tab', big && 'zk-tab--big', isActive && 'zk-tab--active')}
            >
              <span className="zk-tab__icon">
                <Icon name={item.icon} className={big ? 'size-6' : 'size-5'} />
              </span>
              <span className="zk-tab__label">{t(item.labelKey)}</span>
            </NavLink>
          </li>
        ))}
        <li className="flex min-w-0 justify-center">
          <button
            type="button"
            className={cn('zk-tab', menuOpen && 'zk-tab--active')}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="zk-side-menu"
            onClick={openMenu}
          >
            <span className="zk-tab__icon">
              <MenuIcon className="size-5" />
            </span>
            <span className="zk-tab__label" aria-hidden="true">
              {t('nav.menu')}
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The menu sheet (modal flag mobileLeftMenu), floating in from the end side: the games as
 * coloured tiles, then the other sections as rows, the language and logout.
 */
export function SideMenu({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const { BalanceBadge } = useSkin();
  const { menuOpen: open, closeMenu } = useSideMenu();
  const brand = useBrandName();
  const currency = useAgentCurrency();
  const username = useAuthStore((s) => s.user?.username);
  const logout = useLogout();

  if (!open) return null;
  const [games, ...groups] = SIDE_MENU;
  return (
    <div className="fixed inset-0 z-50 xl:hidden">
      <div className="absolute inset-0 bg-scrim/75 backdrop-blur-sm" aria-hidden="true" onClick={closeMenu} />
      <aside
        id="zk-side-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        className="zk-sheet absolute inset-y-2 end-2 flex w-[min(22rem,calc(100vw-1rem))] flex-col overflow-hidden"
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-2 px-4">
          <Link to="/" aria-label={`${brand} — ${t('nav.home')}`}>
            <BrandLogo brand={brand} />
          </Link>
          <button type="button" onClick={closeMenu} className="zk-round" aria-label={t('nav.closeMenu')} autoFocus>
            <CloseIcon className="size-5" />
          </button>
        </div>

        <div className="flex-1 overflow-y-auto px-4 pb-4">
          {signedIn ? (
            <div className="zk-sheet__me mb-4 p-3">
              <div className="mb-2 flex items-center gap-2 text-sm text-soft">
                <span className="zk-avatar" aria-hidden="true">
                  {(username ?? '?').slice(0, 1).toUpperCase()}
                </span>
                <span className="truncate font-medium">{username}</span>
              </div>
              <BalanceBadge fallbackCurrency={currency} className="w-full justify-between" />
            </div>
          ) : (
            <div className="mb-4 grid grid-cols-2 gap-2">
              <ButtonLink to="/login" variant="outline" block>
                {t('nav.login')}
              </ButtonLink>
              <ButtonLink to="/register" block>
                {t('nav.register')}
              </ButtonLink>
            </div>
          )}

          {games ? (
            <nav aria-label={t(games.labelKey)} className="mb-5">
              <h2 className="zk-sheet__title">{t(games.labelKey)}</h2>
              <ul className="grid grid-cols-3 gap-2">
                {games.items.map((item, index) => (
                  <li key={`${games.labelKey}-${item.to}`}>
                    <NavLink
                      to={item.to}
                      end={item.to === '/'}
                      className={({ isActive }) => cn('zk-tile', `zk-tone--${toneOf(index)}`, isActive && 'zk-tile--active')}
                    >
                      <span className="zk-tile__icon" aria-hidden="true">
                        <Icon name={item.icon} className="size-5" />
                      </span>
                      <span className="zk-tile__label">{t(item.labelKey)}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          {groups.map((group) => (
            <nav key={group.labelKey} aria-label={t(group.labelKey)} className="mb-5">
              <h2 className="zk-sheet__title">{t(group.labelKey)}</h2>
              <ul className="grid grid-cols-1 gap-1">
                {group.items.map((item) => (
                  <li key={`${group.labelKey}-${item.to}`}>
                    <NavLink
                      to={item.to}
                      end={item.to === '/'}
                      className={({ isActive }) => cn('zk-row', isActive && 'zk-row--active')}
                    >
                      <span className="zk-row__icon" aria-hidden="true">
                        <Icon name={item.icon} className="size-4" />
                      </span>
                      {t(item.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <div className="mb-2">
            <h2 className="zk-sheet__title">{t('language.label')}</h2>
            <LanguageOptions />
          </div>
        </div>

        {signedIn ? (
          <div className="shrink-0 p-4 pt-2">
            <button type="button" onClick={() => void logout()} className="zk-logout">
              <LogoutIcon className="size-4" />
              {t('nav.logout')}
            </button>
          </div>
        ) : null}
      </aside>
    </div>
  );
}
