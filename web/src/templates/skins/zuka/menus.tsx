import { cn } from '@/lib/cn';

import { TabBar } from '../../parts/bottom-bar';
import { MenuSheet, type GroupLook } from '../../parts/menu-sheet';
import type { VariantProps } from '../../types';

import { barTabs, toneOf } from './nav';

/** The phone's floating pill: four destinations (the third a big candy button) and the menu. */
export function BottomBar({ signedIn }: VariantProps) {
  const tabs = barTabs(signedIn);
  return (
    <TabBar
      signedIn={signedIn}
      base="zk-bar"
      className="xl:hidden"
      listClassName="grid h-16 grid-cols-5 items-center px-1.5"
      itemClassName="flex min-w-0 justify-center"
      tabs={tabs.map(({ item }) => item)}
      raised={(_, index) => tabs[index]?.big ?? false}
      raisedIconClassName="size-6"
      menuId="zk-side-menu"
    />
  );
}

/** The games: coloured tiles, each in its own candy tone. */
const TILES: GroupLook = {
  className: 'mb-5',
  list: 'grid grid-cols-3 gap-2',
  link: {
    className: (active, index) => cn('zk-tile', `zk-tone--${toneOf(index)}`, active && 'zk-tile--active'),
    iconBox: 'zk-tile__icon',
    icon: 'size-5',
    label: 'zk-tile__label',
  },
};

/** The other sections: rows. */
const ROWS: GroupLook = {
  className: 'mb-5',
  list: 'grid grid-cols-1 gap-1',
  link: { className: 'zk-row', iconBox: 'zk-row__icon', icon: 'size-4' },
};

/**
 * The menu sheet (modal flag mobileLeftMenu), floating in from the end side: the games as
 * coloured tiles, then the other sections as rows, the language and logout.
 */
export function SideMenu({ signedIn }: VariantProps) {
  return (
    <MenuSheet
      signedIn={signedIn}
      base="zk-sheet"
      id="zk-side-menu"
      from="end"
      overlay="xl:hidden"
      scrim="bg-scrim/75 backdrop-blur-sm"
      head="flex h-16 shrink-0 items-center justify-between gap-2 px-4"
      close="zk-round"
      body="flex-1 overflow-y-auto px-4 pb-4"
      me={{
        className: 'mb-4 p-3',
        row: 'mb-2 flex items-center gap-2 text-sm text-soft',
        avatar: (username) => (
          <span className="zk-avatar" aria-hidden="true">
            {(username ?? '?').slice(0, 1).toUpperCase()}
          </span>
        ),
        name: 'truncate font-medium',
      }}
      guest="mb-4 grid grid-cols-2 gap-2"
      groups={(index) => (index === 0 ? TILES : ROWS)}
      lang="mb-2"
      logout={{ foot: 'shrink-0 p-4 pt-2', className: 'zk-logout' }}
    />
  );
}
