import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { LogoutIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { companyApi, companyKeys, companyMeQuery } from '../api/company-api';
import { BO_PATHS } from '../paths';
import { selectCompanySignedIn, useCompanySession } from '../stores/company-session';

import { LanguageToggle } from './language-toggle';

const NAV = [
  { to: BO_PATHS.company, key: 'company.header.agents', testId: 'bo-co-nav-agents', end: true },
  { to: BO_PATHS.companyNewAgent, key: 'company.header.newAgent', testId: 'bo-co-nav-new', end: true },
] as const;

function Header() {
  const { t } = useTranslation('backoffice');
  const stored = useCompanySession((s) => s.company);
  // Checks the cookie behind the stored name: 0030/0033 end the console's session (the client's bridge).
  const me = useQuery(companyMeQuery()).data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    try {
      await companyApi.logout();
    } catch {
      // The session ends here either way; the server forgets it when it expires.
    }
    useCompanySession.getState().signOut();
    queryClient.removeQueries({ queryKey: companyKeys.all });
    navigate(BO_PATHS.companyLogin, { replace: true });
  }

  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-gray-950/90 backdrop-blur">
      {/* A phone: the title and the user's controls on one line, the menu under them; wider: one line. */}
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2.5 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 items-center gap-3 sm:contents">
          <Link to={BO_PATHS.company} className="shrink-0 text-base font-semibold whitespace-nowrap text-white" data-testid="bo-co-title">
            {t('company.title')}
          </Link>
          <div className="ms-auto flex min-w-0 items-center gap-2 sm:order-last sm:gap-3">
            <span className="min-w-0 truncate text-sm text-gray-300" data-testid="bo-co-user">
              <span className="sr-only">{t('company.header.user')}: </span>
              {me?.username ?? stored?.username ?? ''}
            </span>
            <LanguageToggle className="shrink-0" />
            <Button
              variant="outline"
              size="sm"
              onClick={logout}
              loading={leaving}
              icon={<LogoutIcon className="size-4" />}
              className="shrink-0"
              data-testid="bo-co-logout"
            >
              <span className="max-sm:sr-only">{t('company.header.logout')}</span>
            </Button>
          </div>
        </div>
        <nav aria-label={t('company.header.nav')} className="-mx-1 flex gap-1 overflow-x-auto sm:mx-0">
          {NAV.map((item) => (
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
      </div>
    </header>
  );
}

/** The console's signed-in frame: its header and nothing of the staff's (no agent, no socket); guests go to its login. */
export function CompanyLayout() {
  const { t } = useTranslation('backoffice');
  const signedIn = useCompanySession(selectCompanySignedIn);
  if (!signedIn) return <Navigate to={BO_PATHS.companyLogin} replace />;
  return (
    <div className="min-h-dvh bg-gray-950" data-layout="company">
      <a href="#bo-co-main" className="pp-skip-link">
        {t('app.skip')}
      </a>
      <Header />
      <main id="bo-co-main" tabIndex={-1} className="mx-auto w-full max-w-7xl px-4 py-5 outline-none sm:py-7">
        <Outlet />
      </main>
    </div>
  );
}
