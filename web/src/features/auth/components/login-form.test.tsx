import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { toast } from '@/lib/toast';
import { userFixture } from '@/testing/fixtures';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { useAuthStore } from '../stores/auth-store';

import { LoginForm } from './login-form';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(),
}));

describe('LoginForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().logout();
  });

  it('asks for the username and password before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm agentPrefix="PP" />);
    await user.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['กรุณากรอกชื่อผู้ใช้', 'กรุณากรอกรหัสผ่าน']);
    expect(screen.getByRole('textbox', { name: 'ชื่อผู้ใช้' }).getAttribute('aria-invalid')).toBe('true');
    // No request was made: an unhandled request would fail the test.
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm agentPrefix="PP" />);
    const password = await screen.findByLabelText('รหัสผ่าน');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'ซ่อนรหัสผ่าน' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('logs in as a player of the agent and stores the session', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/login`, async ({ request }) => {
        body = await request.json();
        return ok({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
      }),
    );
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LoginForm agentPrefix="PP" onSuccess={onSuccess} />);
    await user.type(await screen.findByRole('textbox', { name: 'ชื่อผู้ใช้' }), 'Demo');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(body).toEqual({ username: 'demo', password: 'demo1234', userType: 'player', agentPrefix: 'PP' });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, accessToken: 'a', refreshToken: 'r' });
  });

  it("shows why the account may not log in, in the server's words, in the form (a self-exclusion and its end)", async () => {
    const message = 'You have excluded yourself from play until 2026-05-11 03:00 UTC';
    server.use(http.post(`${API}/auth/login`, () => fail(403, '0005', message, { systemMsg: 'selfExcluded' })));
    const user = userEvent.setup();
    renderWithProviders(<LoginForm agentPrefix="PP" />);
    await user.type(await screen.findByRole('textbox', { name: 'ชื่อผู้ใช้' }), 'demo');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect((await screen.findByTestId('login-refusal')).textContent).toBe(message);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(toast.error).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('toasts other refusals as the API client does', async () => {
    server.use(http.post(`${API}/auth/login`, () => fail(401, '0003', 'Username or password is incorrect')));
    const user = userEvent.setup();
    renderWithProviders(<LoginForm agentPrefix="PP" />);
    await user.type(await screen.findByRole('textbox', { name: 'ชื่อผู้ใช้' }), 'demo');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith({ text: 'Username or password is incorrect' }));
    expect(screen.queryByTestId('login-refusal')).toBeNull();
  });

  it('does not store a login whose user is not a player', async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        ok({ accessToken: 'a', refreshToken: 'r', user: userFixture({ userType: 'staff' }) }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginForm agentPrefix="PP" />);
    await user.type(await screen.findByRole('textbox', { name: 'ชื่อผู้ใช้' }), 'staff');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'staff1234');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith({ text: 'บัญชีนี้ไม่ใช่บัญชีผู้เล่น' }));
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, accessToken: null, user: null });
  });
});
