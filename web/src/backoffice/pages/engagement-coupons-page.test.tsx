import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders, seedQueryData } from '@/testing/render';

import { boKeys } from '../api/backoffice-api';
import type { CouponBody, CouponCodesBody, StaffCoupon } from '../api/engagement-types';
import { couponBodyOfSaved } from '../components/engagement-model';
import { fromLocalInput, toLocalInput } from '../components/promotion-model';
import { useStaffSession } from '../stores/staff-session';
import { couponRedemptionFixture, staffCouponFixture, staffEventFixture } from '../testing/engagement-fixtures';
import { cashierFixture, meFixture, meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';
import { staffPromotionFixture } from '../testing/promotion-fixtures';

import { EngagementCouponsPage } from './engagement-coupons-page';

const SPINS = staffCouponFixture({
  id: 6,
  code: null,
  name: { nameTh: 'หมุนฟรี', nameEn: 'Free spins', nameVi: '' },
  type: 'spins',
  amount: 0,
  spins: 3,
  turnoverMultiple: 0,
  usesTotal: 0,
  used: 40,
  codes: 200,
  active: false,
});

/** The coupon calls over mutable state, recording the writes and their keys. */
function couponServer(list: StaffCoupon[] = [staffCouponFixture(), SPINS]) {
  const state = {
    list: [...list],
    posts: [] as CouponBody[],
    puts: [] as Array<{ id: string; body: CouponBody }>,
    codes: [] as Array<{ id: string; body: CouponCodesBody; key: string | null }>,
  };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/coupons`, () => ok(state.list)),
    http.get(`${API}/backoffice/promotions`, () => ok([staffPromotionFixture()])),
    http.get(`${API}/backoffice/events`, () => ok([staffEventFixture()])),
    http.post(`${API}/backoffice/coupons`, async ({ request }) => {
      const body = (await request.json()) as CouponBody;
      state.posts.push(body);
      const created = staffCouponFixture({ id: 9, code: body.code ?? null, name: { nameTh: body.name.nameTh, nameEn: body.name.nameEn, nameVi: body.name.nameVi ?? '' } });
      state.list = [...state.list, created];
      return ok(created);
    }),
    http.put(`${API}/backoffice/coupons/:id`, async ({ request, params }) => {
      const body = (await request.json()) as CouponBody;
      state.puts.push({ id: String(params.id), body });
      const current = state.list.find((c) => c.id === Number(params.id)) as StaffCoupon;
      const next = { ...current, active: body.active ?? true };
      state.list = state.list.map((c) => (c.id === next.id ? next : c));
      return ok(next);
    }),
    http.post(`${API}/backoffice/coupons/:id/codes`, async ({ request, params }) => {
      const body = (await request.json()) as CouponCodesBody;
      state.codes.push({ id: String(params.id), body, key: request.headers.get('Idempotency-Key') });
      return ok({ couponId: Number(params.id), created: body.count, total: body.count, codes: [] });
    }),
    http.get(`${API}/backoffice/coupons/:id/redemptions`, () => ok([couponRedemptionFixture()])),
  );
  return state;
}

beforeEach(async () => {
  useStaffSession.getState().signOut();
  await loadStaffTexts('th');
  signInStaff();
  seedQueryData(boKeys.me(), meFixture);
});

const renderPage = (search = '') => renderWithProviders(<EngagementCouponsPage />, { route: `/backoffice/engagement/coupons${search}` });

describe('EngagementCouponsPage: the list', () => {
  it('shows each coupon with its code, prize, period, uses and switch', async () => {
    couponServer();
    renderPage();
    const credit = await screen.findByTestId('bo-coupon-row-5');
    expect(within(credit).getByText('WELCOME100')).toBeTruthy();
    expect(within(credit).getByText('ต้อนรับ 100')).toBeTruthy();
    expect(within(credit).getByText('100.00 THB')).toBeTruthy();
    expect(within(credit).getByText('เทิร์น 3 เท่า')).toBeTruthy();
    expect(within(credit).getByTestId('bo-coupon-used-5').textContent).toBe('12 / 50');
    expect(within(credit).getByTestId('bo-coupon-active-5').getAttribute('aria-checked')).toBe('true');

    const spins = screen.getByTestId('bo-coupon-row-6');
    expect(within(spins).getByText('เฉพาะโค้ดชุด')).toBeTruthy();
    expect(within(spins).getByText('โค้ดชุด 200 โค้ด')).toBeTruthy();
    expect(within(spins).getByText('3 สปิน')).toBeTruthy();
    expect(within(spins).getByTestId('bo-coupon-used-6').textContent).toBe('40 / ∞');
    expect(within(spins).getByTestId('bo-coupon-active-6').getAttribute('aria-checked')).toBe('false');
  });

  it('names the promotion a promotion coupon reserves', async () => {
    couponServer([
      staffCouponFixture({ id: 7, type: 'promotion', amount: 0, turnoverMultiple: 0, promotionId: 11, promotion: { nameTh: 'โบนัสฝาก 10%', nameEn: 'Deposit bonus 10%', nameVi: '' } }),
    ]);
    renderPage();
    const row = await screen.findByTestId('bo-coupon-row-7');
    expect(within(row).getByText('โปรโมชั่น')).toBeTruthy();
    expect(within(row).getByText('โบนัสฝาก 10%')).toBeTruthy();
  });

  it('switches a coupon on by sending its whole body with active changed', async () => {
    const state = couponServer();
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'เปิดใช้งาน: หมุนฟรี' });
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(state.puts).toEqual([{ id: '6', body: { ...couponBodyOfSaved(SPINS), active: true } }]);
    expect(state.puts[0]?.body).toMatchObject({ name: { nameTh: 'หมุนฟรี' }, spins: 3, type: 'spins' });
    expect((await screen.findByTestId('bo-coupons-notice')).textContent).toContain('บันทึก “หมุนฟรี” แล้ว');
  });
});

describe('EngagementCouponsPage: the form', () => {
  it('creates a credit coupon with the body of the contract', async () => {
    const state = couponServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-coupon-new'));
    await screen.findByTestId('bo-coupon-form');

    await user.type(screen.getByTestId('bo-coupon-code'), 'newyear26');
    expect((screen.getByTestId('bo-coupon-code') as HTMLInputElement).value).toBe('NEWYEAR26');
    await user.type(screen.getByTestId('bo-coupon-name-nameTh'), 'ปีใหม่');
    await user.type(screen.getByTestId('bo-coupon-name-nameEn'), 'New year');
    await user.type(screen.getByTestId('bo-coupon-amount'), '88.50');
    await user.clear(screen.getByTestId('bo-coupon-turnoverMultiple'));
    await user.type(screen.getByTestId('bo-coupon-turnoverMultiple'), '2');
    fireEvent.change(screen.getByTestId('bo-coupon-startsAt'), { target: { value: '2026-01-01T00:00' } });
    fireEvent.change(screen.getByTestId('bo-coupon-endsAt'), { target: { value: '2026-01-31T23:59' } });
    await user.clear(screen.getByTestId('bo-coupon-usesTotal'));
    await user.type(screen.getByTestId('bo-coupon-usesTotal'), '500');
    await user.selectOptions(screen.getByTestId('bo-coupon-eventId'), '8');
    await user.click(screen.getByTestId('bo-coupon-save'));

    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]).toEqual({
      code: 'NEWYEAR26',
      name: { nameTh: 'ปีใหม่', nameEn: 'New year', nameVi: '' },
      type: 'credit',
      amount: 88.5,
      spins: 0,
      promotionId: null,
      turnoverMultiple: 2,
      startsAt: fromLocalInput('2026-01-01T00:00'),
      endsAt: fromLocalInput('2026-01-31T23:59'),
      usesPerPlayer: 1,
      usesTotal: 500,
      minimumDeposit: 0,
      eventId: 8,
      active: true,
    });
    // Back on the list, which says so.
    expect((await screen.findByTestId('bo-coupons-notice')).textContent).toContain('สร้าง “ปีใหม่” แล้ว');
    expect(await screen.findByTestId('bo-coupon-row-9')).toBeTruthy();
  });

  it('sends a promotion coupon with the promotion picked and no credit', async () => {
    const state = couponServer();
    const user = userEvent.setup();
    renderPage('?edit=new');
    await user.type(await screen.findByTestId('bo-coupon-name-nameTh'), 'โปร');
    await user.type(screen.getByTestId('bo-coupon-name-nameEn'), 'Promo');
    await user.click(screen.getByTestId('bo-coupon-type-promotion'));
    expect(screen.queryByTestId('bo-coupon-amount')).toBeNull();
    fireEvent.change(screen.getByTestId('bo-coupon-startsAt'), { target: { value: '2026-01-01T00:00' } });
    fireEvent.change(screen.getByTestId('bo-coupon-endsAt'), { target: { value: '2026-01-31T00:00' } });
    await user.click(screen.getByTestId('bo-coupon-save'));
    // No promotion picked: said at the field, nothing sent.
    expect((await screen.findByTestId('bo-coupon-promotionId')).getAttribute('aria-invalid')).toBe('true');
    expect(state.posts).toHaveLength(0);

    await waitFor(() => expect(screen.getAllByRole('option', { name: 'โบนัสฝาก 10%' })).toHaveLength(1));
    await user.selectOptions(screen.getByTestId('bo-coupon-promotionId'), '11');
    await user.click(screen.getByTestId('bo-coupon-save'));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]).toMatchObject({ type: 'promotion', promotionId: 11, amount: 0, spins: 0, turnoverMultiple: 0, code: null });
  });

  it('checks the fields before sending anything', async () => {
    const state = couponServer();
    const user = userEvent.setup();
    renderPage('?edit=new');
    await user.type(await screen.findByTestId('bo-coupon-code'), '-ab');
    await user.type(screen.getByTestId('bo-coupon-amount'), '-5');
    fireEvent.change(screen.getByTestId('bo-coupon-startsAt'), { target: { value: '2026-02-01T00:00' } });
    fireEvent.change(screen.getByTestId('bo-coupon-endsAt'), { target: { value: '2026-01-01T00:00' } });
    await user.click(screen.getByTestId('bo-coupon-save'));

    const form = screen.getByTestId('bo-coupon-form');
    expect(within(form).getByText('โค้ดใช้ได้เฉพาะ A–Z ตัวเลข - และ _ ไม่เกิน 32 ตัว ขึ้นต้นด้วยตัวอักษรหรือตัวเลข')).toBeTruthy();
    expect(within(form).getAllByText('กรุณากรอกข้อมูลนี้')).toHaveLength(2);
    expect(within(form).getByText('กรอกจำนวนเงินไม่เกินทศนิยม 2 ตำแหน่ง')).toBeTruthy();
    expect(within(form).getByText('เวลาสิ้นสุดต้องหลังเวลาเริ่ม')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('bo-coupon-code'));
    expect(state.posts).toHaveLength(0);
  });

  it('shows the server’s refusal at the field it names', async () => {
    couponServer();
    server.use(
      http.post(`${API}/backoffice/coupons`, () =>
        fail(422, '0000', 'Invalid data', { fields: ['code'], systemMsg: 'code: WELCOME100 is taken' }),
      ),
    );
    const user = userEvent.setup();
    renderPage('?edit=new');
    await user.type(await screen.findByTestId('bo-coupon-code'), 'WELCOME100');
    await user.type(screen.getByTestId('bo-coupon-name-nameTh'), 'ซ้ำ');
    await user.type(screen.getByTestId('bo-coupon-name-nameEn'), 'Again');
    await user.type(screen.getByTestId('bo-coupon-amount'), '10');
    fireEvent.change(screen.getByTestId('bo-coupon-startsAt'), { target: { value: '2026-01-01T00:00' } });
    fireEvent.change(screen.getByTestId('bo-coupon-endsAt'), { target: { value: '2026-01-31T00:00' } });
    await user.click(screen.getByTestId('bo-coupon-save'));

    expect((await screen.findByTestId('bo-coupon-error')).textContent).toContain('ข้อมูลไม่ถูกต้อง');
    const code = screen.getByTestId('bo-coupon-code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('เซิร์ฟเวอร์ไม่รับค่านี้ (WELCOME100 is taken)')).toBeTruthy();
    // Still on the form with what was typed.
    expect((code as HTMLInputElement).value).toBe('WELCOME100');
    // Editing the field clears its error.
    await user.type(code, '9');
    expect(code.getAttribute('aria-invalid')).toBeNull();
  });

  it('edits a coupon: its form over the saved values, the update sent whole', async () => {
    const state = couponServer();
    const user = userEvent.setup();
    renderPage('?edit=5');
    const name = await screen.findByTestId('bo-coupon-name-nameEn');
    expect((name as HTMLInputElement).value).toBe('Welcome 100');
    expect((screen.getByTestId('bo-coupon-amount') as HTMLInputElement).value).toBe('100');
    expect((screen.getByTestId('bo-coupon-turnoverMultiple') as HTMLInputElement).value).toBe('3');
    await user.clear(screen.getByTestId('bo-coupon-usesPerPlayer'));
    await user.type(screen.getByTestId('bo-coupon-usesPerPlayer'), '2');
    await user.click(screen.getByTestId('bo-coupon-save'));
    await waitFor(() => expect(state.puts).toHaveLength(1));
    const saved = staffCouponFixture();
    expect(state.puts[0]).toEqual({
      id: '5',
      body: {
        ...couponBodyOfSaved(saved),
        usesPerPlayer: 2,
        // The same instants, written with this computer's offset.
        startsAt: fromLocalInput(toLocalInput(saved.startsAt)),
        endsAt: fromLocalInput(toLocalInput(saved.endsAt)),
      },
    });
  });

  it('says so when the coupon in the address does not exist', async () => {
    couponServer();
    renderPage('?edit=404');
    expect((await screen.findByTestId('bo-coupon-missing')).textContent).toBe('ไม่พบรายการนี้');
  });
});

describe('EngagementCouponsPage: codes and redemptions', () => {
  it('generates a batch once per key, keeps the key for a retry, and links the CSV', async () => {
    const state = couponServer([staffCouponFixture({ codes: 0 })]);
    let failures = 1;
    server.use(
      http.post(`${API}/backoffice/coupons/:id/codes`, async ({ request, params }) => {
        const body = (await request.json()) as CouponCodesBody;
        state.codes.push({ id: String(params.id), body, key: request.headers.get('Idempotency-Key') });
        if (failures-- > 0) return fail(503, '9999', 'busy');
        return ok({ couponId: 5, created: body.count, total: body.count, codes: [] });
      }),
    );
    const user = userEvent.setup();
    renderPage('?edit=5');
    const codes = await screen.findByTestId('bo-codes');
    expect(within(codes).queryByTestId('bo-codes-export')).toBeNull();

    await user.clear(within(codes).getByTestId('bo-codes-count'));
    await user.type(within(codes).getByTestId('bo-codes-count'), '250');
    await user.type(within(codes).getByTestId('bo-codes-prefix'), 'ny');
    await user.click(within(codes).getByTestId('bo-codes-generate'));
    expect(await within(codes).findByTestId('bo-codes-error')).toBeTruthy();

    await user.click(within(codes).getByTestId('bo-codes-generate'));
    expect((await within(codes).findByTestId('bo-codes-notice')).textContent).toContain('สร้าง 250 โค้ดแล้ว รวมทั้งหมด 250 โค้ด');
    expect(state.codes).toHaveLength(2);
    expect(state.codes.map((c) => c.body)).toEqual([
      { count: 250, prefix: 'NY' },
      { count: 250, prefix: 'NY' },
    ]);
    expect(state.codes[0]?.key).toBeTruthy();
    expect(state.codes[1]?.key).toBe(state.codes[0]?.key);

    const link = await within(codes).findByTestId('bo-codes-export');
    expect(link.getAttribute('href')).toBe('http://localhost:3000/api/backoffice/coupons/5/codes.csv');

    // A new batch is a new request with its own key.
    await user.click(within(codes).getByTestId('bo-codes-generate'));
    await waitFor(() => expect(state.codes).toHaveLength(3));
    expect(state.codes[2]?.key).not.toBe(state.codes[0]?.key);
  });

  it('refuses a count out of range without sending it', async () => {
    const state = couponServer();
    const user = userEvent.setup();
    renderPage('?edit=5');
    const count = await screen.findByTestId('bo-codes-count');
    await user.clear(count);
    await user.type(count, '20000');
    await user.click(screen.getByTestId('bo-codes-generate'));
    expect(screen.getByText('กรอกจำนวน 1–10,000')).toBeTruthy();
    expect(state.codes).toHaveLength(0);
  });

  it('lists who redeemed the coupon', async () => {
    couponServer();
    renderPage('?edit=5');
    const row = await screen.findByTestId('bo-redemption-71');
    expect(within(row).getByText('demo')).toBeTruthy();
    expect(within(row).getByText('WELCOME100')).toBeTruthy();
    expect(within(row).getByText('100.00 THB')).toBeTruthy();
  });
});

describe('EngagementCouponsPage: the agent’s staff', () => {
  beforeEach(() => {
    signInStaff(cashierFixture);
    seedQueryData(boKeys.me(), cashierFixture);
  });

  it('lists the coupons with their state, without new, switch or save', async () => {
    const state = couponServer();
    server.use(meHandler(cashierFixture));
    renderPage();
    const row = await screen.findByTestId('bo-coupon-row-6');
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(within(row).getByText('ปิด')).toBeTruthy();
    expect(screen.queryByTestId('bo-coupon-new')).toBeNull();
    expect(screen.getByTestId('bo-coupons-admin-only').textContent).toBe('ดูได้อย่างเดียว: แอดมินของเอเย่นต์เป็นผู้สร้างและแก้ไขรายการในหน้านี้');
    expect(screen.getByTestId('bo-coupons-csv')).toBeTruthy();
    expect(state.puts).toEqual([]);
  });

  it('shows a coupon read only, its codes to export but not to make, and its redemptions', async () => {
    couponServer();
    server.use(meHandler(cashierFixture));
    renderPage('?edit=6');
    const form = await screen.findByTestId('bo-coupon-form');
    expect((within(form).getByTestId('bo-read-only') as HTMLFieldSetElement).disabled).toBe(true);
    expect(within(form).queryByTestId('bo-coupon-save')).toBeNull();
    expect(within(form).getByTestId('bo-coupon-admin-only')).toBeTruthy();
    const codes = screen.getByTestId('bo-codes');
    expect(within(codes).queryByTestId('bo-codes-generate')).toBeNull();
    expect(within(codes).getByTestId('bo-codes-admin-only').textContent).toBe('แอดมินของเอเย่นต์เท่านั้นที่สร้างโค้ดได้');
    expect(within(codes).getByTestId('bo-codes-export').getAttribute('href')).toBe('http://localhost:3000/api/backoffice/coupons/6/codes.csv');
    expect(await screen.findByTestId('bo-redemption-71')).toBeTruthy();
    expect(screen.getByTestId('bo-coupon-redemptions-csv')).toBeTruthy();
  });
});
