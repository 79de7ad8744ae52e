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

/** The phone's bottom tab bar: four destinations (the third one raised) and the menu. */
export function BottomBar({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const { menuOpen, openMenu } = useMenuToggle();
  const tabs = BOTTOM_BAR[signedIn ? 'member' : 'guest'];
  return (
    <nav aria-label={t('nav.mobile')} className="pp-bottom-nav xl:hidden">
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5 items-end px-1">
        {tabs.map((item, index) => (
          <li key={item.to} className="flex justify-center">
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                cn('pp-tab', index === 2 && 'pp-tab--raised', isActive && 'pp-tab--active')
              }
            >
              <span className="pp-tab__icon">
                <Icon name={item.icon} className="size-5" />
              </span>
              <span className="pp-tab__label">{t(item.labelKey)}</span>
            </NavLink>
          </li>
        ))}
        <li className="flex justify-center">
          <button
            type="button"
            className={cn('pp-tab', menuOpen && 'pp-tab--active')}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="pp-side-menu"
            onClick={openMenu}
          >
            <span className="pp-tab__icon">
              <MenuIcon className="size-5" />
            </span>
            <span className="pp-tab__label" aria-hidden="true">
              {t('nav.menu')}
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The slide-in menu (modal flag mobileLeftMenu): every section, language and logout. */
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
      <div className="absolute inset-0 bg-scrim/70 backdrop-blur-sm" aria-hidden="true" onClick={closeMenu} />
      <aside
        id="pp-side-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        className="pp-side-menu absolute inset-y-0 start-0 flex w-[min(20rem,88vw)] flex-col"
      >
        <div className="flex h-16 items-center justify-between border-b border-tint/5 px-4">
          <Link to="/" aria-label={`${brand} — ${t('nav.home')}`}>
            <BrandLogo brand={brand} />
          </Link>
          <button
            type="button"
            onClick={closeMenu}
            className="grid size-9 place-items-center rounded-lg text-subtle hover:bg-tint/5"
            aria-label={t('nav.closeMenu')}
            autoFocus
          >
            <CloseIcon className="size-5" />
          </button>
        </div>

        <div className="flex-1 overflow-y-auto px-4 py-4">
          {signedIn ? (
            <div className="mb-4 rounded-box border border-line bg-tint/[0.04] p-3">
              <div className="mb-2 flex items-center gap-2 text-sm text-soft">
                <span className="grid size-8 place-items-center rounded-full bg-primary/20 text-accent-strong" aria-hidden="true">
                  <UserIcon className="size-4" />
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

          {SIDE_MENU.map((group) => (
            <nav key={group.labelKey} aria-label={t(group.labelKey)} className="mb-4">
              <h2 className="mb-1.5 px-2 text-xs font-semibold tracking-wider text-faint uppercase">{t(group.labelKey)}</h2>
              <ul className="grid grid-cols-1 gap-0.5">
                {group.items.map((item) => (
                  <li key={`${group.labelKey}-${item.to}`}>
                    <NavLink
                      to={item.to}
                      end={item.to === '/'}
                      className={({ isActive }) =>
                        cn(
                          'flex items-center gap-3 rounded-xl px-2.5 py-2 text-sm transition',
                          isActive ? 'bg-primary/15 text-accent-strong' : 'text-soft hover:bg-tint/5',
                        )
                      }
                    >
                      <Icon name={item.icon} className="size-5 text-muted" />
                      {t(item.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <div className="mb-4">
            <h2 className="mb-2 px-2 text-xs font-semibold tracking-wider text-faint uppercase">{t('language.label')}</h2>
            <LanguageOptions />
          </div>
        </div>

        {signedIn ? (
          <div className="border-t border-tint/5 p-4">
            <button
              type="button"
              onClick={() => void logout()}
              className="flex w-full items-center justify-center gap-2 rounded-xl border border-danger/30 bg-danger/10 px-4 py-2.5 text-sm font-medium text-danger-fg hover:bg-danger/20"
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
