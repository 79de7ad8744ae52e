import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { routes } from '@/app/router';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { useCompanySession } from '../stores/company-session';
import { useStaffSession } from '../stores/staff-session';
import { companyServer, signInCompany } from '../testing/company-fixtures';
import { FakeSocket } from '../testing/fake-socket';
import { meHandler, signInStaff, siteHandler, staffFixture } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

/** The back office's code loads on first use: the first page may take a while to appear. */
const LOAD = { timeout: 15_000 };

describe('the company console in the back office', () => {
  beforeEach(async () => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    useStaffSession.getState().signOut();
    useCompanySession.getState().signOut();
    await loadStaffTexts('th');
    server.use(siteHandler(), meHandler(), http.get(`${API}/backoffice/transactions`, () => ok([])));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a guest to its own login, not the staff login, even with a staff session', async () => {
    signInStaff();
    const router = renderApp('/backoffice/company/agents/PP');
    expect(await screen.findByTestId('bo-co-login-submit', {}, LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/company/login');
    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบคอนโซลบริษัท', level: 1 })).toBeTruthy();
    expect(useStaffSession.getState().staff).toEqual(staffFixture);
  });

  it('opens the agents to a company user without a staff session, in its own frame (no staff socket)', async () => {
    signInCompany();
    companyServer();
    const user = userEvent.setup();
    const router = renderApp('/backoffice/company');
    expect(await screen.findByTestId('bo-co-agent-PP', {}, LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/company');
    expect(screen.getByTestId('bo-co-title').textContent).toBe('คอนโซลบริษัท');
    expect(screen.getByTestId('bo-co-user').textContent).toContain('operator');
    expect(document.title).toBe('คอนโซลบริษัท');
    expect(document.querySelector('[data-layout="backoffice"]')).toBeNull();
    expect(FakeSocket.instances).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'เปิดเอเย่นต์ PP' }));
    expect(await screen.findByRole('heading', { name: 'PP', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/company/agents/PP');
    await user.click(screen.getByTestId('bo-co-nav-new'));
    expect(await screen.findByTestId('bo-co-new-form')).toBeTruthy();
  });

  it('ends its own session when the server says it is over (0033), leaving the staff signed in', async () => {
    signInStaff();
    signInCompany();
    server.use(
      http.get(`${API}/backoffice/company/me`, () => fail(401, '0033', 'Access token missing')),
      http.get(`${API}/backoffice/company/agents`, () => ok([])),
      http.get(`${API}/backoffice/company/options`, () => ok({ countries: [], gameCompanies: [], layouts: [], paymentMethods: [] })),
    );
    const router = renderApp('/backoffice/company');
    expect(await screen.findByTestId('bo-co-login-ended', {}, LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/company/login');
    expect(useCompanySession.getState().endedBy).toBe('0033');
    expect(useStaffSession.getState().staff).toEqual(staffFixture);
  });

  it('does not open a staff page to a company user, and keeps the console session', async () => {
    signInCompany();
    const router = renderApp('/backoffice/players');
    expect(await screen.findByTestId('bo-login-submit', {}, LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/login');
    expect(useCompanySession.getState().company).not.toBeNull();
  });

  it('logs out of the console alone', async () => {
    signInStaff();
    signInCompany();
    companyServer();
    const logouts: unknown[] = [];
    server.use(
      http.post(`${API}/backoffice/company/auth/logout`, async ({ request }) => {
        logouts.push(request.headers.get('X-Staff-Request'));
        return ok({});
      }),
    );
    const user = userEvent.setup();
    const router = renderApp('/backoffice/company');
    await user.click(await screen.findByTestId('bo-co-logout', {}, LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/company/login'));
    expect(logouts).toEqual(['1']);
    expect(useCompanySession.getState().company).toBeNull();
    expect(useCompanySession.getState().endedBy).toBeNull();
    expect(useStaffSession.getState().staff).toEqual(staffFixture);
  });
});
