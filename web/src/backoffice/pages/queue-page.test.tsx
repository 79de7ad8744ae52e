import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { useStaffSession } from '../stores/staff-session';
import { depositFixture, meHandler, signInStaff, withdrawalFixture } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';
import type { QueueTx } from '../types';

import { QueuePage } from './queue-page';

/** A queue endpoint over a mutable list, counting its reads. */
function queueServer(initial: QueueTx[]) {
  const state = { rows: [...initial], reads: 0, auth: [] as Array<string | null>, query: '' };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/transactions`, ({ request }) => {
      state.reads += 1;
      state.auth.push(request.headers.get('authorization'));
      state.query = new URL(request.url).search;
      return ok(state.rows);
    }),
  );
  return state;
}

const row = (id: number) => screen.findByTestId(`bo-queue-row-${id}`);

describe('QueuePage', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  it('lists the pending requests with player, amount, channel and the right account', async () => {
    const state = queueServer([withdrawalFixture(), depositFixture()]);
    renderWithProviders(<QueuePage />, { route: '/backoffice' });

    const deposit = await row(12);
    await waitFor(() => expect(within(deposit).getByText('1,500.00 THB')).toBeTruthy());
    expect(within(deposit).getByRole('link', { name: 'demo' }).getAttribute('href')).toBe('/backoffice/players/3');
    expect(within(deposit).getByText('ฝาก')).toBeTruthy();
    expect(within(deposit).getByText('ธนาคาร')).toBeTruthy();
    // A deposit shows the agent's account it was paid into.
    expect(within(deposit).getByText('9876543210')).toBeTruthy();
    expect(within(deposit).getByTestId('bo-approve-12').textContent).toBe('เติมเครดิต');

    const withdrawal = await row(13);
    expect(within(withdrawal).getByText('2,345.50 THB')).toBeTruthy();
    // A withdrawal shows the player's account to pay.
    expect(within(withdrawal).getByText('1234567890')).toBeTruthy();
    expect(within(withdrawal).getByText('Demo Player')).toBeTruthy();
    expect(within(withdrawal).getByTestId('bo-approve-13').textContent).toBe('จ่ายแล้ว');

    // Oldest first, whatever order the server used.
    const ids = screen.getAllByTestId(/^bo-queue-row-/).map((el) => el.dataset.testid);
    expect(ids).toEqual(['bo-queue-row-12', 'bo-queue-row-13']);
    expect(state.query).toBe('?status=0001');
    // No bearer token: the browser sends the HttpOnly staff cookie.
    expect(state.auth[0]).toBeNull();
  });

  it('downloads every pending request of the type shown as the server’s CSV', async () => {
    queueServer([depositFixture(), withdrawalFixture()]);
    const user = userEvent.setup();
    renderWithProviders(<QueuePage />, { route: '/backoffice' });
    await row(12);
    const csv = () => screen.getByTestId('bo-queue-csv') as HTMLAnchorElement;
    expect(csv().textContent).toBe('ดาวน์โหลด CSV');
    expect(csv().getAttribute('href')).toBe('/api/backoffice/transactions.csv?status=0001');
    expect(csv().getAttribute('download')).toBe('transactions-pending.csv');
    await user.click(screen.getByTestId('bo-queue-tab-withdraw'));
    expect(csv().getAttribute('href')).toBe('/api/backoffice/transactions.csv?status=0001&type=WITHDRAW');
    expect(csv().getAttribute('download')).toBe('transactions-pending-withdraw.csv');
    await user.click(screen.getByTestId('bo-queue-tab-deposit'));
    expect(csv().getAttribute('href')).toBe('/api/backoffice/transactions.csv?status=0001&type=DEPOSIT');
  });

  it('filters by type', async () => {
    queueServer([depositFixture(), withdrawalFixture()]);
    const user = userEvent.setup();
    renderWithProviders(<QueuePage />, { route: '/backoffice' });
    await row(12);
    await user.click(screen.getByTestId('bo-queue-tab-withdraw'));
    expect(screen.queryByTestId('bo-queue-row-12')).toBeNull();
    expect(screen.getByTestId('bo-queue-row-13')).toBeTruthy();
    await user.click(screen.getByTestId('bo-queue-tab-deposit'));
    expect(screen.getByTestId('bo-queue-row-12')).toBeTruthy();
    expect(screen.queryByTestId('bo-queue-row-13')).toBeNull();
  });

  it('approves at the request’s approve URL, then refreshes the queue', async () => {
    const state = queueServer([depositFixture(), withdrawalFixture()]);
    const approved: string[] = [];
    server.use(
      http.post(`${API}/backoffice/transactions/:id/approve`, async ({ params, request }) => {
        approved.push(`${String(params.id)} ${JSON.stringify(await request.json())} ${request.headers.get('x-staff-request')}`);
        const done = state.rows.find((r) => r.id === Number(params.id))!;
        state.rows = state.rows.filter((r) => r.id !== done.id);
        return ok({ ...done, status: '0000' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<QueuePage />, { route: '/backoffice' });
    await row(12);
    const readsBefore = state.reads;

    await user.click(screen.getByTestId('bo-approve-12'));
    expect(await screen.findByText('เติมเครดิต 1,500.00 THB ให้ demo แล้ว')).toBeTruthy();
    // A write carries the header the server asks of every cookie write.
    expect(approved).toEqual(['12 {} 1']);
    await waitFor(() => expect(state.reads).toBeGreaterThan(readsBefore));
    expect(screen.queryByTestId('bo-queue-row-12')).toBeNull();
    expect(screen.getByTestId('bo-queue-row-13')).toBeTruthy();

    await user.click(screen.getByTestId('bo-approve-13'));
    expect(await screen.findByText('บันทึกการจ่าย 2,345.50 THB ให้ bob แล้ว')).toBeTruthy();
    expect(approved[1]).toMatch(/^13 /);
  });

  it('says "already handled" on 0051 and refreshes', async () => {
    const state = queueServer([depositFixture()]);
    server.use(
      http.post(`${API}/backoffice/transactions/12/approve`, () => {
        state.rows = []; // another staff member credited it first
        return fail(409, '0051', 'Transaction is not pending');
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<QueuePage />, { route: '/backoffice' });
    await row(12);
    const readsBefore = state.reads;
    await user.click(screen.getByTestId('bo-approve-12'));
    const notice = await screen.findByTestId('bo-queue-notice');
    expect(notice.textContent).toContain('รายการ #12 ถูกดำเนินการไปแล้ว');
    expect(notice.dataset.tone).toBe('warning');
    await waitFor(() => expect(state.reads).toBeGreaterThan(readsBefore));
    expect(screen.queryByTestId('bo-queue-row-12')).toBeNull();
    expect(await screen.findByText('ไม่มีรายการรอดำเนินการ')).toBeTruthy();
  });

  it('keeps the row and shows the error for other failures', async () => {
    queueServer([depositFixture()]);
    server.use(http.post(`${API}/backoffice/transactions/12/approve`, () => fail(500, '9999', 'boom')));
    const user = userEvent.setup();
    renderWithProviders(<QueuePage />, { route: '/backoffice' });
    await row(12);
    await user.click(screen.getByTestId('bo-approve-12'));
    const notice = await screen.findByTestId('bo-queue-notice');
    expect(notice.dataset.tone).toBe('error');
    expect(notice.textContent).toContain('เกิดข้อผิดพลาด กรุณาลองใหม่ภายหลัง');
    expect(screen.getByTestId('bo-queue-row-12')).toBeTruthy();
  });

  it('rejects only with a reason, and sends it', async () => {
    const state = queueServer([withdrawalFixture()]);
    let body: unknown;
    server.use(
      http.post(`${API}/backoffice/transactions/13/reject`, async ({ request }) => {
        body = await request.json();
        state.rows = [];
        return ok({ ...withdrawalFixture(), status: '0002' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<QueuePage />, { route: '/backoffice' });
    await row(13);
    await user.click(screen.getByTestId('bo-reject-13'));
    const dialog = await screen.findByRole('dialog', { name: 'ปฏิเสธรายการ #13' });
    expect(within(dialog).getByText('เครดิตที่กันไว้จะคืนให้ผู้เล่น')).toBeTruthy();

    await user.click(screen.getByTestId('bo-reject-confirm'));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'กรุณาระบุเหตุผล');
    expect(body).toBeUndefined();

    await user.type(screen.getByTestId('bo-reject-reason'), '  ชื่อบัญชีไม่ตรง ');
    await user.click(screen.getByTestId('bo-reject-confirm'));
    expect(await screen.findByText('ปฏิเสธรายการ #13 ของ bob แล้ว')).toBeTruthy();
    expect(body).toEqual({ reason: 'ชื่อบัญชีไม่ตรง' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('bo-queue-row-13')).toBeNull());
  });

  it('closes the reject dialog with "already handled" on 0051', async () => {
    queueServer([depositFixture()]);
    server.use(http.post(`${API}/backoffice/transactions/12/reject`, () => fail(409, '0051')));
    const user = userEvent.setup();
    renderWithProviders(<QueuePage />, { route: '/backoffice' });
    await row(12);
    await user.click(screen.getByTestId('bo-reject-12'));
    await user.type(await screen.findByTestId('bo-reject-reason'), 'slip not found');
    await user.click(screen.getByTestId('bo-reject-confirm'));
    expect((await screen.findByTestId('bo-queue-notice')).textContent).toContain('ถูกดำเนินการไปแล้ว');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks English in English mode', async () => {
    await loadStaffTexts('en');
    queueServer([withdrawalFixture()]);
    renderWithProviders(<QueuePage />, { route: '/backoffice' });
    const withdrawal = await row(13);
    expect(within(withdrawal).getByText('Withdrawal')).toBeTruthy();
    expect(within(withdrawal).getByTestId('bo-approve-13').textContent).toBe('Paid');
    expect(screen.getByRole('heading', { name: 'Pending queue' })).toBeTruthy();
  });
});
