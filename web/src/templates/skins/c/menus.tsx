import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useBrandName } from '@/features/agent';
import { BrandLogo } from '@/features/branding';

import { TabBar } from '../../parts/bottom-bar';
import { MenuGroups, MenuLogout, MenuSheet, type GroupLook, type LogoutLook } from '../../parts/menu-sheet';
import type { VariantProps } from '../../types';

import { useWide } from './use-wide';

/** The destination drawn raised: the third of four, the dock's centre once the menu follows. */
const RAISED_TAB = 2;

/** The phone's dock: four destinations, the third raised as a gold diamond in the centre, then the menu. */
export function BottomBar({ signedIn }: VariantProps) {
  return (
    <TabBar
      signedIn={signedIn}
      base="pc-dock"
      className="xl:hidden"
      listClassName="mx-auto grid h-[4.25rem] max-w-lg grid-cols-5 items-end"
      raised={(_, index) => index === RAISED_TAB}
      menuId="pc-side-menu"
    />
  );
}

/** Every SIDE_MENU group: a gold small-caps heading over its links. */
const GROUP: GroupLook = {
  className: 'mb-5',
  title: 'pc-menu-heading',
  list: 'grid grid-cols-1 gap-px',
  link: { className: 'pc-menu-link', icon: 'pc-menu-link__icon size-[1.125rem]', label: 'truncate' },
};

/** The logout button closing the column and the drawer. */
const LOGOUT: LogoutLook = { foot: 'border-t border-line p-4', className: 'pc-logout' };

/**
 * Layout C's side menu: from xl up a column always open beside the page; below xl a drawer
 * (modal flag mobileLeftMenu) with the account, every section, language and logout.
 */
export function SideMenu({ signedIn }: VariantProps) {
  const { t } = useTranslation();
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
            <MenuGroups base="pc-rail" look={GROUP} />
          </div>
          {signedIn ? <MenuLogout base="pc-rail" look={LOGOUT} /> : null}
        </aside>
      ) : null}

      <MenuSheet
        signedIn={signedIn}
        base="pc-drawer"
        id="pc-side-menu"
        from="start"
        hidden={wide}
        overlay="xl:hidden"
        scrim="bg-scrim/75 backdrop-blur-sm"
        head="pc-rail__brand justify-between"
        close="pc-icon-btn grid"
        body="pc-scroll flex-1 overflow-y-auto px-4 py-5"
        me={{
          className: 'mb-5',
          link: 'named',
          row: 'mb-3 flex items-center gap-2.5 text-sm text-soft hover:text-accent-strong',
          mark: 'pc-account__mark',
          name: 'truncate font-medium',
        }}
        guest="mb-5 grid grid-cols-2 gap-2"
        guestLogin="pc-cta--ghost"
        groups={GROUP}
        lang="mb-4"
        logout={LOGOUT}
      />
    </>
  );
}
