import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { connectApiSession, useAuthStore } from '@/features/auth';
import { usePlayingStore } from '@/features/games';
import { gameFixture, gamesAnswer, providerFixture } from '@/features/games/testing';
import { useModalStore } from '@/features/modals';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { agentFixture, historyFixture, userFixture, walletFixture, withdrawableFixture } from '@/testing/fixtures';
import { API, ok, realtimeLink, socketMessage } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { renderApp, signIn } from './testing';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

const AMB = `${API}/ambSuperApi/transfer`;

const round = (n: number, winLoss: number) => ({
  roundId: `r${n}`,
  providerPrefix: 'PGS',
  gameCode: 'PGS-SLOT-007',
  gameName: 'Golden Lotus',
  category: 'slot',
  bet: 10,
  payout: 10 + winLoss,
  winLoss,
  playedAt: '2026-11-21T10:00:00+07:00',
});

describe('games in the app', () => {
  beforeAll(() => connectApiSession(api));
  beforeEach(() => {
    vi.clearAllMocks();
    useModalStore.getState().closeAll();
    server.use(
      http.post(`${API}/agent/getDomain`, () => ok(agentFixture({ gameCompany: 'AMB' }))),
      http.post(`${API}/bank/withdrawable`, () => ok(withdrawableFixture())),
      http.get(`${API}/bank/transaction`, () => ok({ transactionHistory: historyFixture([]) })),
    );
  });
  afterEach(() => {
    useAuthStore.getState().logout();
    usePlayingStore.getState().finish();
    queryClient.clear();
  });

  it('plays a game from the lobby, then comes back when the socket says isPlaying 0', async () => {
    const directions: string[] = [];
    const tab = { close: vi.fn(), location: { href: '' }, opener: null as unknown };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post(`${AMB}/getProviderByCategory`, () => ok([providerFixture()])),
      http.post(`${AMB}/getGamesByCategoryAndProvider`, async ({ request }) =>
        ok(gamesAnswer([gameFixture(7)], (await request.json()) as { page?: number })),
      ),
      http.post(`${API}/promotionManager/currentPromotion`, () => ok(null)),
      http.post(`${AMB}/checkAndAdjustBalance`, async ({ request }) => {
        const direction = ((await request.json()) as { direction: string }).direction;
        directions.push(direction);
        return direction === 'toProvider'
          ? ok({ direction, providerCredit: 1234.5, walletCredit: 1234.5, transferred: 1234.5, wallet: { ...walletFixture, gameCredit: 1234.5 } })
          : ok({ direction, providerCredit: 0, walletCredit: 1300, transferred: 1300, wallet: { ...walletFixture, creditBalance: 1300, gameCredit: 0 } });
      }),
      http.post(`${AMB}/playGame`, () => ok({ gameUrLs: { mobile: 'http://game.test/m', desktop: 'http://game.test/d' } })),
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/slot', queryClient);

    await user.click(await screen.findByTestId('provider-card'));
    await user.click(await screen.findByTestId('game-card'));
    const modal = await screen.findByTestId('playing-modal');
    expect(modal.textContent).toContain('กำลังเล่น Golden Lotus');
    expect(tab.location.href).toBe('http://game.test/d');

    // The socket is up (verifyUser answered), then the server says the player stopped.
    await waitFor(() => expect(directions).toEqual(['toProvider']));
    await new Promise((r) => setTimeout(r, 50));
    realtimeLink.broadcast(socketMessage('playerData', { isPlaying: 0 }));
    await waitFor(() => expect(screen.queryByTestId('playing-modal')).toBeNull());
    expect(directions).toEqual(['toProvider', 'toWallet']);
    await waitFor(() => expect(screen.getByTestId('balance-badge').textContent).toBe('1,300.00 THB'));
    expect(toast.success).toHaveBeenCalledWith({ title: 'เครดิตคงเหลือ', text: '1,300.00 THB' });
  });

  it('opens the playing modal for a player whose isPlaying is 1', async () => {
    useAuthStore.getState().setSession({
      accessToken: 'a',
      refreshToken: 'r',
      user: userFixture({ player: { ...userFixture().player!, isPlaying: 1 } }),
    });
    server.use(http.post(`${API}/auth/checkToken`, () => ok({ user: userFixture({ player: { ...userFixture().player!, isPlaying: 1 } }) })));
    renderApp('/', queryClient);
    const modal = await screen.findByTestId('playing-modal');
    expect(modal.textContent).toContain('มีเกมเปิดอยู่ในแท็บอื่น');
  });

  it('lists game rounds on the history page with totals, win/loss colours and an empty state', async () => {
    const queries: Array<Record<string, string>> = [];
    server.use(
      http.get(`${API}/game/rounds`, ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(params);
        if (params.page === '2') {
          return ok({ rounds: [round(3, 0)], page: { page: 2, perPage: 2, total: 3, totalPages: 2 }, totals: { bet: 30, payout: 45, winLoss: 15, rounds: 3 } });
        }
        if (queries.length > 1 && params.dateFilter !== queries[0]!.dateFilter) {
          return ok({ rounds: [], page: { page: 1, perPage: 2, total: 0, totalPages: 1 }, totals: { bet: 0, payout: 0, winLoss: 0, rounds: 0 } });
        }
        return ok({
          rounds: [round(1, 15), round(2, -10)],
          page: { page: 1, perPage: 2, total: 3, totalPages: 2 },
          totals: { bet: 30, payout: 45, winLoss: 15, rounds: 3 },
        });
      }),
    );
    signIn();
    const user = userEvent.setup();
    const router = renderApp('/history', queryClient);
    await user.click(await screen.findByTestId('rounds-tab'));
    const rows = await screen.findAllByTestId('round-row');
    expect(router.state.location.search).toBe('?view=rounds');
    expect(rows.map((r) => r.getAttribute('data-round'))).toEqual(['r1', 'r2']);
    expect(queries[0]).toMatchObject({ page: '1', dateFilter: 'today' });
    expect(rows[0]!.textContent).toContain('Golden Lotus');
    expect(rows[0]!.textContent).toContain('PGS');
    expect(rows[0]!.textContent).toContain('สล็อต');
    const win = within(rows[0]!).getByTestId('round-row-winloss');
    expect(win.textContent).toBe('+15.00 THB');
    expect(win.className).toContain('text-accent-strong');
    const loss = within(rows[1]!).getByTestId('round-row-winloss');
    expect(loss.textContent).toBe('-10.00 THB');
    expect(loss.className).toContain('text-danger-fg');
    // Bangkok time, as other dates: 21 Nov 2026 10:00.
    expect(rows[0]!.querySelector('time')?.textContent).toMatch(/21 พ\.ย\. 2569.*10:00/);
    expect(screen.getByTestId('rounds-total-count').textContent).toBe('3');
    expect(screen.getByTestId('rounds-total-winloss').textContent).toBe('+15.00 THB');

    await user.click(screen.getByTestId('rounds-page-next'));
    await waitFor(() => expect(screen.getByTestId('rounds-page-info').textContent).toBe('หน้า 2 จาก 2'));
    expect(screen.getAllByTestId('round-row').map((r) => r.getAttribute('data-round'))).toEqual(['r3']);

    await user.click(screen.getByTestId('history-filter-lastMonth'));
    expect((await screen.findByTestId('rounds-empty')).textContent).toBe('ไม่มีรอบการเล่นในช่วงเวลานี้');
    expect(router.state.location.search).toBe('?view=rounds&date=lastMonth');
    expect(queries.at(-1)).toMatchObject({ page: '1' });
  });

  it('brings credit at a game home before the withdraw form', async () => {
    const directions: string[] = [];
    server.use(
      http.post(`${API}/player/wallet`, () => ok({ ...walletFixture, gameCredit: 100 })),
      http.post(`${AMB}/checkAndAdjustBalance`, async ({ request }) => {
        directions.push(((await request.json()) as { direction: string }).direction);
        return ok({ direction: 'toWallet', providerCredit: 0, walletCredit: 1234.5, transferred: 100, wallet: { ...walletFixture, gameCredit: 0 } });
      }),
    );
    signIn();
    renderApp('/withdrawal', queryClient);
    expect((await screen.findByTestId('withdrawable-amount')).textContent).toBe('1,234.50 THB');
    expect(directions).toEqual(['toWallet']);
  });
});
