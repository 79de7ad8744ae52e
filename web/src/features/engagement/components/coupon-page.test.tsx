import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { walletQueryOptions } from '@/features/wallet';
import { toast } from '@/lib/toast';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { engagementWallet, name, redemptionFixture, serveEngagement, signedInPlayer } from '../testing';
import type { Redemption } from '../types';
import { CouponContent } from './coupon-page';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

/** The coupon calls; a redemption moves the wallet the server answers to the redemption's. */
function couponApi(answer: () => Response) {
  const sent: unknown[] = [];
  let wallet = engagementWallet();
  serveEngagement();
  server.use(
    http.post(`${API}/player/wallet`, () => ok(wallet)),
    http.post(`${API}/coupon/redeem`, async ({ request }) => {
      sent.push(await request.json());
      const response = answer();
      if (response.ok) wallet = ((await response.clone().json()) as { data: Redemption }).data.wallet;
      return response;
    }),
  );
  return sent;
}

async function redeem(code: string) {
  const form = await screen.findByTestId('coupon-form');
  const input = within(form).getByLabelText('โค้ดคูปอง');
  await userEvent.clear(input);
  if (code) await userEvent.type(input, code);
  await userEvent.click(within(form).getByRole('button', { name: 'ใช้โค้ด' }));
  return form;
}

describe('the coupon page', () => {
  signedInPlayer();

  it('redeems a credit code: the credit, the turnover it brings, the wallet, and the history', async () => {
    const sent = couponApi(() => ok(redemptionFixture()));
    const { queryClient } = renderWithProviders(<CouponContent />, { route: '/coupon' });

    const rows = await screen.findAllByTestId('coupon-history-row');
    expect(rows).toHaveLength(1);
    const cells = within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[0]).toBe('WELCOME100');
    expect(cells[1]).toBe('เครดิต');
    expect(cells[2]).toContain('2569'); // the start date, in the Thai year
    expect(cells[5]).toBe('100.00 THB');

    await redeem('  welcome100 ');
    expect(sent).toEqual([{ code: 'welcome100' }]);
    const result = await screen.findByTestId('redemption-result');
    expect(within(result).getByTestId('redemption-result-text').textContent).toBe(
      'รับเครดิต 100.00 THB แล้ว ต้องทำเทิร์นโอเวอร์ 500.00 THB ก่อนถอน',
    );
    expect(toast.success).toHaveBeenCalledWith({ title: 'ใช้โค้ดสำเร็จ', text: 'รับเครดิต 100.00 THB แล้ว ต้องทำเทิร์นโอเวอร์ 500.00 THB ก่อนถอน' });
    await waitFor(() => expect(queryClient.getQueryData(walletQueryOptions().queryKey)?.creditBalance).toBe(1334.5));
    // The answer's wallet is the newest there is: it is not read again.
    expect(queryClient.getQueryState(walletQueryOptions().queryKey)?.isInvalidated).toBe(false);
    expect((within(screen.getByTestId('coupon-form')).getByLabelText('โค้ดคูปอง') as HTMLInputElement).value).toBe('');
  });

  it('says a promotion coupon reserved the promotion for the next deposit, with the way to deposit', async () => {
    const promotion: Redemption = redemptionFixture({
      type: 'promotion',
      amount: 0,
      turnover: null,
      promotionId: 4,
      promotion: name('ฝากแรกรับ 50%', 'First deposit 50%', 'Nạp đầu 50%'),
    });
    couponApi(() => ok(promotion));
    renderWithProviders(<CouponContent />, { route: '/coupon' });
    await redeem('PROMO50');
    const result = await screen.findByTestId('redemption-result');
    expect(result.getAttribute('data-type')).toBe('promotion');
    expect(result.textContent).toContain('จองโปรโมชั่น ฝากแรกรับ 50% ไว้ให้แล้ว');
    expect(within(result).getByRole('link', { name: 'ฝากเงินเลย' }).getAttribute('href')).toBe('/deposit');
  });

  it('refuses an empty code without asking the server', async () => {
    const sent = couponApi(() => ok(redemptionFixture()));
    renderWithProviders(<CouponContent />, { route: '/coupon' });
    const form = await redeem('   ');
    expect(within(form).getByRole('alert').textContent).toBe('กรุณากรอกโค้ด');
    expect(sent).toEqual([]);
  });

  it.each([
    ['0040', 'coupon_unknown', 'ไม่พบโค้ดนี้ กรุณาตรวจสอบอีกครั้ง'],
    ['0066', 'coupon_not_started', 'โค้ดนี้ยังไม่เปิดให้ใช้'],
    ['0066', 'coupon_expired', 'โค้ดนี้หมดอายุแล้ว'],
    ['0051', 'coupon_used', 'คุณใช้โค้ดนี้ครบจำนวนแล้ว'],
    ['0051', 'coupon_exhausted', 'โค้ดนี้ถูกใช้ครบจำนวนแล้ว'],
    ['0050', 'coupon_minimum_deposit', 'ยอดฝากของคุณยังไม่ถึงขั้นต่ำของโค้ดนี้'],
    ['0066', 'active_promotion', 'คุณมีโปรโมชั่นที่ใช้งานอยู่ ใช้โค้ดโปรโมชั่นได้หลังจบโปรโมชั่นเดิม'],
  ])('says why a code is refused: %s %s', async (code, systemMsg, text) => {
    couponApi(() => fail(400, code, 'refused', { systemMsg, fields: code === '0040' ? ['code'] : [] }));
    renderWithProviders(<CouponContent />, { route: '/coupon' });
    const form = await redeem('NOPE');
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(text));
    expect(screen.queryByTestId('redemption-result')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says a malformed code (0000 on the field code) is not valid, and clears the message as the player types', async () => {
    couponApi(() => fail(400, '0000', 'invalid', { fields: ['code'] }));
    renderWithProviders(<CouponContent />, { route: '/coupon' });
    const form = await redeem('X'.repeat(40));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('โค้ดไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง'));
    await userEvent.type(within(form).getByLabelText('โค้ดคูปอง'), 'Y');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows an empty history', async () => {
    couponApi(() => ok(redemptionFixture()));
    server.use(http.post(`${API}/coupon/history`, () => ok([])));
    renderWithProviders(<CouponContent />, { route: '/coupon' });
    expect((await screen.findByTestId('coupon-history-empty')).textContent).toBe('ยังไม่เคยใช้คูปอง');
  });
});
