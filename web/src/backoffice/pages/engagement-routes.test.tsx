import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { routes } from '@/app/router';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { useStaffSession } from '../stores/staff-session';
import { miniGameSettingsFixture, staffCouponFixture } from '../testing/engagement-fixtures';
import { FakeSocket } from '../testing/fake-socket';
import { meHandler, signInStaff, siteHandler } from '../testing/fixtures';
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

describe('the engagement pages in the back office', () => {
  beforeEach(async () => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
    server.use(
      siteHandler(),
      meHandler(),
      http.get(`${API}/backoffice/transactions`, () => ok([])),
      http.get(`${API}/backoffice/coupons`, () => ok([staffCouponFixture()])),
      http.get(`${API}/backoffice/promotions`, () => ok([])),
      http.get(`${API}/backoffice/minigames/settings`, () => ok(miniGameSettingsFixture())),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('open from the menu at the coupons, and lead from one to another', async () => {
    const user = userEvent.setup();
    const router = renderApp('/backoffice');
    // The back office's code loads on first use: the first page may take a while to appear.
    await screen.findByText('ไม่มีรายการรอดำเนินการ', {}, { timeout: 15_000 });
    await user.click(screen.getByTestId('bo-nav-engagement'));
    expect(await screen.findByRole('heading', { name: 'คูปอง', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/engagement/coupons');
    expect(await screen.findByTestId('bo-coupon-row-5')).toBeTruthy();
    expect(screen.getByTestId('bo-nav-engagement').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('bo-eng-nav-coupons').getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByTestId('bo-eng-nav-games'));
    expect(await screen.findByRole('heading', { name: 'วงล้อนำโชคและเช็คอิน', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/engagement/games');
    expect(await screen.findByTestId('bo-wheel-preview')).toBeTruthy();
    expect(screen.getByTestId('bo-nav-engagement').getAttribute('aria-current')).toBe('page');
  });
});
