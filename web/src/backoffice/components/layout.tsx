import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { LogoutIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { backofficeApi, boKeys } from '../api/backoffice-api';
import { BO_PATHS } from '../paths';
import { useIsAdmin, useStaffMe } from '../hooks/use-staff';
import { useStaffSocket } from '../realtime/use-staff-socket';
import { selectSignedIn, useStaffSession } from '../stores/staff-session';

import { LanguageToggle } from './language-toggle';
import { LiveIndicator } from './live-indicator';

const NAV = [
  { to: BO_PATHS.home, key: 'nav.queue', testId: 'bo-nav-queue', end: true },
  { to: BO_PATHS.dashboard, key: 'nav.dashboard', testId: 'bo-nav-dashboard', end: false },
  { to: BO_PATHS.players, key: 'nav.players', testId: 'bo-nav-players', end: false },
  { to: BO_PATHS.play, key: 'nav.play', testId: 'bo-nav-play', end: false },
  { to: BO_PATHS.payments, key: 'nav.payments', testId: 'bo-nav-payments', end: false },
  { to: BO_PATHS.promotions, key: 'nav.promotions', testId: 'bo-nav-promotions', end: false },
  { to: BO_PATHS.income, key: 'nav.income', testId: 'bo-nav-income', end: false },
  { to: BO_PATHS.engagement, key: 'engagement.nav', testId: 'bo-nav-engagement', end: false },
  // The agent's admin alone sets up what the site shows (docs/money.md "Roles").
  { to: BO_PATHS.content, key: 'nav.content', testId: 'bo-nav-content', end: false, adminOnly: true },
  { to: BO_PATHS.template, key: 'nav.template', testId: 'bo-nav-template', end: false, adminOnly: true },
  { to: BO_PATHS.team, key: 'nav.team', testId: 'bo-nav-team', end: false, adminOnly: true },
  { to: BO_PATHS.audit, key: 'nav.audit', testId: 'bo-nav-audit', end: false },
] as const;

function Header() {
  const { t } = useTranslation('backoffice');
  const staff = useStaffSession((s) => s.staff);
  const me = useStaffMe().data;
  const admin = useIsAdmin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    try {
      await backofficeApi.logout();
    } catch {
      // The session ends here either way; the server forgets it when the token expires.
    }
    useStaffSession.getState().signOut();
    queryClient.removeQueries({ queryKey: boKeys.all });
    navigate(BO_PATHS.login, { replace: true });
  }

  const username = me?.username ?? staff?.username ?? '';
  const prefix = me?.prefix ?? staff?.prefix ?? '';

  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-gray-950/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5">
        <div className="flex min-w-0 items-center gap-2">
          <span className="text-base font-semibold text-white">{t('app.title')}</span>
          <span
            className="rounded-md bg-primary-500/15 px-1.5 py-0.5 text-xs font-semibold text-primary-300 ring-1 ring-primary-400/30"
            title={t('header.agent')}
            data-testid="bo-agent-prefix"
          >
            {prefix}
          </span>
        </div>

        <nav aria-label={t('nav.label')} className="order-last -mx-1 flex w-full gap-1 overflow-x-auto md:order-none md:mx-0 md:w-auto">
          {NAV.filter((item) => !('adminOnly' in item) || admin).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              data-testid={item.testId}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-1.5 text-sm whitespace-nowrap',
                  isActive ? 'bg-white/10 font-medium text-white' : 'text-gray-300 hover:bg-white/5 hover:text-white',
                )
              }
            >
              {t(item.key)}
            </NavLink>
          ))}
        </nav>

        <div className="ms-auto flex items-center gap-3">
          <LiveIndicator />
          <span className="hidden text-sm text-gray-300 sm:inline" data-testid="bo-staff-name">
            <span className="sr-only">{t('header.staff')}: </span>
            {username}
          </span>
          <LanguageToggle />
          <Button
            variant="outline"
            size="sm"
            onClick={logout}
            loading={leaving}
            icon={<LogoutIcon className="size-4" />}
            data-testid="bo-logout"
          >
            <span className="max-sm:sr-only">{t('header.logout')}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}

/** The signed-in frame: header, navigation, the staff socket; guests go to the login page. */
export function BackofficeLayout() {
  const { t } = useTranslation('backoffice');
  const signedIn = useStaffSession(selectSignedIn);
  useStaffSocket();
  if (!signedIn) return <Navigate to={BO_PATHS.login} replace />;
  return (
    <div className="min-h-dvh bg-gray-950" data-layout="backoffice">
      <a href="#bo-main" className="pp-skip-link">
        {t('app.skip')}
      </a>
      <Header />
      <main id="bo-main" tabIndex={-1} className="mx-auto w-full max-w-7xl px-4 py-5 outline-none sm:py-7">
        <Outlet />
      </main>
    </div>
  );
}

/** Heading of a back office page. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-xl font-semibold text-white sm:text-2xl">{title}</h1>
        {subtitle ? <p className="mt-0.5 text-sm text-gray-400">{subtitle}</p> : null}
      </div>
      {actions}
    </div>
  );
}
