import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { cn } from '@/lib/cn';

import { BO_PATHS } from '../paths';

import { PageHeader } from './layout';

const SECTIONS = [
  { to: BO_PATHS.players, key: 'players.tab', testId: 'bo-players-nav-search' },
  { to: BO_PATHS.blacklist, key: 'blacklist.tab', testId: 'bo-players-nav-blacklist' },
] as const;

/** The players pages' heading and the links between them: the player search and the blacklist. */
export function PlayersFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <nav aria-label={t('players.sections')} className="pp-tabs mb-5 sm:w-fit">
        {SECTIONS.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end
            className={({ isActive }) => cn('pp-tabs__tab', isActive && 'pp-tabs__tab--active')}
            data-testid={item.testId}
          >
            {t(item.key)}
          </NavLink>
        ))}
      </nav>
      {children}
    </>
  );
}
