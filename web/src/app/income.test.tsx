import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SIDE_MENU } from '@/config/navigation';
import { connectApiSession, useAuthStore } from '@/features/auth';
import {
  affiliateFixture,
  affiliateReportFixture,
  bonusOfferFixture,
  commissionFixture,
  downlineFixture,
  returnLostFixture,
  returnLostPreviewFixture,
} from '@/features/income/testing';
import { api } from '@/lib/api';
import { agentFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { renderApp, signIn } from './testing';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

/** The income calls, answered as for a player with a little of everything. */
function incomeApi() {
  server.use(
    http.post(`${API}/affiliateManager`, () => ok(affiliateFixture())),
    http.post(`${API}/affiliateManager/report`, () => ok(affiliateReportFixture())),
    http.post(`${API}/affiliateManager/income`, () => ok([])),
    http.post(`${API}/affiliateManager/downline`, () => ok(downlineFixture())),
    http.post(`${API}/returnLost`, () => ok(returnLostFixture())),
    http.post(`${API}/returnLost/returnLostCalculate`, () => ok(returnLostPreviewFixture())),
    http.post(`${API}/rolling/get`, () => ok(commissionFixture('rolling'))),
    http.post(`${API}/rebate/get`, () => ok(commissionFixture('rebate'))),
  );
}

describe('the income pages', () => {
  beforeAll(() => connectApiSession(api));
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().logout();
  });
  afterEach(() => useAuthStore.getState().logout());

  it.each([
    ['/affiliate', 'แนะนำเพื่อน', 'affiliate-overview'],
    ['/returnLost', 'คืนยอดเสีย', 'return-lost-terms'],
    ['/rolling', 'ค่าคอมมิชชั่น', 'commission-rolling'],
    ['/rebate', 'รีเบท', 'commission-rebate'],
  ])('serves %s (no longer a coming-soon page)', async (path, title, content) => {
    incomeApi();
    signIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
    expect(await screen.findByTestId(content)).toBeTruthy();
    expect(screen.queryByText('เร็ว ๆ นี้')).toBeNull();
  });

  it('sends a guest to /login', async () => {
    const router = renderApp('/affiliate');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks a guest to log in under ufa-c, without calling the income APIs', async () => {
    server.use(
      http.post(`${API}/agent/getDomain`, () =>
        ok(agentFixture({ templateSetting: { template: {}, layout: { name: 'ufa-c' } } })),
      ),
    );
    renderApp('/returnLost');
    expect(await screen.findByRole('heading', { name: 'คืนยอดเสีย', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'เข้าสู่ระบบ' }).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('return-lost-terms')).toBeNull();
  });

  it('shows the claimable bonuses on /promotion, above the promotions', async () => {
    server.use(http.post(`${API}/bonus/get`, () => ok([bonusOfferFixture()])));
    signIn();
    renderApp('/promotion');
    const panel = await screen.findByTestId('bonuses-panel');
    expect(within(panel).getByRole('heading', { name: 'โบนัสวันเกิด' })).toBeTruthy();
    const current = await screen.findByTestId('no-current-promotion');
    expect(panel.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the side menu links every income page, next to the promotion', () => {
    const group = SIDE_MENU.find((g) => g.items.some((item) => item.to === '/promotion'));
    expect(group?.items.map((item) => item.to)).toEqual(
      expect.arrayContaining(['/affiliate', '/returnLost', '/rolling', '/rebate']),
    );
  });
});
