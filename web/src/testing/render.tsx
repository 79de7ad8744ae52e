import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

const seeds: Array<[QueryKey, unknown]> = [];

/** Server data the following renders start with in their query cache (until the test ends). */
export function seedQueryData(queryKey: QueryKey, data: unknown) {
  seeds.push([queryKey, data]);
}

export function clearQuerySeeds() {
  seeds.length = 0;
}

/** Renders a component inside the app's providers and a memory router (a new query cache unless given). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createQueryClient(), ...options }: RenderOptions & { route?: string; queryClient?: QueryClient } = {},
) {
  for (const [queryKey, data] of seeds) queryClient.setQueryData(queryKey, data);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    );
  }
  return { ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options }), router, queryClient };
}
