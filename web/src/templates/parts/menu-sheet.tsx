import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { CloseIcon, Icon, LogoutIcon } from '@/components/ui/icons';
import { SIDE_MENU, type NavGroup } from '@/config/navigation';
import { useAgentCurrency, useBrandName } from '@/features/agent';
import { useAuthStore, useLogout } from '@/features/auth';
import { BrandLogo } from '@/features/branding';
import { LanguageOptions } from '@/features/i18n';
import { cn } from '@/lib/cn';

import { useSkin } from '../skin-context';
import type { VariantProps } from '../types';

import { UserMark } from './account';
import { useSideMenu } from './side-menu';

/** How a group's links are drawn. */
export interface LinkLook {
  /**
   * The link's class, with `--active` added on the current page (`${base}__link` by default);
   * or a function of whether it is current and its place in the group, for looks that need more.
   */
  className?: string | ((active: boolean, index: number) => string);
  /** The icon's class. */
  icon: string;
  /** A box around the icon, with this class; the bare icon without it. */
  iconBox?: string;
  /** A span around the words, with this class; the bare words without it. */
  label?: string;
}

/**
 * How a menu group is drawn: a `${base}__group` nav with its `${base}__title` heading over a
 * `${base}__list` of links. The classes here come beside those.
 */
export interface GroupLook {
  className?: string;
  title?: string;
  /** The heading's level: h2 unless the sheet has its own h2. */
  heading?: 'h2' | 'h3';
  list: string;
  item?: string;
  link: LinkLook;
}

/** One group of SIDE_MENU: its heading over its links. */
export function MenuGroup({ base, group, look }: { base: string; group: NavGroup; look: GroupLook }) {
  const { t } = useTranslation();
  const Heading = look.heading ?? 'h2';
  const { className = `${base}__link`, icon, iconBox, label } = look.link;
  const linkClass = (active: boolean, index: number) =>
    typeof className === 'function' ? className(active, index) : cn(className, active && `${className}--active`);
  return (
    <nav aria-label={t(group.labelKey)} className={cn(`${base}__group`, look.className)}>
      <Heading className={cn(`${base}__title`, look.title)}>{t(group.labelKey)}</Heading>
      <ul className={cn(`${base}__list`, look.list)}>
        {group.items.map((item, index) => (
          <li key={`${group.labelKey}-${item.to}`} className={look.item}>
            <NavLink to={item.to} end={item.to === '/'} className={({ isActive }) => linkClass(isActive, index)}>
              {iconBox ? (
                <span className={iconBox} aria-hidden="true">
                  <Icon name={item.icon} className={icon} />
                </span>
              ) : (
                <Icon name={item.icon} className={icon} />
              )}
              {label ? <span className={label}>{t(item.labelKey)}</span> : t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every group of SIDE_MENU, each drawn by `look` (one look, or one for each group by its place). */
export function MenuGroups({ base, look }: { base: string; look: GroupLook | ((index: number) => GroupLook) }) {
  return SIDE_MENU.map((group, index) => (
    <MenuGroup key={group.labelKey} base={base} group={group} look={typeof look === 'function' ? look(index) : look} />
  ));
}

/** The logout button: `className` draws it, `foot` (when given) wraps it in the sheet's foot. */
export interface LogoutLook {
  className: string;
  foot?: string;
}

/** The logout button, in a `${base}__foot` when the look has a foot. */
export function MenuLogout({ base, look }: { base: string; look: LogoutLook }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const button = (
    <button type="button" onClick={() => void logout()} className={cn(`${base}__logout`, look.className)}>
      <LogoutIcon className="size-4" />
      {t('nav.logout')}
    </button>
  );
  return look.foot === undefined ? button : <div className={cn(`${base}__foot`, look.foot)}>{button}</div>;
}

/** How the signed-in player's card names them: a row with the avatar and the name, over the balance. */
export interface MeLook {
  /** The card's classes. */
  className?: string;
  /** The row's classes. */
  row?: string;
  /** The row links to the profile; `named` also names that link "your account" for screen readers. */
  link?: 'plain' | 'named';
  /** The avatar before the name: the person icon in a mark with these classes, or drawn by the skin. */
  mark?: string;
  avatar?: (username: string | undefined) => ReactNode;
  /** The name's classes. */
  name?: string;
  /** A second line under the name reading "profile", with these classes. */
  caption?: string;
  /** The balance's classes. */
  balance?: string;
  /** Draws the card's insides instead, given the name and the balance. */
  render?: (username: string | undefined, balance: ReactNode) => ReactNode;
}

/** The signed-in player's card: avatar, name and balance (`${base}__me`). */
function MeCard({ base, look }: { base: string; look: MeLook }) {
  const { t } = useTranslation();
  const { BalanceBadge } = useSkin();
  const currency = useAgentCurrency();
  const username = useAuthStore((s) => s.user?.username);
  const balance = <BalanceBadge fallbackCurrency={currency} className={look.balance ?? 'w-full justify-between'} />;
  if (look.render) {
    return (
      <div className={cn(`${base}__me`, look.className)} data-testid="sheet-account">
        {look.render(username, balance)}
      </div>
    );
  }
  const name = look.caption ? (
    <span className="min-w-0">
      <span className={cn('block', look.name)}>{username}</span>
      <span className={cn('block', look.caption)}>{t('nav.profile')}</span>
    </span>
  ) : (
    <span className={look.name}>{username}</span>
  );
  const row = (
    <>
      {look.mark ? <UserMark className={look.mark} /> : look.avatar?.(username)}
      {name}
    </>
  );
  return (
    <div className={cn(`${base}__me`, look.className)} data-testid="sheet-account">
      {look.link ? (
        <Link
          to="/profile"
          className={look.row}
          aria-label={look.link === 'named' ? t('header.account', { name: username ?? '' }) : undefined}
        >
          {row}
        </Link>
      ) : (
        <div className={look.row}>{row}</div>
      )}
      {balance}
    </div>
  );
}

/** Where the sheet comes from: a drawer at the start side, a card floating at the end side, or placed by the skin's CSS. */
const PLACES = {
  start: 'absolute inset-y-0 start-0 flex w-[min(20rem,88vw)] flex-col',
  end: 'absolute inset-y-2 end-2 flex w-[min(22rem,calc(100vw-1rem))] flex-col overflow-hidden',
  css: '',
} as const;

export interface MenuSheetProps extends VariantProps {
  /**
   * The class prefix: the sheet is `${base}`, inside it `${base}__head` (logo and
   * `${base}__close`), `${base}__body` (the player's `${base}__me` or the `${base}__guest`
   * buttons, the groups, `${base}__lang`) and the logout. The props below add each part's own
   * classes beside those.
   */
  base: string;
  /** The sheet's id, which the buttons that open it name in aria-controls. */
  id?: string;
  /** Where the sheet comes from. */
  from: keyof typeof PLACES;
  /** Not drawn even while open (a screen where the menu shows some other way). */
  hidden?: boolean;
  /** The layer over the page, the scrim on it, and the sheet. */
  className?: string;
  overlay?: string;
  scrim: string;
  /** Drawn first in the sheet (a grip). */
  grip?: ReactNode;
  /** The head's classes, and what it shows before the close button (the brand's logo by default). */
  head: string;
  heading?: ReactNode;
  compactLogo?: boolean;
  close: string;
  body: string;
  me: MeLook;
  /** The guest's login and register buttons: their row's classes, and the login button's. */
  guest: string;
  guestLogin?: string;
  /** How each group is drawn: one look, or one for each group by its place. */
  groups: GroupLook | ((index: number) => GroupLook);
  /** The language chooser's classes, and its heading's (the groups' heading by default). */
  lang?: string;
  langTitle?: string;
  logout: LogoutLook;
}

/**
 * The slide-in menu (modal flag mobileLeftMenu): the brand and the close button, the player's
 * card or the login and register buttons, every section, the language and logout. It closes
 * on the scrim, on Escape and on every navigation.
 */
export function MenuSheet({
  signedIn,
  base,
  id = 'pp-side-menu',
  from,
  hidden,
  className,
  overlay,
  scrim,
  grip,
  head,
  heading,
  compactLogo,
  close,
  body,
  me,
  guest,
  guestLogin,
  groups,
  lang,
  langTitle,
  logout,
}: MenuSheetProps) {
  const { t } = useTranslation();
  const { menuOpen, closeMenu } = useSideMenu();
  const brand = useBrandName();

  if (!menuOpen || hidden) return null;
  const firstLook = typeof groups === 'function' ? groups(0) : groups;
  const Heading = firstLook.heading ?? 'h2';
  return (
    <div className={cn('fixed inset-0 z-50', overlay)}>
      <div className={cn('absolute inset-0', scrim)} aria-hidden="true" onClick={closeMenu} />
      <aside id={id} role="dialog" aria-modal="true" aria-label={t('nav.menu')} className={cn(base, PLACES[from], className)}>
        {grip}
        <div className={cn(`${base}__head`, head)}>
          {heading ?? (
            <Link to="/" aria-label={`${brand} — ${t('nav.home')}`}>
              <BrandLogo brand={brand} compact={compactLogo} />
            </Link>
          )}
          <button type="button" onClick={closeMenu} className={cn(`${base}__close`, close)} aria-label={t('nav.closeMenu')} autoFocus>
            <CloseIcon className="size-5" />
          </button>
        </div>

        <div className={cn(`${base}__body`, body)}>
          {signedIn ? (
            <MeCard base={base} look={me} />
          ) : (
            <div className={cn(`${base}__guest`, guest)} data-testid="sheet-guest">
              <ButtonLink to="/login" variant="outline" block className={guestLogin}>
                {t('nav.login')}
              </ButtonLink>
              <ButtonLink to="/register" block>
                {t('nav.register')}
              </ButtonLink>
            </div>
          )}

          <MenuGroups base={base} look={groups} />

          <div className={cn(`${base}__lang`, lang)}>
            <Heading className={cn(`${base}__title`, langTitle ?? firstLook.title)}>{t('language.label')}</Heading>
            <LanguageOptions />
          </div>

          {signedIn && logout.foot === undefined ? <MenuLogout base={base} look={logout} /> : null}
        </div>

        {signedIn && logout.foot !== undefined ? <MenuLogout base={base} look={logout} /> : null}
      </aside>
    </div>
  );
}
