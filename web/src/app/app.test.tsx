import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { connectApiSession, useAuthStore } from '@/features/auth';
import { useReferralStore } from '@/features/referral';
import { api } from '@/lib/api';
import { confirmDialog, toast } from '@/lib/toast';
import { agentFixture, userFixture } from '@/testing/fixtures';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { renderApp, signIn } from './testing';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

const where = (router: ReturnType<typeof renderApp>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('app shell and routes', () => {
  beforeAll(() => connectApiSession(api));
  beforeEach(() => {
    useAuthStore.getState().logout();
    useReferralStore.getState().clear();
    document.documentElement.removeAttribute('style');
  });

  it('boots from the host name: title, description, favicon, theme variables, floating buttons', async () => {
    let domain: unknown;
    server.use(
      http.post(`${API}/agent/getDomain`, async ({ request }) => {
        domain = await request.json();
        return ok(agentFixture());
      }),
    );
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeTruthy();
    expect(domain).toEqual({ domain: 'localhost' });
    expect(document.title).toBe('Demo Play');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Demo description');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.png');
    expect(document.documentElement.style.getPropertyValue('--button-confirm-bg')).toBe('#ff0000');
    expect(screen.getByRole('link', { name: 'แชทผ่าน LINE' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'แชทผ่าน Telegram' })).toBeNull();
    expect(document.querySelector('[data-layout="a-default"]')).toBeTruthy();
    expect(screen.getByText('© 2024 Demo Play สงวนลิขสิทธิ์')).toBeTruthy();
  });

  it('falls back to configuration/getConfigurationDomain when the agent has no template', async () => {
    server.use(
      http.post(`${API}/agent/getDomain`, () => ok(agentFixture({ templateSetting: {} }))),
      http.post(`${API}/configuration/getConfigurationDomain`, () =>
        ok({ template: { title: null }, layout: { name: 'zuka' } }),
      ),
    );
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeTruthy();
    expect(document.title).toBe('Prompt-Play');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Default description');
    await waitFor(() => expect(document.querySelector('[data-layout="zuka-default"]')).toBeTruthy());
  });

  it('sends a guest to /login keeping the query', async () => {
    const router = renderApp('/casino?provider=pg');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeTruthy();
    expect(where(router)).toBe('/login?provider=pg');
  });

  it('stores an alliance code and sends the guest to /register', async () => {
    const router = renderApp('/al/ALLY1');
    expect(await screen.findByRole('heading', { name: 'สมัครสมาชิก', level: 1 })).toBeTruthy();
    expect(where(router)).toBe('/register');
    expect(useReferralStore.getState().allianceCode).toBe('ALLY1');
    expect(await screen.findByText('ALLY1')).toBeTruthy();
  });

  it('stores a ?ref= code from any page and sends the guest to /register', async () => {
    const router = renderApp('/promotion?ref=AFF9');
    expect(await screen.findByRole('heading', { name: 'สมัครสมาชิก', level: 1 })).toBeTruthy();
    expect(where(router)).toBe('/register');
    expect(useReferralStore.getState().referrer).toBe('AFF9');
  });

  it('sends a signed-in user away from /login to / with the query, and shows the balance', async () => {
    signIn();
    const router = renderApp('/login?x=1');
    expect(await screen.findByRole('heading', { name: 'สวัสดี demo' })).toBeTruthy();
    expect(where(router)).toBe('/?x=1');
    await waitFor(() => expect(screen.getByTestId('balance-badge').textContent).toBe('1,234.50 THB'));
    expect(document.querySelector('[data-layout="a-authenticated"]')).toBeTruthy();
  });

  it('opens every page to guests under layout ufa-c', async () => {
    server.use(
      http.post(`${API}/agent/getDomain`, () =>
        ok(agentFixture({ templateSetting: { template: {}, layout: { name: 'ufa-c' } } })),
      ),
    );
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'เกมออนไลน์ครบวงจร' })).toBeTruthy();
    expect(where(router)).toBe('/');
    expect(screen.getAllByRole('link', { name: 'สมัครสมาชิก' }).length).toBeGreaterThan(0);
  });

  it('shows the 404 view with the full path for an unknown page', async () => {
    signIn();
    renderApp('/no-such-page?a=1');
    expect(await screen.findByText('Page Not Found: /no-such-page?a=1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ไม่พบหน้าที่ต้องการ' })).toBeTruthy();
  });

  it('shows the 404 view for a deeper unknown path', async () => {
    signIn();
    renderApp('/a/b/c');
    expect(await screen.findByText('Page Not Found: /a/b/c')).toBeTruthy();
  });

  it('serves the known extra pages of the catch-all', async () => {
    signIn();
    // /faq and /blogs are content pages (app/content.test.tsx); /cashback is still to come.
    renderApp('/cashback');
    expect(await screen.findByRole('heading', { name: 'แคชแบ็ก', level: 1 })).toBeTruthy();
    expect(screen.getByText('เร็ว ๆ นี้')).toBeTruthy();
  });

  it('passes provider and category to game pages', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${API}/ambSuperApi/transfer/getProviderByCategory`, () => ok([])),
      http.post(`${API}/ambSuperApi/transfer/getGamesByCategoryAndProvider`, async ({ request }) => {
        asked.push(await request.json());
        return ok({ gamesList: [], page: { page: 1, perPage: 32, total: 0, totalPages: 1 } });
      }),
    );
    signIn();
    renderApp('/slot?provider=pg');
    expect(await screen.findByRole('heading', { name: 'สล็อต', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('game-category').getAttribute('data-category')).toBe('slot');
    expect(screen.getByTestId('game-provider').textContent).toContain('pg');
    await waitFor(() => expect(asked).toEqual([expect.objectContaining({ providerPrefix: 'pg', category: 'slot', page: 1, perPage: 32 })]));
    expect(await screen.findByTestId('games-empty')).toBeTruthy();
  });

  it('reads keno on /miniGames and slot on /play unless ?category says otherwise', async () => {
    const categories: string[] = [];
    server.use(
      http.post(`${API}/ambSuperApi/transfer/getProviderByCategory`, async ({ request }) => {
        categories.push(((await request.json()) as { category: string }).category);
        return ok([]);
      }),
    );
    signIn();
    const router = renderApp('/miniGames');
    await waitFor(() => expect(screen.getByTestId('game-category').getAttribute('data-category')).toBe('keno'));
    await router.navigate('/play');
    await waitFor(() => expect(screen.getByTestId('game-category').getAttribute('data-category')).toBe('slot'));
    await router.navigate('/play?category=fishing');
    await waitFor(() => expect(screen.getByTestId('game-category').getAttribute('data-category')).toBe('fishing'));
    await waitFor(() => expect(categories).toEqual(['keno', 'slot', 'fishing']));
  });

  it('logs out when checkToken says another session took over', async () => {
    server.use(http.post(`${API}/auth/checkToken`, () => fail(401, '0034', 'new session')));
    signIn();
    const router = renderApp('/profile');
    await waitFor(() => expect(where(router)).toBe('/login'));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(toast.error).toHaveBeenCalledWith({ title: 'มีผู้เข้าสู่ระบบซ้อน', text: 'หากไม่ใช่คุณ กรุณาติดต่อแอดมิน' });
  });

  it('keeps the session on any other checkToken failure', async () => {
    server.use(http.post(`${API}/auth/checkToken`, () => fail(500, '9999')));
    signIn();
    renderApp('/profile');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith({ title: 'กรุณาลองใหม่อีกครั้ง', text: '' }));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('checks the token on every navigation', async () => {
    let checks = 0;
    server.use(
      http.post(`${API}/auth/checkToken`, () => {
        checks += 1;
        return ok({ user: userFixture() });
      }),
    );
    signIn();
    const router = renderApp('/profile');
    await waitFor(() => expect(checks).toBe(1));
    await router.navigate('/setting');
    await waitFor(() => expect(checks).toBe(2));
  });

  it('asks before logging out, then ends the session and goes to /login', async () => {
    let loggedOut = false;
    server.use(
      http.post(`${API}/auth/logout`, ({ request }) => {
        loggedOut = request.headers.get('authorization') === 'Bearer a';
        return ok({});
      }),
    );
    signIn();
    const user = userEvent.setup();
    const router = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(where(router)).toBe('/login'));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'ออกจากระบบ?' }));
    expect(loggedOut).toBe(true);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('shows the profile with the account, the bank account and the password form', async () => {
    signIn();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'บัญชีของฉัน', level: 1 })).toBeTruthy();
    expect(screen.getByText('0812345678')).toBeTruthy();
    expect(screen.getByText('1234567890')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'เปลี่ยนรหัสผ่าน' })).toBeTruthy();
  });

  it('registers, shows /registered and logs the new player in with one tap', async () => {
    let registered: Record<string, unknown> | undefined;
    let loginBody: Record<string, unknown> | undefined;
    server.use(
      http.post(`${API}/player/register`, async ({ request }) => {
        registered = (await request.json()) as Record<string, unknown>;
        return ok({ user: userFixture({ username: 'newbie' }), player: {} });
      }),
      http.post(`${API}/auth/login`, async ({ request }) => {
        loginBody = (await request.json()) as Record<string, unknown>;
        return ok({ accessToken: 'na', refreshToken: 'nr', user: userFixture({ username: 'newbie' }) });
      }),
    );
    useReferralStore.getState().capture({ referrer: 'AFF1' });
    const user = userEvent.setup();
    const router = renderApp('/register');
    await user.type(await screen.findByRole('textbox', { name: 'ชื่อผู้ใช้' }), 'newbie');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'newbie123');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'newbie123');
    await user.type(screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }), '0991234567');
    await user.click(await screen.findByRole('radio', { name: 'ธนาคารไทยพาณิชย์' }));
    await user.type(screen.getByRole('textbox', { name: 'เลขที่บัญชี' }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: 'ชื่อบัญชี' }), 'New Bie');
    await user.click(screen.getByRole('checkbox', { name: /18/ }));
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

    expect(await screen.findByRole('heading', { name: 'สมัครสมาชิกสำเร็จ', level: 1 })).toBeTruthy();
    expect(where(router)).toBe('/registered');
    expect(registered).toMatchObject({ username: 'newbie', referrer: 'AFF1', prefixAgent: 'PP' });
    expect(useReferralStore.getState().referrer).toBeNull();

    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบทันที' }));
    await waitFor(() => expect(where(router)).toBe('/'));
    expect(loginBody).toEqual({ username: 'newbie', password: 'newbie123', userType: 'player', agentPrefix: 'PP' });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('resets a forgotten password at /login?forgot=1 and returns to the login form with the username', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/auth/forgotPassword`, async ({ request }) => {
        sent.push(await request.json());
        return ok({ sent: true, expiresIn: 600 });
      }),
      http.post(`${API}/auth/resetPassword`, async ({ request }) => {
        sent.push(await request.json());
        return ok({});
      }),
    );
    const user = userEvent.setup();
    const router = renderApp('/login?provider=pg');
    await user.type(await screen.findByRole('textbox', { name: 'ชื่อผู้ใช้' }), 'Demo');
    await user.click(screen.getByRole('button', { name: 'ลืมรหัสผ่าน?' }));
    expect(await screen.findByRole('heading', { name: 'ลืมรหัสผ่าน', level: 1 })).toBeTruthy();
    expect(where(router)).toBe('/login?provider=pg&forgot=1');
    const username = await screen.findByRole('textbox', { name: 'ชื่อผู้ใช้' });
    expect(username).toHaveProperty('value', 'demo');
    await user.type(screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }), '0812345678');
    await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    await user.type(await screen.findByRole('textbox', { name: 'รหัส OTP' }), '123456');
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'newpass123');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'newpass123');
    await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));

    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeTruthy();
    expect(where(router)).toBe('/login?provider=pg');
    expect(screen.getByRole('textbox', { name: 'ชื่อผู้ใช้' })).toHaveProperty('value', 'demo');
    expect(document.activeElement).toBe(screen.getByLabelText('รหัสผ่าน'));
    expect(sent).toEqual([
      { username: 'demo', tel: '0812345678', agentPrefix: 'PP' },
      { username: 'demo', code: '123456', newPassword: 'newpass123', agentPrefix: 'PP' },
    ]);
    expect(toast.success).toHaveBeenCalledWith({ title: 'ตั้งรหัสผ่านใหม่สำเร็จ', text: 'เข้าสู่ระบบด้วยรหัสผ่านใหม่ได้เลย' });
  });

  it('keeps the agent contact channels under the forgot-password form', async () => {
    const user = userEvent.setup();
    const router = renderApp('/login?forgot=1');
    await user.click(await screen.findByRole('button', { name: 'ติดต่อแอดมิน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ติดต่อแอดมิน' });
    const line = await within(dialog).findByRole('link', { name: /LINE/ });
    expect(dialog.textContent).toContain('@demo');
    expect(line.getAttribute('href')).toBe('https://line.me/R/ti/p/@demo');
    expect(line.getAttribute('rel')).toContain('noopener');
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' }));
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeTruthy();
    expect(where(router)).toBe('/login');
  });

  it('sends a signed-in user away from the forgot-password view', async () => {
    signIn();
    const router = renderApp('/login?forgot=1');
    await waitFor(() => expect(where(router)).toBe('/?forgot=1'));
  });

  it('asks a guest to log in on account pages under ufa-c, without calling member APIs', async () => {
    server.use(
      http.post(`${API}/agent/getDomain`, () =>
        ok(agentFixture({ templateSetting: { template: {}, layout: { name: 'ufa-c' } } })),
      ),
    );
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'บัญชีของฉัน', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'เข้าสู่ระบบ' }).length).toBeGreaterThan(0);
  });
});
