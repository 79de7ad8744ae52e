import { UserIcon } from '@/components/ui/icons';

import { TabBar } from '../../parts/bottom-bar';
import { MenuSheet } from '../../parts/menu-sheet';
import type { VariantProps } from '../../types';

import type { UfaLook } from './look';
import { isSport, sportCentredTabs } from './nav';

/** The phone's tab bar: sport raised in the centre, or the four tabs and the menu, flat. */
export function makeBottomBar(look: UfaLook) {
  const centred = look.tabs === 'centre';
  return function BottomBar({ signedIn }: VariantProps) {
    return (
      <TabBar
        signedIn={signedIn}
        base="ufa-tabs"
        className={centred ? 'xl:hidden ufa-tabs--centre' : 'xl:hidden ufa-tabs--flat'}
        listClassName="mx-auto grid h-16 max-w-lg grid-cols-5 items-end"
        tabs={centred ? sportCentredTabs(signedIn) : undefined}
        raised={centred ? isSport : undefined}
        menu={!centred}
      />
    );
  };
}

/** The slide-in menu (modal flag mobileLeftMenu): account, every section, language, logout. */
export function SideMenu({ signedIn }: VariantProps) {
  return (
    <MenuSheet
      signedIn={signedIn}
      base="ufa-side"
      from="start"
      overlay="xl:hidden"
      scrim="bg-scrim/75"
      head="flex h-14 items-center justify-between px-3"
      compactLogo
      close="ufa-square"
      body="flex-1 overflow-y-auto px-3 py-3"
      me={{
        className: 'mb-3 p-3',
        row: 'mb-2 flex items-center gap-2 text-sm font-bold text-strong',
        avatar: () => <UserIcon className="size-4 text-accent" aria-hidden="true" />,
        name: 'truncate',
      }}
      guest="mb-3 grid grid-cols-2 gap-2"
      groups={{ className: 'mb-3', list: 'grid grid-cols-2 gap-1', link: { icon: 'size-4 shrink-0', label: 'truncate' } }}
      lang="mb-3"
      logout={{
        foot: 'border-t border-line p-3',
        className:
          'flex w-full items-center justify-center gap-2 rounded-control border border-danger/40 bg-danger/10 px-4 py-2.5 text-sm font-bold text-danger-fg hover:bg-danger/20',
      }}
    />
  );
}
