import { cn } from '@/lib/cn';

import { TabBar } from '../../parts/bottom-bar';
import { MenuSheet } from '../../parts/menu-sheet';
import type { VariantProps } from '../../types';

/** The phone's bottom tab bar: four destinations (the third one raised) and the menu. */
export function BottomBar({ signedIn }: VariantProps) {
  return (
    <TabBar
      signedIn={signedIn}
      base="pp-bottom-nav"
      className="xl:hidden"
      listClassName="mx-auto grid h-16 max-w-lg grid-cols-5 items-end px-1"
      raised={(_, index) => index === 2}
    />
  );
}

const TITLE = 'px-2 text-xs font-semibold tracking-wider text-faint uppercase';

/** The slide-in menu (modal flag mobileLeftMenu): every section, language and logout. */
export function SideMenu({ signedIn }: VariantProps) {
  return (
    <MenuSheet
      signedIn={signedIn}
      base="pp-side-menu"
      from="start"
      overlay="xl:hidden"
      scrim="bg-scrim/70 backdrop-blur-sm"
      head="flex h-16 items-center justify-between border-b border-tint/5 px-4"
      close="grid size-9 place-items-center rounded-lg text-subtle hover:bg-tint/5"
      body="flex-1 overflow-y-auto px-4 py-4"
      me={{
        className: 'mb-4 rounded-box border border-line bg-tint/[0.04] p-3',
        row: 'mb-2 flex items-center gap-2 text-sm text-soft',
        mark: 'grid size-8 place-items-center rounded-full bg-primary/20 text-accent-strong',
        name: 'truncate font-medium',
      }}
      guest="mb-4 grid grid-cols-2 gap-2"
      groups={{
        className: 'mb-4',
        title: `mb-1.5 ${TITLE}`,
        list: 'grid grid-cols-1 gap-0.5',
        link: {
          className: (active) =>
            cn(
              'flex items-center gap-3 rounded-xl px-2.5 py-2 text-sm transition',
              active ? 'bg-primary/15 text-accent-strong' : 'text-soft hover:bg-tint/5',
            ),
          icon: 'size-5 text-muted',
        },
      }}
      lang="mb-4"
      langTitle={`mb-2 ${TITLE}`}
      logout={{
        foot: 'border-t border-tint/5 p-4',
        className:
          'flex w-full items-center justify-center gap-2 rounded-xl border border-danger/30 bg-danger/10 px-4 py-2.5 text-sm font-medium text-danger-fg hover:bg-danger/20',
      }}
    />
  );
}
