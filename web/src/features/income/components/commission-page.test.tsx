import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/lib/toast';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { commissionFixture, signedInPlayer, withdrawalFixture } from '../testing';
import type { Commission, CommissionKind } from '../types';
import { CommissionContent } from './commission-page';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

/** Answers one program's calls; the other program's calls are not answered (a test calling them fails). */
function commissionApi(kind: CommissionKind, options: { commission?: Commission; withdrawal?: () => Response } = {}) {
  const seen = { reads: 0, withdrawals: [] as unknown[] };
  let commission = options.commission ?? commissionFixture(kind);
  server.use(
    http.post(`${API}/${kind}/get`, () => {
      seen.reads += 1;
      return ok(commission);
    }),
    http.post(`${API}/${kind}/withdrawal`, async ({ request }) => {
      seen.withdrawals.push(await request.json());
      if (options.withdrawal) return options.withdrawal();
      commission = { ...commission, balance: 0 };
      return ok(withdrawalFixture({ type: kind, amount: 75.25, turnover: null }));
    }),
  );
  return seen;
}

describe.each(['rolling', 'rebate'] as const)('the %s page', (kind) => {
  signedInPlayer();

  it('shows the rates per category, today’s running commission, what waits and the history', async () => {
    commissionApi(kind);
    renderWithProviders(<CommissionContent kind={kind} />, { route: `/${kind}` });
    const page = await screen.findByTestId(`commission-${kind}`);
    expect(within(page).getByRole('heading', { name: kind === 'rolling' ? 'ค่าคอมมิชชั่นรอถอน' : 'รีเบทรอถอน' })).toBeTruthy();
    expect(within(page).getAllByTestId('rate-chip').map((chip) => chip.textContent)).toEqual(['คาสิโน0.6%', 'ไพ่0.4%']);
    expect(within(page).getByTestId(`${kind}-balance`).textContent).toBe('75.25 THB');
    expect(within(page).getByTestId(`${kind}-minimum`).textContent).toBe('ถอนขั้นต่ำ 20.00 THB');
    expect(within(page).getByTestId(`${kind}-turnover-rule`).textContent).toBe('ไม่ต้องทำเทิร์นโอเวอร์');

    const today = within(page).getByTestId('commission-today');
    const rows = within(today).getAllByTestId('commission-today-row');
    expect(rows.map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['คาสิโน', '5,000.00 THB', '0.6%', '30.00 THB'],
      ['ไพ่', '1,000.00 THB', '0.4%', '4.00 THB'],
    ]);
    expect(within(today).getByTestId('commission-today-total').textContent).toBe('34.00 THB');

    const history = within(page).getAllByTestId('commission-row');
    expect(history.map((row) => row.getAttribute('data-status'))).toEqual(['open', 'paid']);
    expect(within(history[0]!).getByTestId('commission-row-amount').textContent).toBe('48.00 THB');
    expect(history[0]!.textContent).toContain('ยอดเล่น 8,000.00 THB');
    expect(within(history[1]!).getByTestId('commission-row-status').textContent).toBe('ถอนแล้ว');
  });

  it('withdrawing calls the program’s own withdrawal and reads it again', async () => {
    const seen = commissionApi(kind);
    const user = userEvent.setup();
    renderWithProviders(<CommissionContent kind={kind} />, { route: `/${kind}` });
    await user.click(await screen.findByTestId(`${kind}-withdraw`));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith({ title: 'ถอนรายได้สำเร็จ', text: 'รับ 75.25 THB เข้าเครดิตแล้ว' }),
    );
    expect(seen.withdrawals).toEqual([{}]);
    await waitFor(() => expect(screen.getByTestId(`${kind}-balance`).textContent).toBe('0.00 THB'));
    expect(seen.reads).toBe(2);
    expect(screen.getByTestId(`${kind}-withdraw`)).toHaveProperty('disabled', true);
  });

  it('a running promotion (0066) is said in plain words', async () => {
    commissionApi(kind, { withdrawal: () => fail(409, '0066', '', { systemMsg: 'active_promotion' }) });
    const user = userEvent.setup();
    renderWithProviders(<CommissionContent kind={kind} />, { route: `/${kind}` });
    await user.click(await screen.findByTestId(`${kind}-withdraw`));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith({
        title: 'ถอนรายได้ไม่สำเร็จ',
        text: 'คุณมีโปรโมชั่นที่ใช้งานอยู่ รายได้จะรออยู่ในยอดรอถอนอย่างปลอดภัย ทำเงื่อนไขโปรโมชั่นให้ครบหรือยกเลิกโปรโมชั่นก่อน จึงจะถอนได้',
      }),
    );
  });

  it('no play today and the program off: said so, what waits can still be withdrawn', async () => {
    commissionApi(kind, {
      commission: commissionFixture(kind, { enabled: false, today: { rows: [], amount: 0 }, history: [], turnover: 3.00 }),
    });
    renderWithProviders(<CommissionContent kind={kind} />, { route: `/${kind}` });
    expect((await screen.findByTestId('commission-off')).textContent).toBe('ระบบนี้ปิดอยู่ในขณะนี้ ยังไม่มีการคำนวณค่าคอมมิชชั่น');
    expect(screen.getByTestId('commission-today-empty').textContent).toBe('วันนี้ยังไม่มียอดเล่น');
    expect(screen.getByTestId('commission-history-empty')).toBeTruthy();
    expect(screen.getByTestId(`${kind}-turnover-rule`).textContent).toBe('ต้องทำเทิร์นโอเวอร์ 3 เท่าของยอดที่ถอน ก่อนถอนเป็นเงินสด');
    expect(screen.getByTestId(`${kind}-withdraw`)).toHaveProperty('disabled', false);
  });
});
