import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { Icon } from '@/components/ui/icons';
import { MAIN_NAV } from '@/config/navigation';
import { useBrandName } from '@/features/agent';
import { BrandLogo } from '@/features/branding';
import { cn } from '@/lib/cn';

import { HeaderAccount, UserMark } from '../../parts/account';
import type { VariantProps } from '../../types';

/** Layout A's header: logo, desktop menu, language, and the balance or the login/register buttons. */
export function Header({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  const brand = useBrandName();

  return (
    <header className="pp-header sticky top-0 z-40">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <Link to="/" className="flex min-w-0 shrink-0 items-center rounded-lg" aria-label={`${brand} — ${t('nav.home')}`}>
          <BrandLogo brand={brand} compact />
        </Link>

        <nav aria-label={t('nav.main')} className="ms-4 hidden flex-1 xl:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) => cn('pp-navlink', isActive && 'pp-navlink--active')}
                >
                  <Icon name={item.icon} className="size-4" />
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <HeaderAccount
          signedIn={signedIn}
          base="pp-header"
          account={{
            balance: 'hidden min-[360px]:flex',
            profile:
              'hidden h-9 items-center gap-2 rounded-full border border-line bg-tint/5 pe-3 ps-1 text-sm text-text hover:bg-tint/10 md:flex',
            avatar: () => <UserMark className="grid size-7 place-items-center rounded-full bg-primary/20 text-accent-strong" />,
            name: 'max-w-28 truncate',
            logout:
              'hidden size-9 place-items-center rounded-full border border-line bg-tint/5 text-subtle hover:bg-danger/15 hover:text-danger-fg md:grid',
          }}
          guest={{}}
        />
      </div>
    </header>
  );
}
