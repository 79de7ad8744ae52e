import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { WithdrawPanel } from '@/features/cashier';
import { historyFixture, withdrawableFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import type { Withdrawable } from '@/types/api';

import { playerPromotionFixture, signedInPlayer } from '../testing';
import { WithdrawPromotionNote } from './withdraw-promotion-note';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

/** The withdrawal page as the route composes it: the cashier's panel with the promotion's note. */
function renderWithdrawal(withdrawable: Partial<Withdrawable>) {
  server.use(
    http.post(`${API}/bank/withdrawable`, () => ok(withdrawableFixture(withdrawable))),
    http.get(`${API}/bank/transaction`, () => ok({ transactionHistory: historyFixture([]) })),
  );
  return renderWithProviders(<WithdrawPanel promotionNote={(data) => <WithdrawPromotionNote withdrawable={data} />} />, {
    route: '/withdrawal',
  });
}

describe('the withdrawal page with a promotion', () => {
  signedInPlayer();

  it('turnover not reached: nothing withdrawable, the progress, the cap', async () => {
    renderWithdrawal({
      withdrawable: 0,
      creditBalance: 1500,
      reason: 'turnover',
      remainingTurnover: 5625,
      requiredCredit: 7500,
      promotion: playerPromotionFixture(),
    });
    const note = await screen.findByTestId('withdraw-promotion');
    expect(screen.getByTestId('withdrawable-amount').textContent).toBe('0.00 THB');
    expect(screen.getByTestId('withdraw-reason').textContent).toContain('ต้องทำยอดเทิร์นโอเวอร์อีก 5,625.00 THB จึงจะถอนได้');
    // The agent's "credit at least" line does not apply to a promotion counted on play.
    expect(screen.getByTestId('withdraw-reason').textContent).not.toContain('ต้องมีเครดิตอย่างน้อย');
    expect(note.textContent).toContain('โปรโมชั่น “โบนัสสมาชิกใหม่ 50%”');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('withdraw-promotion-turnover').textContent).toBe('ยังทำเทิร์นไม่ครบ ถอนได้เมื่อทำครบ');
    expect(screen.getByTestId('withdraw-promotion-cap').textContent).toBe('ถอนได้สูงสุด 3,000.00 THB ต่อโปรโมชั่นนี้');
    expect(screen.getByTestId('withdraw-promotion-seize').textContent).toBe('เครดิตส่วนที่เกินยอดถอนสูงสุดจะถูกริบคืนเมื่อถอน');
  });

  it('turnover reached above the cap: the cap is withdrawable and the rest will be seized', async () => {
    renderWithdrawal({
      withdrawable: 3000,
      creditBalance: 4200.5,
      reason: 'ok',
      remainingTurnover: 0,
      promotion: playerPromotionFixture({
        progress: 1,
        turnoverReached: true,
        totalTurnOver: 8000,
        remainingTurnOver: 0,
        withdrawable: 3000,
      }),
    });
    await screen.findByTestId('withdraw-promotion');
    expect(screen.getByTestId('withdrawable-amount').textContent).toBe('3,000.00 THB');
    expect(screen.getByTestId('turnover-remaining').textContent).toBe('ทำเทิร์นครบแล้ว');
    expect(screen.queryByTestId('withdraw-promotion-turnover')).toBeNull();
    expect(screen.getByTestId('withdraw-promotion-seize').textContent).toBe(
      'เครดิตส่วนที่เกิน 3,000.00 THB (1,200.50 THB) จะถูกริบคืนเมื่อถอน',
    );
    expect(screen.getByText('การถอนจะสิ้นสุดโปรโมชั่นนี้')).toBeTruthy();
  });

  it('without a promotion the note is absent', async () => {
    renderWithdrawal({ promotion: null });
    await screen.findByTestId('withdrawable-amount');
    expect(screen.queryByTestId('withdraw-promotion')).toBeNull();
  });
});
