import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { connectApiSession, useAuthStore } from '@/features/auth';
import { engagementWallet, miniGamesFixture, rankFixture, serveEngagement } from '@/features/engagement/testing';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { agentFixture } from '@/testing/fixtures';
import { API, ok, realtimeLink, socketMessage } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { renderApp, signIn } from './testing';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

const COMING_SOON = 'เรากำลังเตรียมส่วนนี้อยู่ และจะเปิดให้ใช้งานเร็ว ๆ นี้';

describe('the engagement pages', () => {
  beforeAll(() => connectApiSession(api));
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().logout();
  });
  afterEach(() => {
    useAuthStore.getState().logout();
    queryClient.clear();
  });

  it.each([
    ['/coupon', 'คูปอง', 'coupon-redeem'],
    ['/activities', 'กิจกรรม', 'event-card'],
    ['/luckyWheel', 'กงล้อนำโชค', 'lucky-wheel'],
    ['/receivesWealth', 'รับทรัพย์', 'check-in-card'],
    ['/reward', 'รางวัล', 'reward-item'],
  ])('serves %s (no longer a coming-soon page)', async (path, title, content) => {
    serveEngagement();
    signIn();
    renderApp(path, queryClient);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
    expect((await screen.findAllByTestId(content)).length).toBeGreaterThan(0);
    expect(screen.queryByText(COMING_SOON)).toBeNull();
  });

  it('shows the mini games above the keno lobby on /miniGames', async () => {
    serveEngagement();
    server.use(http.post(`${API}/ambSuperApi/transfer/getProviderByCategory`, () => ok([])));
    signIn();
    renderApp('/miniGames', queryClient);
    expect(await screen.findByRole('heading', { name: 'มินิเกม', level: 1 })).toBeTruthy();
    const wheel = await screen.findByTestId('hub-wheel');
    expect(wheel.getAttribute('href')).toBe('/luckyWheel');
    await waitFor(() => expect(within(wheel).getByTestId('hub-wheel-figure').textContent).toBe('3'));
    const checkIn = screen.getByTestId('hub-check-in');
    expect(checkIn.getAttribute('href')).toBe('/receivesWealth');
    expect(within(checkIn).getByTestId('hub-check-in-state').textContent).toBe('เช็คอินวันที่ 3 ได้เลย');
    expect(screen.getByTestId('game-category').getAttribute('data-category')).toBe('keno');
  });

  it('sends a guest to /login, /coupon as well', async () => {
    const router = renderApp('/coupon', queryClient);
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks a guest to log in under ufa-c, without calling the engagement APIs', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${API}/agent/getDomain`, () => ok(agentFixture({ templateSetting: { template: {}, layout: { name: 'ufa-c' } } }))),
      http.post(`${API}/miniGame/list`, () => {
        calls.push('miniGame/list');
        return ok(miniGamesFixture());
      }),
    );
    renderApp('/luckyWheel', queryClient);
    expect(await screen.findByRole('heading', { name: 'กงล้อนำโชค', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'เข้าสู่ระบบ' }).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('lucky-wheel')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the rank card on the signed-in home page and on /profile', async () => {
    serveEngagement();
    signIn();
    const router = renderApp('/', queryClient);
    const card = await screen.findByTestId('rank-card');
    expect(within(card).getByTestId('rank-name').textContent).toBe('เงิน');
    expect(within(card).getByTestId('rank-to-next').textContent).toBe('อีก 30,000.00 THB ขึ้นระดับ ทอง');
    await router.navigate('/profile');
    expect(await screen.findByRole('heading', { name: 'บัญชีของฉัน', level: 1 })).toBeTruthy();
    expect((await screen.findByTestId('rank-card')).textContent).toContain('เงิน');
  });

  it('shows no rank card to a guest on the home page', async () => {
    renderApp('/', queryClient);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('rank-card')).toBeNull();
  });

  it('reads the spins, the diamonds and the header credit live from walletData', async () => {
    serveEngagement();
    server.use(http.post(`${API}/rank/get`, () => ok(rankFixture())));
    signIn();
    const router = renderApp('/luckyWheel', queryClient);
    await waitFor(() => expect(screen.getByTestId('wheel-spins').textContent).toBe('3'));
    await waitFor(() => expect(screen.getByTestId('balance-badge').textContent).toBe('1,234.50 THB'));

    realtimeLink.broadcast(socketMessage('walletData', engagementWallet({ spins: 5, diamonds: 150, creditBalance: 1500 })));
    await waitFor(() => expect(screen.getByTestId('wheel-spins').textContent).toBe('5'));
    await waitFor(() => expect(screen.getByTestId('balance-badge').textContent).toBe('1,500.00 THB'));

    await router.navigate('/reward');
    await waitFor(() => expect(screen.getByTestId('reward-diamonds-count').textContent).toBe('150'));
  });
});
