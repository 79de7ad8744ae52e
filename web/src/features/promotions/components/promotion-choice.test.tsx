import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/lib/toast';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { playerPromotionFixture, promotionFixture, reservationFixture, signedInPlayer, stackTopupFixture } from '../testing';
import type { PlayerPromotion, Reservation } from '../types';
import { PromotionChoice } from './promotion-choice';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

const welcome = promotionFixture({ id: 1 });
const fixed = promotionFixture({
  id: 4,
  name: { nameTh: 'รับเพิ่ม 100', nameEn: 'Get 100 more', nameVi: 'Nhận thêm 100' },
  bonus: { type: 'fixed', percent: null, amount: 100, maximum: null },
  turnType: 1,
  turnOver: { turn: 1000, maximumWithdraw: 2000, minimumDeposit: 300 },
});
const used = promotionFixture({ id: 5, promotionTypeId: 3, claimable: false, reason: 'used' });

function choiceApi(options: { reservation?: Reservation | null; current?: PlayerPromotion | null; refuse?: string } = {}) {
  const reserves: unknown[] = [];
  let reservation = options.reservation ?? null;
  server.use(
    http.post(`${API}/promotionManager/getAllPromotion`, () => ok([welcome, fixed, used])),
    http.get(`${API}/promotionManager/getPromotionStackTopup`, () => ok([])),
    http.post(`${API}/promotionManager/currentPromotion`, () => ok(options.current ?? null)),
    http.post(`${API}/promotionManager/reservation`, () => ok(reservation)),
    http.post(`${API}/promotionManager/reserve`, async ({ request }) => {
      const body = (await request.json()) as { getPromotion: boolean; promotionId?: number };
      reserves.push(body);
      if (options.refuse) return fail(409, '0066', 'cannot claim', { systemMsg: options.refuse });
      const promotion = body.getPromotion ? [welcome, fixed].find((p) => p.id === body.promotionId)! : null;
      reservation = { getPromotion: body.getPromotion, promotionId: promotion?.id ?? null, promotion, reservedAt: '2026-05-01T03:00:00Z' };
      return ok(reservation);
    }),
  );
  return reserves;
}

describe('the deposit page’s promotion choice', () => {
  signedInPlayer();

  it('offers "no promotion" and the claimable promotions, with what tells them apart', async () => {
    choiceApi();
    renderWithProviders(<PromotionChoice />, { route: '/deposit' });
    const none = await screen.findByTestId('choice-none');
    expect(none.textContent).toContain('ไม่รับโปรโมชั่น');
    const option = screen.getByTestId('choice-4');
    expect(option.textContent).toContain('รับเพิ่ม 100');
    expect(option.textContent).toContain('รับโบนัส 100.00 THB');
    expect(option.textContent).toContain('ฝากขั้นต่ำ 300.00 THB');
    expect(option.textContent).toContain('ทำยอดเทิร์นโอเวอร์ 1,000.00 THB');
    expect(screen.getByTestId('choice-1')).toBeTruthy();
    expect(screen.queryByTestId('choice-5')).toBeNull(); // not claimable: left out, and counted
    expect(screen.getByTestId('choice-unavailable').textContent).toBe('อีก 1 โปรโมชั่นยังรับไม่ได้ในตอนนี้');
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(screen.getByTestId('choice-status').textContent).toBe('ยังไม่ได้เลือก');
  });

  it('choosing a promotion reserves it; choosing none reserves "no promotion"', async () => {
    const reserves = choiceApi();
    const user = userEvent.setup();
    renderWithProviders(<PromotionChoice />, { route: '/deposit' });
    await user.click(await screen.findByTestId('choice-4'));
    await waitFor(() => expect(screen.getByTestId('choice-4').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('choice-status').textContent).toBe('เลือกไว้: รับเพิ่ม 100');

    // Recorded: the choice alone, with a way to change it.
    expect(screen.queryByTestId('choice-none')).toBeNull();
    expect(screen.queryByTestId('choice-1')).toBeNull();
    await user.click(screen.getByTestId('choice-change'));
    expect(screen.getByTestId('choice-4').getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByTestId('choice-none'));
    await waitFor(() => expect(screen.getByTestId('choice-none').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByTestId('choice-4')).toBeNull();
    expect(reserves).toEqual([{ getPromotion: true, promotionId: 4 }, { getPromotion: false }]);
    expect(screen.getByTestId('choice-status').textContent).toBe('เลือกไว้: ไม่รับโปรโมชั่น');
  });

  it('shows the reservation already recorded as chosen', async () => {
    choiceApi({ reservation: reservationFixture({ promotionId: 1, promotion: welcome }) });
    renderWithProviders(<PromotionChoice />, { route: '/deposit' });
    await waitFor(() => expect(screen.getByTestId('choice-1').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('choice-status').textContent).toBe('เลือกไว้: โบนัสสมาชิกใหม่ 50%');
    expect(screen.queryByTestId('choice-4')).toBeNull(); // the others wait behind "change"
    expect(screen.getByTestId('choice-change')).toBeTruthy();
  });

  it('includes the day’s stack top-ups', async () => {
    choiceApi();
    server.use(http.get(`${API}/promotionManager/getPromotionStackTopup`, () => ok([stackTopupFixture()])));
    renderWithProviders(<PromotionChoice />, { route: '/deposit' });
    expect((await screen.findByTestId('choice-7')).textContent).toContain('ฝากสะสมรับเพิ่ม');
  });

  it('a refused choice says why', async () => {
    choiceApi({ refuse: 'clear_credit' });
    const user = userEvent.setup();
    renderWithProviders(<PromotionChoice />, { route: '/deposit' });
    await user.click(await screen.findByTestId('choice-1'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith({
        title: 'รับโปรโมชั่นไม่ได้',
        text: 'ต้องใช้เครดิตคงเหลือให้หมดก่อน จึงจะรับโปรโมชั่นใหม่ได้',
      }),
    );
    expect(screen.getByTestId('choice-1').getAttribute('aria-pressed')).toBe('false');
  });

  it('with a promotion active there is nothing to choose, and it says so', async () => {
    choiceApi({ current: playerPromotionFixture() });
    renderWithProviders(<PromotionChoice />, { route: '/deposit' });
    const note = await screen.findByTestId('choice-active');
    expect(note.textContent).toBe('คุณใช้โปรโมชั่น “โบนัสสมาชิกใหม่ 50%” อยู่ เลือกโปรโมชั่นใหม่ได้เมื่อโปรโมชั่นนี้สิ้นสุด');
    expect(screen.queryByTestId('choice-none')).toBeNull();
    expect(within(screen.getByTestId('promotion-choice')).getByRole('link', { name: 'ดูโปรโมชั่นทั้งหมด' }).getAttribute('href')).toBe(
      '/promotion',
    );
  });
});
