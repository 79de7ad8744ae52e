import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { AUTH_STORAGE_KEY, useAuthStore } from '@/features/auth';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { STAFF_SESSION_STORAGE_KEY, useStaffSession } from '../stores/staff-session';
import { siteHandler, staffFixture } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';

import { LoginPage } from './login-page';

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/backoffice/login" element={<LoginPage />} />
      <Route path="/backoffice" element={<p>queue page</p>} />
    </Routes>,
    { route: '/backoffice/login' },
  );
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByTestId('bo-login-username'), username);
  await user.type(screen.getByTestId('bo-login-password'), password);
  await user.click(screen.getByTestId('bo-login-submit'));
}

describe('back office LoginPage', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    useAuthStore.getState().logout();
    await loadStaffTexts('th');
    server.use(siteHandler());
  });

  it('asks for both fields before sending anything', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByTestId('bo-login-submit'));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['กรุณากรอกชื่อผู้ใช้', 'กรุณากรอกรหัสผ่าน']);
  });

  it('logs in, keeps the staff session apart from the player’s, and opens the queue', async () => {
    let body: unknown;
    let staffRequest: string | null = null;
    server.use(
      http.post(`${API}/backoffice/auth/login`, async ({ request }) => {
        body = await request.json();
        staffRequest = request.headers.get('x-staff-request');
        // The server answers the back office's pages with the cookie, not with tokens.
        return ok({ accessToken: null, refreshToken: null, staff: staffFixture });
      }),
    );
    const { router } = renderLogin();
    await fillAndSubmit(' staff ', 'staff1234');
    expect(await screen.findByText('queue page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice');
    expect(body).toEqual({ username: 'staff', password: 'staff1234' });
    expect(staffRequest).toBe('1');

    expect(useStaffSession.getState()).toMatchObject({ staff: staffFixture });
    // Only who is signed in is stored: no token of any kind; the player's session is untouched.
    const stored = JSON.parse(localStorage.getItem(STAFF_SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state).toEqual({ staff: staffFixture });
    expect(screen.queryByTestId('bo-login-agent')).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').state?.accessToken ?? null).toBeNull();
  });

  it('asks for the agent on the back office’s own host, and sends it', async () => {
    let body: unknown;
    server.use(
      siteHandler(null),
      http.post(`${API}/backoffice/auth/login`, async ({ request }) => {
        body = await request.json();
        return ok({ accessToken: null, refreshToken: null, staff: staffFixture });
      }),
    );
    const user = userEvent.setup();
    renderLogin();
    const agent = await screen.findByTestId('bo-login-agent');
    await fillAndSubmit('staff', 'staff1234');
    expect(await screen.findByText('กรุณากรอกรหัสเอเย่นต์')).toBeTruthy();
    expect(body).toBeUndefined();

    await user.type(agent, ' pp ');
    await user.click(screen.getByTestId('bo-login-submit'));
    expect(await screen.findByText('queue page')).toBeTruthy();
    expect(body).toEqual({ username: 'staff', password: 'staff1234', agentPrefix: 'PP' });
  });

  it('drops a bearer token an older version stored', async () => {
    localStorage.setItem(
      STAFF_SESSION_STORAGE_KEY,
      JSON.stringify({ state: { accessToken: 'old-token', staff: staffFixture }, version: 1 }),
    );
    await useStaffSession.persist.rehydrate();
    expect(useStaffSession.getState().staff).toEqual(staffFixture);
    expect(localStorage.getItem(STAFF_SESSION_STORAGE_KEY)).not.toContain('old-token');
  });

  it('shows a wrong password (0003) clearly and clears the password', async () => {
    server.use(http.post(`${API}/backoffice/auth/login`, () => fail(401, '0003', 'Username or password is incorrect')));
    renderLogin();
    await fillAndSubmit('staff', 'nope');
    const error = await screen.findByTestId('bo-login-error');
    expect(error.textContent).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect((screen.getByTestId('bo-login-password') as HTMLInputElement).value).toBe('');
    expect(useStaffSession.getState().staff).toBeNull();
  });

  it('shows throttling (0036) with when to try again', async () => {
    await loadStaffTexts('en');
    server.use(
      http.post(`${API}/backoffice/auth/login`, () =>
        fail(429, '0036', 'Too many failed attempts', { systemMsg: 'try again in 14 minutes' }),
      ),
    );
    renderLogin();
    await fillAndSubmit('staff', 'nope');
    expect((await screen.findByTestId('bo-login-error')).textContent).toBe(
      'Too many failed attempts. Please wait and try again. (try again in 14 minutes)',
    );
  });

  it('tells the staff why they are back after the server ended the session', async () => {
    useStaffSession.getState().expire('0034');
    renderLogin();
    expect(screen.getByTestId('bo-login-ended').textContent).toBe('เซสชันหมดอายุหรือถูกยกเลิก กรุณาเข้าสู่ระบบอีกครั้ง');
  });

  it('sends a signed-in staff member straight to the queue', async () => {
    useStaffSession.getState().signIn({ staff: staffFixture });
    const { router } = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice'));
  });
});
