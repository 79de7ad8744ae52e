import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { CloseIcon, Icon, LogoutIcon, MenuIcon } from '@/components/ui/icons';
import { BOTTOM_BAR, SIDE_MENU } from '@/config/navigation';
import { useAgentCurrency } from '@/features/agent';
import { useAuthStore, useLogout } from '@/features/auth';
import { LanguageOptions } from '@/features/i18n';
import { cn } from '@/lib/cn';

import { useMenuToggle, useSideMenu } from '../../parts/side-menu';
import { useSkin } from '../../skin-context';
import type { VariantProps } from '../../types';

import { Avatar } from './avatar';

/** The phone's tab bar, like a native app: icons above labels, a pill behind the active icon. */
export function BottomBar({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const { menuOpen, openMenu } = useMenuToggle();
  const tabs = BOTTOM_BAR[signedIn ? 'member' : 'guest'];
  return (
    <nav aria-label={t('nav.mobile')} className="pp1-tabbar lg:hidden">
      <ul className="mx-auto grid h-[4.25rem] max-w-lg grid-cols-5 items-center px-1">
        {tabs.map((item) => (
          <li key={item.to} className="flex min-w-0 justify-center">
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) => cn('pp1-tab', isActive && 'pp1-tab--active')}
            >
              <span className="pp1-tab__pill">
                <Icon name={item.icon} className="size-[1.375rem]" />
              </span>
              <span className="pp1-tab__label">{t(item.labelKey)}</span>
            </NavLink>
          </li>
        ))}
        <li className="flex min-w-0 justify-center">
          <button
            type="button"
            className={cn('pp1-tab', menuOpen && 'pp1-tab--active')}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="pp-side-menu"
            onClick={openMenu}
          >
            <span className="pp1-tab__pill">
              <MenuIcon className="size-[1.375rem]" />
            </span>
            <span className="pp1-tab__label" aria-hidden="true">
              {t('nav.menu')}
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The menu (modal flag mobileLeftMenu), an app drawer: a sheet rising from the bottom on phones
 * and a centred panel on desktop, every section as a grid of rounded tiles, then language.
 */
export function SideMenu({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const { BalanceBadge } = useSkin();
  const { menuOpen: open, closeMenu } = useSideMenu();
  const currency = useAgentCurrency();
  const username = useAuthStore((s) => s.user?.username);
  const logout = useLogout();

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center lg:items-center lg:p-6">
      <div className="absolute inset-0 bg-scrim/50 backdrop-blur-sm" aria-hidden="true" onClick={closeMenu} />
      <aside id="pp-side-menu" role="dialog" aria-modal="true" aria-label={t('nav.menu')} className="pp1-sheet">
        <div className="pp1-sheet__grip" aria-hidden="true" />
        <div className="flex items-center justify-between px-4 pt-1 pb-2 sm:px-5">
          <h2 className="text-lg font-semibold text-strong">{t('nav.menu')}</h2>
          <button
            type="button"
            onClick={closeMenu}
            className="grid size-9 place-items-center rounded-full bg-raised text-subtle hover:text-accent-strong"
            aria-label={t('nav.closeMenu')}
            autoFocus
          >
            <CloseIcon className="size-5" />
          </button>
        </div>

        <div className="flex-1 overflow-y-auto px-4 pb-6 sm:px-5">
          {signedIn ? (
            <div className="pp1-profile mb-5">
              <Avatar name={username} className="size-11 text-base" />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <span className="truncate font-semibold text-strong">{username}</span>
                <BalanceBadge fallbackCurrency={currency} className="self-start" />
              </div>
            </div>
          ) : (
            <div className="mb-5 grid grid-cols-2 gap-2">
              <ButtonLink to="/login" variant="outline" block>
                {t('nav.login')}
              </ButtonLink>
              <ButtonLink to="/register" block>
                {t('nav.register')}
              </ButtonLink>
            </div>
          )}

          {SIDE_MENU.map((group) => (
            <nav key={group.labelKey} aria-label={t(group.labelKey)} className="mb-5">
              <h3 className="mb-2 px-1 text-sm font-semibold text-subtle">{t(group.labelKey)}</h3>
              <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6">
                {group.items.map((item) => (
                  <li key={`${group.labelKey}-${item.to}`} className="min-w-0">
                    <NavLink
                      to={item.to}
                      end={item.to === '/'}
                      className={({ isActive }) => cn('pp1-tile', isActive && 'pp1-tile--active')}
                    >
                      <span className="pp1-tile__icon">
                        <Icon name={item.icon} className="size-6" />
                      </span>
                      <span className="pp1-tile__label">{t(item.labelKey)}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <div className="mb-2">
            <h3 className="mb-2 px-1 text-sm font-semibold text-subtle">{t('language.label')}</h3>
            <LanguageOptions />
          </div>

          {signedIn ? (
            <button
              type="button"
              onClick={() => void logout()}
              className="mt-4 flex w-full items-center justify-center gap-2 rounded-control border border-danger/30 bg-danger/10 px-4 py-2.5 text-sm font-medium text-danger-fg hover:bg-danger/20"
            >
              <LogoutIcon className="size-4" />
              {t('nav.logout')}
            </button>
          ) : null}
        </div>
      </aside>
    </div>
  );
}
