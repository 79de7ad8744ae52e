import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { agentQueryOptions, usePreviewStore } from '@/features/agent';
import { useAuthStore } from '@/features/auth';
import { cashierKeys, useDepositStore } from '@/features/cashier';
import { incomeKeys } from '@/features/income';
import { createRealtimeClient, handleRealtimeEvent } from '@/features/realtime';
import { walletQueryOptions } from '@/features/wallet';
import { i18n } from '@/lib/i18n';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { agentFixture, transactionFixture, userFixture, walletFixture } from '@/testing/fixtures';

import { REALTIME_HANDLERS, currentIdentity } from './realtime';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(),
}));

const pendingDeposit = transactionFixture({ expiresAt: '2026-11-21T08:15:00Z' });

/** The app's socket wiring over a fake WebSocket: client + every feature's handlers + a cache. */
function connectedApp() {
  const queryClient = new QueryClient();
  const client = createRealtimeClient({
    url: () => 'ws://localhost:3000/ws',
    identity: () => ({ userId: 7, agentId: 1, previewId: null, clientType: 1, token: 'a' }),
    onEvent: (message) => handleRealtimeEvent(message, REALTIME_HANDLERS, { queryClient }),
    WebSocket: FakeWebSocket as unknown as new (url: string) => WebSocket,
  });
  client.connect();
  const socket = FakeWebSocket.latest();
  socket.serverOpen();
  return { queryClient, socket, client };
}

describe('realtime events', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    FakeWebSocket.reset();
    useDepositStore.getState().clear();
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
  });
  afterEach(async () => {
    useAuthStore.getState().logout();
    await i18n.changeLanguage('th');
  });

  it('walletData updates the cached wallet (the header balance) and toasts the new credit', () => {
    const { queryClient, socket } = connectedApp();
    const key = walletQueryOptions().queryKey;
    queryClient.setQueryData(key, walletFixture);

    socket.serverSend('walletData', { ...walletFixture, creditBalance: 1734.5 });

    expect(queryClient.getQueryData(key)?.creditBalance).toBe(1734.5);
    expect(toast.success).toHaveBeenCalledWith({ title: 'เครดิตคงเหลือ', text: '1,734.50 THB' });
  });

  it('says it in the interface language', async () => {
    await i18n.changeLanguage('en');
    const { queryClient, socket } = connectedApp();
    queryClient.setQueryData(walletQueryOptions().queryKey, walletFixture);
    socket.serverSend('walletData', { ...walletFixture, creditBalance: 10 });
    expect(toast.success).toHaveBeenCalledWith({ title: 'Credit balance', text: '10.00 THB' });
  });

  it('does not toast when the credit did not change', () => {
    const { queryClient, socket } = connectedApp();
    queryClient.setQueryData(walletQueryOptions().queryKey, walletFixture);
    socket.serverSend('walletData', { ...walletFixture, cashBalance: 300 });
    expect(queryClient.getQueryData(walletQueryOptions().queryKey)?.cashBalance).toBe(300);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('walletData makes the withdrawable amount stale', () => {
    const { queryClient, socket } = connectedApp();
    queryClient.setQueryData(cashierKeys.withdrawable, { withdrawable: 1 });
    socket.serverSend('walletData', walletFixture);
    expect(queryClient.getQueryState(cashierKeys.withdrawable)?.isInvalidated).toBe(true);
  });

  it('playerData carrying a wallet updates the cached wallet and makes the withdrawable amount stale', () => {
    const { queryClient, socket } = connectedApp();
    queryClient.setQueryData(walletQueryOptions().queryKey, walletFixture);
    queryClient.setQueryData(cashierKeys.withdrawable, { withdrawable: 1 });
    socket.serverSend('playerData', { wallet: { ...walletFixture, creditBalance: 99 } });
    expect(queryClient.getQueryData(walletQueryOptions().queryKey)?.creditBalance).toBe(99);
    expect(queryClient.getQueryState(cashierKeys.withdrawable)?.isInvalidated).toBe(true);
  });

  it('OnDepositBankTransactionUpdate updates the followed deposit and reloads history and current', () => {
    const { queryClient, socket } = connectedApp();
    useDepositStore.getState().track(pendingDeposit);
    queryClient.setQueryData(cashierKeys.historyOf('today'), { depositTransactions: [], withdrawTransactions: [], allTransactions: [] });
    queryClient.setQueryData(cashierKeys.currentTransaction, pendingDeposit);

    socket.serverSend('OnDepositBankTransactionUpdate', { ...pendingDeposit, status: '0000', statusText: 'ทำรายการสำเร็จ' });

    expect(useDepositStore.getState().tracked?.status).toBe('0000');
    expect(queryClient.getQueryState(cashierKeys.historyOf('today'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(cashierKeys.currentTransaction)?.isInvalidated).toBe(true);
  });

  it('playerData and affiliateData update the auth store; agentData the cached agent', () => {
    const { queryClient, socket } = connectedApp();
    queryClient.setQueryData(agentQueryOptions('localhost').queryKey, agentFixture());
    queryClient.setQueryData(incomeKeys.affiliate, {});

    socket.serverSend('playerData', { nickName: 'Ace', isPlaying: 1 });
    expect(useAuthStore.getState().user?.player).toMatchObject({ nickName: 'Ace', isPlaying: 1, id: 3 });

    socket.serverSend('affiliateData', { downline: 4 });
    expect(useAuthStore.getState().affiliates).toEqual({ downline: 4 });
    // …and make the income answers stale.
    expect(queryClient.getQueryState(incomeKeys.affiliate)?.isInvalidated).toBe(true);

    socket.serverSend('agentData', { minimumDeposit: 50 });
    expect(queryClient.getQueryData(['agent', 'localhost'])).toMatchObject({ prefix: 'PP', minimumDeposit: 50 });
  });
});

describe('verifyUser identity', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    appQueryClient.setQueryData(agentQueryOptions('localhost').queryKey, agentFixture({ id: 5 }));
  });
  afterEach(() => {
    usePreviewStore.getState().setPreviewId(null);
    appQueryClient.clear();
  });

  it('is nobody for an ordinary visitor', () => {
    expect(currentIdentity()).toBeNull();
  });

  it("is a visitor's preview frame: no user, no token, the previewId", () => {
    usePreviewStore.getState().setPreviewId('p-1');
    expect(currentIdentity()).toEqual({ userId: null, agentId: 5, previewId: 'p-1', clientType: 1, token: '' });
  });

  it("is the player's, with the previewId in a preview frame", () => {
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    expect(currentIdentity()).toEqual({ userId: 7, agentId: 5, previewId: null, clientType: 1, token: 'a' });
    usePreviewStore.getState().setPreviewId('p-1');
    expect(currentIdentity()).toMatchObject({ userId: 7, previewId: 'p-1', token: 'a' });
  });
});

describe('preview-data on the socket', () => {
  afterEach(() => usePreviewStore.getState().setPreviewId(null));

  it("lands the draft template in a preview frame's store", () => {
    usePreviewStore.getState().setPreviewId('p-1');
    const { socket } = connectedApp();
    const draft = { template: { title: 'Draft' }, layout: { name: 'zuka' } };
    socket.serverSend('preview-data', { name: 'template', data: draft });
    expect(usePreviewStore.getState().template).toEqual(draft);
  });
});
