import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { Icon, MenuIcon } from '@/components/ui/icons';
import { MAIN_NAV } from '@/config/navigation';
import { useBrandName } from '@/features/agent';
import { BrandLogo } from '@/features/branding';
import { cn } from '@/lib/cn';

import { HeaderAccount } from '../../parts/account';
import { useMenuToggle } from '../../parts/side-menu';
import type { VariantProps } from '../../types';

import { Avatar } from './avatar';

/**
 * Layout PP-1's app bar: the logo on the left, then language and the balance pill and avatar
 * (or the login/register buttons) on the right. On desktop a row of tabs (MAIN_NAV) and the
 * menu button sit under it, inside the same centred app column.
 */
export function Header({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const brand = useBrandName();
  const { menuOpen, openMenu } = useMenuToggle();

  return (
    <header className="pp1-appbar sticky top-0 z-40">
      <div className="pp1-column flex h-14 items-center gap-2 px-3 sm:h-16 sm:gap-3 sm:px-5">
        <Link to="/" className="flex min-w-0 shrink-0 items-center rounded-control" aria-label={`${brand} — ${t('nav.home')}`}>
          <BrandLogo brand={brand} compact />
        </Link>

        <HeaderAccount
          signedIn={signedIn}
          base="pp1-appbar"
          account={{
            balance: 'hidden min-[340px]:flex',
            profile: 'pp1-account',
            avatar: (username) => <Avatar name={username} />,
            name: 'hidden max-w-28 truncate text-sm font-medium text-text lg:block',
            logout: 'hidden size-9 place-items-center rounded-full text-muted hover:bg-danger/10 hover:text-danger-fg lg:grid',
            logoutIcon: 'size-[1.125rem]',
          }}
          guest={{ login: 'pp1-cta', register: 'pp1-cta' }}
        />
      </div>

      <div className="pp1-column hidden px-5 pb-3 lg:block">
        <div className="pp1-toptabs">
          <nav aria-label={t('nav.main')} className="min-w-0 flex-1">
            <ul className="flex items-center gap-1">
              {MAIN_NAV.map((item) => (
                <li key={item.to} className="min-w-0 flex-1">
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    className={({ isActive }) => cn('pp1-toptab', isActive && 'pp1-toptab--active')}
                  >
                    <Icon name={item.icon} className="size-[1.125rem] shrink-0" />
                    <span className="truncate">{t(item.labelKey)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            onClick={openMenu}
            className={cn('pp1-toptab pp1-toptab--menu', menuOpen && 'pp1-toptab--active')}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="pp-side-menu"
          >
            <MenuIcon className="size-[1.125rem] shrink-0" />
            <span aria-hidden="true">{t('nav.menu')}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
