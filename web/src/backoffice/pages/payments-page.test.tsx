import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { useStaffSession } from '../stores/staff-session';
import { meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';
import { paymentIncidentFixture, paymentSettingsFixture, withdrawalIncidentFixture } from '../testing/payment-fixtures';
import type { PaymentIncident, PaymentSettings } from '../types';

import { PaymentsPage } from './payments-page';

interface Recorded {
  incidents: PaymentIncident[];
  settings: PaymentSettings;
  incidentReads: number;
  resolves: Array<{ id: string; body: unknown; staffHeader: string | null }>;
  puts: unknown[];
}

/** The payment endpoints over mutable state, recording what the page sent. */
function paymentsServer(incidents: PaymentIncident[] = [], settings: PaymentSettings = paymentSettingsFixture()) {
  const state: Recorded = { incidents: [...incidents], settings, incidentReads: 0, resolves: [], puts: [] };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/payments/incidents`, () => {
      state.incidentReads += 1;
      return ok(state.incidents);
    }),
    http.get(`${API}/backoffice/settings/payments`, () => ok(state.settings)),
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
