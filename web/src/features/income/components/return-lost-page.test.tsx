import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/lib/toast';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { returnLostFixture, returnLostPreviewFixture, signedInPlayer, withdrawalFixture } from '../testing';
import type { ReturnLost, ReturnLostPreview } from '../types';
import { ReturnLostContent } from './return-lost-page';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

function returnLostApi(options: { program?: ReturnLost; preview?: ReturnLostPreview; withdrawal?: () => Response } = {}) {
  const seen = { reads: 0, withdrawals: [] as unknown[] };
  let program = options.program ?? returnLostFixture();
  server.use(
    http.post(`${API}/returnLost`, () => {
      seen.reads += 1;
      return ok(program);
    }),
    http.post(`${API}/returnLost/returnLostCalculate`, () => ok(options.preview ?? returnLostPreviewFixture())),
    http.post(`${API}/returnLost/withdrawal`, async ({ request }) => {
      seen.withdrawals.push(await request.json());
      if (options.withdrawal) return options.withdrawal();
      program = {
        ...program,
        balance: 0,
        nextExpiry: null,
        history: program.history.map((award) => ({ ...award, status: 'paid' as const, paidAt: '2026-05-04T03:00:00Z' })),
      };
      return ok(withdrawalFixture({ type: 'returnLost', amount: 180, turnover: 180 }));
    }),
  );
  return seen;
}

describe('the return-lost page', () => {
  signedInPlayer();

  it('shows the terms, what waits with its next expiry, the running period and the awards', async () => {
    returnLostApi();
    renderWithProviders(<ReturnLostContent />, { route: '/returnLost' });

    const terms = await screen.findByTestId('return-lost-terms');
    expect(within(terms).getByTestId('return-lost-rate').textContent).toBe('5%');
    expect(within(terms).getByTestId('return-lost-period').textContent).toBe('รายสัปดาห์ (จันทร์–อาทิตย์)');
    expect(within(terms).getByTestId('return-lost-minimum-loss').textContent).toBe('500.00 THB');
    expect(within(terms).getByTestId('return-lost-maximum').textContent).toBe('2,000.00 THB');
    expect(within(terms).getByTestId('return-lost-categories').textContent).toBe('สล็อต, คาสิโน');
    expect(within(terms).getByTestId('return-lost-expiry-days').textContent).toBe('7 วันหลังจบรอบ');
    expect(within(terms).getByTestId('return-lost-turnover').textContent).toBe('1 เท่า');
    expect(within(terms).getByTestId('return-lost-minimum-withdraw').textContent).toBe('50.00 THB');

    expect(screen.getByTestId('returnLost-balance').textContent).toBe('180.00 THB');
    expect(screen.getByTestId('return-lost-next-expiry').textContent).toMatch(/^หมดอายุรายการถัดไป /);
    expect(screen.getByTestId('return-lost-next-expiry').textContent).toContain('2569'); // the Thai year of 2026
    expect(screen.getByTestId('returnLost-withdraw')).toHaveProperty('disabled', false);

    const preview = await screen.findByTestId('return-lost-preview');
    expect(await within(preview).findByTestId('preview-net-loss')).toHaveProperty('textContent', '420.00 THB');
    expect(within(preview).getByTestId('preview-amount').textContent).toBe('21.00 THB');
    expect(within(preview).getByTestId('preview-below-minimum').textContent).toBe(
      'ยอดเสียยังไม่ถึงขั้นต่ำ 500.00 THB รอบนี้จะยังไม่ได้รับยอดคืน',
    );
    expect(within(preview).queryByTestId('preview-capped')).toBeNull();

    const rows = screen.getAllByTestId('return-lost-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['open', 'paid']);
    expect(within(rows[0]!).getByTestId('return-lost-row-amount').textContent).toBe('180.00 THB');
    expect(within(rows[0]!).getByTestId('return-lost-row-status').textContent).toBe('รอถอน');
    expect(rows[0]!.textContent).toContain('ยอดเสีย 3,600.00 THB');
    expect(rows[0]!.textContent).toContain('หมดอายุ');
    expect(within(rows[1]!).getByTestId('return-lost-row-status').textContent).toBe('ถอนแล้ว');
    expect(rows[1]!.textContent).toContain('ถอนเมื่อ');
  });

  it('no cap, every game, no turnover: said so', async () => {
    returnLostApi({
      program: returnLostFixture({ maximum: 0, categories: [], turnover: 0, period: 'day', history: [] }),
      preview: returnLostPreviewFixture({ reachesMinimum: true, capped: true }),
    });
    renderWithProviders(<ReturnLostContent />, { route: '/returnLost' });
    expect((await screen.findByTestId('return-lost-maximum')).textContent).toBe('ไม่จำกัด');
    expect(screen.getByTestId('return-lost-categories').textContent).toBe('ทุกเกม');
    expect(screen.getByTestId('return-lost-turnover').textContent).toBe('ไม่ต้องทำเทิร์นโอเวอร์');
    expect(screen.getByTestId('return-lost-period').textContent).toBe('รายวัน');
    expect(screen.getByTestId('return-lost-history-empty').textContent).toBe('ยังไม่มีประวัติรายได้');
    expect((await screen.findByTestId('preview-capped')).textContent).toBe('ถึงยอดคืนสูงสุดของรอบแล้ว');
    expect(screen.queryByTestId('preview-below-minimum')).toBeNull();
  });

  it('withdrawing pays what waits into credit with the turnover to play, and the awards turn paid', async () => {
    const seen = returnLostApi();
    const user = userEvent.setup();
    renderWithProviders(<ReturnLostContent />, { route: '/returnLost' });
    await user.click(await screen.findByTestId('returnLost-withdraw'));
    const text = 'รับ 180.00 THB เข้าเครดิตแล้ว ต้องทำเทิร์นโอเวอร์อีก 180.00 THB จึงจะถอนเป็นเงินสดได้';
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith({ title: 'ถอนรายได้สำเร็จ', text }));
    expect(seen.withdrawals).toEqual([{}]);
    expect((await screen.findByTestId('returnLost-turnover-note')).textContent).toBe(text);
    await waitFor(() => expect(screen.getByTestId('returnLost-balance').textContent).toBe('0.00 THB'));
    expect(seen.reads).toBe(2);
    expect(screen.getAllByTestId('return-lost-row').map((row) => row.getAttribute('data-status'))).toEqual(['paid', 'paid']);
    expect(screen.queryByTestId('return-lost-next-expiry')).toBeNull();
  });

  it('below the minimum withdrawal the button is disabled with the reason', async () => {
    returnLostApi({ program: returnLostFixture({ balance: 30, minimumWithdraw: 50 }) });
    renderWithProviders(<ReturnLostContent />, { route: '/returnLost' });
    expect(await screen.findByTestId('returnLost-withdraw')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('returnLost-withdraw-reason').textContent).toBe('ถอนได้เมื่อมีรายได้ครบ 50.00 THB (ขาดอีก 20.00 THB)');
  });

  it('a running promotion (0066) keeps the cashback waiting, said in plain words', async () => {
    returnLostApi({ withdrawal: () => fail(409, '0066', '', { systemMsg: 'active_promotion' }) });
    const user = userEvent.setup();
    renderWithProviders(<ReturnLostContent />, { route: '/returnLost' });
    await user.click(await screen.findByTestId('returnLost-withdraw'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith({
        title: 'ถอนรายได้ไม่สำเร็จ',
        text: 'คุณมีโปรโมชั่นที่ใช้งานอยู่ รายได้จะรออยู่ในยอดรอถอนอย่างปลอดภัย ทำเงื่อนไขโปรโมชั่นให้ครบหรือยกเลิกโปรโมชั่นก่อน จึงจะถอนได้',
      }),
    );
    expect(screen.getByTestId('returnLost-balance').textContent).toBe('180.00 THB');
  });

  it('the program turned off is said', async () => {
    returnLostApi({ program: returnLostFixture({ enabled: false }) });
    renderWithProviders(<ReturnLostContent />, { route: '/returnLost' });
    expect((await screen.findByTestId('return-lost-off')).textContent).toBe('ระบบคืนยอดเสียปิดอยู่ในขณะนี้');
    // What waits is the player's: it can still be withdrawn.
    expect(screen.getByTestId('returnLost-withdraw')).toHaveProperty('disabled', false);
  });
});
