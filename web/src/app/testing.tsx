import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { useAuthStore } from '@/features/auth';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { userFixture } from '@/testing/fixtures';

import { routes } from './router';

/**
 * The whole app (every route, with its shell and access rules) at `path`, on `queryClient`: a
 * new one unless given; a test of live updates gives the app's own, which the realtime socket
 * writes into. Answers the router, to follow where the app went.
 */
export function renderApp(path: string, queryClient: QueryClient = createQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

/** The demo player's session, as a login leaves it. */
export const signIn = () => useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
