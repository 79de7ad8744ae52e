import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders, seedQueryData } from '@/testing/render';

import { boKeys } from '../api/backoffice-api';
import { useStaffSession } from '../stores/staff-session';
import { cashierFixture, meFixture, meHandler, signInStaff } from '../testing/fixtures';
import {
  allianceFixture,
  incomeRunFixture,
  incomeSettingsFixture,
  reportDayFixture,
  staffAwardFixture,
} from '../testing/income-fixtures';
import { loadStaffTexts } from '../testing/language';
import type { Alliance, AllianceBody, IncomeSettings, StaffAward } from '../types';

import { IncomePage } from './income-page';

const renderPage = (tab = 'settings') => renderWithProviders(<IncomePage />, { route: `/backoffice/income?tab=${tab}` });

beforeEach(async () => {
  useStaffSession.getState().signOut();
  await loadStaffTexts('th');
  signInStaff();
  // The agent's currency is known before the page asks for anything.
  seedQueryData(boKeys.me(), meFixture);
});

describe('IncomePage: settings', () => {
  function settingsServer(settings: IncomeSettings = incomeSettingsFixture()) {
    const state = { puts: [] as unknown[] };
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/income/settings`, () => ok(settings)),
      http.put(`${API}/backoffice/income/settings`, async ({ request }) => {
        const body = await request.json();
        state.puts.push(body);
        return ok(body);
      }),
    );
    return state;
  }

  it('shows every program as saved, and saves what was typed', async () => {
    const state = settingsServer();
    const user = userEvent.setup();
    renderPage();

    const form = await screen.findByTestId('bo-income-settings-form');
    expect(within(form).getByTestId<HTMLInputElement>('bo-income-affiliate-levels-0-rates-0-percent').value).toBe('0.5');
    expect(within(form).getByTestId<HTMLSelectElement>('bo-income-affiliate-levels-1-rates-0-category').value).toBe('all');
    expect(within(form).getByTestId<HTMLInputElement>('bo-income-returnLost-maximum').value).toBe('1000');
    expect(within(form).getByTestId<HTMLInputElement>('bo-income-returnLost-categories-slot').checked).toBe(true);
    expect(within(form).getByTestId<HTMLInputElement>('bo-income-birthday-enabled').checked).toBe(false);
    expect(within(form).getByTestId<HTMLButtonElement>('bo-income-settings-save').disabled).toBe(true);

    // Affiliate: level 1 pays 0.75% on slots, and a third level pays 0.05% on everything.
    await user.clear(within(form).getByTestId('bo-income-affiliate-levels-0-rates-0-percent'));
    await user.type(within(form).getByTestId('bo-income-affiliate-levels-0-rates-0-percent'), '0.75');
    await user.click(within(form).getByTestId('bo-income-affiliate-basis-netLoss'));
    await user.click(within(form).getByTestId('bo-income-affiliate-levels-add'));
    await user.type(within(form).getByTestId('bo-income-affiliate-levels-2-rates-0-percent'), '0.05');
    // Return-lost: weekly, 10%, on slots and fishing, no cap.
    await user.click(within(form).getByTestId('bo-income-returnLost-period-week'));
    await user.clear(within(form).getByTestId('bo-income-returnLost-rate'));
    await user.type(within(form).getByTestId('bo-income-returnLost-rate'), '10');
    await user.click(within(form).getByTestId('bo-income-returnLost-categories-fishing'));
    await user.clear(within(form).getByTestId('bo-income-returnLost-maximum'));
    await user.type(within(form).getByTestId('bo-income-returnLost-maximum'), '0');
    // Rolling: the card rate goes, a sport rate comes.
    await user.click(within(form).getByTestId('bo-income-rolling-rates-1-remove'));
    await user.click(within(form).getByTestId('bo-income-rolling-rates-add'));
    await user.selectOptions(within(form).getByTestId('bo-income-rolling-rates-1-category'), 'sport');
    await user.type(within(form).getByTestId('bo-income-rolling-rates-1-percent'), '0.2');
    // Birthday: on, 500 with 3× turnover.
    await user.click(within(form).getByTestId('bo-income-birthday-enabled'));
    await user.clear(within(form).getByTestId('bo-income-birthday-amount'));
    await user.type(within(form).getByTestId('bo-income-birthday-amount'), '500');
    await user.clear(within(form).getByTestId('bo-income-birthday-turnover'));
    await user.type(within(form).getByTestId('bo-income-birthday-turnover'), '3');
    await user.click(within(form).getByTestId('bo-income-settings-save'));

    await waitFor(() => expect(state.puts).toHaveLength(1));
    expect(state.puts[0]).toEqual({
      affiliate: {
        enabled: true,
        minimumWithdraw: 100,
        turnover: 1,
        basis: 'netLoss',
        levels: [
          { level: 1, rates: [{ category: 'slot', percent: 0.75 }] },
          { level: 2, rates: [{ category: 'all', percent: 0.1 }] },
          { level: 3, rates: [{ category: 'all', percent: 0.05 }] },
        ],
      },
      alliance: { enabled: true, minimumWithdraw: 500, turnover: 0 },
      returnLost: {
        enabled: true,
        minimumWithdraw: 50,
        turnover: 2,
        period: 'week',
        rate: 10,
        minimumLoss: 100,
        maximum: 0,
        categories: ['slot', 'fishing'],
        expiryDays: 7,
      },
      rolling: {
        enabled: true,
        minimumWithdraw: 10,
        turnover: 0,
        rates: [
          { category: 'casino', percent: 0.6 },
          { category: 'sport', percent: 0.2 },
        ],
      },
      rebate: { enabled: false, minimumWithdraw: 10, turnover: 0, rates: [{ category: 'all', percent: 0.3 }] },
      birthday: { enabled: true, minimumWithdraw: 0, turnover: 3, amount: 500 },
    });
    expect((await screen.findByTestId('bo-income-settings-notice')).textContent).toContain('บันทึกการตั้งค่ารายได้แล้ว');
  });

  it('checks the figures before saving, and shows the server’s refusal at the field it names', async () => {
    const state = settingsServer();
    const user = userEvent.setup();
    renderPage();

    const percent = await screen.findByTestId('bo-income-affiliate-levels-0-rates-0-percent');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.selectOptions(screen.getByTestId('bo-income-rolling-rates-1-category'), 'casino');
    await user.click(screen.getByTestId('bo-income-settings-save'));
    expect(await screen.findByText('เปอร์เซ็นต์ 0 ถึง 100 ทศนิยมไม่เกิน 2 ตำแหน่ง')).toBeTruthy();
    expect(screen.getByText('หมวดเกมละหนึ่งอัตรา')).toBeTruthy();
    expect(state.puts).toEqual([]);

    server.use(
      http.put(`${API}/backoffice/income/settings`, () =>
        fail(422, '0000', 'Invalid data', {
          fields: ['affiliate', 'returnLost'],
          systemMsg: 'affiliate.levels.0.rates.0.percent: Input should be a multiple of 0.01; returnLost.period: Input should be day or week',
        }),
      ),
    );
    await user.clear(percent);
    await user.type(percent, '12');
    await user.selectOptions(screen.getByTestId('bo-income-rolling-rates-1-category'), 'card');
    await user.click(screen.getByTestId('bo-income-settings-save'));

    const refused = await screen.findByTestId('bo-income-affiliate-error');
    expect(refused.textContent).toBe('เซิร์ฟเวอร์ไม่รับการตั้งค่าบางส่วนของโปรแกรมนี้');
    expect(percent.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('เซิร์ฟเวอร์ไม่รับค่านี้')).toHaveLength(2);
    expect(screen.getByTestId('bo-income-returnLost-error')).toBeTruthy();
    expect(screen.queryByTestId('bo-income-rolling-error')).toBeNull();
    expect(screen.getByTestId('bo-income-settings-error').textContent).toContain('ข้อมูลไม่ถูกต้อง');
  });

  it('shows the server’s own checks at the field or the rate list they name', async () => {
    const state = settingsServer();
    server.use(
      http.put(`${API}/backoffice/income/settings`, async ({ request }) => {
        state.puts.push(await request.json());
        const problems = ['affiliate.minimumWithdraw', 'affiliate.levels.2', 'rolling.rates'];
        return fail(422, '0000', '', { fields: problems, systemMsg: problems.join('; ') });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-income-alliance-enabled'));
    await user.click(screen.getByTestId('bo-income-settings-save'));

    await waitFor(() => expect(state.puts).toHaveLength(1));
    expect((await screen.findByTestId('bo-income-affiliate-minimumWithdraw')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('bo-income-affiliate-levels-1-rates-error').textContent).toBe('เซิร์ฟเวอร์ไม่รับค่านี้');
    expect(screen.queryByTestId('bo-income-affiliate-levels-0-rates-error')).toBeNull();
    expect(screen.getByTestId('bo-income-rolling-rates-error').textContent).toBe('เซิร์ฟเวอร์ไม่รับค่านี้');
    expect(screen.getByTestId('bo-income-affiliate-turnover').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByTestId('bo-income-affiliate-error')).toBeNull();
  });
});

describe('IncomePage: report', () => {
  it('shows a row per day and program, and asks again with the filter', async () => {
    const asked: string[] = [];
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/income/report`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return ok([
          reportDayFixture(),
          reportDayFixture({ kind: 'returnLost', players: 3, basis: 9000, amount: 450, open: 0, paid: 300, held: 0, voided: 100, expired: 50 }),
        ]);
      }),
    );
    const user = userEvent.setup();
    renderPage('report');

    const affiliate = await screen.findByTestId('bo-income-report-2026-01-09-affiliate');
    expect(within(affiliate).getByText('แนะนำเพื่อน')).toBeTruthy();
    expect(within(affiliate).getByTestId('bo-income-report-players').textContent).toContain('12');
    expect(within(affiliate).getByTestId('bo-income-report-amount').textContent).toContain('175.50 THB');
    expect(within(affiliate).getByTestId('bo-income-report-held').textContent).toContain('25.00 THB');
    const returnLost = screen.getByTestId('bo-income-report-2026-01-09-returnLost');
    expect(within(returnLost).getByText('คืนยอดเสีย')).toBeTruthy();
    expect(within(returnLost).getByTestId('bo-income-report-voided').textContent).toContain('100.00 THB');
    expect(within(returnLost).getByTestId('bo-income-report-expired').textContent).toContain('50.00 THB');
    expect(asked).toEqual(['']);

    await user.type(screen.getByTestId('bo-income-report-from'), '2026-01-01');
    await user.type(screen.getByTestId('bo-income-report-to'), '2026-01-09');
    await user.selectOptions(screen.getByTestId('bo-income-report-kind'), 'returnLost');
    await user.click(screen.getByTestId('bo-income-report-show'));
    await waitFor(() => expect(asked).toHaveLength(2));
    const params = new URLSearchParams(asked[1]);
    expect(Object.fromEntries(params)).toEqual({ kind: 'returnLost', startDate: '2026-01-01', endDate: '2026-01-09' });
  });

  it('says so when there is nothing in the range', async () => {
    server.use(meHandler(), http.get(`${API}/backoffice/income/report`, () => ok([])));
    renderPage('report');
    expect(await screen.findByText('ไม่มีรายได้ในช่วงนี้')).toBeTruthy();
  });
});

describe('IncomePage: awards', () => {
  function awardsServer(items: StaffAward[] = [staffAwardFixture(), staffAwardFixture({ id: 70, status: 'held', kind: 'affiliate', remark: 'checking' }), staffAwardFixture({ id: 69, status: 'paid', paidAt: '2026-01-09T09:00:00Z' })]) {
    const state = { items, asked: [] as string[], decisions: [] as Array<{ url: string; body: unknown; key: string | null }> };
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/income/awards`, ({ request }) => {
        const url = new URL(request.url);
        state.asked.push(url.search);
        const page = Number(url.searchParams.get('page') ?? 1);
        return ok({ total: 45, page, perPage: 20, items: state.items });
      }),
      http.post(`${API}/backoffice/income/awards/:id/:action`, async ({ request, params }) => {
        const body = (await request.json()) as { remark: string };
        state.decisions.push({ url: new URL(request.url).pathname, body, key: request.headers.get('Idempotency-Key') });
        const status = params.action === 'hold' ? 'held' : params.action === 'void' ? 'voided' : 'open';
        const next = { ...state.items.find((a) => a.id === Number(params.id))!, status, remark: body.remark } as StaffAward;
        state.items = state.items.map((a) => (a.id === next.id ? next : a));
        return ok(next);
      }),
    );
    return state;
  }

  it('offers what each status allows, and holds an award only with a remark', async () => {
    const state = awardsServer();
    const user = userEvent.setup();
    renderPage('awards');

    const open = await screen.findByTestId('bo-award-71');
    expect(within(open).getByText('รอถอน')).toBeTruthy();
    expect(within(open).getByText('120.00 THB')).toBeTruthy();
    expect(within(open).getByRole('link', { name: 'demo' }).getAttribute('href')).toBe('/backoffice/players/3');
    expect(within(open).queryByTestId('bo-award-release-71')).toBeNull();
    const held = screen.getByTestId('bo-award-70');
    expect(within(held).getByText('checking')).toBeTruthy();
    expect(within(held).getByTestId('bo-award-release-70')).toBeTruthy();
    expect(within(held).queryByTestId('bo-award-hold-70')).toBeNull();
    expect(within(screen.getByTestId('bo-award-69')).queryAllByRole('button')).toEqual([]);

    await user.click(within(open).getByRole('button', { name: 'ระงับรายการ #71 ของ demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'ระงับรายการ #71' });
    expect(within(dialog).getByText('120.00 THB (คืนยอดเสีย) ของ demo จะหยุดรอถอนจนกว่าจะปล่อย')).toBeTruthy();
    await user.click(within(dialog).getByTestId('bo-award-confirm'));
    expect(await within(dialog).findByText('กรุณาระบุหมายเหตุ')).toBeTruthy();
    expect(state.decisions).toEqual([]);

    await user.type(within(dialog).getByTestId('bo-award-remark'), '  same device as referrer  ');
    await user.click(within(dialog).getByTestId('bo-award-confirm'));
    await waitFor(() => expect(state.decisions).toHaveLength(1));
    expect(state.decisions[0]).toMatchObject({ url: '/api/backoffice/income/awards/71/hold', body: { remark: 'same device as referrer' } });
    expect(state.decisions[0]?.key).toMatch(/^[0-9a-f-]{16,}$/);
    expect((await screen.findByTestId('bo-income-awards-notice')).textContent).toContain('รายการ #71: ระงับไว้');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list is asked again and now offers the release.
    expect(await within(screen.getByTestId('bo-award-71')).findByTestId('bo-award-release-71')).toBeTruthy();
  });

  it('voids a held award, keeping the idempotency key when the same decision is retried', async () => {
    const state = awardsServer();
    let failures = 1;
    server.use(
      http.post(`${API}/backoffice/income/awards/:id/void`, async ({ request }) => {
        if (failures-- > 0) {
          state.decisions.push({ url: new URL(request.url).pathname, body: await request.json(), key: request.headers.get('Idempotency-Key') });
          return fail(503, '9999', 'down');
        }
        state.decisions.push({ url: new URL(request.url).pathname, body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return ok(staffAwardFixture({ id: 70, status: 'voided', kind: 'affiliate' }));
      }),
    );
    const user = userEvent.setup();
    renderPage('awards');
    await user.click(await screen.findByTestId('bo-award-void-70'));
    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกรายการ #70' });
    await user.type(within(dialog).getByTestId('bo-award-remark'), 'fraud');
    await user.click(within(dialog).getByTestId('bo-award-confirm'));
    expect(await within(dialog).findByTestId('bo-award-dialog-error')).toBeTruthy();
    await user.click(within(dialog).getByTestId('bo-award-confirm'));
    await waitFor(() => expect(state.decisions).toHaveLength(2));
    expect(state.decisions.map((d) => d.url)).toEqual(['/api/backoffice/income/awards/70/void', '/api/backoffice/income/awards/70/void']);
    expect(state.decisions[1]?.key).toBe(state.decisions[0]?.key);
    expect((await screen.findByTestId('bo-income-awards-notice')).textContent).toContain('รายการ #70: ยกเลิกแล้ว');
  });

  it('filters by program, status, days and player, and pages', async () => {
    const state = awardsServer();
    const user = userEvent.setup();
    renderPage('awards');
    await screen.findByTestId('bo-award-71');
    expect(Object.fromEntries(new URLSearchParams(state.asked[0]))).toEqual({ page: '1' });

    await user.selectOptions(screen.getByTestId('bo-income-awards-kind'), 'affiliate');
    await user.selectOptions(screen.getByTestId('bo-income-awards-status'), 'held');
    await user.type(screen.getByTestId('bo-income-awards-from'), '2026-01-01');
    await user.type(screen.getByTestId('bo-income-awards-player'), 'abc');
    await user.click(screen.getByTestId('bo-income-awards-show'));
    expect(await screen.findByText('รหัสผู้เล่นเป็นตัวเลข')).toBeTruthy();
    expect(state.asked).toHaveLength(1);

    await user.clear(screen.getByTestId('bo-income-awards-player'));
    await user.type(screen.getByTestId('bo-income-awards-player'), '3');
    await user.click(screen.getByTestId('bo-income-awards-show'));
    await waitFor(() => expect(state.asked).toHaveLength(2));
    expect(Object.fromEntries(new URLSearchParams(state.asked[1]))).toEqual({ kind: 'affiliate', status: 'held', startDate: '2026-01-01', playerId: '3', page: '1' });

    expect(screen.getByTestId('bo-income-awards-pager-status').textContent).toBe('หน้า 1 จาก 3 · 45 รายการ');
    await user.click(screen.getByTestId('bo-income-awards-pager-next'));
    await waitFor(() => expect(state.asked).toHaveLength(3));
    expect(new URLSearchParams(state.asked[2]).get('page')).toBe('2');
    expect(new URLSearchParams(state.asked[2]).get('status')).toBe('held');
  });
});

describe('IncomePage: runs', () => {
  it('lists the computed periods and computes a day', async () => {
    const posted: unknown[] = [];
    let runs = [incomeRunFixture({ kind: 'returnLost', periodKey: '2026-W02', periodStart: '2026-01-05', periodEnd: '2026-01-11', awards: 2, total: 300 })];
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/income/runs`, () => ok(runs)),
      http.post(`${API}/backoffice/income/run`, async ({ request }) => {
        posted.push(await request.json());
        const computed = [incomeRunFixture(), incomeRunFixture({ kind: 'rolling', awards: 1, total: 12.5 })];
        runs = [...computed, ...runs];
        return ok({ date: '2026-01-09', runs: computed });
      }),
    );
    const user = userEvent.setup();
    renderPage('runs');

    const week = await screen.findByTestId('bo-income-run-returnLost-2026-W02');
    expect(within(week).getByText('คืนยอดเสีย')).toBeTruthy();
    expect(within(week).getByText('300.00 THB')).toBeTruthy();

    await user.click(screen.getByTestId('bo-income-run-submit'));
    expect(await screen.findByText('กรุณาเลือกวันที่')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.type(screen.getByTestId('bo-income-run-date'), '2026-01-09');
    await user.click(screen.getByTestId('bo-income-run-submit'));
    await waitFor(() => expect(posted).toEqual([{ date: '2026-01-09' }]));
    expect((await screen.findByTestId('bo-income-run-result')).textContent).toContain(': 2 รอบ');
    expect(await screen.findByTestId('bo-income-run-rolling-2026-01-09')).toBeTruthy();
  });

  it('says at the day when the server refuses a day that has not ended', async () => {
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/income/runs`, () => ok([])),
      http.post(`${API}/backoffice/income/run`, () => fail(422, '0000', 'Only a day that has ended can be computed', { fields: ['date'] })),
    );
    const user = userEvent.setup();
    renderPage('runs');
    await user.type(await screen.findByTestId('bo-income-run-date'), '2099-01-01');
    await user.click(screen.getByTestId('bo-income-run-submit'));
    expect(await screen.findByText('คำนวณได้เฉพาะวันที่จบแล้ว')).toBeTruthy();
    expect(screen.queryByTestId('bo-income-run-error')).toBeNull();
    expect(screen.queryByTestId('bo-income-run-result')).toBeNull();
  });
});

describe('IncomePage: alliances', () => {
  function alliancesServer() {
    const state = { list: [allianceFixture()] as Alliance[], posts: [] as AllianceBody[], puts: [] as Array<{ id: string; body: AllianceBody }> };
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/alliances`, () => ok(state.list)),
      http.post(`${API}/backoffice/alliances`, async ({ request }) => {
        const body = (await request.json()) as AllianceBody;
        state.posts.push(body);
        if (body.code === 'LUCKY') return fail(409, '23505', 'Duplicate data');
        const created = allianceFixture({ ...body, id: 6, sharePercent: Number(body.sharePercent), username: 'newpartner', players: 0 } as Partial<Alliance>);
        state.list = [...state.list, created];
        return ok(created);
      }),
      http.put(`${API}/backoffice/alliances/:id`, async ({ request, params }) => {
        const body = (await request.json()) as AllianceBody;
        state.puts.push({ id: String(params.id), body });
        const updated = { ...state.list.find((a) => a.id === Number(params.id))!, ...body, sharePercent: Number(body.sharePercent) } as Alliance;
        state.list = state.list.map((a) => (a.id === updated.id ? updated : a));
        return ok(updated);
      }),
    );
    return state;
  }

  it('creates an alliance, refusing a code already used', async () => {
    const state = alliancesServer();
    const user = userEvent.setup();
    renderPage('alliances');

    const lucky = await screen.findByTestId('bo-alliance-5');
    expect(within(lucky).getByText('Lucky Partners')).toBeTruthy();
    expect(within(lucky).getByText('20%')).toBeTruthy();
    expect(within(lucky).getByRole('link', { name: 'partner' }).getAttribute('href')).toBe('/backoffice/players/8');

    await user.click(screen.getByTestId('bo-alliance-create'));
    let dialog = await screen.findByRole('dialog', { name: 'เพิ่มพันธมิตร' });
    await user.type(within(dialog).getByTestId('bo-alliance-code'), 'a');
    await user.type(within(dialog).getByTestId('bo-alliance-share'), '101');
    await user.click(within(dialog).getByTestId('bo-alliance-save'));
    expect(await within(dialog).findByText('ตัวอักษร ตัวเลข - หรือ _ 2 ถึง 32 ตัว')).toBeTruthy();
    expect(within(dialog).getByText('เปอร์เซ็นต์ 0 ถึง 100 ทศนิยมไม่เกิน 2 ตำแหน่ง')).toBeTruthy();
    expect(within(dialog).getAllByText('กรุณากรอก')).toHaveLength(2);
    expect(state.posts).toEqual([]);

    await user.clear(within(dialog).getByTestId('bo-alliance-code'));
    await user.type(within(dialog).getByTestId('bo-alliance-code'), 'LUCKY');
    await user.type(within(dialog).getByTestId('bo-alliance-name'), 'Golden Team');
    await user.clear(within(dialog).getByTestId('bo-alliance-share'));
    await user.type(within(dialog).getByTestId('bo-alliance-share'), '12.5');
    await user.type(within(dialog).getByTestId('bo-alliance-player'), '21');
    await user.click(within(dialog).getByTestId('bo-alliance-active'));
    await user.click(within(dialog).getByTestId('bo-alliance-save'));
    expect(await within(dialog).findByText('รหัสนี้ถูกใช้แล้ว')).toBeTruthy();

    await user.clear(within(dialog).getByTestId('bo-alliance-code'));
    await user.type(within(dialog).getByTestId('bo-alliance-code'), 'GOLD_1');
    await user.click(within(dialog).getByTestId('bo-alliance-save'));
    await waitFor(() => expect(state.posts).toHaveLength(2));
    expect(state.posts[1]).toEqual({ code: 'GOLD_1', name: 'Golden Team', sharePercent: 12.5, playerId: 21, active: false });
    expect((await screen.findByTestId('bo-alliance-notice')).textContent).toContain('เพิ่มพันธมิตร Golden Team แล้ว');
    const created = await screen.findByTestId('bo-alliance-6');
    expect(within(created).getByText('ปิด')).toBeTruthy();

    // Editing sends the whole alliance back with what changed.
    await user.click(within(screen.getByTestId('bo-alliance-5')).getByTestId('bo-alliance-edit-5'));
    dialog = await screen.findByRole('dialog', { name: 'แก้ไขพันธมิตร LUCKY' });
    expect(within(dialog).getByTestId<HTMLInputElement>('bo-alliance-share').value).toBe('20');
    await user.clear(within(dialog).getByTestId('bo-alliance-share'));
    await user.type(within(dialog).getByTestId('bo-alliance-share'), '25');
    await user.click(within(dialog).getByTestId('bo-alliance-save'));
    await waitFor(() => expect(state.puts).toEqual([{ id: '5', body: { code: 'LUCKY', name: 'Lucky Partners', sharePercent: 25, playerId: 8, active: true } }]));
    expect(await within(screen.getByTestId('bo-alliance-5')).findByText('25%')).toBeTruthy();
  });
});

describe('IncomePage: the agent’s staff', () => {
  beforeEach(() => {
    signInStaff(cashierFixture);
    seedQueryData(boKeys.me(), cashierFixture);
  });

  it('shows them the programs read only', async () => {
    server.use(meHandler(cashierFixture), http.get(`${API}/backoffice/income/settings`, () => ok(incomeSettingsFixture())));
    renderPage('settings');
    const form = await screen.findByTestId('bo-income-settings-form');
    expect((within(form).getByTestId('bo-read-only') as HTMLFieldSetElement).disabled).toBe(true);
    expect(within(form).queryByTestId('bo-income-settings-save')).toBeNull();
    expect(within(form).getByTestId('bo-income-settings-admin-only').textContent).toBe('ดูได้อย่างเดียว: แอดมินของเอเย่นต์เป็นผู้แก้ไขส่วนนี้');
  });

  it('lists the computed periods without the form that computes a day', async () => {
    server.use(meHandler(cashierFixture), http.get(`${API}/backoffice/income/runs`, () => ok([incomeRunFixture()])));
    renderPage('runs');
    expect(await screen.findByTestId('bo-income-run-affiliate-2026-01-09')).toBeTruthy();
    expect(screen.queryByTestId('bo-income-run-form')).toBeNull();
    expect(screen.getByTestId('bo-income-run-admin-only').textContent).toBe('แอดมินของเอเย่นต์เท่านั้นที่สั่งคำนวณรายได้ของวันได้');
    expect(screen.getByTestId('bo-income-runs-csv')).toBeTruthy();
  });

  it('lists the alliances without their create and edit', async () => {
    server.use(meHandler(cashierFixture), http.get(`${API}/backoffice/alliances`, () => ok([allianceFixture()])));
    renderPage('alliances');
    const lucky = await screen.findByTestId('bo-alliance-5');
    expect(within(lucky).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('bo-alliance-create')).toBeNull();
    expect(screen.getByTestId('bo-alliances-admin-only').textContent).toBe('ดูได้อย่างเดียว: แอดมินของเอเย่นต์เป็นผู้เพิ่มและแก้ไขพันธมิตร');
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);
  });
});

describe('IncomePage: tabs', () => {
  it('opens the settings first, and another tab in the address', async () => {
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/income/settings`, () => ok(incomeSettingsFixture())),
      http.get(`${API}/backoffice/income/runs`, () => ok([])),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<IncomePage />, { route: '/backoffice/income' });
    expect(await screen.findByTestId('bo-income-settings-form')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'ตั้งค่า' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'รอบที่คำนวณ' }));
    expect(await screen.findByText('ยังไม่มีรอบที่คำนวณ')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=runs');
  });

  it('speaks English in English mode', async () => {
    await loadStaffTexts('en');
    server.use(meHandler(), http.get(`${API}/backoffice/income/settings`, () => ok(incomeSettingsFixture())));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Return-lost' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Program settings' })).toBeTruthy();
    expect(screen.getByText('Rates are percents with up to two decimals; amounts are in the agent’s currency (THB).')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Alliances' })).toBeTruthy();
  });
});
