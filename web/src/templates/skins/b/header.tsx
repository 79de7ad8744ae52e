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

/** The player's initial in a brand circle: the account link's face. */
function Avatar({ name, className }: { name: string | undefined; className?: string }) {
  return (
    <span
      className={cn('grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-on-primary uppercase', className)}
      aria-hidden="true"
    >
      {(name ?? '?').slice(0, 1)}
    </span>
  );
}

/** Layout B's header: logo and account on a white bar, and under it a row of tabs (MAIN_NAV). */
export function Header({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const brand = useBrandName();
  const { menuOpen, openMenu } = useMenuToggle();

  return (
    <header className="ppb-header sticky top-0 z-40">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:h-16 sm:gap-3 sm:px-4">
        <Link to="/" className="flex min-w-0 shrink-0 items-center rounded-lg" aria-label={`${brand} — ${t('nav.home')}`}>
          <BrandLogo brand={brand} compact />
        </Link>

        <HeaderAccount
          signedIn={signedIn}
          base="ppb-header"
          account={{
            balance: 'hidden min-[360px]:flex',
            profile: 'hidden h-10 items-center gap-2 rounded-full pe-3 ps-1 text-sm font-medium text-text hover:bg-tint/5 md:flex',
            avatar: (username) => <Avatar name={username} />,
            name: 'max-w-28 truncate',
            logout: 'hidden size-9 place-items-center rounded-full text-muted hover:bg-danger/10 hover:text-danger-fg md:grid',
            logoutIcon: 'size-[1.125rem]',
          }}
          guest={{ login: 'ppb-cta', register: 'ppb-cta' }}
        >
          <button
            type="button"
            onClick={openMenu}
            className="hidden h-9 items-center gap-1.5 rounded-full border border-line bg-panel px-3 text-sm font-medium text-soft hover:border-primary/40 hover:text-accent-strong lg:flex"
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="pp-side-menu"
          >
            <MenuIcon className="size-[1.125rem]" />
            <span aria-hidden="true">{t('nav.menu')}</span>
          </button>
        </HeaderAccount>
      </div>

      <nav aria-label={t('nav.main')} className="border-t border-line">
        <ul className="ppb-tabs mx-auto max-w-7xl px-1">
          {MAIN_NAV.map((item) => (
            <li key={item.to} className="shrink-0">
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) => cn('ppb-tab', isActive && 'ppb-tab--active')}
              >
                <Icon name={item.icon} className="size-4" />
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
