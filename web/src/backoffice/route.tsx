import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';

import { Button } from '@/components/ui/button';

import { boKeys } from './api/backoffice-api';
import { BackofficeLayout } from './components/layout';
import { useBoT } from './i18n';
import { AuditPage } from './pages/audit-page';
import { LoginPage } from './pages/login-page';
import { PaymentsPage } from './pages/payments-page';
import { PlayPage } from './pages/play-page';
import { PlayerDetailPage } from './pages/player-detail-page';
import { PlayersPage } from './pages/players-page';
import { QueuePage } from './pages/queue-page';
import { BO_PATHS } from './paths';
import { useStaffSession } from './stores/staff-session';

/** <html lang> and the tab title follow the back office's language while it is open. */
function useDocumentFrame() {
  const { t, language } = useBoT();
  const prefix = useStaffSession((s) => s.staff?.prefix);
  useEffect(() => {
    const html = document.documentElement;
    const previous = { lang: html.lang, title: document.title };
    return () => {
      html.lang = previous.lang;
      document.title = previous.title;
    };
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = prefix ? `${t('app.title')} · ${prefix}` : t('app.title');
  }, [language, prefix, t]);
}

/** Staff data never outlives the staff session, whoever ended it. */
function useForgetOnSessionEnd() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useStaffSession.subscribe((state, previous) => {
        if (previous.staff && !state.staff) queryClient.removeQueries({ queryKey: boKeys.all });
      }),
    [queryClient],
  );
}

/**
 * The agent staff's back office under `/backoffice/*`: its own session, layout, texts and
 * socket, outside the player site's shell and access rules.
 */
export function Component() {
  useDocumentFrame();
  useForgetOnSessionEnd();
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route element={<BackofficeLayout />}>
        <Route index element={<QueuePage />} />
        <Route path="players" element={<PlayersPage />} />
        <Route path="players/:id" element={<PlayerDetailPage />} />
        <Route path="play" element={<PlayPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<Navigate to={BO_PATHS.home} replace />} />
      </Route>
    </Routes>
  );
}

/** A failure inside the back office stays inside it (no player template frame). */
export function ErrorBoundary() {
  const { t } = useBoT();
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
