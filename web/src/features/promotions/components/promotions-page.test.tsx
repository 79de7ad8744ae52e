import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/features/auth';
import { walletQueryOptions } from '@/features/wallet';
import { confirmDialog, toast } from '@/lib/toast';
import { walletFixture } from '@/testing/fixtures';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { playerPromotionFixture, promotionFixture, signedInPlayer, stackTopupFixture } from '../testing';
import type { PlayerPromotion, Promotion } from '../types';
import { PromotionsContent } from './promotions-page';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

const claimable = promotionFixture({ id: 1 });
const usedToday = promotionFixture({
  id: 2,
  name: { nameTh: 'ฝากแรกของวัน 10%', nameEn: 'First of the day 10%', nameVi: 'Nạp đầu ngày 10%' },
  promotionTypeId: 8,
  claimable: false,
  reason: 'not_first_today',
});
const outsideHours = promotionFixture({
  id: 3,
  name: { nameTh: 'แฮปปี้ไทม์', nameEn: 'Happy time', nameVi: '' },
  promotionTypeId: 2,
  schedule: { startsAt: null, endsAt: null, weekdays: [4, 5], fromTime: '18:00', toTime: '22:00' },
  claimable: false,
  reason: 'outside_hours',
});

interface Api {
  reserves: unknown[];
  clears: number;
}

function promotionsApi(options: { list?: Promotion[]; current?: PlayerPromotion | null; reserve?: () => Response } = {}) {
  const seen: Api = { reserves: [], clears: 0 };
  let current = options.current ?? null;
  server.use(
    http.post(`${API}/promotionManager/getAllPromotion`, async ({ request }) => {
      expect(await request.json()).toEqual({ isFilterByPromotionType: true });
      return ok(options.list ?? [claimable, usedToday, outsideHours]);
    }),
    http.get(`${API}/promotionManager/getPromotionStackTopup`, () => ok([])),
    http.post(`${API}/promotionManager/currentPromotion`, () => ok(current)),
    http.post(`${API}/promotionManager/reservation`, () => ok(null)),
    http.post(`${API}/promotionManager/reserve`, async ({ request }) => {
      seen.reserves.push(await request.json());
      if (options.reserve) return options.reserve();
      return ok({ getPromotion: true, promotionId: 1, promotion: claimable, reservedAt: '2026-05-01T03:00:00Z' });
    }),
    http.post(`${API}/promotionManager/clear/manual`, () => {
      seen.clears += 1;
      const ended = { ...current!, statusCode: '0004', statusDesc: 'cancel', endReason: 'cleared_by_player' };
      current = null;
      return ok({ playerPromotion: ended, wallet: { ...walletFixture, creditBalance: 734.5, creditPromotion: 0 } });
    }),
  );
  return seen;
}

describe('the promotion page', () => {
  signedInPlayer();

  it('lists every promotion with its picture, conditions, and a claim button or why not', async () => {
    promotionsApi();
    renderWithProviders(<PromotionsContent />, { route: '/promotion' });
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards).toHaveLength(3);

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'โบนัสสมาชิกใหม่ 50%' })).toBeTruthy();
    expect(first.getByRole('img', { name: 'โบนัสสมาชิกใหม่ 50%' }).getAttribute('src')).toBe('/promo/welcome.png');
    expect(first.getByTestId('promotion-conditions').textContent).toContain('โบนัส 50% ของยอดฝาก สูงสุด 500.00 THB');
    expect(first.getByTestId('promotion-claim').textContent).toBe('รับโปรโมชั่นนี้');
    expect(first.queryByTestId('promotion-reason')).toBeNull();

    const second = within(cards[1]!);
    expect(second.queryByTestId('promotion-claim')).toBeNull();
    expect(second.getByTestId('promotion-reason').textContent).toBe('สำหรับยอดฝากแรกของวันเท่านั้น วันนี้คุณฝากไปแล้ว');
    const third = within(cards[2]!);
    expect(third.getByTestId('promotion-reason').getAttribute('data-reason')).toBe('outside_hours');
    expect(third.getByTestId('promotion-conditions').textContent).toContain('รับได้เฉพาะวันศุกร์, เสาร์ เวลา 18:00–22:00 น.');

    // No active promotion: said so above the list.
    expect(await screen.findByTestId('no-current-promotion')).toBeTruthy();
  });

  it('claiming reserves the promotion for the next deposit, then goes to /deposit', async () => {
    const seen = promotionsApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PromotionsContent />, { route: '/promotion' });
    await user.click(await screen.findByTestId('promotion-claim'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit'));
    expect(seen.reserves).toEqual([{ getPromotion: true, promotionId: 1 }]);
    expect(toast.success).toHaveBeenCalledWith({
      title: 'เลือกโปรโมชั่นแล้ว',
      text: 'ฝากเงินได้เลย โบนัสจะเข้าเมื่อยอดฝากได้รับการอนุมัติ',
    });
  });

  it('a refusal (0066) says why in plain words and stays on the page', async () => {
    const seen = promotionsApi({ reserve: () => fail(409, '0066', 'cannot claim', { systemMsg: 'used_today' }) });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PromotionsContent />, { route: '/promotion' });
    await user.click(await screen.findByTestId('promotion-claim'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith({ title: 'รับโปรโมชั่นไม่ได้', text: 'วันนี้คุณรับโปรโมชั่นนี้ไปแล้ว' }),
    );
    expect(seen.reserves).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/promotion');
  });

  it('shows the active promotion: turnover progress, withdrawable now, the cap and the games', async () => {
    promotionsApi({ current: playerPromotionFixture() });
    renderWithProviders(<PromotionsContent />, { route: '/promotion' });
    const card = await screen.findByTestId('current-promotion');
    const bar = within(card).getByRole('progressbar', { name: 'ความคืบหน้าเทิร์นโอเวอร์' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(card).getByTestId('turnover-made').textContent).toBe('ทำได้ 1,875.00 THB จาก 7,500.00 THB');
    expect(within(card).getByTestId('turnover-remaining').textContent).toBe('เหลืออีก 5,625.00 THB');
    expect(within(card).getByTestId('current-withdrawable').textContent).toBe('0.00 THB');
    expect(within(card).getByTestId('current-maximum').textContent).toBe('3,000.00 THB');
    expect(within(card).getByTestId('current-games').textContent).toBe('เล่นได้เฉพาะ สล็อต ทุกค่าย');
    expect(within(card).getByTestId('current-conditions').textContent).toContain('ถอนได้สูงสุด 3,000.00 THB');
    expect(within(card).getByTestId('clear-warning').textContent).toBe('หากยกเลิก โบนัสเครดิตที่เหลืออยู่จะถูกริบคืนทั้งหมด');
  });

  it('by credit (basis 1): the progress is the credit against the required turn', async () => {
    promotionsApi({
      current: playerPromotionFixture({ turnBasis: 1, totalTurnOver: 0, requiredTurnOver: 3000, remainingTurnOver: 1200, progress: 0.6 }),
    });
    renderWithProviders(<PromotionsContent />, { route: '/promotion' });
    expect((await screen.findByTestId('turnover-made')).textContent).toBe('ทำได้ 1,800.00 THB จาก 3,000.00 THB');
    expect(screen.getByText('นับจากเครดิตคงเหลือ')).toBeTruthy();
  });

  it('clearing asks first, warns of the forfeit, then ends the promotion with the spec’s toast', async () => {
    const seen = promotionsApi({ current: playerPromotionFixture() });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<PromotionsContent />, { route: '/promotion' });
    queryClient.setQueryData(walletQueryOptions().queryKey, walletFixture);
    await user.click(await screen.findByTestId('promotion-clear'));

    expect(confirmDialog).toHaveBeenCalledWith({
      title: 'ยกเลิกโปรโมชั่นนี้?',
      text: 'โบนัสเครดิตที่เหลืออยู่ (สูงสุด 500.00 THB) จะถูกริบคืนทันที และไม่สามารถกู้คืนได้',
      confirmText: 'ยืนยันยกเลิก',
      cancelText: 'ใช้ต่อ',
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith({ text: 'ยกเลิกโปรโมชั่นสำเร็จ' }));
    expect(seen.clears).toBe(1);
    expect(queryClient.getQueryData(walletQueryOptions().queryKey)?.creditBalance).toBe(734.5);
    expect(await screen.findByTestId('no-current-promotion')).toBeTruthy();
    expect(screen.queryByTestId('current-promotion')).toBeNull();
  });

  it('a declined confirmation clears nothing', async () => {
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    const seen = promotionsApi({ current: playerPromotionFixture() });
    const user = userEvent.setup();
    renderWithProviders(<PromotionsContent />, { route: '/promotion' });
    await user.click(await screen.findByTestId('promotion-clear'));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalled());
    expect(seen.clears).toBe(0);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('stack top-ups: the day’s deposits, which tiers are unlocked, and what the next one needs', async () => {
    promotionsApi({ list: [] });
    server.use(http.get(`${API}/promotionManager/getPromotionStackTopup`, () => ok([stackTopupFixture()])));
    renderWithProviders(<PromotionsContent />, { route: '/promotion' });
    const card = await screen.findByTestId('stack-topup');
    expect(within(card).getByTestId('stack-deposited').textContent).toBe('600.00 THB');
    const tiers = within(card).getAllByTestId('stack-tier');
    expect(tiers.map((tier) => tier.getAttribute('data-unlocked'))).toEqual(['true', 'false']);
    expect(tiers[1]!.textContent).toContain('ฝากครบ 1,000.00 THB รับโบนัส 150.00 THB');
    expect(within(card).getByTestId('stack-next').textContent).toBe('ฝากเพิ่มอีก 400.00 THB เพื่อปลดล็อกขั้นถัดไป');
    expect(await screen.findByText('ยังไม่มีโปรโมชั่นในขณะนี้')).toBeTruthy();
  });

  it('a guest (layout ufa-c) sees the list and is asked to log in, and no player call is made', async () => {
    useAuthStore.getState().logout();
    server.use(
      http.post(`${API}/promotionManager/getAllPromotion`, () => ok([promotionFixture({ claimable: null })])),
      http.get(`${API}/promotionManager/getPromotionStackTopup`, () => ok([])),
    );
    renderWithProviders(<PromotionsContent />, { route: '/promotion' });
    const card = await screen.findByTestId('promotion-card');
    expect(within(card).getByRole('link', { name: 'เข้าสู่ระบบเพื่อรับโปรโมชั่น' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('no-current-promotion')).toBeNull();
  });
});
