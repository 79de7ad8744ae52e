import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useMatch } from 'react-router';

import { Button } from '@/components/ui/button';

import { boKeys } from './api/backoffice-api';
import { companyKeys } from './api/company-api';
import { AdminOnlyPage } from './components/admin-only';
import { CompanyLayout } from './components/company-layout';
import { BackofficeLayout } from './components/layout';
import { AuditPage } from './pages/audit-page';
import { BlacklistPage } from './pages/blacklist-page';
import { CompanyAgentPage } from './pages/company-agent-page';
import { CompanyAgentsPage } from './pages/company-agents-page';
import { CompanyLoginPage } from './pages/company-login-page';
import { CompanyNewAgentPage } from './pages/company-new-agent-page';
import { ContentPage } from './pages/content-page';
import { DashboardPage } from './pages/dashboard-page';
import { EngagementCouponsPage } from './pages/engagement-coupons-page';
import { EngagementEventsPage } from './pages/engagement-events-page';
import { EngagementGamesPage } from './pages/engagement-games-page';
import { EngagementRanksPage } from './pages/engagement-ranks-page';
import { EngagementRewardsPage } from './pages/engagement-rewards-page';
import { IncomePage } from './pages/income-page';
import { LoginPage } from './pages/login-page';
import { PaymentsPage } from './pages/payments-page';
import { PlayPage } from './pages/play-page';
import { PlayerDetailPage } from './pages/player-detail-page';
import { PlayersPage } from './pages/players-page';
import { PromotionEditPage } from './pages/promotion-edit-page';
import { PromotionsPage } from './pages/promotions-page';
import { QueuePage } from './pages/queue-page';
import { TeamPage } from './pages/team-page';
import { TemplatePage } from './pages/template-page';
import { BO_PATHS } from './paths';
import { useCompanySession } from './stores/company-session';
import { useStaffSession } from './stores/staff-session';

/**
 * The tab title names the back office (and the agent) while it is open, the company console on
 * its pages; <html lang> is lib/i18n's.
 */
function useDocumentFrame() {
  const { t } = useTranslation('backoffice');
  const inCompany = useMatch(`${BO_PATHS.company}/*`) !== null;
  const prefix = useStaffSession((s) => s.staff?.prefix);
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);
  useEffect(() => {
    if (inCompany) document.title = t('company.title');
    else document.title = prefix ? `${t('app.title')} · ${prefix}` : t('app.title');
  }, [inCompany, prefix, t]);
}

/** Staff data never outlives the staff session, nor the console's its own session, whoever ended it. */
function useForgetOnSessionEnd() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useStaffSession.subscribe((state, previous) => {
        if (previous.staff && !state.staff) queryClient.removeQueries({ queryKey: boKeys.all });
      }),
    [queryClient],
  );
  useEffect(
    () =>
      useCompanySession.subscribe((state, previous) => {
        if (previous.company && !state.company) queryClient.removeQueries({ queryKey: companyKeys.all });
      }),
    [queryClient],
  );
}

/**
 * The agent staff's back office under `/backoffice/*`: its own session, layout, texts and
 * socket, outside the player site's shell and access rules. The company (operator) console
 * lives beside it under `/backoffice/company/*`, with a session and a layout of its own.
 */
export function Component() {
  useDocumentFrame();
  useForgetOnSessionEnd();
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      {/* The company's console (docs/money.md "The company's console"): not a staff page. */}
      <Route path="company/login" element={<CompanyLoginPage />} />
      <Route path="company" element={<CompanyLayout />}>
        <Route index element={<CompanyAgentsPage />} />
        <Route path="new" element={<CompanyNewAgentPage />} />
        <Route path="agents/:prefix" element={<CompanyAgentPage />} />
        <Route path="*" element={<Navigate to={BO_PATHS.company} replace />} />
      </Route>
      <Route element={<BackofficeLayout />}>
        <Route index element={<QueuePage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="players" element={<PlayersPage />} />
        <Route path="players/blacklist" element={<BlacklistPage />} />
        <Route path="players/:id" element={<PlayerDetailPage />} />
        <Route path="play" element={<PlayPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="promotions" element={<PromotionsPage />} />
        <Route path="promotions/new" element={<PromotionEditPage />} />
        <Route path="promotions/:id" element={<PromotionEditPage />} />
        <Route path="income" element={<IncomePage />} />
        {/* Engagement (docs/engagement.md §6). */}
        <Route path="engagement" element={<Navigate to={BO_PATHS.engagementCoupons} replace />} />
        <Route path="engagement/coupons" element={<EngagementCouponsPage />} />
        <Route path="engagement/events" element={<EngagementEventsPage />} />
        <Route path="engagement/games" element={<EngagementGamesPage />} />
        <Route path="engagement/ranks" element={<EngagementRanksPage />} />
        <Route path="engagement/rewards" element={<EngagementRewardsPage />} />
        {/* The agent's admin alone sets up what the site shows and who logs in (docs/money.md "Roles"). */}
        <Route path="content" element={<AdminOnlyPage><ContentPage /></AdminOnlyPage>} />
        <Route path="template" element={<AdminOnlyPage><TemplatePage /></AdminOnlyPage>} />
        <Route path="team" element={<AdminOnlyPage><TeamPage /></AdminOnlyPage>} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<Navigate to={BO_PATHS.home} replace />} />
      </Route>
    </Routes>
  );
}

/** A failure inside the back office stays inside it (no player template frame). */
export function ErrorBoundary() {
  const { t } = useTranslation('backoffice');
  return (
    <main role="alert" className="grid min-h-dvh place-items-center bg-gray-950 px-6 text-center">
      <div className="flex max-w-sm flex-col items-center gap-3">
        <h1 className="text-xl font-semibold text-white">{t('app.errorTitle')}</h1>
        <p className="text-sm text-gray-400">{t('app.errorText')}</p>
        <Button onClick={() => window.location.assign(BO_PATHS.home)}>{t('app.retry')}</Button>
      </div>
    </main>
  );
}
