import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { Icon, MenuIcon } from '@/components/ui/icons';
import { BOTTOM_BAR, type NavItem } from '@/config/navigation';
import { cn } from '@/lib/cn';

import type { VariantProps } from '../types';

import { useMenuToggle } from './side-menu';

export interface TabBarProps extends VariantProps {
  /**
   * The class prefix: the bar is `${base}`, its list `${base}__list` of `${base}__item`s, each
   * tab a `${base}__tab` (`--active` on the current page and while the menu is open, `--raised`
   * for the raised one) with its `${base}__icon` and `${base}__label`.
   */
  base: string;
  /** More classes for the bar, its breakpoint among them (`xl:hidden`). */
  className?: string;
  /** The list's own classes (its grid). */
  listClassName: string;
  /** Each item's own classes. */
  itemClassName?: string;
  /** The destinations, in order; the variant's four bottom-bar ones by default. */
  tabs?: readonly NavItem[];
  /** Which tab is drawn raised (big, or lifted above the bar). */
  raised?: (item: NavItem, index: number) => boolean;
  /** The icons' class, and the raised tab's. */
  iconClassName?: string;
  raisedIconClassName?: string;
  /** Whether the menu button ends the bar (false where another control opens the menu). */
  menu?: boolean;
  /** The id of the menu sheet the menu button controls. */
  menuId?: string;
}

/** The phone's bottom tab bar: the destinations, then the button that opens the side menu. */
export function TabBar({
  signedIn,
  base,
  className,
  listClassName,
  itemClassName = 'flex justify-center',
  tabs = BOTTOM_BAR[signedIn ? 'member' : 'guest'],
  raised,
  iconClassName = 'size-5',
  raisedIconClassName = iconClassName,
  menu = true,
  menuId = 'pp-side-menu',
}: TabBarProps) {
  const { t } = useTranslation();
  const { menuOpen, openMenu } = useMenuToggle();
  const tab = `${base}__tab`;
  return (
    <nav aria-label={t('nav.mobile')} className={cn(base, className)}>
      <ul className={cn(`${base}__list`, listClassName)}>
        {tabs.map((item, index) => {
          const big = raised?.(item, index) ?? false;
          return (
            <li key={item.to} className={cn(`${base}__item`, itemClassName)}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) => cn(tab, big && `${tab}--raised`, isActive && `${tab}--active`)}
              >
                <span className={`${base}__icon`}>
                  <Icon name={item.icon} className={big ? raisedIconClassName : iconClassName} />
                </span>
                <span className={`${base}__label`}>{t(item.labelKey)}</span>
              </NavLink>
            </li>
          );
        })}
        {menu ? (
          <li className={cn(`${base}__item`, itemClassName)}>
            <button
              type="button"
              className={cn(tab, menuOpen && `${tab}--active`)}
              aria-label={t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={openMenu}
            >
              <span className={`${base}__icon`}>
                <MenuIcon className={iconClassName} />
              </span>
              <span className={`${base}__label`} aria-hidden="true">
                {t('nav.menu')}
              </span>
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
