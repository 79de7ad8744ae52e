import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { serveAgent } from '@/features/agent/testing';
import { useAuthStore } from '@/features/auth';
import { toast } from '@/lib/toast';
import { agentFixture, historyFixture, transactionFixture, userFixture, walletFixture, withdrawableFixture } from '@/testing/fixtures';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import type { Withdrawable } from '@/types/api';

import { WithdrawPanel } from './withdraw-panel';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

function withdrawApi(withdrawable: Partial<Withdrawable> = {}, create?: () => Response) {
  const posts: Array<{ body: unknown; key: string | null }> = [];
  server.use(
    http.post(`${API}/bank/withdrawable`, () => ok(withdrawableFixture(withdrawable))),
    http.post(`${API}/bank/transaction`, async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      posts.push({ body, key: request.headers.get('idempotency-key') });
      if (create) return create();
      const tx = transactionFixture({ id: 30, type: 'WITHDRAW', amount: body.amount, bankAccountId: 9, expiresAt: null });
      return ok({ transaction: tx, wallet: { ...walletFixture, creditBalance: 0 }, transactionHistory: historyFixture([tx]) });
    }),
    http.get(`${API}/bank/transaction`, () => ok({ transactionHistory: historyFixture([]) })),
  );
  return posts;
}

describe('WithdrawPanel', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    serveAgent(agentFixture());
  });
  afterEach(() => {
    useAuthStore.getState().logout();
  });

  it('shows what may be withdrawn, to which account, within which limits', async () => {
    withdrawApi();
    renderWithProviders(<WithdrawPanel />);
    expect((await screen.findByTestId('withdrawable-amount')).textContent).toBe('1,234.50 THB');
    expect(screen.getByTestId('withdraw-reason').getAttribute('data-reason')).toBe('ok');
    const account = screen.getByTestId('withdraw-account');
    expect(account.textContent).toContain('ธนาคารกสิกรไทย');
    expect(account.textContent).toContain('1234567890');
    expect(account.textContent).toContain('Demo Player');
    expect(screen.getByText('ขั้นต่ำ 100.00 THB สูงสุด 50,000.00 THB')).toBeTruthy();
  });

  it('explains the turnover still needed and blocks the withdrawal', async () => {
    withdrawApi({ withdrawable: 0, reason: 'turnover', remainingTurnover: 765.5, requiredCredit: 2000 });
    renderWithProviders(<WithdrawPanel />);
    const reason = await screen.findByTestId('withdraw-reason');
    expect(reason.getAttribute('data-reason')).toBe('turnover');
    expect(reason.textContent).toContain('ต้องทำยอดเทิร์นโอเวอร์อีก 765.50 THB จึงจะถอนได้');
    expect(reason.textContent).toContain('ต้องมีเครดิตอย่างน้อย 2,000.00 THB');
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('fills "all", files the withdrawal to the player’s own account with an Idempotency-Key', async () => {
    const posts = withdrawApi();
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<WithdrawPanel />);
    await user.click(await screen.findByTestId('withdraw-all'));
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('1234.50');
    await user.click(screen.getByTestId('withdraw-submit'));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ bankAccountId: 9, type: 'WITHDRAW', amount: 1234.5 });
    expect(posts[0]!.key).toBeTruthy();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith({ title: 'ส่งรายการถอนแล้ว', text: 'รอดำเนินการ ระบบจะโอนเข้าบัญชีของคุณ' }));
    expect((await screen.findByTestId('withdraw-result-status')).textContent).toBe('รอดำเนินการ');
    expect(queryClient.getQueryData<typeof walletFixture>(['me', 'wallet'])?.creditBalance).toBe(0);
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('');
  });

  it('keeps "all" within the agent maximum', async () => {
    withdrawApi({ withdrawable: 80000, creditBalance: 80000, maximumWithdraw: 50000 });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />);
    await user.click(await screen.findByTestId('withdraw-all'));
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('50000');
  });

  it('refuses more than the withdrawable balance at the field', async () => {
    const posts = withdrawApi();
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />);
    await user.type(await screen.findByTestId('withdraw-amount'), '1234.51');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('ถอนได้ไม่เกิน 1,234.50 THB');
    expect(posts).toEqual([]);
  });

  it('shows the server’s amount field error under the field and 0050 as the catalogue toast', async () => {
    let answer = fail(400, '0000', 'Invalid data', { fields: ['amount'] });
    withdrawApi({}, () => answer);
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />);
    await user.type(await screen.findByTestId('withdraw-amount'), '500');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('จำนวนเงินไม่อยู่ในช่วงที่กำหนด');

    answer = fail(409, '0050', 'Not enough withdrawable balance');
    await user.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith({ title: 'เกิดข้อผิดพลาด', text: 'ยอดที่ถอนได้ไม่เพียงพอ' }),
    );
  });

  it('says so when the player has no bank account', async () => {
    useAuthStore.getState().setUser(userFixture({ player: { ...userFixture().player!, bankAccountId: null, bankAccount: null } }));
    withdrawApi();
    renderWithProviders(<WithdrawPanel />);
    expect((await screen.findByTestId('withdraw-no-account')).textContent).toBe('ยังไม่มีบัญชีรับเงิน กรุณาติดต่อแอดมิน');
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
