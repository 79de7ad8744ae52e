import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';
import { decideAccess } from '@/features/access';
import { capturePreviewId, useBootstrap } from '@/features/agent';
import { LazyAnnouncementModal } from '@/features/announcements/shell';
import { useAuthStore, useCheckTokenOnNavigation } from '@/features/auth';
import { LazyCashierModal } from '@/features/cashier/shell';
import { LazyFloatingContacts } from '@/features/contact';
import { LazyPlayingModal } from '@/features/games/shell';
import { LazyPromotionPopup } from '@/features/promotions/shell';
import { useReferralStore } from '@/features/referral';
import { layoutComponent, layoutKey, LoadingLayout } from '@/templates';

import { useDocumentHead } from './document-head';
import { useAppRealtime } from './use-app-realtime';

/** Applies the access rules (features/access) before any page renders. */
function AccessGate({ layoutName }: { layoutName: string | null }) {
  const location = useLocation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const capture = useReferralStore((s) => s.capture);
  const decision = decideAccess({
    pathname: location.pathname,
    search: location.search,
    isAuthenticated,
    layoutName,
  });

  const allianceCode = decision.referral?.allianceCode;
  const referrer = decision.referral?.referrer;
  useEffect(() => {
    if (allianceCode || referrer) capture({ allianceCode, referrer });
  }, [allianceCode, referrer, capture]);

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}

function BootError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex max-w-sm flex-col items-center gap-3">
      <h1 className="text-xl font-semibold text-strong">{t('error.bootTitle')}</h1>
      <p className="text-sm text-muted">{t('error.bootText')}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}

/**
 * The shell of spec §1: resolves the agent and template, applies theme, head and branding,
 * picks the layout (`loading`, `<name>-default`, `<name>-authenticated`), checks the token on
 * every navigation, guards every route, and keeps the realtime socket open while signed in or
 * in preview mode.
 */
export function AppShell() {
  const hostname = window.location.hostname;
  const location = useLocation();
  const boot = useBootstrap(hostname);
  const { templateSetting, layoutName } = boot;
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const template = templateSetting?.template ?? null;

  const key = useMemo(() => layoutKey(layoutName, isAuthenticated), [layoutName, isAuthenticated]);

  useDocumentHead(template);
  useCheckTokenOnNavigation();
  useAppRealtime();

  useEffect(() => {
    capturePreviewId(location.search);
  }, [location.search]);

  if (boot.status === 'error') {
    return (
      <LoadingLayout>
        <BootError onRetry={boot.retry} />
      </LoadingLayout>
    );
  }
  if (key === 'loading') return <LoadingLayout />;

  const Layout = layoutComponent(key);
  return (
    <>
      <Suspense fallback={<LoadingLayout />}>
        <Layout>
          <AccessGate layoutName={layoutName} />
        </Layout>
      </Suspense>
      {isAuthenticated ? <LazyCashierModal /> : null}
      {isAuthenticated ? <LazyPlayingModal /> : null}
      <LazyPromotionPopup />
      <LazyAnnouncementModal />
      <LazyFloatingContacts template={template} />
      <ScrollRestoration />
    </>
  );
}
