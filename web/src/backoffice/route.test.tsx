import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { routes } from '@/app/router';
import { LANGUAGE_STORAGE_KEY } from '@/config/constants';
import { useAuthStore } from '@/features/auth';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { userFixture, walletFixture } from '@/testing/fixtures';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { useStaffSession } from './stores/staff-session';
import { FakeSocket } from './testing/fake-socket';
import {
  cashierFixture,
  depositFixture,
  gameRoundFixture,
  gameTransferFixture,
  incidentFixture,
  meHandler,
  pageFixture,
  pendingTransferFixture,
  playDaysFixture,
  signInStaff,
  siteHandler,
} from './testing/fixtures';
import { playerIncomeHandlers } from './testing/income-fixtures';
import { contentServer } from './testing/content-fixtures';
import { dashboardFixture } from './testing/dashboard-fixtures';
import { teamMemberFixture } from './testing/team-fixtures';
import { loadStaffTexts } from './testing/language';
import { blacklistEntryFixture, playerProfileHandlers } from './testing/member-fixtures';
import { bankAccountsPageFixture } from './testing/payment-fixtures';
import { playerPromotionHandlers, promotionSettingsFixture, staffPromotionFixture } from './testing/promotion-fixtures';

// jsdom has no canvas: the routes are tested without the dashboard's drawing (dashboard-page.test.tsx checks what it is given).
vi.mock('./components/day-chart', () => ({ default: () => null }));

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

function countPlayerBoot() {
  const calls = { n: 0 };
  server.use(
    http.post(`${API}/agent/getDomain`, () => {
      calls.n += 1;
      return ok({});
    }),
  );
  return calls;
}

function queueHandler(rows = [depositFixture()]) {
  const state = { reads: 0 };
  server.use(
    http.get(`${API}/backoffice/transactions`, () => {
      state.reads += 1;
      return ok(rows);
    }),
  );
  return state;
}

describe('the /backoffice routes', () => {
  beforeEach(async () => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    useStaffSession.getState().signOut();
    useAuthStore.getState().logout();
    await loadStaffTexts('th');
    server.use(siteHandler());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the staff login to a guest, outside the player shell and its redirects', async () => {
    const boot = countPlayerBoot();
    const router = renderApp('/backoffice/login');
    // The first render loads the back office's whole route module (its lazy chunk): give it time.
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/login');
    expect(document.querySelector('[data-layout="a-default"]')).toBeNull();
    expect(boot.n).toBe(0);
  });

  it('sends a visitor without a staff session to the staff login, even with a player session', async () => {
    useAuthStore.getState().setSession({ accessToken: 'player', refreshToken: 'r', user: userFixture() });
    const router = renderApp('/backoffice/players');
    expect(await screen.findByTestId('bo-login-submit')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/login');
  });

  it('shows the queue with the header to signed-in staff, live over the staff socket', async () => {
    signInStaff();
    server.use(meHandler());
    const queue = queueHandler();
    renderApp('/backoffice');
    expect(await screen.findByTestId('bo-queue-row-12')).toBeTruthy();
    expect(screen.getByTestId('bo-staff-name').textContent).toContain('staff');
    expect(screen.getByTestId('bo-agent-prefix').textContent).toBe('PP');
    expect(screen.getByTestId('bo-nav-queue').getAttribute('aria-current')).toBe('page');

    const socket = FakeSocket.last;
    expect(socket.url).toBe('ws://localhost:3000/ws');
    expect(screen.getByTestId('bo-live-indicator').dataset.status).toBe('connecting');
    act(() => socket.open());
    expect(socket.sent[0]).toEqual({
      event: 'verifyUser',
      // No token: no script can read it; the handshake carries the staff cookie.
      data: { userId: 41, agentId: 1, previewId: null, clientType: 1 },
    });
    act(() => socket.receive('verified', { userId: 41 }));
    expect(screen.getByTestId('bo-live-indicator').dataset.status).toBe('live');

    const before = queue.reads;
    act(() => socket.receive('queueUpdate', { ...depositFixture(), status: '0000' }));
    await waitFor(() => expect(queue.reads).toBe(before + 1));
  });

  it('returns to the login page when the server ends the staff session (0030)', async () => {
    signInStaff();
    server.use(
      http.get(`${API}/backoffice/me`, () => fail(401, '0030')),
      http.get(`${API}/backoffice/transactions`, () => fail(401, '0030')),
    );
    const router = renderApp('/backoffice');
    expect(await screen.findByTestId('bo-login-ended')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/login');
    expect(useStaffSession.getState()).toMatchObject({ staff: null, endedBy: '0030' });
  });

  it('logs out through the API and forgets the session', async () => {
    signInStaff();
    let loggedOut: { authorization: string | null; staffRequest: string | null } | null = null;
    server.use(
      meHandler(),
      http.post(`${API}/backoffice/auth/logout`, ({ request }) => {
        loggedOut = { authorization: request.headers.get('authorization'), staffRequest: request.headers.get('x-staff-request') };
        return ok({});
      }),
    );
    queueHandler([]);
    const router = renderApp('/backoffice');
    await screen.findByText('ไม่มีรายการรอดำเนินการ');
    await userEvent.setup().click(screen.getByTestId('bo-logout'));
    await screen.findByTestId('bo-login-submit');
    // The cookie carries the session; the header is what the server asks of a cookie write.
    expect(loggedOut).toEqual({ authorization: null, staffRequest: '1' });
    expect(router.state.location.pathname).toBe('/backoffice/login');
    expect(useStaffSession.getState().staff).toBeNull();
    expect(screen.queryByTestId('bo-login-ended')).toBeNull();
    expect(FakeSocket.last.closedWith).toBe(1000);
  });

  it("switches the language with the player site's choice, Vietnamese included", async () => {
    signInStaff();
    server.use(meHandler());
    queueHandler([]);
    renderApp('/backoffice');
    await screen.findByRole('heading', { name: 'รายการรอดำเนินการ', level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByTestId('bo-lang-en'));
    expect(await screen.findByRole('heading', { name: 'Pending queue', level: 1 })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    await user.click(screen.getByTestId('bo-lang-vi'));
    expect(await screen.findByRole('heading', { name: 'Danh sách chờ xử lý', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('bo-lang-vi').getAttribute('aria-pressed')).toBe('true');
  });

  it('searches players and opens one with wallet, transactions and ledger', async () => {
    signInStaff();
    const searches: string[] = [];
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/players`, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        searches.push(q);
        return ok(q ? [{ id: 3, username: 'demo', tel: '0812345678', creditBalance: 1234.5, createdAt: '2026-01-01T00:00:00Z' }] : []);
      }),
      http.get(`${API}/backoffice/players/3`, () =>
        ok({
          player: { id: 3, username: 'demo', tel: '0812345678', createdAt: '2026-01-01T00:00:00Z' },
          wallet: walletFixture,
          bankAccount: { id: 9, bankCode: 'KBANK', bankAccountNo: '1234567890', bankAccountName: 'Demo Player' },
          transactions: [{ ...depositFixture(), status: '0002', reason: 'slip not found' }],
          ledger: [
            { id: 5, journalId: 2, kind: 'ADJUST', account: 'credit', amount: -20, balanceAfter: 1234.5, reference: null, memo: 'fix', createdAt: '2026-01-02T00:00:00Z' },
          ],
        }),
      ),
      http.get(`${API}/backoffice/players/3/transfers`, () => ok({ transfers: [gameTransferFixture()], page: pageFixture(1) })),
      http.get(`${API}/backoffice/players/3/rounds`, () =>
        ok({ rounds: [gameRoundFixture()], page: pageFixture(1), totals: { rounds: 1, bet: 10, payout: 25, winLoss: 15 } }),
      ),
      ...playerPromotionHandlers(3),
      ...playerIncomeHandlers(3),
      ...playerProfileHandlers(3),
    );
    const user = userEvent.setup();
    const router = renderApp('/backoffice/players');
    await screen.findByText('ไม่พบผู้เล่น');
    expect(screen.getByTestId('bo-players-csv').getAttribute('href')).toBe('/api/backoffice/players.csv');
    await user.type(screen.getByTestId('bo-player-search'), 'demo');
    const found = await screen.findByTestId('bo-player-row-3');
    expect(within(found).getByText('1,234.50 THB')).toBeTruthy();
    expect(searches.at(-1)).toBe('demo');
    expect(router.state.location.search).toBe('?q=demo');
    // Every player of the search, from the server.
    expect(screen.getByTestId('bo-players-csv').getAttribute('href')).toBe('/api/backoffice/players.csv?q=demo');
    expect(screen.getByTestId('bo-players-csv').getAttribute('download')).toBe('players-demo.csv');

    await user.click(within(found).getByRole('link', { name: 'ดูรายละเอียด demo' }));
    expect(await screen.findByRole('heading', { name: 'demo', level: 1 })).toBeTruthy();
    expect(within(screen.getByTestId('bo-player-wallet')).getByText('1,234.50 THB')).toBeTruthy();
    expect(within(screen.getByTestId('bo-player-tx-12')).getByText('รายการล้มเหลว กรุณาติดต่อแอดมิน')).toBeTruthy();
    expect(within(screen.getByTestId('bo-ledger-5')).getByText('-20.00 THB')).toBeTruthy();
    expect(screen.getByTestId('bo-adjust-amount')).toBeTruthy();
    expect(await screen.findByTestId('bo-game-transfer-51')).toBeTruthy();
    expect(within(await screen.findByTestId('bo-game-round-901')).getByText('Golden Lotus')).toBeTruthy();
  });

  it("offers the agent's staff no menu entry for what only its admin may change", async () => {
    signInStaff();
    server.use(
      meHandler(cashierFixture),
      http.get(`${API}/backoffice/transactions`, () => ok([])),
    );
    renderApp('/backoffice');
    await screen.findByText('ไม่มีรายการรอดำเนินการ');
    await waitFor(() => expect(screen.queryByTestId('bo-nav-template')).toBeNull());
    expect(screen.queryByTestId('bo-nav-content')).toBeNull();
    expect(screen.queryByTestId('bo-nav-team')).toBeNull();
    expect(screen.getByTestId('bo-nav-players')).toBeTruthy();
    expect(screen.getByTestId('bo-nav-payments')).toBeTruthy();
    expect(screen.getByTestId('bo-nav-dashboard')).toBeTruthy();
  });

  it('opens the dashboard, right after the queue in the menu, and the team for the admin', async () => {
    signInStaff();
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/transactions`, () => ok([])),
      http.get(`${API}/backoffice/dashboard`, () => ok(dashboardFixture())),
      http.get(`${API}/backoffice/team`, () => ok([teamMemberFixture()])),
    );
    const user = userEvent.setup();
    const router = renderApp('/backoffice');
    await screen.findByText('ไม่มีรายการรอดำเนินการ');
    const entries = within(screen.getByRole('navigation', { name: 'เมนูหลังบ้าน' })).getAllByRole('link');
    expect(entries.slice(0, 2).map((link) => link.dataset.testid)).toEqual(['bo-nav-queue', 'bo-nav-dashboard']);
    await user.click(screen.getByTestId('bo-nav-dashboard'));
    expect(await screen.findByRole('heading', { name: 'แดชบอร์ด', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/dashboard');
    expect(await screen.findByTestId('bo-dashboard-day-2026-01-14')).toBeTruthy();
    await user.click(screen.getByTestId('bo-nav-team'));
    expect(await screen.findByRole('heading', { name: 'ทีมงาน', level: 1 })).toBeTruthy();
    expect(await screen.findByTestId('bo-team-row-41')).toBeTruthy();
    expect(screen.getByTestId('bo-nav-team').getAttribute('aria-current')).toBe('page');
  });

  it('opens the play page from the menu', async () => {
    signInStaff();
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/transactions`, () => ok([])),
      http.get(`${API}/backoffice/play/days`, () => ok(playDaysFixture())),
      http.get(`${API}/backoffice/play/pending`, () => ok({ transfers: [pendingTransferFixture()], page: pageFixture(1), reconcileAfterSeconds: 10 })),
      http.get(`${API}/backoffice/play/incidents`, () => ok({ incidents: [incidentFixture()], page: pageFixture(1) })),
    );
    const router = renderApp('/backoffice');
    await screen.findByText('ไม่มีรายการรอดำเนินการ');
    await userEvent.setup().click(screen.getByTestId('bo-nav-play'));
    expect(await screen.findByRole('heading', { name: 'การเล่นเกม', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/play');
    expect(screen.getByTestId('bo-nav-play').getAttribute('aria-current')).toBe('page');
    expect(await screen.findByTestId('bo-pending-77')).toBeTruthy();
    expect(await screen.findByTestId('bo-incident-31')).toBeTruthy();
    expect(await screen.findByTestId('bo-play-day-2026-01-10')).toBeTruthy();
  });

  it('opens the promotions from the menu, and a promotion from the list', async () => {
    signInStaff();
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/transactions`, () => ok([])),
      http.get(`${API}/backoffice/promotions`, () => ok([staffPromotionFixture()])),
      http.get(`${API}/backoffice/settings/promotions`, () => ok(promotionSettingsFixture())),
    );
    const user = userEvent.setup();
    const router = renderApp('/backoffice');
    await screen.findByText('ไม่มีรายการรอดำเนินการ');
    await user.click(screen.getByTestId('bo-nav-promotions'));
    expect(await screen.findByRole('heading', { name: 'โปรโมชั่น', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/promotions');
    await user.click(await screen.findByTestId('bo-promo-name-11'));
    expect(await screen.findByRole('heading', { name: 'โบนัสฝาก 10%', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/promotions/11');
    expect(screen.getByTestId('bo-nav-promotions').getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('link', { name: 'กลับไปหน้าโปรโมชั่น' }));
    await user.click(await screen.findByTestId('bo-promo-new'));
    expect(await screen.findByRole('heading', { name: 'สร้างโปรโมชั่น', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/promotions/new');
  });

  it('opens the content from the menu, and the blacklist beside the player search', async () => {
    signInStaff();
    contentServer();
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/transactions`, () => ok([])),
      http.get(`${API}/backoffice/players`, () => ok([])),
      http.get(`${API}/backoffice/blacklist`, () => ok([blacklistEntryFixture()])),
      http.get(`${API}/backoffice/bankAccounts`, () => ok(bankAccountsPageFixture())),
    );
    const user = userEvent.setup();
    const router = renderApp('/backoffice');
    await screen.findByText('ไม่มีรายการรอดำเนินการ');
    await user.click(screen.getByTestId('bo-nav-content'));
    expect(await screen.findByRole('heading', { name: 'เนื้อหา', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/content');
    expect(screen.getByTestId('bo-nav-content').getAttribute('aria-current')).toBe('page');
    expect(await screen.findByTestId('bo-announcement-row-1')).toBeTruthy();

    await user.click(screen.getByTestId('bo-nav-players'));
    await user.click(await screen.findByTestId('bo-players-nav-blacklist'));
    expect(await screen.findByRole('heading', { name: 'บัญชีดำ', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/players/blacklist');
    // The blacklist is one of the players' pages: the menu keeps Players current.
    expect(screen.getByTestId('bo-nav-players').getAttribute('aria-current')).toBe('page');
    expect(await screen.findByTestId('bo-blacklist-row-5')).toBeTruthy();
  });

  it('lists the audit log', async () => {
    signInStaff();
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/audit`, () =>
        ok([
          { id: 1, staffId: 41, staffUsername: 'staff', action: 'transaction.approve', targetType: 'transaction', targetId: 12, detail: { amount: 1500 }, createdAt: '2026-01-10T08:10:00Z' },
        ]),
      ),
    );
    renderApp('/backoffice/audit');
    const entry = await screen.findByTestId('bo-audit-row-1');
    expect(within(entry).getByText('transaction.approve')).toBeTruthy();
    expect(within(entry).getByText('transaction #12')).toBeTruthy();
    expect(within(entry).getByText('{"amount":1500}')).toBeTruthy();
    expect(screen.getByTestId('bo-audit-csv').getAttribute('href')).toBe('/api/backoffice/audit.csv');
  });

  it('shows the agent’s staff who opens the admin’s pages instead of asking for them', async () => {
    signInStaff(cashierFixture);
    server.use(meHandler(cashierFixture));
    renderApp('/backoffice/team');
    expect(await screen.findByRole('heading', { name: 'หน้านี้สำหรับแอดมินของเอเย่นต์', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปที่รายการรอดำเนินการ' }).getAttribute('href')).toBe('/backoffice');
    // No team request went out (the setup fails a request without a handler).
    expect(screen.queryByTestId('bo-team-members')).toBeNull();
  });
});
