import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { connectApiSession, useAuthStore } from '@/features/auth';
import { useDepositStore } from '@/features/cashier';
import { useModalStore } from '@/features/modals';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { depositAccountFixture, historyFixture, walletFixture, withdrawableFixture } from '@/testing/fixtures';
import { API, ok, realtimeLink, socketMessage } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { renderApp, signIn } from './testing';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

describe('cashier pages and the live balance', () => {
  beforeAll(() => connectApiSession(api));
  beforeEach(() => {
    vi.clearAllMocks();
    useDepositStore.getState().clear();
    useModalStore.getState().closeAll();
    server.use(
      http.post(`${API}/bank/deposit/bankAccount`, () => ok([depositAccountFixture()])),
      http.post(`${API}/bank/withdrawable`, () => ok(withdrawableFixture())),
      http.post(`${API}/bank/transaction/player/currentTransaction`, () => ok(null)),
      http.get(`${API}/bank/transaction`, () => ok({ transactionHistory: historyFixture([]) })),
    );
  });
  afterEach(() => {
    useAuthStore.getState().logout();
    queryClient.clear();
  });

  it('opens the socket when signed in, updates the header balance on walletData, and closes at logout', async () => {
    const verified: unknown[] = [];
    const closed: number[] = [];
    server.use(
      realtimeLink.addEventListener('connection', ({ client }) => {
        client.addEventListener('close', (event) => closed.push(event.code));
        client.addEventListener('message', (event) => {
          const message = JSON.parse(String(event.data)) as { event: string; data: unknown };
          if (message.event === 'verifyUser') verified.push(message.data);
        });
      }),
    );
    signIn();
    renderApp('/deposit', queryClient);
    expect(await screen.findByRole('heading', { name: 'ฝากเงิน', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('balance-badge').textContent).toBe('1,234.50 THB'));
    await waitFor(() => expect(verified).toEqual([{ userId: 7, agentId: 1, previewId: null, clientType: 1, token: 'a' }]));

    realtimeLink.broadcast(socketMessage('walletData', { ...walletFixture, creditBalance: 2000 }));
    await waitFor(() => expect(screen.getByTestId('balance-badge').textContent).toBe('2,000.00 THB'));
    expect(toast.success).toHaveBeenCalledWith({ title: 'เครดิตคงเหลือ', text: '2,000.00 THB' });

    useAuthStore.getState().logout();
    await waitFor(() => expect(closed).toEqual([1000]));
  });

  it('opens the cashier modal from the header balance, with deposit and withdraw tabs', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/', queryClient);
    await user.click(await screen.findByTestId('balance-open-cashier'));
    const dialog = await screen.findByRole('dialog', { name: 'ฝาก-ถอน' });
    expect(await within(dialog).findByTestId('deposit-account')).toBeTruthy();
    await user.click(within(dialog).getByTestId('cashier-tab-withdraw'));
    expect((await within(dialog).findByTestId('withdrawable-amount')).textContent).toBe('1,234.50 THB');
    await user.click(within(dialog).getByRole('link', { name: 'ประวัติ' }));
    expect(await screen.findByRole('heading', { name: 'ประวัติการทำรายการ', level: 1 })).toBeTruthy();
    // The modal gives way in an effect once the new page has committed: a render after it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['/withdrawal', 'ถอนเงิน'],
    ['/history', 'ประวัติการทำรายการ'],
    ['/transaction', 'ประวัติการทำรายการ'],
    ['/wallet', 'กระเป๋าเงิน'],
    ['/funds', 'การเงิน'],
  ])('serves %s', async (path, title) => {
    signIn();
    renderApp(path, queryClient);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
  });

  it('serves /promotion (no longer a coming-soon page) and offers the promotion choice on /deposit', async () => {
    signIn();
    const router = renderApp('/promotion', queryClient);
    expect(await screen.findByRole('heading', { name: 'โปรโมชั่น', level: 1 })).toBeTruthy();
    expect(await screen.findByTestId('no-current-promotion')).toBeTruthy();
    expect(await screen.findByText('ยังไม่มีโปรโมชั่นในขณะนี้')).toBeTruthy();
    expect(screen.queryByText('เร็ว ๆ นี้')).toBeNull();
    await router.navigate('/deposit');
    expect(await screen.findByTestId('choice-none')).toBeTruthy();
  });

  it('shows the wallet breakdown', async () => {
    signIn();
    renderApp('/wallet', queryClient);
    expect((await screen.findByTestId('wallet-credit')).textContent).toBe('1,234.50 THB');
    expect(screen.getByTestId('wallet-income-affiliate').textContent).toBe('0.00 THB');
  });

  it('keeps history tab and filter in the URL', async () => {
    signIn();
    const user = userEvent.setup();
    const router = renderApp('/history?tab=withdraw', queryClient);
    expect((await screen.findByTestId('history-tab-withdraw')).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByTestId('history-filter-thisMonth'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=withdraw&date=thisMonth'));
  });
});
