import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { serveAgent } from '@/features/agent/testing';
import { useAuthStore } from '@/features/auth';
import { confirmDialog, toast } from '@/lib/toast';
import {
  agentFixture,
  depositAccountFixture,
  historyFixture,
  transactionFixture,
  userFixture,
  walletFixture,
  withdrawableFixture,
} from '@/testing/fixtures';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import type { BankTransaction } from '@/types/api';

import { cashierKeys } from '../api/cashier-api';
import { promptPayPayload } from '../promptpay';
import { useDepositStore } from '../stores/deposit-store';
import { applyDepositUpdate } from '../transaction-updates';
import { DepositPanel } from './deposit-panel';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

interface Seen {
  body: unknown;
  key: string | null;
}

/** The money API of docs/money.md around one player: a pending deposit once filed. */
function cashierApi(options: { current?: BankTransaction | null; create?: () => Response | Promise<Response> } = {}) {
  const posts: Seen[] = [];
  let current = options.current ?? null;
  server.use(
    http.post(`${API}/bank/deposit/bankAccount`, () => ok([depositAccountFixture()])),
    http.post(`${API}/bank/withdrawable`, () => ok(withdrawableFixture())),
    http.post(`${API}/bank/transaction/player/currentTransaction`, () => ok(current)),
    http.post(`${API}/bank/transaction`, async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      posts.push({ body, key: request.headers.get('idempotency-key') });
      if (options.create) return options.create();
      current = transactionFixture({ amount: body.amount });
      return ok({ transaction: current, wallet: walletFixture, transactionHistory: historyFixture([current]) });
    }),
    http.get(`${API}/bank/transaction`, () => ok({ transactionHistory: historyFixture(current ? [current] : []) })),
  );
  return {
    posts,
    setCurrent(tx: BankTransaction | null) {
      current = tx;
    },
  };
}

async function fileDeposit(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const input = await screen.findByTestId('deposit-amount');
  await user.clear(input);
  await user.type(input, amount);
  await user.click(screen.getByTestId('deposit-submit'));
}

describe('DepositPanel: bank transfer', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    serveAgent(agentFixture());
    useDepositStore.getState().clear();
  });
  afterEach(() => {
    useAuthStore.getState().logout();
  });

  it('shows the agent account with a copy button and the limits', async () => {
    cashierApi();
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />);
    const account = await screen.findByTestId('deposit-account');
    expect(account.textContent).toContain('ธนาคารกสิกรไทย');
    expect(account.textContent).toContain('บจก. พรอมต์เพลย์');
    expect(within(account).getByTestId('deposit-account-no').textContent).toBe('0481234567');
    await waitFor(() => expect(screen.getByText('ขั้นต่ำ 100.00 THB สูงสุด 50,000.00 THB')).toBeTruthy());

    await user.click(within(account).getByRole('button', { name: 'คัดลอกเลขที่บัญชี' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith({ title: 'คัดลอกสำเร็จ', text: '0481234567' }));
    expect(await navigator.clipboard.readText()).toBe('0481234567');
  });

  it('checks the amount against the limits before sending anything', async () => {
    const api = cashierApi();
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />);
    await screen.findByText('ขั้นต่ำ 100.00 THB สูงสุด 50,000.00 THB');
    await fileDeposit(user, '50');
    expect((await screen.findByRole('alert')).textContent).toBe('ขั้นต่ำ 100.00 THB');
    await fileDeposit(user, '10.555');
    expect((await screen.findByRole('alert')).textContent).toBe('ทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
    expect(api.posts).toEqual([]);
  });

  it('files the request with an Idempotency-Key and shows it pending, with the PromptPay QR and a countdown', async () => {
    const api = cashierApi();
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />);
    await screen.findByText('ขั้นต่ำ 100.00 THB สูงสุด 50,000.00 THB');
    await user.click(await screen.findByTestId('deposit-amount-quick-500'));
    await user.click(screen.getByTestId('deposit-submit'));

    const card = await screen.findByTestId('deposit-pending');
    expect(api.posts).toHaveLength(1);
    expect(api.posts[0]!.body).toEqual({ bankAccountId: 3, type: 'DEPOSIT', amount: 500 });
    expect(api.posts[0]!.key).toMatch(/^[\w-]{16,64}$/);

    expect(within(card).getByTestId('deposit-status').textContent).toBe('รอดำเนินการ');
    expect(within(card).getByTestId('deposit-pending-amount').textContent).toBe('500.00 THB');
    expect(within(card).getByTestId('deposit-countdown').textContent).toMatch(/เหลือเวลา1[45]:\d\d/);
    expect(within(card).getByTestId('deposit-promptpay-qr').getAttribute('data-payload')).toBe(
      promptPayPayload({ type: 'PHONE', id: '0812345678', amountSatang: 50000 }),
    );
    expect(within(card).getByRole('img', { name: 'QR พร้อมเพย์ ยอด 500.00 THB' })).toBeTruthy();
  });

  it('sends the same key again after a failure with no answer, and a new key for the next request', async () => {
    let attempt = 0;
    const api = cashierApi({
      create: () => {
        attempt += 1;
        if (attempt === 1) return HttpResponse.error();
        return ok({ transaction: transactionFixture(), wallet: walletFixture });
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<DepositPanel />);
    await screen.findByText('ขั้นต่ำ 100.00 THB สูงสุด 50,000.00 THB');
    await fileDeposit(user, '500');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith({ title: 'เกิดข้อผิดพลาด', text: 'เครือข่ายขัดข้อง' }));
    await user.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-pending');
    expect(api.posts).toHaveLength(2);
    expect(api.posts[1]!.key).toBe(api.posts[0]!.key);

    // The request closed: the next deposit is a new attempt with a new key.
    applyDepositUpdate(queryClient, transactionFixture({ status: '0004' }));
    api.setCurrent(null);
    await user.click(await screen.findByTestId('deposit-new'));
    await fileDeposit(user, '500');
    await waitFor(() => expect(api.posts).toHaveLength(3));
    expect(api.posts[2]!.key).not.toBe(api.posts[0]!.key);
  });

  it('shows a server amount error under the field and catalogue errors as a toast', async () => {
    let answer = fail(400, '0000', 'Invalid data', { fields: ['amount'] });
    cashierApi({ create: () => answer });
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />);
    await screen.findByText('ขั้นต่ำ 100.00 THB สูงสุด 50,000.00 THB');
    await fileDeposit(user, '500');
    expect((await screen.findByRole('alert')).textContent).toBe('จำนวนเงินไม่อยู่ในช่วงที่กำหนด');
    expect(toast.error).not.toHaveBeenCalled();

    answer = fail(409, '0052', 'You already have a pending request');
    await fileDeposit(user, '600');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith({ title: 'เกิดข้อผิดพลาด', text: 'คุณมีรายการฝากที่รอดำเนินการอยู่' }),
    );
  });

  it('shows a deposit limit the player set at the amount field, with what is left', async () => {
    const refusal = fail(400, '0000', 'This deposit would pass your deposit limit for this day: 100.00 THB left', {
      fields: ['amount'],
      systemMsg: 'depositLimit',
    });
    cashierApi({ create: () => refusal });
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />);
    await screen.findByText('ขั้นต่ำ 100.00 THB สูงสุด 50,000.00 THB');
    await fileDeposit(user, '150');
    expect((await screen.findByRole('alert')).textContent).toBe('This deposit would pass your deposit limit for this day: 100.00 THB left');
    expect(screen.getByTestId('deposit-amount').getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('restores a pending request on load and follows its status from the socket event', async () => {
    cashierApi({ current: transactionFixture({ bankAccount: depositAccountFixture() }) });
    const { queryClient } = renderWithProviders(<DepositPanel />);
    const card = await screen.findByTestId('deposit-pending');
    expect(within(card).getByTestId('deposit-status').textContent).toBe('รอดำเนินการ');
    expect(within(card).getByTestId('deposit-pending-account-no').textContent).toBe('0481234567');

    applyDepositUpdate(queryClient, transactionFixture({ status: '0000', statusText: 'ทำรายการสำเร็จ' }));
    await waitFor(() => expect(screen.getByTestId('deposit-status').textContent).toBe('ทำรายการสำเร็จ'));
    expect(screen.getByText('เติมเครดิตเรียบร้อยแล้ว')).toBeTruthy();
    expect(screen.queryByTestId('deposit-cancel')).toBeNull();
  });

  it('reads the final status from the history when currentTransaction no longer has the request', async () => {
    const api = cashierApi({ current: transactionFixture() });
    const { queryClient } = renderWithProviders(<DepositPanel />);
    await screen.findByTestId('deposit-pending');
    api.setCurrent(null);
    server.use(
      http.get(`${API}/bank/transaction`, () =>
        ok({ transactionHistory: historyFixture([transactionFixture({ status: '0002', reason: 'ยอดไม่ตรง' })]) }),
      ),
    );
    await queryClient.invalidateQueries({ queryKey: cashierKeys.currentTransaction });
    await waitFor(() => expect(screen.getByTestId('deposit-status').textContent).toBe('รายการล้มเหลว กรุณาติดต่อแอดมิน'));
    expect(screen.getByText('เหตุผล: ยอดไม่ตรง')).toBeTruthy();
  });

  it('cancels the pending request after confirmation', async () => {
    const api = cashierApi({ current: transactionFixture() });
    let cancelled: string | null = null;
    server.use(
      http.delete(`${API}/bank/transaction`, ({ request }) => {
        cancelled = new URL(request.url).searchParams.get('transactionId');
        api.setCurrent(null);
        return ok(transactionFixture({ status: '0004', statusText: 'ยกเลิกรายการ' }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />);
    await user.click(await screen.findByTestId('deposit-cancel'));
    await waitFor(() => expect(screen.getByTestId('deposit-status').textContent).toBe('ยกเลิกรายการ'));
    expect(confirmDialog).toHaveBeenCalled();
    expect(cancelled).toBe('12');
  });

  it('marks the request expired when the countdown ends', async () => {
    cashierApi({ current: transactionFixture({ expiresAt: new Date(Date.now() + 1000).toISOString() }) });
    let expiredId: string | undefined;
    server.use(
      http.put(`${API}/bank/transaction/:id/expired`, ({ params }) => {
        expiredId = params.id as string;
        return ok(transactionFixture({ status: '0005', statusText: 'รายการหมดอายุ' }));
      }),
    );
    renderWithProviders(<DepositPanel />);
    await screen.findByTestId('deposit-pending');
    await waitFor(() => expect(screen.getByTestId('deposit-status').textContent).toBe('รายการหมดอายุ'), { timeout: 4000 });
    expect(expiredId).toBe('12');
  });
});

describe('DepositPanel: other methods', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    useDepositStore.getState().clear();
  });
  afterEach(() => {
    useAuthStore.getState().logout();
  });

  it('offers TrueMoney vouchers when the agent turns them on', async () => {
    serveAgent(agentFixture());
    cashierApi();
    let redeemed: { body: unknown; key: string | null } | undefined;
    server.use(
      http.post(`${API}/configuration/playerGetConfiguration`, () => ok({ giftTrueMoney: true })),
      http.post(`${API}/bank/giftTrueMoney/redeem`, async ({ request }) => {
        redeemed = { body: await request.json(), key: request.headers.get('idempotency-key') };
        return ok({
          transaction: transactionFixture({ channel: 'TRUEMONEY', status: '0000', amount: 150 }),
          wallet: { ...walletFixture, creditBalance: 1384.5 },
        });
      }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<DepositPanel />);
    await user.click(await screen.findByTestId('deposit-method-truemoney'));
    await user.click(screen.getByTestId('truemoney-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('กรุณาวางลิงก์ซองของขวัญ');
    await user.type(screen.getByTestId('truemoney-gift'), 'https://gift.truemoney.com/campaign/?v=abc123');
    await user.click(screen.getByTestId('truemoney-submit'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith({ title: 'เติมเงินสำเร็จ', text: '150.00 THB' }));
    expect(redeemed?.body).toEqual({ gift: 'https://gift.truemoney.com/campaign/?v=abc123' });
    expect(redeemed?.key).toBeTruthy();
    expect(queryClient.getQueryData<typeof walletFixture>(['me', 'wallet'])?.creditBalance).toBe(1384.5);
  });

  it('hides TrueMoney when the agent has it off', async () => {
    serveAgent(agentFixture());
    cashierApi();
    renderWithProviders(<DepositPanel />);
    await screen.findByTestId('deposit-account');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('offers no gateway to an agent that does not take it, even in its currency', async () => {
    serveAgent(
      agentFixture({
        prefix: 'VX',
        paymentMethod: 'BANK',
        country: { id: 2, code: 'VN', name: 'Vietnam', nameTh: 'เวียดนาม', currency: 'VND', dialingCode: '+84', timezone: 'Asia/Ho_Chi_Minh' },
      }),
    );
    cashierApi();
    renderWithProviders(<DepositPanel />);
    await screen.findByTestId('deposit-account');
    expect(screen.queryByTestId('deposit-method-gateway')).toBeNull();
  });

  it('deposits through the payment gateway where the agent takes it', async () => {
    serveAgent(
      agentFixture({
        prefix: 'VP',
        paymentMethod: 'BANK,GATEWAY',
        country: { id: 2, code: 'VN', name: 'Vietnam', nameTh: 'เวียดนาม', currency: 'VND', dialingCode: '+84', timezone: 'Asia/Ho_Chi_Minh' },
      }),
    );
    cashierApi();
    let created: unknown;
    let cancelled: unknown;
    const order = {
      orderId: 'GW-1',
      payUrl: 'https://pay.gateway.test/GW-1',
      qrPayload: '00020101021238570010A000000727',
      bankCode: 'VCB',
      accountNo: '0071001234567',
      accountName: 'CONG TY PROMPT PLAY',
      amount: 200000,
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
    };
    server.use(
      http.post(`${API}/bank/withdrawable`, () =>
        ok(withdrawableFixture({ currencyCode: 'VND', minimumDeposit: 50000, maximumDeposit: 0 })),
      ),
      http.get(`${API}/vietnamGateWay/deposit/listBankActive`, () =>
        ok([
          { bankCode: 'VCB', name: 'Vietcombank', iconUrl: null },
          { bankCode: 'TCB', name: 'Techcombank', iconUrl: null },
        ]),
      ),
      http.post(`${API}/vietnamGateWay/createDeposit`, async ({ request }) => {
        created = await request.json();
        return ok({
          transaction: transactionFixture({ id: 40, channel: 'GATEWAY', amount: 200000, currencyCode: 'VND', reference: 'GW-1', expiresAt: order.expiresAt }),
          order,
        });
      }),
      http.post(`${API}/vietnamGateWay/cancelDeposit`, async ({ request }) => {
        cancelled = await request.json();
        return ok(transactionFixture({ id: 40, channel: 'GATEWAY', status: '0004', amount: 200000, currencyCode: 'VND' }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />);
    expect((await screen.findByTestId('deposit-method-gateway')).getAttribute('aria-selected')).toBe('true');
    await user.click(await screen.findByRole('radio', { name: 'Vietcombank' }));
    await user.click(await screen.findByTestId('gateway-amount-quick-200000'));
    await user.click(screen.getByTestId('gateway-submit'));

    const card = await screen.findByTestId('deposit-pending');
    expect(created).toEqual({ amount: 200000, bankCode: 'VCB' });
    expect(within(card).getByTestId('gateway-qr').getAttribute('data-payload')).toBe(order.qrPayload);
    expect(within(card).getByTestId('gateway-pay-link').getAttribute('href')).toBe(order.payUrl);
    expect(within(card).getByTestId('deposit-pending-amount').textContent).toBe('200,000.00 VND');

    await user.click(within(card).getByTestId('deposit-cancel'));
    await waitFor(() => expect(screen.getByTestId('deposit-status').textContent).toBe('ยกเลิกรายการ'));
    expect(cancelled).toEqual({ transactionId: 40 });
  });
});
