import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { announcementFixture, bannerFixture, serveAnnouncements, serveBanners } from '@/features/announcements/testing';
import { connectApiSession, useAuthStore } from '@/features/auth';
import { useModalStore } from '@/features/modals';
import { api } from '@/lib/api';
import { userFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { renderApp } from './testing';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

/** A layout's skin and the home's code load lazily: on a busy machine that takes a while. */
const SLOW = { timeout: 15_000 };

const announcements = [
  announcementFixture(1, { title: 'ยินดีต้อนรับสู่ Prompt-Play', createdAt: '2026-11-01T03:00:00+00:00' }),
  announcementFixture(2, { title: 'แจ้งปิดปรับปรุงระบบธนาคาร', createdAt: '2026-11-20T03:00:00+00:00' }),
];

describe('the agent announcements and banners in the app', () => {
  beforeAll(() => connectApiSession(api));
  beforeEach(() => useAuthStore.getState().logout());
  afterEach(() => {
    useAuthStore.getState().logout();
    useModalStore.getState().closeAll();
  });

  it('asks a visitor on /login for neither, and opens the dialog over the home page after the login', async () => {
    const announcementCalls = serveAnnouncements(announcements);
    const bannerCalls = serveBanners([bannerFixture(1, { title: 'Welcome bonus 100%', linkUrl: '/promotion' })]);
    server.use(http.post(`${API}/auth/login`, () => ok({ accessToken: 'a', refreshToken: 'r', user: userFixture() })));
    const user = userEvent.setup();
    const router = renderApp('/login');

    await user.type(await screen.findByRole('textbox', { name: 'ชื่อผู้ใช้' }, SLOW), 'demo');
    expect(announcementCalls()).toBe(0);
    expect(bannerCalls()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(screen.getByLabelText('รหัสผ่าน'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const dialog = await screen.findByRole('dialog', { name: 'ประกาศ' }, SLOW);
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(announcements.map((a) => a.title));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    // The home page itself: the latest announcement's line and the banners.
    const home = document.querySelector<HTMLElement>('[data-home="a"]')!;
    expect(within(home).getByTestId('announcement-latest').textContent).toContain('แจ้งปิดปรับปรุงระบบธนาคาร');
    expect(await within(home).findByRole('img', { name: 'Welcome bonus 100%' })).toBeTruthy();
  });
});
