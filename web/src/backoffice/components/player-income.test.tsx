import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders, seedQueryData } from '@/testing/render';

import { boKeys } from '../api/backoffice-api';
import { useStaffSession } from '../stores/staff-session';
import { meFixture, meHandler, signInStaff } from '../testing/fixtures';
import { allianceFixture, playerIncomeFixture, staffAwardFixture } from '../testing/income-fixtures';
import { loadStaffTexts } from '../testing/language';
import type { PlayerIncome as Income } from '../types';

import { PlayerIncome } from './player-income';

function incomeServer(income: Income = playerIncomeFixture()) {
  const state = {
    income,
    reads: 0,
    bonuses: [] as Array<{ body: unknown; key: string | null }>,
    decisions: [] as Array<{ url: string; body: unknown; key: string | null }>,
  };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/players/3/income`, () => {
      state.reads += 1;
      return ok(state.income);
    }),
    http.get(`${API}/backoffice/alliances`, () => ok([allianceFixture()])),
    http.post(`${API}/backoffice/players/3/bonus`, async ({ request }) => {
      const body = (await request.json()) as { amount: number; remark: string };
      state.bonuses.push({ body, key: request.headers.get('Idempotency-Key') });
      const award = staffAwardFixture({ id: 90, kind: 'bonus', amount: body.amount, remark: body.remark, basis: 0 });
      state.income = { ...state.income, awards: [award, ...state.income.awards] };
      return ok(award);
    }),
    http.post(`${API}/backoffice/income/awards/:id/:action`, async ({ request }) => {
      const body = await request.json();
      state.decisions.push({ url: new URL(request.url).pathname, body, key: request.headers.get('Idempotency-Key') });
      return ok(staffAwardFixture({ status: 'voided', remark: 'duplicate account' }));
    }),
  );
  return state;
}

const renderCard = () => renderWithProviders(<PlayerIncome playerId={3} username="demo" />, { route: '/backoffice/players/3' });

beforeEach(async () => {
  useStaffSession.getState().signOut();
  await loadStaffTexts('th');
  signInStaff();
  seedQueryData(boKeys.me(), meFixture);
});

describe('PlayerIncome', () => {
  it('shows his balances, referrer, alliance, downline and recent awards', async () => {
    incomeServer(
      playerIncomeFixture({
        selfReferral: true,
        allianceId: 5,
        downline: [
          { playerId: 11, username: 'friend', level: 1, registeredAt: '2026-01-05T10:00:00Z', selfReferral: false },
          { playerId: 12, username: 'twin', level: 2, registeredAt: '2026-01-06T10:00:00Z', selfReferral: true },
        ],
      }),
    );
    renderCard();

    const overview = await screen.findByTestId('bo-income-overview');
    expect(within(overview).getByTestId('bo-income-invite').textContent).toContain('DEMO123');
    expect(within(overview).getByTestId('bo-income-referrer').textContent).toContain('boss');
    expect(within(overview).getByTestId('bo-income-self-referral').textContent).toBe('แนะนำตัวเอง: ผู้แนะนำไม่ได้รายได้จากผู้เล่นนี้');
    expect(await within(overview).findByText('LUCKY · Lucky Partners')).toBeTruthy();
    expect(within(overview).getByTestId('bo-income-balance-affiliate').textContent).toBe('แนะนำเพื่อน45.50 THB');
    expect(within(overview).getByTestId('bo-income-balance-returnLost').textContent).toBe('คืนยอดเสีย120.00 THB');

    const twin = screen.getByTestId('bo-income-downline-12');
    expect(within(twin).getByText('แนะนำตัวเอง')).toBeTruthy();
    expect(within(twin).getByRole('link', { name: 'twin' }).getAttribute('href')).toBe('/backoffice/players/12');
    expect(within(screen.getByTestId('bo-income-downline-11')).queryByText('แนะนำตัวเอง')).toBeNull();

    const award = screen.getByTestId('bo-award-71');
    expect(within(award).getByText('คืนยอดเสีย')).toBeTruthy();
    expect(within(award).getByText('รอถอน')).toBeTruthy();
    expect(within(award).getByTestId('bo-award-hold-71')).toBeTruthy();
  });

  it('says so when nobody brought him and he is in no alliance', async () => {
    incomeServer(playerIncomeFixture({ referrer: null, downline: [], awards: [] }));
    renderCard();
    expect((await screen.findByTestId('bo-income-referrer')).textContent).toContain('ไม่มี');
    expect(screen.getByTestId('bo-income-alliance').textContent).toContain('ไม่มี');
    expect(screen.queryByTestId('bo-income-self-referral')).toBeNull();
    expect(screen.getByText('ยังไม่มีใครสมัครด้วยรหัสของเขา')).toBeTruthy();
    expect(screen.getByText('ไม่มีรายการที่ตรงกัน')).toBeTruthy();
  });

  it('grants a bonus with its turnover, remark and end, once per key', async () => {
    const state = incomeServer();
    const user = userEvent.setup();
    renderCard();
    const form = await screen.findByTestId('bo-income-grant-form');

    await user.click(within(form).getByTestId('bo-income-grant-submit'));
    expect(within(form).getAllByText('กรุณากรอก')).toHaveLength(2);
    await user.type(within(form).getByTestId('bo-income-grant-amount'), '0');
    await user.click(within(form).getByTestId('bo-income-grant-submit'));
    expect(within(form).getByText('ต้องมากกว่า 0')).toBeTruthy();
    expect(state.bonuses).toEqual([]);

    await user.clear(within(form).getByTestId('bo-income-grant-amount'));
    await user.type(within(form).getByTestId('bo-income-grant-amount'), '250.5');
    await user.clear(within(form).getByTestId('bo-income-grant-turnover'));
    await user.type(within(form).getByTestId('bo-income-grant-turnover'), '2');
    await user.type(within(form).getByTestId('bo-income-grant-remark'), ' VIP gift ');
    await user.type(within(form).getByTestId('bo-income-grant-expires'), '2099-12-31T18:30');
    await user.click(within(form).getByTestId('bo-income-grant-submit'));

    await waitFor(() => expect(state.bonuses).toHaveLength(1));
    expect(state.bonuses[0]?.body).toEqual({ amount: 250.5, turnover: 2, remark: 'VIP gift', expiresAt: new Date('2099-12-31T18:30').toISOString() });
    expect(state.bonuses[0]?.key).toBeTruthy();
    expect((await screen.findByTestId('bo-player-income-notice')).textContent).toContain('มอบโบนัส 250.50 THB ให้ demo แล้ว');
    expect(within(form).getByTestId<HTMLInputElement>('bo-income-grant-amount').value).toBe('');
    // The card is read again and shows the new bonus.
    expect(await screen.findByTestId('bo-award-90')).toBeTruthy();
  });

  it('sends a failed grant again under the same key, a changed one under a new key', async () => {
    const state = incomeServer();
    let failures = 1;
    server.use(
      http.post(`${API}/backoffice/players/3/bonus`, async ({ request }) => {
        state.bonuses.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return failures-- > 0 ? fail(503, '9999', 'down') : ok(staffAwardFixture({ id: 91, kind: 'bonus' }));
      }),
    );
    const user = userEvent.setup();
    renderCard();
    const form = await screen.findByTestId('bo-income-grant-form');
    await user.type(within(form).getByTestId('bo-income-grant-amount'), '100');
    await user.type(within(form).getByTestId('bo-income-grant-remark'), 'gift');
    await user.click(within(form).getByTestId('bo-income-grant-submit'));
    expect(await within(form).findByTestId('bo-income-grant-error')).toBeTruthy();
    await user.click(within(form).getByTestId('bo-income-grant-submit'));
    await waitFor(() => expect(state.bonuses).toHaveLength(2));
    expect(state.bonuses[1]?.key).toBe(state.bonuses[0]?.key);
    expect(state.bonuses[1]?.body).toEqual({ amount: 100, turnover: 0, remark: 'gift', expiresAt: null });
  });

  it('voids one of his awards with a remark', async () => {
    const state = incomeServer();
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกรายการ #71 ของ demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกรายการ #71' });
    await user.click(within(dialog).getByTestId('bo-award-confirm'));
    expect(await within(dialog).findByText('กรุณาระบุหมายเหตุ')).toBeTruthy();
    await user.type(within(dialog).getByTestId('bo-award-remark'), 'duplicate account');
    const reads = state.reads;
    await user.click(within(dialog).getByTestId('bo-award-confirm'));
    await waitFor(() => expect(state.decisions).toHaveLength(1));
    expect(state.decisions[0]).toMatchObject({ url: '/api/backoffice/income/awards/71/void', body: { remark: 'duplicate account' } });
    expect(state.decisions[0]?.key).toBeTruthy();
    expect((await screen.findByTestId('bo-player-income-notice')).textContent).toContain('รายการ #71: ยกเลิกแล้ว');
    await waitFor(() => expect(state.reads).toBeGreaterThan(reads));
  });
});
