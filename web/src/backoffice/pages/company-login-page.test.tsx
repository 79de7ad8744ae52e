import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { useCompanySession } from '../stores/company-session';
import { useStaffSession } from '../stores/staff-session';
import { companyUserFixture } from '../testing/company-fixtures';
import { loadStaffTexts } from '../testing/language';

import { CompanyLoginPage } from './company-login-page';

/** The login call, answering each attempt in turn. */
function loginServer(...answers: (() => Response)[]) {
  const calls = { bodies: [] as unknown[], headers: [] as (string | null)[] };
  server.use(
    http.post(`${API}/backoffice/company/auth/login`, async ({ request }) => {
      calls.bodies.push(await request.json());
      calls.headers.push(request.headers.get('X-Staff-Request'));
      return (answers[calls.bodies.length - 1] ?? answers[answers.length - 1]!)();
    }),
  );
  return calls;
}

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/backoffice/company/login" element={<CompanyLoginPage />} />
      <Route path="/backoffice/company" element={<p>agents</p>} />
    </Routes>,
    { route: '/backoffice/company/login' },
  );
}

async function logIn(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByTestId('bo-co-login-username'), username);
  if (password) await user.type(screen.getByTestId('bo-co-login-password'), password);
  await user.click(screen.getByTestId('bo-co-login-submit'));
}

beforeEach(async () => {
  useCompanySession.getState().signOut();
  useStaffSession.getState().signOut();
  await loadStaffTexts('th');
});

describe('CompanyLoginPage', () => {
  it('asks for both fields before anything is sent', async () => {
    const calls = loginServer(() => ok({ accessToken: null, company: companyUserFixture }));
    renderLogin();
    await logIn('', '');
    expect(screen.getByTestId('bo-co-login-username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('กรุณากรอกชื่อผู้ใช้')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    expect(calls.bodies).toEqual([]);
  });

  it('says wrong credentials (0003) at the fields and empties the password', async () => {
    const calls = loginServer(() => fail(401, '0003', 'Username or password is incorrect', { fields: ['username', 'password'] }));
    renderLogin();
    await logIn('operator', 'nope1234');
    await waitFor(() => expect(screen.getByTestId('bo-co-login-username').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง')).toBeTruthy();
    expect(screen.getByTestId('bo-co-login-password').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByTestId('bo-co-login-password') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('bo-co-login-error')).toBeNull();
    expect(calls.bodies).toEqual([{ username: 'operator', password: 'nope1234' }]);
    expect(useCompanySession.getState().company).toBeNull();
  });

  it('says how long to wait after too many attempts (0036)', async () => {
    loginServer(() => fail(429, '0036', 'Too many failed attempts', { systemMsg: 'retryAfter=150' }));
    renderLogin();
    await logIn('operator', 'nope1234');
    expect((await screen.findByTestId('bo-co-login-error')).textContent).toBe('ลองผิดหลายครั้งเกินไป กรุณาลองใหม่ในอีก 3 นาที');
    expect(screen.getByTestId('bo-co-login-username').getAttribute('aria-invalid')).toBeNull();
  });

  it('signs in to the console alone (not as staff) with the staff request header, then opens the agents', async () => {
    const calls = loginServer(() => ok({ accessToken: null, company: companyUserFixture }));
    const { router } = renderLogin();
    await logIn(' operator ', 'operator1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/company'));
    expect(calls.bodies).toEqual([{ username: 'operator', password: 'operator1234' }]);
    expect(calls.headers).toEqual(['1']);
    expect(useCompanySession.getState().company).toEqual(companyUserFixture);
    expect(useStaffSession.getState().staff).toBeNull();
  });
});
