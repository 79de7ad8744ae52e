import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { useStaffSession } from '../stores/staff-session';
import { cashierFixture, meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';
import {
  bankAccountsPageFixture,
  moneyLimitsFixture,
  paymentIncidentFixture,
  paymentSettingsFixture,
  staffBankAccountFixture,
  withdrawalIncidentFixture,
} from '../testing/payment-fixtures';
import type { BankAccountBody, BankAccountsPage, MoneyLimits, MoneyLimitsBody, PaymentIncident, PaymentSettings } from '../types';

import { PaymentsPage } from './payments-page';

interface Recorded {
  incidents: PaymentIncident[];
  settings: PaymentSettings;
  incidentReads: number;
  resolves: Array<{ id: string; body: unknown; staffHeader: string | null }>;
  puts: unknown[];
  bank: BankAccountsPage;
  bankReads: number;
  /** Account writes in order: a POST has no id. */
  accountWrites: Array<{ id: string | null; body: BankAccountBody }>;
  uploads: Array<{ type: string; staffHeader: string | null }>;
  limits: MoneyLimits;
  limitPuts: MoneyLimitsBody[];
}

/** The payment endpoints over mutable state, recording what the page sent. */
function paymentsServer(
  incidents: PaymentIncident[] = [],
  settings: PaymentSettings = paymentSettingsFixture(),
  { bank = bankAccountsPageFixture(), limits = moneyLimitsFixture() }: { bank?: BankAccountsPage; limits?: MoneyLimits } = {},
) {
  const state: Recorded = {
    incidents: [...incidents],
    settings,
    incidentReads: 0,
    resolves: [],
    puts: [],
    bank,
    bankReads: 0,
    accountWrites: [],
    uploads: [],
    limits,
    limitPuts: [],
  };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/payments/incidents`, () => {
      state.incidentReads += 1;
      return ok(state.incidents);
    }),
    http.get(`${API}/backoffice/settings/payments`, () => ok(state.settings)),
    http.get(`${API}/backoffice/bankAccounts`, () => {
      state.bankReads += 1;
      return ok(state.bank);
    }),
    http.get(`${API}/backoffice/settings/limits`, () => ok(state.limits)),
  );
  return state;
}

const row = (id: number) => screen.findByTestId(`bo-incident-row-${id}`);

describe('PaymentsPage: incidents', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  it('lists each incident with its kind, request, reported amount, status and the actions of its type', async () => {
    paymentsServer([
      paymentIncidentFixture({ id: 5, status: 'resolved', resolution: 'dismiss', note: 'slip was fake', resolvedAt: '2026-01-09T10:00:00Z', createdAt: '2026-01-10T09:00:00Z' }),
      paymentIncidentFixture(),
      withdrawalIncidentFixture(),
    ]);
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });

    const deposit = await row(7);
    expect(within(deposit).getByText('ยอดที่ชำระไม่ตรงกับรายการ')).toBeTruthy();
    expect(within(deposit).getByText('เกตเวย์')).toBeTruthy();
    expect(within(deposit).getByText('#12')).toBeTruthy();
    expect(within(deposit).getByText('ฝาก')).toBeTruthy();
    expect(within(deposit).getByRole('link', { name: 'demo' }).getAttribute('href')).toBe('/backoffice/players/3');
    await waitFor(() => expect(within(deposit).getByText('1,500.00 THB')).toBeTruthy());
    expect(within(deposit).getByTestId('bo-incident-reported-7').textContent).toBe('1,450.00 THB');
    expect(within(deposit).getByText('รอตัดสินใจ')).toBeTruthy();
    // A deposit is credited or dismissed, never paid or refunded.
    expect(within(deposit).getByTestId('bo-incident-credit-7')).toBeTruthy();
    expect(within(deposit).getByTestId('bo-incident-dismiss-7')).toBeTruthy();
    expect(within(deposit).queryByTestId('bo-incident-paid-7')).toBeNull();
    expect(within(deposit).queryByTestId('bo-incident-refund-7')).toBeNull();

    const withdrawal = await row(8);
    expect(within(withdrawal).getByText('ถอนผ่านเกตเวย์โดยไม่มีคำสั่ง')).toBeTruthy();
    expect(within(withdrawal).getByText('ไม่ระบุยอด')).toBeTruthy();
    expect(within(withdrawal).getByTestId('bo-incident-paid-8').textContent).toBe('จ่ายแล้ว');
    expect(within(withdrawal).getByTestId('bo-incident-refund-8').textContent).toBe('คืนเครดิต');
    expect(within(withdrawal).getByTestId('bo-incident-dismiss-8')).toBeTruthy();
    expect(within(withdrawal).queryByTestId('bo-incident-credit-8')).toBeNull();

    // A resolved one shows its outcome and note, and no action.
    const resolved = await row(5);
    expect(within(resolved).getByText('ตัดสินใจแล้ว')).toBeTruthy();
    expect(within(resolved).getByText(/ผล: ปิดโดยไม่โอนเงิน/)).toBeTruthy();
    expect(within(resolved).getByText('บันทึก: slip was fake')).toBeTruthy();
    expect(within(resolved).queryAllByRole('button')).toHaveLength(0);

    expect(screen.getByTestId('bo-incidents-open').textContent).toBe('รอตัดสินใจ 2 รายการ');
    // Open ones first, newest first, whatever order the server used.
    expect(screen.getAllByTestId(/^bo-incident-row-/).map((el) => el.dataset.testid)).toEqual([
      'bo-incident-row-8',
      'bo-incident-row-7',
      'bo-incident-row-5',
    ]);
  });

  it('offers only a dismissal when the request is gone', async () => {
    paymentsServer([paymentIncidentFixture({ id: 9, transaction: null, transactionId: null, kind: 'reconcile_error' })]);
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    const gone = await row(9);
    expect(within(gone).getByText('ไม่พบรายการต้นทางแล้ว')).toBeTruthy();
    expect(within(gone).getAllByRole('button').map((b) => b.dataset.testid)).toEqual(['bo-incident-dismiss-9']);
  });

  it('shows the empty and the error states', async () => {
    paymentsServer([]);
    const first = renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    expect(await screen.findByText('ไม่มีเหตุการณ์การชำระเงิน')).toBeTruthy();
    first.unmount();

    server.use(http.get(`${API}/backoffice/payments/incidents`, () => fail(500, '9999', 'boom')));
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    const incidents = screen.getByTestId('bo-payment-incidents');
    expect(await within(incidents).findByText('เกิดข้อผิดพลาด กรุณาลองใหม่ภายหลัง')).toBeTruthy();
    expect(within(incidents).getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
  });

  it('credits only with a note, posts the action and the note, shows the result and refreshes', async () => {
    const state = paymentsServer([paymentIncidentFixture(), withdrawalIncidentFixture()]);
    server.use(
      http.post(`${API}/backoffice/payments/incidents/:id/resolve`, async ({ params, request }) => {
        const body = (await request.json()) as { action: string; note: string };
        state.resolves.push({ id: String(params.id), body, staffHeader: request.headers.get('x-staff-request') });
        const done = {
          ...state.incidents.find((i) => i.id === Number(params.id))!,
          status: 'resolved' as const,
          resolution: body.action,
          note: body.note,
          resolvedAt: '2026-01-10T09:00:00Z',
        };
        done.transaction = { ...done.transaction!, amount: 1450, status: '0000' };
        state.incidents = state.incidents.map((i) => (i.id === done.id ? done : i));
        return ok(done);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    await row(7);
    const readsBefore = state.incidentReads;

    await user.click(screen.getByTestId('bo-incident-credit-7'));
    const dialog = await screen.findByRole('dialog', { name: 'เติมเครดิต · เหตุการณ์ #7' });
    // The confirmation says what moves: the amount the upstream reported.
    expect(within(dialog).getByTestId('bo-incident-effect').textContent).toBe('เติมเครดิต 1,450.00 THB ให้ demo และปิดรายการฝากเป็นสำเร็จ');

    await user.click(within(dialog).getByTestId('bo-incident-confirm'));
    expect(within(dialog).getByRole('alert').textContent).toBe('กรุณาระบุบันทึกเหตุผล');
    expect(state.resolves).toHaveLength(0);

    await user.type(within(dialog).getByTestId('bo-incident-note'), '  player paid 1,450 per statement ');
    await user.click(within(dialog).getByTestId('bo-incident-confirm'));

    const notice = await screen.findByTestId('bo-incidents-notice');
    expect(notice.dataset.tone).toBe('success');
    expect(notice.textContent).toContain('เหตุการณ์ #7 ตัดสินใจแล้ว: เติมเครดิต');
    expect(notice.textContent).toContain('รายการ #12 ตอนนี้: ทำรายการสำเร็จ');
    expect(state.resolves).toEqual([{ id: '7', body: { action: 'credit', note: 'player paid 1,450 per statement' }, staffHeader: '1' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(state.incidentReads).toBeGreaterThan(readsBefore));
    const resolved = await row(7);
    await waitFor(() => expect(resolved.dataset.status).toBe('resolved'));
    expect(within(resolved).queryAllByRole('button')).toHaveLength(0);

    // A withdrawal's refund posts its own action.
    await user.click(screen.getByTestId('bo-incident-refund-8'));
    const refund = await screen.findByRole('dialog', { name: 'คืนเครดิต · เหตุการณ์ #8' });
    expect(within(refund).getByTestId('bo-incident-effect').textContent).toBe('ยกเลิกรายการถอนและคืนเครดิต 2,345.50 THB ที่กันไว้ให้ bob');
    await user.type(within(refund).getByTestId('bo-incident-note'), 'order never opened');
    await user.click(within(refund).getByTestId('bo-incident-confirm'));
    await waitFor(() => expect(state.resolves).toHaveLength(2));
    expect(state.resolves[1]).toMatchObject({ id: '8', body: { action: 'refund', note: 'order never opened' } });
  });

  it('says "already resolved" on 0051, closes the dialog and refreshes', async () => {
    const state = paymentsServer([paymentIncidentFixture()]);
    server.use(
      http.post(`${API}/backoffice/payments/incidents/7/resolve`, () => {
        state.incidents = [{ ...paymentIncidentFixture(), status: 'resolved', resolution: 'dismiss', note: 'done elsewhere' }];
        return fail(409, '0051', 'This incident was already resolved');
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    await row(7);
    const readsBefore = state.incidentReads;
    await user.click(screen.getByTestId('bo-incident-dismiss-7'));
    await user.type(await screen.findByTestId('bo-incident-note'), 'duplicate report');
    await user.click(screen.getByTestId('bo-incident-confirm'));

    const notice = await screen.findByTestId('bo-incidents-notice');
    expect(notice.dataset.tone).toBe('warning');
    expect(notice.textContent).toContain('เหตุการณ์ #7 ถูกตัดสินใจไปแล้ว');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(state.incidentReads).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.getByTestId('bo-incident-row-7').dataset.status).toBe('resolved'));
  });

  it('does not credit money paid in another currency', async () => {
    paymentsServer([paymentIncidentFixture({ reportedCurrency: 'VND', reportedAmount: null, kind: 'currency_mismatch' })]);
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    await row(7);
    await user.click(screen.getByTestId('bo-incident-credit-7'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(/ผู้ให้บริการชำระเป็น VND/)).toBeTruthy());
    expect(within(dialog).getByTestId('bo-incident-confirm')).toHaveProperty('disabled', true);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    paymentsServer([paymentIncidentFixture()]);
    server.use(
      http.post(`${API}/backoffice/payments/incidents/7/resolve`, () =>
        fail(422, '0000', 'A deposit incident is resolved by credit or dismiss', { fields: ['action'] }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    await row(7);
    await user.click(screen.getByTestId('bo-incident-credit-7'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('bo-incident-note'), 'try');
    await user.click(within(dialog).getByTestId('bo-incident-confirm'));
    const error = await within(dialog).findByTestId('bo-incident-error');
    expect(error.textContent).toBe('ข้อมูลไม่ถูกต้อง (action)');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByTestId('bo-incident-row-7').dataset.status).toBe('open');
  });

  it('speaks English in English mode', async () => {
    await loadStaffTexts('en');
    paymentsServer([paymentIncidentFixture(), withdrawalIncidentFixture()]);
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    const deposit = await row(7);
    expect(within(deposit).getByText('Paid amount differs from the request')).toBeTruthy();
    expect(within(deposit).getByTestId('bo-incident-dismiss-7').textContent).toBe('Dismiss');
    expect(within(await row(8)).getByText('Gateway withdrawal without an order')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeTruthy();
  });
});

describe('PaymentsPage: payment channels', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  function withPut(state: Recorded, answer?: (body: { paymentMethods: string[]; truemoneyMobile?: string | null }) => Response) {
    server.use(
      http.put(`${API}/backoffice/settings/payments`, async ({ request }) => {
        const body = (await request.json()) as { paymentMethods: string[]; truemoneyMobile?: string | null };
        state.puts.push(body);
        if (answer) return answer(body);
        state.settings = {
          ...state.settings,
          paymentMethods: body.paymentMethods,
          truemoneyMobile: body.truemoneyMobile ?? null,
          available: body.paymentMethods.filter((m) => m !== 'GATEWAY'),
        };
        return ok(state.settings);
      }),
    );
  }

  it('shows the chosen channels and what works now, and saves', async () => {
    const state = paymentsServer([], paymentSettingsFixture());
    withPut(state);
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });

    const bank = (await screen.findByTestId('bo-channel-BANK')) as HTMLInputElement;
    const truemoney = screen.getByTestId('bo-channel-TRUEMONEY') as HTMLInputElement;
    expect(bank.checked).toBe(true);
    expect(truemoney.checked).toBe(false);
    expect((screen.getByTestId('bo-channel-GATEWAY') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('bo-channel-state-BANK').textContent).toBe('ใช้งานได้ตอนนี้');
    expect(screen.getByTestId('bo-channel-state-TRUEMONEY').textContent).toBe('ยังใช้งานไม่ได้');
    expect(screen.getByText(/สกุลเงินของเอเย่นต์ \(THB\)/)).toBeTruthy();

    // Vouchers need the receiving number before anything is sent.
    await user.click(truemoney);
    await user.click(screen.getByTestId('bo-channels-save'));
    expect(await screen.findByText('ทรูมันนี่ต้องมีเบอร์รับเงิน')).toBeTruthy();
    expect(state.puts).toHaveLength(0);

    await user.type(screen.getByTestId('bo-channel-mobile'), ' 0812345678 ');
    await user.click(screen.getByTestId('bo-channels-save'));
    expect((await screen.findByTestId('bo-channels-notice')).textContent).toContain('บันทึกช่องทางการชำระเงินแล้ว');
    expect(state.puts).toEqual([{ paymentMethods: ['BANK', 'TRUEMONEY'], truemoneyMobile: '0812345678' }]);
    await waitFor(() => expect(screen.getByTestId('bo-channel-state-TRUEMONEY').textContent).toBe('ใช้งานได้ตอนนี้'));
    expect(within(screen.getByTestId('bo-channels-available')).getByText('ทรูมันนี่')).toBeTruthy();
    expect((screen.getByTestId('bo-channel-TRUEMONEY') as HTMLInputElement).checked).toBe(true);
  });

  it('asks for at least one channel', async () => {
    const state = paymentsServer([], paymentSettingsFixture());
    withPut(state);
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    await user.click(await screen.findByTestId('bo-channel-BANK'));
    await user.click(screen.getByTestId('bo-channels-save'));
    expect(await screen.findByText('กรุณาเลือกอย่างน้อยหนึ่งช่องทาง')).toBeTruthy();
    expect(state.puts).toHaveLength(0);
  });

  it('shows the server’s field errors on their fields', async () => {
    const state = paymentsServer([], paymentSettingsFixture({ paymentMethods: ['BANK', 'TRUEMONEY'], available: ['BANK', 'TRUEMONEY'], truemoneyMobile: '0812345678' }));
    let answer = () => fail(409, '23505', 'Another agent receives into this TrueMoney number', { fields: ['truemoneyMobile'] });
    withPut(state, () => answer());
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });

    const mobile = (await screen.findByTestId('bo-channel-mobile')) as HTMLInputElement;
    expect(mobile.value).toBe('0812345678');
    await user.clear(mobile);
    await user.type(mobile, '0899999999');
    await user.click(screen.getByTestId('bo-channels-save'));
    expect(await screen.findByText('เบอร์นี้เป็นเบอร์รับเงินของเอเย่นต์อื่นแล้ว (Another agent receives into this TrueMoney number)')).toBeTruthy();
    expect(mobile.getAttribute('aria-invalid')).toBe('true');

    answer = () => fail(422, '0000', 'The gateway pays in VND only', { fields: ['paymentMethods'] });
    await user.click(screen.getByTestId('bo-channel-GATEWAY'));
    await user.click(screen.getByTestId('bo-channels-save'));
    expect(await screen.findByText('ช่องทางที่เลือกใช้กับเอเย่นต์นี้ไม่ได้ (The gateway pays in VND only)')).toBeTruthy();
    // A PUT may be sent again on a 409 or 5xx by the client; the last one is what the page sent.
    expect(state.puts.at(-1)).toEqual({ paymentMethods: ['BANK', 'TRUEMONEY', 'GATEWAY'], truemoneyMobile: '0899999999' });

    answer = () => fail(500, '9999', 'boom');
    await user.click(screen.getByTestId('bo-channel-GATEWAY'));
    await user.click(screen.getByTestId('bo-channels-save'));
    expect((await screen.findByTestId('bo-channels-error')).textContent).toBe('เกิดข้อผิดพลาด กรุณาลองใหม่ภายหลัง');
  });
});

describe('PaymentsPage: bank accounts', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  /** Account writes over the state: each answer is the saved account, and the list holds it; `answer` refuses instead. */
  function withAccountWrites(state: Recorded, answer?: (body: BankAccountBody) => Response | null) {
    const saved = (id: number, body: BankAccountBody) =>
      staffBankAccountFixture({
        ...body,
        id,
        bankName: state.bank.banks.find((b) => b.code === body.bankCode)?.nameEn ?? body.bankCode,
        status: body.status ?? 'active',
        promptPayType: body.promptPayType ?? null,
        promptPayNo: body.promptPayNo ?? null,
        qrCode: body.qrCode ?? null,
        sort: body.sort ?? 0,
      });
    server.use(
      http.post(`${API}/backoffice/bankAccounts`, async ({ request }) => {
        const body = (await request.json()) as BankAccountBody;
        state.accountWrites.push({ id: null, body });
        const refusal = answer?.(body);
        if (refusal) return refusal;
        const account = saved(Math.max(0, ...state.bank.accounts.map((a) => a.id)) + 1, body);
        state.bank = { ...state.bank, accounts: [...state.bank.accounts, account] };
        return ok(account);
      }),
      http.put(`${API}/backoffice/bankAccounts/:id`, async ({ request, params }) => {
        const body = (await request.json()) as BankAccountBody;
        state.accountWrites.push({ id: String(params.id), body });
        const refusal = answer?.(body);
        if (refusal) return refusal;
        const account = saved(Number(params.id), body);
        state.bank = { ...state.bank, accounts: state.bank.accounts.map((a) => (a.id === account.id ? account : a)) };
        return ok(account);
      }),
      http.post(`${API}/backoffice/bankAccounts/uploadImage`, async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        state.uploads.push({ type: file.type, staffHeader: request.headers.get('X-Staff-Request') });
        return ok({ url: '/api/uploads/5d4c3b.png', contentType: 'image/png', size: file.size });
      }),
    );
  }

  const accountRow = (id: number) => screen.findByTestId(`bo-bankacc-${id}`);

  async function openCreate(user: ReturnType<typeof userEvent.setup>) {
    const create = await screen.findByTestId('bo-bankacc-create');
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await user.click(create);
    return screen.findByRole('dialog', { name: 'เพิ่มบัญชีธนาคาร' });
  }

  it('lists the agent’s accounts with their bank in the staff’s language, number, name, type, PromptPay, status and order', async () => {
    paymentsServer();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });

    const first = await accountRow(1);
    expect(within(first).getByText('กสิกรไทย')).toBeTruthy();
    expect(within(first).getByText('1234567890')).toBeTruthy();
    expect(within(first).getByText('PP Company')).toBeTruthy();
    expect(within(first).getByText('ฝากและถอน')).toBeTruthy();
    expect(within(first).getByText('เบอร์มือถือ')).toBeTruthy();
    expect(within(first).getByText('0812345678')).toBeTruthy();
    expect(within(first).getByText('ใช้งาน')).toBeTruthy();
    expect(first.dataset.status).toBe('active');

    const second = screen.getByTestId('bo-bankacc-2');
    expect(within(second).getByText('ไทยพาณิชย์')).toBeTruthy();
    expect(within(second).getByText('ถอน')).toBeTruthy();
    expect(within(second).getByText('ปิดใช้งาน')).toBeTruthy();
    expect(within(second).getByText('3')).toBeTruthy();
    expect(within(second).getByAltText('QR ของบัญชี 5550001111').getAttribute('src')).toBe('/api/uploads/9a8b7c.png');
    expect(second.dataset.status).toBe('inactive');
    expect(screen.getByText(/บัญชีที่ผู้เล่นโอนเงินฝากเข้า และบัญชีที่ใช้จ่ายเงินถอน \(THB\)/)).toBeTruthy();
    expect(within(screen.getByTestId('bo-bank-accounts')).getByRole('columnheader', { name: 'พร้อมเพย์' })).toBeTruthy();
  });

  it('names banks in English for English staff, and leaves PromptPay out for an agent not in baht', async () => {
    await loadStaffTexts('en');
    const state = paymentsServer([], paymentSettingsFixture(), {
      bank: bankAccountsPageFixture({
        currencyCode: 'VND',
        promptPay: false,
        accounts: [staffBankAccountFixture({ promptPayType: null, promptPayNo: null, currencyCode: 'VND' })],
      }),
    });
    withAccountWrites(state);
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });

    const row1 = await accountRow(1);
    expect(within(row1).getByText('Kasikornbank')).toBeTruthy();
    expect(within(row1).getByText('Deposit & withdrawal')).toBeTruthy();
    expect(within(row1).getByText('Active')).toBeTruthy();
    expect(within(screen.getByTestId('bo-bank-accounts')).queryByRole('columnheader', { name: 'PromptPay' })).toBeNull();

    await user.click(screen.getByTestId('bo-bankacc-edit-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit account 1234567890' });
    expect(within(dialog).queryByTestId('bo-bankacc-promptpay-type')).toBeNull();
    expect(within(dialog).getByRole('option', { name: 'Siam Commercial Bank' })).toBeTruthy();
  });

  it('adds an account: the checked body is sent, with the uploaded QR, and the list refreshes', async () => {
    const state = paymentsServer();
    withAccountWrites(state);
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    await accountRow(1);
    const readsBefore = state.bankReads;

    const dialog = await openCreate(user);
    await user.selectOptions(within(dialog).getByTestId('bo-bankacc-bank'), 'GSB');
    expect(within(dialog).getByText('ตัวเลข 12 หลักสำหรับธนาคารนี้')).toBeTruthy();
    // Spaces and dashes as banks print numbers are dropped.
    await user.type(within(dialog).getByTestId('bo-bankacc-number'), '0200-1234-5678');
    await user.type(within(dialog).getByTestId('bo-bankacc-name'), '  PP   Savings ');
    await user.click(within(dialog).getByTestId('bo-bankacc-type-DEPOSIT'));
    await user.selectOptions(within(dialog).getByTestId('bo-bankacc-promptpay-type'), 'NATIONAL_ID');
    await user.type(within(dialog).getByTestId('bo-bankacc-promptpay-no'), '1101700230708');
    await user.upload(within(dialog).getByTestId('bo-bankacc-qr-file'), new File(['\x89PNG'], 'qr.png', { type: 'image/png' }));
    expect((await within(dialog).findByAltText('ตัวอย่างรูป QR')).getAttribute('src')).toBe('/api/uploads/5d4c3b.png');
    expect(state.uploads).toEqual([{ type: 'image/png', staffHeader: '1' }]);
    await user.clear(within(dialog).getByTestId('bo-bankacc-sort'));
    await user.type(within(dialog).getByTestId('bo-bankacc-sort'), '7');
    await user.click(within(dialog).getByTestId('bo-bankacc-save'));

    const notice = await screen.findByTestId('bo-bankacc-notice');
    expect(notice.textContent).toContain('เพิ่มบัญชี ออมสิน 020012345678 แล้ว');
    expect(state.accountWrites).toEqual([
      {
        id: null,
        body: {
          bankCode: 'GSB',
          bankAccountNo: '020012345678',
          bankAccountName: 'PP Savings',
          bankAccountType: 'DEPOSIT',
          status: 'active',
          promptPayType: 'NATIONAL_ID',
          promptPayNo: '1101700230708',
          qrCode: '/api/uploads/5d4c3b.png',
          sort: 7,
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(state.bankReads).toBeGreaterThan(readsBefore));
    const added = await accountRow(3);
    expect(within(added).getByText('ออมสิน')).toBeTruthy();
    expect(within(added).getByText('เลขประจำตัวประชาชน')).toBeTruthy();
  });

  it('refuses a number of the wrong length, letters and a wrong PromptPay without sending anything', async () => {
    const state = paymentsServer();
    withAccountWrites(state);
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    const dialog = await openCreate(user);

    await user.click(within(dialog).getByTestId('bo-bankacc-save'));
    expect(within(dialog).getByText('กรุณาเลือกธนาคาร')).toBeTruthy();
    expect(within(dialog).getAllByText('กรุณากรอกข้อมูลนี้')).toHaveLength(2);

    await user.selectOptions(within(dialog).getByTestId('bo-bankacc-bank'), 'KBANK');
    const number = within(dialog).getByTestId('bo-bankacc-number');
    await user.type(number, '123456789');
    await user.type(within(dialog).getByTestId('bo-bankacc-name'), 'PP Company');
    await user.click(within(dialog).getByTestId('bo-bankacc-save'));
    expect(within(dialog).getByText('เลขที่บัญชีของธนาคารนี้ต้องมี 10 หลัก')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');

    await user.clear(number);
    await user.type(number, '12345678O0');
    await user.click(within(dialog).getByTestId('bo-bankacc-save'));
    expect(within(dialog).getByText('กรอกเฉพาะตัวเลข')).toBeTruthy();

    await user.clear(number);
    await user.type(number, '1234567890');
    await user.selectOptions(within(dialog).getByTestId('bo-bankacc-promptpay-type'), 'PHONE');
    await user.type(within(dialog).getByTestId('bo-bankacc-promptpay-no'), '0212345678');
    await user.click(within(dialog).getByTestId('bo-bankacc-save'));
    expect(within(dialog).getByText('เบอร์มือถือต้องขึ้นต้นด้วย 06, 08 หรือ 09')).toBeTruthy();

    await user.selectOptions(within(dialog).getByTestId('bo-bankacc-promptpay-type'), 'EWALLET');
    await user.click(within(dialog).getByTestId('bo-bankacc-save'));
    expect(within(dialog).getByText('หมายเลขพร้อมเพย์ประเภทนี้ต้องเป็นตัวเลข 15 หลัก')).toBeTruthy();

    // A file the server would refuse is not sent either.
    await user.upload(within(dialog).getByTestId('bo-bankacc-qr-file'), new File(['%PDF'], 'qr.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('รับเฉพาะไฟล์ PNG, JPEG, WebP หรือ GIF')).toBeTruthy();

    expect(state.accountWrites).toEqual([]);
    expect(state.uploads).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the server’s refusal at the field it names, and a duplicate number at the number', async () => {
    const state = paymentsServer();
    let answer = () => fail(422, '0000', 'bank account number must be 10-10 digits', { fields: ['bankAccountNo'] });
    withAccountWrites(state, () => answer());
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    const dialog = await openCreate(user);

    await user.selectOptions(within(dialog).getByTestId('bo-bankacc-bank'), 'SCB');
    const number = within(dialog).getByTestId('bo-bankacc-number');
    await user.type(number, '1112223334');
    await user.type(within(dialog).getByTestId('bo-bankacc-name'), 'PP Second');
    await user.click(within(dialog).getByTestId('bo-bankacc-save'));
    expect(await within(dialog).findByText('เซิร์ฟเวอร์ไม่รับค่านี้ (bank account number must be 10-10 digits)')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByTestId('bo-bankacc-error')).toBeNull();
    expect(state.accountWrites).toHaveLength(1);

    answer = () => fail(409, '23505', 'This bank account is already registered', { fields: ['bankAccountNo'] });
    await user.click(within(dialog).getByTestId('bo-bankacc-save'));
    expect(await within(dialog).findByText('เลขที่บัญชีนี้ลงทะเบียนไว้แล้ว')).toBeTruthy();

    // Editing the number drops its error; a refusal of no field of the form shows under it.
    await user.type(number, '5');
    expect(within(dialog).queryByText('เลขที่บัญชีนี้ลงทะเบียนไว้แล้ว')).toBeNull();
    answer = () => fail(500, '9999', 'boom');
    await user.clear(number);
    await user.type(number, '1112223335');
    await user.click(within(dialog).getByTestId('bo-bankacc-save'));
    expect((await within(dialog).findByTestId('bo-bankacc-error')).textContent).toBe('เกิดข้อผิดพลาด กรุณาลองใหม่ภายหลัง');
    expect(screen.queryByTestId('bo-bankacc-3')).toBeNull();
  });

  it('edits an account over its saved values and sets it inactive', async () => {
    const state = paymentsServer();
    withAccountWrites(state);
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    await accountRow(1);
    const readsBefore = state.bankReads;

    await user.click(screen.getByRole('button', { name: 'แก้ไขบัญชี 1234567890' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขบัญชี 1234567890' });
    expect((within(dialog).getByTestId('bo-bankacc-bank') as HTMLSelectElement).value).toBe('KBANK');
    expect((within(dialog).getByTestId('bo-bankacc-number') as HTMLInputElement).value).toBe('1234567890');
    expect((within(dialog).getByTestId('bo-bankacc-name') as HTMLInputElement).value).toBe('PP Company');
    expect((within(dialog).getByTestId('bo-bankacc-type-DEPOSIT/WITHDRAW') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByTestId('bo-bankacc-promptpay-no') as HTMLInputElement).value).toBe('0812345678');
    const active = within(dialog).getByTestId('bo-bankacc-active') as HTMLInputElement;
    expect(active.checked).toBe(true);

    await user.click(active);
    await user.click(within(dialog).getByTestId('bo-bankacc-save'));

    expect((await screen.findByTestId('bo-bankacc-notice')).textContent).toContain('บันทึกบัญชี กสิกรไทย 1234567890 แล้ว');
    expect(state.accountWrites).toEqual([
      {
        id: '1',
        body: {
          bankCode: 'KBANK',
          bankAccountNo: '1234567890',
          bankAccountName: 'PP Company',
          bankAccountType: 'DEPOSIT/WITHDRAW',
          status: 'inactive',
          promptPayType: 'PHONE',
          promptPayNo: '0812345678',
          qrCode: null,
          sort: 0,
        },
      },
    ]);
    await waitFor(() => expect(state.bankReads).toBeGreaterThan(readsBefore));
    const row1 = screen.getByTestId('bo-bankacc-1');
    await waitFor(() => expect(row1.dataset.status).toBe('inactive'));
    expect(within(row1).getByText('ปิดใช้งาน')).toBeTruthy();

    // And back on: the removed PromptPay goes as nulls.
    await user.click(screen.getByTestId('bo-bankacc-edit-1'));
    const again = await screen.findByRole('dialog');
    expect((within(again).getByTestId('bo-bankacc-active') as HTMLInputElement).checked).toBe(false);
    await user.click(within(again).getByTestId('bo-bankacc-active'));
    await user.selectOptions(within(again).getByTestId('bo-bankacc-promptpay-type'), '');
    await user.click(within(again).getByTestId('bo-bankacc-save'));
    await waitFor(() => expect(state.accountWrites).toHaveLength(2));
    expect(state.accountWrites[1]!.body).toMatchObject({ status: 'active', promptPayType: null, promptPayNo: null });
    await waitFor(() => expect(screen.getByTestId('bo-bankacc-1').dataset.status).toBe('active'));
  });
});

describe('PaymentsPage: limits', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  function withLimitsPut(state: Recorded, answer?: () => Response) {
    server.use(
      http.put(`${API}/backoffice/settings/limits`, async ({ request }) => {
        const body = (await request.json()) as MoneyLimitsBody;
        state.limitPuts.push(body);
        if (answer) return answer();
        state.limits = { ...(body as MoneyLimits), currencyCode: state.limits.currencyCode };
        return ok(state.limits);
      }),
    );
  }

  const input = (name: string) => screen.getByTestId(`bo-limits-${name}`) as HTMLInputElement;

  async function replace(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
    await user.clear(input(name));
    await user.type(input(name), value);
  }

  it('shows the limits in the agent’s money and refuses a minimum above its maximum without a request', async () => {
    const state = paymentsServer();
    withLimitsPut(state);
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });

    const summary = await screen.findByTestId('bo-limits-summary');
    expect(within(summary).getByTestId('bo-limits-summary-deposit').textContent).toContain('100.00 THB – 50,000.00 THB');
    expect(within(summary).getByTestId('bo-limits-summary-withdraw').textContent).toContain('300.00 THB – 100,000.50 THB');
    expect(within(summary).getByTestId('bo-limits-summary-turn').textContent).toContain('1.5 เท่า');
    expect(within(summary).getByTestId('bo-limits-summary-expiry').textContent).toContain('30 นาที');
    expect(input('maximumWithdraw').value).toBe('100000.50');
    expect(screen.getAllByText('ขั้นต่ำ (THB)')).toHaveLength(2);
    expect(screen.getByTestId('bo-limits-save')).toHaveProperty('disabled', true);

    await replace(user, 'minimumDeposit', '50000.01');
    await replace(user, 'minimumWithdraw', '100000.51');
    await user.click(screen.getByTestId('bo-limits-save'));
    expect(screen.getAllByText('ขั้นต่ำต้องไม่มากกว่าสูงสุด')).toHaveLength(2);
    expect(input('minimumDeposit').getAttribute('aria-invalid')).toBe('true');
    expect(input('minimumWithdraw').getAttribute('aria-invalid')).toBe('true');

    await replace(user, 'minimumDeposit', '100');
    await replace(user, 'minimumWithdraw', '300');
    await replace(user, 'turn', '101');
    await replace(user, 'depositExpiryMinutes', '4');
    await user.click(screen.getByTestId('bo-limits-save'));
    expect(screen.getByText('เทิร์นต้องอยู่ระหว่าง 0–100 ทศนิยมไม่เกิน 2 ตำแหน่ง')).toBeTruthy();
    expect(screen.getByText('ต้องเป็นจำนวนนาทีเต็ม 5–1440')).toBeTruthy();
    expect(state.limitPuts).toEqual([]);
  });

  it('saves valid values as numbers, says so and shows what was saved', async () => {
    const state = paymentsServer();
    withLimitsPut(state);
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    await screen.findByTestId('bo-limits-form');

    await replace(user, 'minimumDeposit', '200');
    await replace(user, 'maximumDeposit', '50,000.75');
    await replace(user, 'maximumCreditBalance', '2000000');
    await replace(user, 'turn', '2.25');
    await replace(user, 'depositExpiryMinutes', '45');
    await user.click(screen.getByTestId('bo-limits-save'));

    const notice = await screen.findByTestId('bo-limits-notice');
    expect(notice.dataset.tone).toBe('success');
    expect(notice.textContent).toContain('บันทึกวงเงินและข้อกำหนดแล้ว');
    expect(state.limitPuts).toEqual([
      {
        minimumDeposit: 200,
        maximumDeposit: 50000.75,
        minimumWithdraw: 300,
        maximumWithdraw: 100000.5,
        maximumCreditBalance: 2000000,
        turn: 2.25,
        depositExpiryMinutes: 45,
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('bo-limits-summary-deposit').textContent).toContain('200.00 THB – 50,000.75 THB'),
    );
    expect(screen.getByTestId('bo-limits-summary-credit').textContent).toContain('2,000,000.00 THB');
    expect(input('maximumDeposit').value).toBe('50000.75');
    expect(screen.getByTestId('bo-limits-save')).toHaveProperty('disabled', true);
  });

  it('asks whole amounts of a currency without decimals, and shows the server’s refusal at its fields', async () => {
    const state = paymentsServer([], paymentSettingsFixture({ currencyCode: 'VND' }), {
      limits: moneyLimitsFixture({ currencyCode: 'VND', minimumDeposit: 50000, maximumDeposit: 5000000, maximumWithdraw: 9000000 }),
    });
    withLimitsPut(state, () =>
      fail(422, '0000', 'the minimum withdrawal is above the maximum', { fields: ['minimumWithdraw', 'maximumWithdraw'] }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });

    expect((await screen.findByTestId('bo-limits-summary-deposit')).textContent).toContain('50,000 VND – 5,000,000 VND');
    expect(input('minimumDeposit').value).toBe('50000');
    await replace(user, 'minimumDeposit', '50000.5');
    await user.click(screen.getByTestId('bo-limits-save'));
    expect(screen.getByText('กรอกจำนวนเงินเต็ม ไม่มีทศนิยม')).toBeTruthy();
    expect(state.limitPuts).toEqual([]);

    await replace(user, 'minimumDeposit', '60000');
    await user.click(screen.getByTestId('bo-limits-save'));
    expect(await screen.findAllByText('เซิร์ฟเวอร์ไม่รับค่านี้ (the minimum withdrawal is above the maximum)')).toHaveLength(2);
    expect(input('maximumWithdraw').getAttribute('aria-invalid')).toBe('true');
    expect(state.limitPuts.at(-1)).toMatchObject({ minimumDeposit: 60000, maximumDeposit: 5000000 });
    expect(screen.queryByTestId('bo-limits-notice')).toBeNull();
  });
});

describe('PaymentsPage: what each role may change', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
  });

  const section = (testId: string) => screen.findByTestId(testId);

  it('offers the agent’s admin every change of the set-up', async () => {
    signInStaff();
    paymentsServer([paymentIncidentFixture()], paymentSettingsFixture({ paymentMethods: ['BANK', 'TRUEMONEY'], truemoneyMobile: '0812345678' }));
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });

    const accounts = await section('bo-bank-accounts');
    await within(accounts).findByTestId('bo-bankacc-1');
    expect(within(accounts).getByTestId('bo-bankacc-create')).toBeTruthy();
    expect(within(accounts).getByTestId('bo-bankacc-edit-1')).toBeTruthy();
    expect(within(await section('bo-payment-channels')).getByTestId('bo-channels-save')).toBeTruthy();
    expect(await within(await section('bo-money-limits')).findByTestId('bo-limits-save')).toBeTruthy();
    expect(screen.queryByTestId('bo-read-only')).toBeNull();
    expect(screen.queryByText(/^ดูได้อย่างเดียว/)).toBeNull();
  });

  it('shows other staff the set-up read only, with who changes it, and lets them decide the incidents', async () => {
    signInStaff(cashierFixture);
    const state = paymentsServer(
      [paymentIncidentFixture()],
      paymentSettingsFixture({ paymentMethods: ['BANK', 'TRUEMONEY'], available: ['BANK', 'TRUEMONEY'], truemoneyMobile: '0812345678' }),
    );
    server.use(meHandler(cashierFixture));
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });

    // Incidents are staff work.
    expect(within(await row(7)).getByTestId('bo-incident-credit-7')).toBeTruthy();

    // The agent's accounts: listed, as CSV too, but neither added nor changed (no QR upload either).
    const accounts = await section('bo-bank-accounts');
    const first = await within(accounts).findByTestId('bo-bankacc-1');
    expect(within(first).getByText('1234567890')).toBeTruthy();
    expect(within(accounts).queryByTestId('bo-bankacc-create')).toBeNull();
    expect(within(accounts).queryByRole('button', { name: /แก้ไข/ })).toBeNull();
    expect(within(accounts).getByTestId('bo-bankacc-admin-only').textContent).toBe('ดูได้อย่างเดียว: แอดมินของเอเย่นต์เป็นผู้เพิ่มและแก้ไขบัญชีธนาคารของเอเย่นต์');
    expect(within(accounts).getByTestId('bo-bankacc-csv')).toBeTruthy();
    expect(screen.queryByTestId('bo-bankacc-qr')).toBeNull();

    // The channels: what is chosen and the TrueMoney number, disabled, without buttons.
    const channels = await section('bo-payment-channels');
    const fields = within(channels).getByTestId('bo-read-only') as HTMLFieldSetElement;
    expect(fields.disabled).toBe(true);
    expect((within(channels).getByTestId('bo-channel-TRUEMONEY') as HTMLInputElement).checked).toBe(true);
    expect((within(channels).getByTestId('bo-channel-GATEWAY') as HTMLInputElement).checked).toBe(false);
    expect((within(channels).getByTestId('bo-channel-mobile') as HTMLInputElement).value).toBe('0812345678');
    expect(within(channels).queryByTestId('bo-channels-save')).toBeNull();
    expect(within(channels).queryByTestId('bo-channels-reset')).toBeNull();
    expect(within(channels).getByTestId('bo-channels-admin-only').textContent).toBe('ดูได้อย่างเดียว: แอดมินของเอเย่นต์เป็นผู้เปลี่ยนช่องทางชำระเงิน');

    // The limits: the summary alone.
    const limits = await section('bo-money-limits');
    expect(within(await within(limits).findByTestId('bo-limits-summary')).getByTestId('bo-limits-summary-deposit').textContent).toContain('100.00 THB – 50,000.00 THB');
    expect(await within(limits).findByTestId('bo-limits-admin-only')).toBeTruthy();
    expect(within(limits).queryByTestId('bo-limits-form')).toBeNull();
    expect(within(limits).queryByTestId('bo-limits-save')).toBeNull();

    expect(state.puts).toEqual([]);
    expect(state.accountWrites).toEqual([]);
  });

  it('says so in English too', async () => {
    await loadStaffTexts('en');
    signInStaff(cashierFixture);
    paymentsServer();
    server.use(meHandler(cashierFixture));
    renderWithProviders(<PaymentsPage />, { route: '/backoffice/payments' });
    expect((await screen.findByTestId('bo-bankacc-admin-only')).textContent).toBe("Read only: the agent's admin adds and changes the agent's bank accounts");
    expect((await screen.findByTestId('bo-limits-admin-only')).textContent).toBe("Read only: the agent's admin changes the limits");
  });
});
