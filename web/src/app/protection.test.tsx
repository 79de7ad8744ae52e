import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { connectApiSession, useAuthStore } from '@/features/auth';
import { protectionFixture } from '@/features/protection/testing';
import { api } from '@/lib/api';
import { formatDateTime } from '@/lib/date';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { userFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { renderApp } from './testing';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

describe('/responsible-gaming in the app', () => {
  beforeAll(() => connectApiSession(api));
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
  });
  afterEach(() => {
    useAuthStore.getState().logout();
    queryClient.clear();
  });

  it('is listed with the account links and reached from the settings', async () => {
    server.use(http.get(`${API}/player/protection`, () => ok(protectionFixture())));
    const user = userEvent.setup();
    const router = renderApp('/setting', queryClient);
    // The first render of the whole app loads its chunks: more time than a later find needs.
    await user.click(await screen.findByTestId('setting-protection', {}, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: 'การเล่นอย่างรับผิดชอบ', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/responsible-gaming');
    expect(await screen.findByRole('region', { name: 'ขีดจำกัด' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'แจ้งเตือนระยะเวลาเล่น' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'พักการเล่น' })).toBeTruthy();
  });

  it('after a break is taken, signs out without a logout call and shows the login page with the end of the break', async () => {
    let logoutCalls = 0;
    server.use(
      http.get(`${API}/player/protection`, () => ok(protectionFixture())),
      http.post(`${API}/player/protection/exclusion`, () => ok(protectionFixture({ excludedUntil: '2026-05-05T03:00:00Z' }))),
      http.post(`${API}/auth/logout`, () => {
        logoutCalls += 1;
        return ok({});
      }),
    );
    const user = userEvent.setup();
    const router = renderApp('/responsible-gaming', queryClient);
    const section = await screen.findByRole('region', { name: 'พักการเล่น' }, { timeout: 5000 });
    await user.type(within(section).getByLabelText('รหัสผ่านของคุณ'), 'secret123');
    await user.click(within(section).getByRole('button', { name: 'พักการเล่น' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยัน เริ่มพักการเล่น' }));

    const notice = await screen.findByTestId('login-notice');
    expect(notice.textContent).toBe(
      `เริ่มพักการเล่นแล้ว คุณออกจากระบบแล้ว และจะเข้าสู่ระบบได้อีกครั้งหลัง ${formatDateTime('2026-05-05T03:00:00Z', 'th', 'Asia/Bangkok')}`,
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeTruthy();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    await waitFor(() => expect(logoutCalls).toBe(0));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
