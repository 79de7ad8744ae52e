import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { CloseIcon, Icon, LogoutIcon, MenuIcon } from '@/components/ui/icons';
import { BOTTOM_BAR, SIDE_MENU } from '@/config/navigation';
import { useAgentCurrency, useBrandName } from '@/features/agent';
import { useAuthStore, useLogout } from '@/features/auth';
import { BrandLogo } from '@/features/branding';
import { LanguageOptions } from '@/features/i18n';
import { cn } from '@/lib/cn';

import { useMenuToggle, useSideMenu } from '../../parts/side-menu';
import { useSkin } from '../../skin-context';
import type { VariantProps } from '../../types';

/** The phone's dock: a floating white bar with four destinations, all level, and the menu. */
export function BottomBar({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const { menuOpen, openMenu } = useMenuToggle();
  const tabs = BOTTOM_BAR[signedIn ? 'member' : 'guest'];
  return (
    <nav aria-label={t('nav.mobile')} className="ppb-dock lg:hidden">
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5 items-center px-1">
        {tabs.map((item) => (
          <li key={item.to} className="flex min-w-0 justify-center">
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) => cn('ppb-dock__item', isActive && 'ppb-dock__item--active')}
            >
              <span className="ppb-dock__icon">
                <Icon name={item.icon} className="size-5" />
              </span>
              <span className="ppb-dock__label">{t(item.labelKey)}</span>
            </NavLink>
          </li>
        ))}
        <li className="flex min-w-0 justify-center">
          <button
            type="button"
            className={cn('ppb-dock__item', menuOpen && 'ppb-dock__item--active')}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="pp-side-menu"
            onClick={openMenu}
          >
            <span className="ppb-dock__icon">
              <MenuIcon className="size-5" />
            </span>
            <span className="ppb-dock__label" aria-hidden="true">
              {t('nav.menu')}
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The menu sheet (modal flag mobileLeftMenu): up from the bottom on phones, in from the side on
 * wide screens. The account on top, then every section as tiles, the language, and logout.
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
  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-scrim/35 backdrop-blur-[2px]" aria-hidden="true" onClick={closeMenu} />
      <aside id="pp-side-menu" role="dialog" aria-modal="true" aria-label={t('nav.menu')} className="ppb-sheet">
        <div className="flex justify-center pt-2.5 lg:hidden" aria-hidden="true">
          <span className="ppb-sheet__handle" />
        </div>
        <div className="flex h-14 shrink-0 items-center justify-between px-5 lg:h-16">
          <Link to="/" aria-label={`${brand} — ${t('nav.home')}`}>
            <BrandLogo brand={brand} />
          </Link>
          <button
            type="button"
            onClick={closeMenu}
            className="grid size-9 place-items-center rounded-full bg-tint/5 text-subtle hover:bg-tint/10"
            aria-label={t('nav.closeMenu')}
            autoFocus
          >
            <CloseIcon className="size-5" />
          </button>
        </div>

        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-5">
          {signedIn ? (
            <div className="mb-5 rounded-card bg-panel p-3 shadow-card" data-testid="sheet-account">
              <Link to="/profile" className="mb-3 flex items-center gap-3 rounded-xl p-1 hover:bg-tint/5">
                <span
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-primary font-semibold text-on-primary uppercase"
                  aria-hidden="true"
                >
                  {(username ?? '?').slice(0, 1)}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-strong">{username}</span>
                  <span className="block text-xs text-muted">{t('nav.profile')}</span>
                </span>
              </Link>
              <BalanceBadge fallbackCurrency={currency} className="w-full justify-between" />
            </div>
          ) : (
            <div className="mb-5 grid grid-cols-2 gap-2" data-testid="sheet-guest">
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
              <h2 className="mb-2 px-1 text-sm font-semibold text-strong">{t(group.labelKey)}</h2>
              <ul className="grid grid-cols-3 gap-2 min-[480px]:grid-cols-4 lg:grid-cols-3">
                {group.items.map((item) => (
                  <li key={`${group.labelKey}-${item.to}`}>
                    <NavLink
                      to={item.to}
                      end={item.to === '/'}
                      className={({ isActive }) => cn('ppb-tile', isActive && 'ppb-tile--active')}
                    >
                      <span className="ppb-tile__icon">
                        <Icon name={item.icon} className="size-5" />
                      </span>
                      {t(item.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <div>
            <h2 className="mb-2 px-1 text-sm font-semibold text-strong">{t('language.label')}</h2>
            <LanguageOptions />
          </div>
        </div>

        {signedIn ? (
          <div className="shrink-0 border-t border-line p-4">
            <button
              type="button"
              onClick={() => void logout()}
              className="flex w-full items-center justify-center gap-2 rounded-control border border-danger/30 bg-panel px-4 py-2.5 text-sm font-medium text-danger-fg hover:bg-danger/10"
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
