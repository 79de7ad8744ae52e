import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { confirmDialog, toast } from '@/lib/toast';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { engagementWallet, name, rewardItemFixture, rewardRedemptionFixture, serveEngagement, signedInPlayer } from '../testing';
import { RewardContent } from './reward-page';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

function rewardApi(redeem: () => Response = () => ok(rewardRedemptionFixture())) {
  const sent: unknown[] = [];
  serveEngagement();
  server.use(
    http.post(`${API}/reward/items`, () =>
      ok([
        rewardItemFixture(),
        rewardItemFixture({ id: 22, name: name('ไอโฟน', 'iPhone', 'iPhone'), kind: 'physical', amount: 0, price: 5000, stock: 1 }),
        rewardItemFixture({ id: 23, name: name('หมุนฟรี 5', 'Free spins 5', 'Quay 5'), kind: 'spins', amount: 5, price: 30, stock: 0 }),
        rewardItemFixture({ id: 24, name: name('หมุนฟรี 1', 'Free spin 1', 'Quay 1'), kind: 'spins', amount: 1, price: 10, stock: null }),
      ]),
    ),
    http.post(`${API}/reward/redeem`, async ({ request }) => {
      sent.push(await request.json());
      return redeem();
    }),
  );
  return sent;
}

const card = async (title: string) => screen.findByRole('article', { name: title });

describe('the reward page', () => {
  signedInPlayer();

  it('shows the diamonds, each reward with its price, stock and why it cannot be redeemed, and the history', async () => {
    rewardApi();
    server.use(
      http.post(`${API}/reward/history`, () =>
        ok([
          rewardRedemptionFixture({ id: 62, name: name('บัตรเติมเงิน', 'Top-up card', 'Thẻ nạp'), kind: 'physical', serial: 'SN-0042', status: 'fulfilled' }),
          rewardRedemptionFixture(),
        ]),
      ),
    );
    renderWithProviders(<RewardContent />, { route: '/reward' });

    await waitFor(() => expect(screen.getByTestId('reward-diamonds-count').textContent).toBe('120'));
    expect(screen.getByTestId('reward-diamonds-rule').textContent).toBe('รับเพชร 1 เม็ด ทุกเทิร์นโอเวอร์ 100 THB');

    const credit = await card('เครดิต 100');
    expect(within(credit).getByTestId('reward-price').textContent).toBe('80');
    expect(within(credit).getByTestId('reward-stock').textContent).toBe('เหลือ 5 ชิ้น');
    expect(within(credit).getByTestId('reward-redeem')).toHaveProperty('disabled', false);
    const phone = await card('ไอโฟน');
    expect(within(phone).getByTestId('reward-redeem')).toHaveProperty('disabled', true);
    expect(within(phone).getByTestId('reward-reason').textContent).toBe('ขาดอีก 4,880 เพชร');
    const soldOut = await card('หมุนฟรี 5');
    expect(within(soldOut).getByTestId('reward-reason').textContent).toBe('หมดแล้ว');
    expect(within(await card('หมุนฟรี 1')).getByTestId('reward-stock').textContent).toBe('ไม่จำกัดจำนวน');

    const rows = await screen.findAllByTestId('reward-history-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['fulfilled', 'delivered']);
    expect(within(rows[0]!).getByTestId('reward-history-serial').textContent).toBe('SN-0042');
    expect(within(rows[0]!).getByTestId('reward-history-status').textContent).toBe('จัดส่งแล้ว');
    expect(within(rows[1]!).getByTestId('reward-history-serial').textContent).toBe('เครดิต');
    expect(rows[1]!.textContent).toContain('2569');
  });

  it('asks first, and redeems nothing when the player cancels', async () => {
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    const sent = rewardApi();
    renderWithProviders(<RewardContent />, { route: '/reward' });
    await userEvent.click(within(await card('เครดิต 100')).getByTestId('reward-redeem'));
    await waitFor(() =>
      expect(confirmDialog).toHaveBeenCalledWith({ title: 'ยืนยันการแลกรางวัล', text: 'ใช้ 80 เพชรแลก เครดิต 100?', confirmText: 'แลกเลย', cancelText: 'ยกเลิก' }),
    );
    expect(sent).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('redeems once confirmed, says what was received, and takes the diamonds from the wallet', async () => {
    let diamonds = 120;
    const sent = rewardApi(() => {
      diamonds = 40;
      return ok(rewardRedemptionFixture());
    });
    server.use(http.post(`${API}/player/wallet`, () => ok(engagementWallet({ diamonds }))));
    renderWithProviders(<RewardContent />, { route: '/reward' });
    await waitFor(() => expect(screen.getByTestId('reward-diamonds-count').textContent).toBe('120'));
    await userEvent.click(within(await card('เครดิต 100')).getByTestId('reward-redeem'));
    await waitFor(() => expect(sent).toEqual([{ itemId: 21 }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith({ title: 'แลกรางวัลสำเร็จ', text: 'ได้รับ เครดิต 100 แล้ว: เครดิต 100.00 THB' }));
    await waitFor(() => expect(screen.getByTestId('reward-diamonds-count').textContent).toBe('40'));
  });

  it('says a physical reward waits for delivery', async () => {
    rewardApi(() => ok(rewardRedemptionFixture({ itemId: 24, name: name('หมุนฟรี 1', 'Free spin 1', 'Quay 1'), kind: 'physical', status: 'pending', wallet: null })));
    renderWithProviders(<RewardContent />, { route: '/reward' });
    await userEvent.click(within(await card('หมุนฟรี 1')).getByTestId('reward-redeem'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith({ title: 'แลกรางวัลสำเร็จ', text: 'แลก หมุนฟรี 1 แล้ว ทีมงานจะติดต่อเพื่อจัดส่ง' }));
  });

  it.each([
    ['0050', { systemMsg: 'not_enough_diamonds' }, 'เพชรของคุณไม่พอ'],
    ['0051', { systemMsg: 'out_of_stock' }, 'ของรางวัลนี้หมดแล้ว'],
    ['0040', { fields: ['itemId'] }, 'ของรางวัลนี้ไม่พร้อมให้แลกแล้ว'],
  ])('says why a reward is refused (%s)', async (code, extra, text) => {
    rewardApi(() => fail(400, code, 'refused', extra));
    renderWithProviders(<RewardContent />, { route: '/reward' });
    await userEvent.click(within(await card('เครดิต 100')).getByTestId('reward-redeem'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith({ title: 'แลกของรางวัลไม่สำเร็จ', text }));
  });
});
