import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/features/auth';
import { walletQueryOptions } from '@/features/wallet';
import { toast } from '@/lib/toast';
import { walletFixture } from '@/testing/fixtures';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { bonusOfferFixture, signedInPlayer, withdrawalFixture } from '../testing';
import type { BonusOffer } from '../types';
import { BonusesPanel } from './bonuses-panel';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

const staffBonus = bonusOfferFixture({
  bonusType: 'staff-12',
  name: { nameTh: 'โบนัสพิเศษจากทีมงาน', nameEn: 'A gift from the team', nameVi: '' },
  amount: 100,
  turnover: 0,
  expiresAt: '2026-05-31T16:59:00Z',
});

function bonusApi(options: { offers?: BonusOffer[]; claim?: () => Response } = {}) {
  const seen = { reads: 0, claims: [] as unknown[] };
  let offers = options.offers ?? [bonusOfferFixture(), staffBonus];
  server.use(
    http.post(`${API}/bonus/get`, () => {
      seen.reads += 1;
      return ok(offers);
    }),
    http.post(`${API}/bonus/claim`, async ({ request }) => {
      const body = (await request.json()) as { bonusType: string };
      seen.claims.push(body);
      if (options.claim) return options.claim();
      offers = offers.filter((offer) => offer.bonusType !== body.bonusType);
      return ok(withdrawalFixture({ type: 'bonus', amount: 300, turnover: 600 }));
    }),
  );
  return seen;
}

describe('the bonuses panel', () => {
  signedInPlayer();

  it('lists the claimable bonuses with their amount, turnover and expiry', async () => {
    bonusApi();
    renderWithProviders(<BonusesPanel />, { route: '/promotion' });
    const cards = await screen.findAllByTestId('bonus-card');
    expect(cards.map((card) => card.getAttribute('data-bonus'))).toEqual(['birthday', 'staff-12']);
    expect(within(cards[0]!).getByRole('heading', { name: 'โบนัสวันเกิด' })).toBeTruthy();
    expect(within(cards[0]!).getByTestId('bonus-amount').textContent).toBe('300.00 THB');
    expect(within(cards[0]!).getByTestId('bonus-turnover').textContent).toBe('ต้องทำเทิร์นโอเวอร์ 2 เท่าของยอดที่ถอน ก่อนถอนเป็นเงินสด');
    expect(within(cards[1]!).getByTestId('bonus-turnover').textContent).toBe('ไม่ต้องทำเทิร์นโอเวอร์');
    expect(cards[1]!.textContent).toContain('รับได้ถึง');
  });

  it('claiming sends the bonus type, says the amount and the turnover, and the bonus leaves the list', async () => {
    const seen = bonusApi();
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<BonusesPanel />, { route: '/promotion' });
    queryClient.setQueryData(walletQueryOptions().queryKey, walletFixture);
    const cards = await screen.findAllByTestId('bonus-card');
    await user.click(within(cards[0]!).getByTestId('bonus-claim'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith({
        title: 'รับโบนัสสำเร็จ',
        text: 'รับ 300.00 THB เข้าเครดิตแล้ว ต้องทำเทิร์นโอเวอร์อีก 600.00 THB จึงจะถอนเป็นเงินสดได้',
      }),
    );
    expect(seen.claims).toEqual([{ playerId: 3, bonusType: 'birthday' }]);
    await waitFor(() => expect(screen.getAllByTestId('bonus-card')).toHaveLength(1));
    expect(screen.getByTestId('bonus-card').getAttribute('data-bonus')).toBe('staff-12');
    expect(queryClient.getQueryData(walletQueryOptions().queryKey)?.creditBalance).toBe(1484.5);
  });

  it('a bonus gone (0040) or a running promotion (0066) is said', async () => {
    let code = '0040';
    bonusApi({ claim: () => fail(code === '0040' ? 404 : 409, code, code === '0040' ? 'ไม่พบโบนัส' : '', { systemMsg: code === '0066' ? 'active_promotion' : undefined }) });
    const user = userEvent.setup();
    renderWithProviders(<BonusesPanel />, { route: '/promotion' });
    const cards = await screen.findAllByTestId('bonus-card');
    await user.click(within(cards[1]!).getByTestId('bonus-claim'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith({ title: 'รับโบนัสไม่สำเร็จ', text: 'ไม่พบโบนัส' }));

    code = '0066';
    await user.click(within(screen.getAllByTestId('bonus-card')[0]!).getByTestId('bonus-claim'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith({
        title: 'รับโบนัสไม่สำเร็จ',
        text: 'คุณมีโปรโมชั่นที่ใช้งานอยู่ รายได้จะรออยู่ในยอดรอถอนอย่างปลอดภัย ทำเงื่อนไขโปรโมชั่นให้ครบหรือยกเลิกโปรโมชั่นก่อน จึงจะถอนได้',
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows nothing when there is no bonus to claim', async () => {
    const seen = bonusApi({ offers: [] });
    renderWithProviders(<BonusesPanel />, { route: '/promotion' });
    await waitFor(() => expect(seen.reads).toBe(1));
    expect(screen.queryByTestId('bonuses-panel')).toBeNull();
  });

  it('a guest sees nothing, and nothing is asked', async () => {
    useAuthStore.getState().logout();
    const seen = bonusApi();
    renderWithProviders(<BonusesPanel />, { route: '/promotion' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.reads).toBe(0);
    expect(screen.queryByTestId('bonuses-panel')).toBeNull();
  });
});
