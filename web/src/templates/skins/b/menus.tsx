import { TabBar } from '../../parts/bottom-bar';
import { MenuSheet } from '../../parts/menu-sheet';
import type { VariantProps } from '../../types';

/** The phone's dock: a floating white bar with four destinations, all level, and the menu. */
export function BottomBar({ signedIn }: VariantProps) {
  return (
    <TabBar
      signedIn={signedIn}
      base="ppb-dock"
      className="lg:hidden"
      listClassName="mx-auto grid h-16 max-w-lg grid-cols-5 items-center px-1"
      itemClassName="flex min-w-0 justify-center"
    />
  );
}

/**
 * The menu sheet (modal flag mobileLeftMenu): up from the bottom on phones, in from the side on
 * wide screens. The account on top, then every section as tiles, the language, and logout.
 */
export function SideMenu({ signedIn }: VariantProps) {
  return (
    <MenuSheet
      signedIn={signedIn}
      base="ppb-sheet"
      from="css"
      scrim="bg-scrim/35 backdrop-blur-[2px]"
      grip={
        <div className="flex justify-center pt-2.5 lg:hidden" aria-hidden="true">
          <span className="ppb-sheet__handle" />
        </div>
      }
      head="flex h-14 shrink-0 items-center justify-between px-5 lg:h-16"
      close="grid size-9 place-items-center rounded-full bg-tint/5 text-subtle hover:bg-tint/10"
      body="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-5"
      me={{
        className: 'mb-5 rounded-card bg-panel p-3 shadow-card',
        link: 'plain',
        row: 'mb-3 flex items-center gap-3 rounded-xl p-1 hover:bg-tint/5',
        avatar: (username) => (
          <span
            className="grid size-10 shrink-0 place-items-center rounded-full bg-primary font-semibold text-on-primary uppercase"
            aria-hidden="true"
          >
            {(username ?? '?').slice(0, 1)}
          </span>
        ),
        name: 'truncate font-semibold text-strong',
        caption: 'text-xs text-muted',
      }}
      guest="mb-5 grid grid-cols-2 gap-2"
      groups={{
        className: 'mb-5',
        title: 'mb-2 px-1 text-sm font-semibold text-strong',
        list: 'grid grid-cols-3 gap-2 min-[480px]:grid-cols-4 lg:grid-cols-3',
        link: { className: 'ppb-tile', iconBox: 'ppb-tile__icon', icon: 'size-5' },
      }}
      logout={{
        foot: 'shrink-0 border-t border-line p-4',
        className:
          'flex w-full items-center justify-center gap-2 rounded-control border border-danger/30 bg-panel px-4 py-2.5 text-sm font-medium text-danger-fg hover:bg-danger/10',
      }}
    />
  );
}
