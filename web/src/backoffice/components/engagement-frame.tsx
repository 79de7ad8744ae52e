import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { cn } from '@/lib/cn';

import { BO_PATHS } from '../paths';

import { PageHeader } from './layout';

export const ENGAGEMENT_SECTIONS = ['coupons', 'events', 'games', 'ranks', 'rewards'] as const;
export type EngagementSection = (typeof ENGAGEMENT_SECTIONS)[number];

/** Each section's page. */
export const ENGAGEMENT_PATHS: Record<EngagementSection, string> = {
  coupons: BO_PATHS.engagementCoupons,
  events: BO_PATHS.engagementEvents,
  games: BO_PATHS.engagementGames,
  ranks: BO_PATHS.engagementRanks,
  rewards: BO_PATHS.engagementRewards,
};

/** The engagement pages' heading and the links between them (docs/engagement.md). */
export function EngagementFrame({ section, actions, children }: { section: EngagementSection; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <PageHeader title={t(`engagement.${section}.title`)} subtitle={t(`engagement.${section}.subtitle`)} actions={actions} />
      <nav aria-label={t('engagement.sections')} className="pp-tabs mb-5">
        {ENGAGEMENT_SECTIONS.map((item) => (
          <NavLink
            key={item}
            to={ENGAGEMENT_PATHS[item]}
            className={({ isActive }) => cn('pp-tabs__tab', isActive && 'pp-tabs__tab--active')}
            data-testid={`bo-eng-nav-${item}`}
          >
            {t(`engagement.${item}.tab`)}
          </NavLink>
        ))}
      </nav>
      {children}
    </>
  );
}
