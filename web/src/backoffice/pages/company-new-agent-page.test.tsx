import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { useCompanySession } from '../stores/company-session';
import { companyAgentFixture, companyServer, signInCompany } from '../testing/company-fixtures';
import { loadStaffTexts } from '../testing/language';
import type { NewAgentBody } from '../types';

import { CompanyAgentPage } from './company-agent-page';
import { CompanyNewAgentPage } from './company-new-agent-page';

const CREATED = companyAgentFixture({ prefix: 'E123', domains: ['e123.localhost', 'www.e123.example'], depositAccounts: 0, players: 0 });

/** The console's server, with the create call answering each attempt in turn (the last one again after). */
function createServer(...answers: ((body: NewAgentBody) => Response)[]) {
  const bodies: NewAgentBody[] = [];
  companyServer({ agent: CREATED });
  server.use(
    http.post(`${API}/backoffice/company/agents`, async ({ request }) => {
      const body = (await request.json()) as NewAgentBody;
      bodies.push(body);
      return (answers[bodies.length - 1] ?? answers[answers.length - 1]!)(body);
    }),
  );
  return bodies;
}

const created = () => ok(CREATED);

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/backoffice/company/new" element={<CompanyNewAgentPage />} />
      <Route path="/backoffice/company/agents/:prefix" element={<CompanyAgentPage />} />
    </Routes>,
    { route: '/backoffice/company/new' },
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** The required fields of a baht agent, filled. */
async function fillRequired(user: User, { prefix = 'e123', admin = 'boss' } = {}) {
  await user.type(await screen.findByTestId('bo-co-prefix'), prefix);
  await user.type(screen.getByTestId('bo-co-domains'), 'E123.localhost{Enter}https://www.e123.example/{Enter}e123.localhost');
  await user.type(screen.getByTestId('bo-co-admin-username'), admin);
  await user.type(screen.getByTestId('bo-co-admin-password'), 'secret123');
  await user.type(screen.getByTestId('bo-co-admin-confirm'), 'secret123');
}

const invalid = (testId: string) => screen.getByTestId(testId).getAttribute('aria-invalid');

beforeEach(async () => {
  useCompanySession.getState().signOut();
  await loadStaffTexts('th');
  signInCompany();
});

describe('CompanyNewAgentPage', () => {
  it('sends the exact body of a baht agent (its TrueMoney number, limits null with the switch off), then opens its page', async () => {
    const bodies = createServer(created);
    const user = userEvent.setup();
    const { router } = renderPage();
    await fillRequired(user);
    await user.selectOptions(screen.getByTestId('bo-co-layout'), 'b');
    expect((screen.getByTestId('bo-co-country') as HTMLSelectElement).value).toBe('TH');
    expect(screen.getByText('เอเย่นต์ใช้สกุลเงิน THB')).toBeTruthy();
    await user.type(screen.getByTestId('bo-co-truemoney'), '081-234-5678');
    expect(screen.getByTestId('bo-co-set-limits').getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByTestId('bo-co-limits')).toBeNull();
    await user.click(screen.getByTestId('bo-co-create'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/company/agents/E123'));
    expect(bodies).toEqual([
      {
        prefix: 'E123',
        domains: ['e123.localhost', 'www.e123.example'],
        countryCode: 'TH',
        gameCompany: 'AMB',
        layout: 'b',
        truemoneyMobile: '0812345678',
        limits: null,
        admin: { username: 'boss', password: 'secret123' },
      },
    ]);
    expect((await screen.findByTestId('bo-co-created')).textContent).toContain('สร้างเอเย่นต์ E123 แล้ว');
    expect(screen.getByTestId('bo-co-no-deposit')).toBeTruthy();
  });

  it('sends no TrueMoney number for another currency, and the limits of its currency when set now', async () => {
    const bodies = createServer(created);
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.type(screen.getByTestId('bo-co-truemoney'), '0812345678');
    await user.selectOptions(screen.getByTestId('bo-co-country'), 'VN');
    expect(screen.queryByTestId('bo-co-truemoney')).toBeNull();
    await user.selectOptions(screen.getByTestId('bo-co-game-company'), 'UFA');
    await user.type(screen.getByTestId('bo-co-game-username'), 'vn_operator');
    await user.type(screen.getByTestId('bo-co-game-key'), 'k3y-from-the-upstream-0001');

    await user.click(screen.getByTestId('bo-co-set-limits'));
    expect(screen.getByTestId('bo-co-set-limits').getAttribute('aria-checked')).toBe('true');
    // Prefilled in đồng, whole amounts.
    expect((screen.getByTestId('bo-co-limits-minimumDeposit') as HTMLInputElement).value).toBe('50000');
    expect((screen.getByTestId('bo-co-limits-maximumCreditBalance') as HTMLInputElement).value).toBe('5000000000');
    expect(screen.getByLabelText('ขั้นต่ำ (VND)', { selector: '[data-testid="bo-co-limits-minimumDeposit"]' })).toBeTruthy();
    await user.clear(screen.getByTestId('bo-co-limits-maximumDeposit'));
    await user.type(screen.getByTestId('bo-co-limits-maximumDeposit'), '20000000');
    await user.clear(screen.getByTestId('bo-co-limits-turn'));
    await user.type(screen.getByTestId('bo-co-limits-turn'), '1.5');
    await user.click(screen.getByTestId('bo-co-create'));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      prefix: 'E123',
      domains: ['e123.localhost', 'www.e123.example'],
      countryCode: 'VN',
      gameCompany: 'UFA',
      gameUsername: 'vn_operator',
      gameApiKey: 'k3y-from-the-upstream-0001',
      layout: 'a',
      limits: {
        minimumDeposit: 50000,
        maximumDeposit: 20000000,
        minimumWithdraw: 100000,
        maximumWithdraw: 200000000,
        maximumCreditBalance: 5000000000,
        turn: 1.5,
        depositExpiryMinutes: 30,
      },
      admin: { username: 'boss', password: 'secret123' },
    });
    expect('truemoneyMobile' in bodies[0]!).toBe(false);
  });

  it('checks the form before sending: required fields, the prefix, the domains, the passwords', async () => {
    const bodies = createServer(created);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-co-create'));
    expect(invalid('bo-co-prefix')).toBe('true');
    expect(invalid('bo-co-domains')).toBe('true');
    expect(invalid('bo-co-admin-username')).toBe('true');
    expect(invalid('bo-co-admin-password')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('bo-co-prefix'));

    await user.type(screen.getByTestId('bo-co-prefix'), 'E-1');
    await user.type(screen.getByTestId('bo-co-domains'), 'not a domain!');
    await user.type(screen.getByTestId('bo-co-truemoney'), '12345');
    await user.type(screen.getByTestId('bo-co-admin-username'), 'boss');
    await user.type(screen.getByTestId('bo-co-admin-password'), 'secret123');
    await user.type(screen.getByTestId('bo-co-admin-confirm'), 'secret124');
    await user.click(screen.getByTestId('bo-co-set-limits'));
    await user.clear(screen.getByTestId('bo-co-limits-minimumDeposit'));
    await user.type(screen.getByTestId('bo-co-limits-minimumDeposit'), '999999');
    await user.click(screen.getByTestId('bo-co-create'));
    expect(screen.getByText('ตัวอักษรหรือตัวเลข 2–16 ตัว')).toBeTruthy();
    expect(screen.getByText('ไม่ใช่ชื่อโฮสต์: บรรทัดละหนึ่งโดเมน เช่น example.com')).toBeTruthy();
    expect(invalid('bo-co-truemoney')).toBe('true');
    expect(invalid('bo-co-admin-confirm')).toBe('true');
    expect(invalid('bo-co-admin-username')).toBeNull();
    expect(invalid('bo-co-limits-minimumDeposit')).toBe('true');
    expect(bodies).toEqual([]);
  });

  it('shows the server refusals at the fields it names', async () => {
    const bodies = createServer(
      () => fail(409, '23505', 'agent E123 exists', { fields: ['prefix'] }),
      () => fail(409, '23505', 'domain already served: e123.localhost', { fields: ['domain'] }),
      () => fail(422, '0000', 'deposit: the minimum is above the maximum', { fields: ['minimumDeposit', 'maximumDeposit'] }),
      () => fail(409, '23505', 'staff boss exists', { fields: ['username'] }),
      () => fail(500, '9999', 'Unexpected'),
    );
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByTestId('bo-co-create'));
    expect(await screen.findByText('พรีฟิกซ์นี้มีเอเย่นต์อื่นใช้แล้ว')).toBeTruthy();
    expect(invalid('bo-co-prefix')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('bo-co-prefix'));

    await user.click(screen.getByTestId('bo-co-create'));
    expect(await screen.findByText('โดเมนนี้มีเอเย่นต์อื่นใช้อยู่แล้ว')).toBeTruthy();
    expect(invalid('bo-co-domains')).toBe('true');
    expect(invalid('bo-co-prefix')).toBeNull();

    await user.click(screen.getByTestId('bo-co-set-limits'));
    await user.click(screen.getByTestId('bo-co-create'));
    await waitFor(() => expect(invalid('bo-co-limits-minimumDeposit')).toBe('true'));
    expect(invalid('bo-co-limits-maximumDeposit')).toBe('true');
    expect(screen.getAllByText('เซิร์ฟเวอร์ไม่รับค่านี้ (deposit: the minimum is above the maximum)')).toHaveLength(2);

    await user.click(screen.getByTestId('bo-co-create'));
    expect(await screen.findByText('ชื่อผู้ใช้นี้ถูกใช้แล้ว')).toBeTruthy();
    expect(invalid('bo-co-admin-username')).toBe('true');

    // A refusal of no field of the form: said under it.
    await user.click(screen.getByTestId('bo-co-create'));
    expect((await screen.findByTestId('bo-co-new-error')).textContent).toBeTruthy();
    expect(bodies).toHaveLength(5);
  });
});
