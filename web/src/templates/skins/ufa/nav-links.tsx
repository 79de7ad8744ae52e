import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { isSport, SPORT_FIRST_NAV } from './nav';

export type NavShape = 'bar' | 'rail' | 'strip' | 'icons' | 'inline';

/** The main menu, sport first and marked hot, drawn as a bar, a rail, a strip or an icon row. */
export function SportNav({ shape, className }: { shape: NavShape; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')} className={cn(`ufa-nav ufa-nav--${shape}`, className)}>
      <ul className="ufa-nav__list">
        {SPORT_FIRST_NAV.map((item) => (
          <li key={item.to} className="ufa-nav__item">
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                cn('ufa-nav__link', isSport(item) && 'ufa-nav__link--hot', isActive && 'ufa-nav__link--active')
              }
            >
              <Icon name={item.icon} className="ufa-nav__icon" />
              <span className="ufa-nav__label">{t(item.labelKey)}</span>
              {isSport(item) ? <span className="ufa-nav__pulse" aria-hidden="true" /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
