import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { isLayoutName } from '@/config/layouts';
import { agentQueryOptions, bootAgent, siteHostname } from '@/features/agent';
import { primeAnnouncements } from '@/features/announcements/shell';
import { connectApiSession, useAuthStore } from '@/features/auth';
import { useDepositStore } from '@/features/cashier/shell';
import { useModalStore } from '@/features/modals';
import { api } from '@/lib/api';
import { readBoot } from '@/lib/boot';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { preloadSkin } from '@/templates';

let started = false;

/** One-time wiring before the first render: session ↔ API client, early boot requests. */
export function startApp() {
  if (started) return;
  started = true;
  connectApiSession(api);
  // The player's own data never outlives the session.
  useAuthStore.subscribe((state, previous) => {
    if (previous.isAuthenticated && !state.isAuthenticated) {
      queryClient.removeQueries({ queryKey: ['me'] });
      useDepositStore.getState().clear();
      useModalStore.getState().close('showCashier');
    }
  });
  // The agent as the server wrote it into the page saves the first round trip, and its
  // layout's code is asked for at once (getDomain's answer decides when the page has none).
  // The home page's page carries its banners and announcements too.
  const boot = readBoot();
  primeAnnouncements(boot);
  const agentQuery = agentQueryOptions(siteHostname());
  const agent = bootAgent(boot);
  if (agent) queryClient.setQueryData(agentQuery.queryKey, agent);
  else void queryClient.prefetchQuery(agentQuery);
  const layout = agent?.templateSetting?.layout?.name;
  preloadSkin(isLayoutName(layout) ? layout : 'a');
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
