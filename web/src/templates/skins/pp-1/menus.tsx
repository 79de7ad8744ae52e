import { useTranslation } from 'react-i18next';

import { TabBar } from '../../parts/bottom-bar';
import { MenuSheet } from '../../parts/menu-sheet';
import type { VariantProps } from '../../types';

import { Avatar } from './avatar';

/** The phone's tab bar, like a native app: icons above labels, a pill behind the active icon. */
export function BottomBar({ signedIn }: VariantProps) {
  return (
    <TabBar
      signedIn={signedIn}
      base="pp1-tabbar"
      className="lg:hidden"
      listClassName="mx-auto grid h-[4.25rem] max-w-lg grid-cols-5 items-center px-1"
      itemClassName="flex min-w-0 justify-center"
      iconClassName="size-[1.375rem]"
    />
  );
}

/**
 * The menu (modal flag mobileLeftMenu), an app drawer: a sheet rising from the bottom on phones
 * and a centred panel on desktop, every section as a grid of rounded tiles, then language.
 */
export function SideMenu({ signedIn }: VariantProps) {
  const { t } = useTranslation();
  return (
    <MenuSheet
      signedIn={signedIn}
      base="pp1-sheet"
      from="css"
      overlay="flex items-end justify-center lg:items-center lg:p-6"
      scrim="bg-scrim/50 backdrop-blur-sm"
      grip={<div className="pp1-sheet__grip" aria-hidden="true" />}
      head="flex items-center justify-between px-4 pt-1 pb-2 sm:px-5"
      heading={<h2 className="text-lg font-semibold text-strong">{t('nav.menu')}</h2>}
      close="grid size-9 place-items-center rounded-full bg-raised text-subtle hover:text-accent-strong"
      body="flex-1 overflow-y-auto px-4 pb-6 sm:px-5"
      me={{
        className: 'mb-5',
        balance: 'self-start',
        render: (username, balance) => (
          <>
            <Avatar name={username} className="size-11 text-base" />
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <span className="truncate font-semibold text-strong">{username}</span>
              {balance}
            </div>
          </>
        ),
      }}
      guest="mb-5 grid grid-cols-2 gap-2"
      groups={{
        className: 'mb-5',
        heading: 'h3',
        title: 'mb-2 px-1 text-sm font-semibold text-subtle',
        list: 'grid grid-cols-4 gap-2 sm:grid-cols-6',
        item: 'min-w-0',
        link: { className: 'pp1-tile', iconBox: 'pp1-tile__icon', icon: 'size-6', label: 'pp1-tile__label' },
      }}
      lang="mb-2"
      logout={{
        className:
          'mt-4 flex w-full items-center justify-center gap-2 rounded-control border border-danger/30 bg-danger/10 px-4 py-2.5 text-sm font-medium text-danger-fg hover:bg-danger/20',
      }}
    />
  );
}
