import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { bodyOfSaved } from '../components/promotion-model';
import { useStaffSession } from '../stores/staff-session';
import { cashierFixture, meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';
import {
  manualPromotionFixture,
  promotionReportFixture,
  promotionSettingsFixture,
  staffPromotionFixture,
} from '../testing/promotion-fixtures';
import type { PromotionBody, PromotionSettings, PromotionSettingsBody, StaffPromotion } from '../types';

import { PromotionsPage } from './promotions-page';

const STACK = staffPromotionFixture({
  id: 12,
  name: { nameTh: 'ฝากสะสม', nameEn: 'Stack top-up', nameVi: '' },
  imageUrl: '',
  promotionTypeId: 7,
  promotionType: 'stackTopUp',
  bonus: { type: 'fixed', percent: null, amount: 0, maximum: 0 },
  stackTiers: [
    { deposit: 500, bonus: 50 },
    { deposit: 1000, bonus: 120 },
  ],
  isActive: false,
  display: false,
  popup: true,
  claims: 1200,
  active: 0,
});

/** The list, report and settings over mutable state, recording the writes. */
function pageServer(list: StaffPromotion[] = [staffPromotionFixture(), STACK, manualPromotionFixture()], settings: PromotionSettings = promotionSettingsFixture()) {
  const state = { list: [...list], settings, puts: [] as Array<{ id: string; body: PromotionBody }>, settingsPuts: [] as PromotionSettingsBody[], reports: [] as string[] };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/promotions`, () => ok(state.list)),
    http.put(`${API}/backoffice/promotions/:id`, async ({ request, params }) => {
      const body = (await request.json()) as PromotionBody;
      state.puts.push({ id: String(params.id), body });
      const current = state.list.find((p) => p.id === Number(params.id));
      const next = { ...(current as StaffPromotion), isActive: body.isActive ?? true, display: body.display ?? true };
      state.list = state.list.map((p) => (p.id === next.id ? next : p));
      return ok(next);
    }),
    http.get(`${API}/backoffice/promotions/:id/report`, ({ params }) => {
      state.reports.push(String(params.id));
      return ok(promotionReportFixture({ promotionId: Number(params.id) }));
    }),
    http.get(`${API}/backoffice/settings/promotions`, () => ok(state.settings)),
    http.put(`${API}/backoffice/settings/promotions`, async ({ request }) => {
      const body = (await request.json()) as PromotionSettingsBody;
      state.settingsPuts.push(body);
      state.settings = { ...body, clearCreditBelow: Number(body.clearCreditBelow), currencyCode: 'THB' };
      return ok(state.settings);
    }),
  );
  return state;
}

beforeEach(async () => {
  useStaffSession.getState().signOut();
  await loadStaffTexts('th');
  signInStaff();
});
afterEach(() => vi.restoreAllMocks());

describe('PromotionsPage: the list', () => {
  it('shows each promotion with its picture, type, bonus, flags and claims', async () => {
    pageServer();
    renderWithProviders(<PromotionsPage />, { route: '/backoffice/promotions' });

    const normal = await screen.findByTestId('bo-promo-row-11');
    expect(within(normal).getByText('โบนัสฝาก 10%')).toBeTruthy();
    expect(within(normal).getByText('ทั่วไป')).toBeTruthy();
    expect(within(normal).getByText('10% สูงสุด 500.00 THB')).toBeTruthy();
    expect(within(normal).getByText('100.00 THB')).toBeTruthy();
    expect(normal.querySelector('img')?.getAttribute('src')).toBe('/promo/deposit.png');
    expect(within(normal).getByTestId('bo-promo-active-11').getAttribute('aria-checked')).toBe('true');
    expect(within(normal).getByTestId('bo-promo-display-11').getAttribute('aria-checked')).toBe('true');
    expect(within(normal).getByTestId('bo-promo-popup-11').textContent).toBe('ปิด');
    expect(within(normal).getByTestId('bo-promo-claims-11').textContent).toBe('7 · 2');
    expect(within(normal).getByRole('link', { name: 'แก้ไข โบนัสฝาก 10%' }).getAttribute('href')).toBe('/backoffice/promotions/11');

    const stack = screen.getByTestId('bo-promo-row-12');
    expect(within(stack).getByText('ฝากสะสม', { selector: 'span' })).toBeTruthy();
    expect(within(stack).getByText('2 ขั้น')).toBeTruthy();
    expect(within(stack).getByText('ไม่มีรูป')).toBeTruthy();
    expect(within(stack).getByTestId('bo-promo-active-12').getAttribute('aria-checked')).toBe('false');
    expect(within(stack).getByTestId('bo-promo-popup-12').textContent).toBe('เปิด');
    expect(within(stack).getByTestId('bo-promo-claims-12').textContent).toBe('1,200 · 0');

    const manual = screen.getByTestId('bo-promo-row-19');
    expect(within(manual).getByText('แอดมินมอบให้')).toBeTruthy();
    expect(within(manual).getByText('กำหนดตอนมอบ')).toBeTruthy();
  });

  it('says so when there is no promotion', async () => {
    pageServer([]);
    renderWithProviders(<PromotionsPage />, { route: '/backoffice/promotions' });
    expect(await screen.findByText('ยังไม่มีโปรโมชั่น')).toBeTruthy();
  });

  it('switches a promotion on or off by sending its whole body with the flag changed', async () => {
    const state = pageServer();
    const user = userEvent.setup();
    renderWithProviders(<PromotionsPage />, { route: '/backoffice/promotions' });

    const active = await screen.findByRole('switch', { name: 'เปิดใช้งาน: ฝากสะสม' });
    await user.click(active);
    await waitFor(() => expect(active.getAttribute('aria-checked')).toBe('true'));
    expect(state.puts).toEqual([{ id: '12', body: { ...bodyOfSaved(STACK), isActive: true } }]);
    expect((await screen.findByTestId('bo-promo-notice')).textContent).toContain('บันทึกโปรโมชั่น “ฝากสะสม” แล้ว');

    await user.click(screen.getByRole('switch', { name: 'แสดงให้ผู้เล่นเห็น: โบนัสฝาก 10%' }));
    await waitFor(() => expect(state.puts).toHaveLength(2));
    expect(state.puts[1]).toEqual({ id: '11', body: { ...bodyOfSaved(staffPromotionFixture()), display: false } });
    await waitFor(() => expect(screen.getByTestId('bo-promo-display-11').getAttribute('aria-checked')).toBe('false'));
  });

  it('shows the refusal of a switch and the list as the server has it', async () => {
    pageServer();
    server.use(http.put(`${API}/backoffice/promotions/:id`, () => fail(404, '0040', 'Promotion not found')));
    const user = userEvent.setup();
    renderWithProviders(<PromotionsPage />, { route: '/backoffice/promotions' });
    await user.click(await screen.findByTestId('bo-promo-active-11'));
    const notice = await screen.findByTestId('bo-promo-notice');
    expect(notice.dataset.tone).toBe('error');
    expect(notice.textContent).toContain('ไม่พบข้อมูล');
    expect(screen.getByTestId('bo-promo-active-11').getAttribute('aria-checked')).toBe('true');
  });

  it('opens a promotion’s report: claims, running, bonus paid, seized, turnover and the ended by reason', async () => {
    const state = pageServer();
    const user = userEvent.setup();
    renderWithProviders(<PromotionsPage />, { route: '/backoffice/promotions' });
    await user.click(await screen.findByRole('button', { name: 'รายงานของ โบนัสฝาก 10%' }));

    const dialog = await screen.findByRole('dialog', { name: 'รายงาน · โบนัสฝาก 10%' });
    const report = await within(dialog).findByTestId('bo-promo-report');
    expect(state.reports).toEqual(['11']);
    expect(within(report).getByTestId('bo-promo-report-claims').textContent).toContain('7');
    expect(within(report).getByTestId('bo-promo-report-active').textContent).toContain('2');
    expect(within(report).getByTestId('bo-promo-report-bonus').textContent).toContain('650.00 THB');
    expect(within(report).getByTestId('bo-promo-report-seized').textContent).toContain('120.25 THB');
    expect(within(report).getByTestId('bo-promo-report-turnover').textContent).toContain('43,210.50 THB');
    expect(within(report).getByTestId('bo-promo-report-ended-turnover_met').textContent).toBe('ทำเทิร์นครบและถอนแล้ว3');
    expect(within(report).getByTestId('bo-promo-report-ended-ended_by_staff').textContent).toBe('พนักงานยกเลิก2');
    expect(within(report).getByTestId('bo-promo-report-ended-cleared_by_player').textContent).toBe('ผู้เล่นเคลียร์โปรเอง0');
    expect(within(report).getByTestId('bo-promo-report-ended-credit_below_threshold').textContent).toBe('เครดิตต่ำกว่าเกณฑ์0');
    expect(within(report).getByText('(5)')).toBeTruthy();
  });

  it('downloads the promotions shown as CSV, under a header of their wire fields', async () => {
    pageServer();
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:promotions')), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('promotions.csv');
    });
    const user = userEvent.setup();
    renderWithProviders(<PromotionsPage />, { route: '/backoffice/promotions' });
    await screen.findByTestId('bo-promo-row-19');
    await user.click(screen.getByTestId('bo-promo-csv'));
    expect(click).toHaveBeenCalledTimes(1);
    const [header, ...rows] = (await blobs[0]!.text()).split('\r\n');
    expect(header).toBe(
      'id,name,imageUrl,promotionTypeId,promotionType,bonus,turnOver,condition,turnType,promotionWithdrawType,gameConfig,schedule,welcomeBackDays,stackTiers,isActive,display,popup,sortOrder,currencyCode,claimable,reason,claims,active,createdAt,updatedAt',
    );
    expect(rows.map((row) => row.split(',')[0])).toEqual(['11', '12', '19', '']);
    expect(rows[1]).toContain('"{""nameTh"":""ฝากสะสม"",""nameEn"":""Stack top-up"",""nameVi"":""""}"');
    expect(rows[1]).toContain('"[{""deposit"":500,""bonus"":50},{""deposit"":1000,""bonus"":120}]",false,false,true');
  });

  it('speaks English in English mode', async () => {
    await loadStaffTexts('en');
    pageServer();
    renderWithProviders(<PromotionsPage />, { route: '/backoffice/promotions' });
    const normal = await screen.findByTestId('bo-promo-row-11');
    expect(within(normal).getByText('Deposit bonus 10%')).toBeTruthy();
    expect(within(normal).getByText('Normal')).toBeTruthy();
    expect(within(normal).getByText('10% up to 500.00 THB')).toBeTruthy();
    expect(within(screen.getByTestId('bo-promo-row-19')).getByText('Manual by staff')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Promotion settings' })).toBeTruthy();
  });
});

describe('PromotionsPage: the agent’s staff', () => {
  it('shows them the promotions and the settings read only, with who changes them', async () => {
    signInStaff(cashierFixture);
    const state = pageServer();
    server.use(meHandler(cashierFixture));
    renderWithProviders(<PromotionsPage />, { route: '/backoffice/promotions' });

    const normal = await screen.findByTestId('bo-promo-row-11');
    expect(screen.queryByTestId('bo-promo-new')).toBeNull();
    expect(screen.queryAllByRole('switch')).toEqual([]);
    expect(within(normal).getAllByText('เปิด')).toHaveLength(2);
    expect(within(normal).getByRole('link', { name: 'ดู โบนัสฝาก 10%' }).getAttribute('href')).toBe('/backoffice/promotions/11');
    expect(screen.getByTestId('bo-promo-list-admin-only').textContent).toBe('ดูได้อย่างเดียว: แอดมินของเอเย่นต์เป็นผู้สร้างและแก้ไขโปรโมชั่น');
    // The report and the download stay theirs.
    expect(screen.getByTestId('bo-promo-report-11')).toBeTruthy();
    expect((screen.getByTestId('bo-promo-csv') as HTMLButtonElement).disabled).toBe(false);

    const settings = await screen.findByTestId('bo-promo-settings-form');
    expect(within(settings).queryByTestId('bo-promo-settings-save')).toBeNull();
    expect((within(settings).getByTestId('bo-read-only') as HTMLFieldSetElement).disabled).toBe(true);
    expect(within(settings).getByTestId('bo-promo-settings-admin-only').textContent).toBe('ดูได้อย่างเดียว: แอดมินของเอเย่นต์เป็นผู้แก้ไขส่วนนี้');
    expect(state.puts).toEqual([]);
  });
});

describe('PromotionsPage: settings', () => {
  it('shows the auto-promotion mode with what each does, and saves a change', async () => {
    const state = pageServer([], promotionSettingsFixture({ autoPromotion: 'normal', clearCreditRequired: false, clearCreditBelow: 5 }));
    const user = userEvent.setup();
    renderWithProviders(<PromotionsPage />, { route: '/backoffice/promotions' });

    const form = await screen.findByTestId('bo-promo-settings-form');
    expect(within(form).getByTestId<HTMLInputElement>('bo-promo-auto-normal').checked).toBe(true);
    expect(within(form).getByText('ยอดฝากที่ไม่ได้เลือกโปรจะได้โปรแรกที่เข้าเงื่อนไข ตามลำดับในรายการ')).toBeTruthy();
    expect(within(form).getByTestId<HTMLInputElement>('bo-promo-clear-below').value).toBe('5');
    expect(within(form).getByTestId<HTMLButtonElement>('bo-promo-settings-save').disabled).toBe(true);

    await user.click(within(form).getByTestId('bo-promo-auto-activate'));
    await user.click(within(form).getByTestId('bo-promo-clear-required'));
    await user.clear(within(form).getByTestId('bo-promo-clear-below'));
    await user.type(within(form).getByTestId('bo-promo-clear-below'), '10.5');
    await user.click(within(form).getByTestId('bo-promo-settings-save'));

    await waitFor(() => expect(state.settingsPuts).toEqual([{ autoPromotion: 'activate', clearCreditRequired: true, clearCreditBelow: 10.5 }]));
    expect((await screen.findByTestId('bo-promo-settings-notice')).textContent).toContain('บันทึกการตั้งค่าโปรโมชั่นแล้ว');
    expect(screen.getByTestId<HTMLInputElement>('bo-promo-auto-activate').checked).toBe(true);
  });

  it('checks the threshold before saving, and shows the server’s refusal of it', async () => {
    const state = pageServer([]);
    server.use(http.put(`${API}/backoffice/settings/promotions`, () => fail(422, '0000', '', { fields: ['clearCreditBelow'] })));
    const user = userEvent.setup();
    renderWithProviders(<PromotionsPage />, { route: '/backoffice/promotions' });
    const below = await screen.findByTestId('bo-promo-clear-below');
    await user.clear(below);
    await user.type(below, '1.234');
    await user.click(screen.getByTestId('bo-promo-settings-save'));
    expect(await screen.findByText('ตัวเลข ไม่เกินทศนิยม 2 ตำแหน่ง')).toBeTruthy();
    expect(state.settingsPuts).toEqual([]);

    await user.clear(below);
    await user.type(below, '99');
    await user.click(screen.getByTestId('bo-promo-settings-save'));
    expect(await screen.findByText('ใช้เกณฑ์นี้ไม่ได้')).toBeTruthy();
  });
});
