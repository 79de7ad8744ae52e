import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { useStaffSession } from '../stores/staff-session';
import { meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';
import {
  endedPlayerPromotionFixture,
  manualPromotionFixture,
  playerPromotionFixture,
  staffPromotionFixture,
} from '../testing/promotion-fixtures';
import type { PlayerPromotion, StaffPromotion } from '../types';

import { PlayerPromotions } from './player-promotions';

interface Sent {
  body: unknown;
  key: string | null;
}

/** The player's promotions over mutable state, recording the grants and ends with their Idempotency-Key. */
function claimsServer(claims: PlayerPromotion[], promotions: StaffPromotion[] = [staffPromotionFixture(), manualPromotionFixture()]) {
  const state = { claims: [...claims], reads: 0, ends: [] as Array<Sent & { bonusId: string }>, grants: [] as Sent[] };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/promotions`, () => ok(promotions)),
    http.get(`${API}/backoffice/players/3/promotions`, () => {
      state.reads += 1;
      return ok(state.claims);
    }),
    http.post(`${API}/backoffice/players/3/promotions/:bonusId/end`, async ({ request, params }) => {
      const body = await request.json();
      state.ends.push({ bonusId: String(params.bonusId), body, key: request.headers.get('Idempotency-Key') });
      const ended = { ...(state.claims[0] as PlayerPromotion), statusCode: '0004', statusDesc: 'cancel', endReason: 'ended_by_staff', seized: 80, endedAt: '2026-01-10T10:00:00Z', remark: 'abuse' };
      state.claims = [ended, ...state.claims.slice(1)];
      return ok(ended);
    }),
    http.post(`${API}/backoffice/players/3/promotions`, async ({ request }) => {
      const body = await request.json();
      state.grants.push({ body, key: request.headers.get('Idempotency-Key') });
      const granted = playerPromotionFixture({ bonusId: 400, promotionId: 19, promotion: manualPromotionFixture(), bonus: 200, conditionManual: 1, turnTypeManual: 2, turnOverManual: 3, remark: 'VIP' });
      state.claims = [granted, ...state.claims];
      return ok(granted);
    }),
  );
  return state;
}

function renderClaims() {
  return renderWithProviders(<PlayerPromotions playerId={3} username="demo" />, { route: '/backoffice/players/3' });
}

describe('PlayerPromotions', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  it('shows the current promotion with its turnover, and the past ones with how they ended', async () => {
    claimsServer([playerPromotionFixture(), endedPlayerPromotionFixture()]);
    renderClaims();
    const current = await screen.findByTestId('bo-claim-current');
    await within(current).findByText('โบนัสฝาก 10%');
    expect(within(current).getByText('กำลังใช้')).toBeTruthy();
    expect(within(current).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    await waitFor(() => expect(within(current).getByTestId('bo-claim-progress-301').textContent).toBe('1,375.00 THB / 5,500.00 THB · 25%'));
    expect(within(current).getByTestId('bo-claim-current-bonus').textContent).toContain('100.00 THB');
    expect(within(current).getByText('4,125.00 THB')).toBeTruthy();
    expect(within(current).getByText('slot: all')).toBeTruthy();

    const past = screen.getByTestId('bo-claim-250');
    expect(within(past).getByText('สำเร็จ')).toBeTruthy();
    expect(within(past).getByText('ทำเทิร์นครบและถอนแล้ว')).toBeTruthy();
    expect(within(past).getByText('320.50 THB')).toBeTruthy();
    expect(within(past).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(screen.getByTestId('bo-claim-301')).getByText('ยังใช้อยู่')).toBeTruthy();
    // A running promotion blocks a grant.
    expect(screen.getByTestId('bo-grant-blocked').textContent).toBe('ผู้เล่นมีโปรที่ใช้อยู่ กรุณายกเลิกก่อน');
    expect(screen.queryByTestId('bo-grant-form')).toBeNull();
  });

  it('ends the current promotion with a required remark, sending an Idempotency-Key', async () => {
    const state = claimsServer([playerPromotionFixture()]);
    const user = userEvent.setup();
    renderClaims();
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกโปรโมชั่น โบนัสฝาก 10%' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกโปรโมชั่น' });
    expect(within(dialog).getByText('ยกเลิก “โบนัสฝาก 10%” ของ demo ใช่ไหม')).toBeTruthy();

    await user.click(within(dialog).getByTestId('bo-claim-end-confirm'));
    expect(await within(dialog).findByText('กรุณาระบุหมายเหตุ')).toBeTruthy();
    expect(state.ends).toEqual([]);

    await user.type(within(dialog).getByTestId('bo-claim-end-remark'), '  abuse ');
    await user.click(within(dialog).getByTestId('bo-claim-end-confirm'));
    await waitFor(() => expect(state.ends).toHaveLength(1));
    expect(state.ends[0]).toMatchObject({ bonusId: '301', body: { remark: 'abuse' } });
    expect(state.ends[0]?.key).toMatch(/^[\w-]{8,64}$/);

    expect((await screen.findByTestId('bo-claim-notice')).textContent).toContain('ยกเลิกโปรโมชั่นแล้ว ยึด 80.00 THB');
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = await screen.findByTestId('bo-claim-301');
    await within(row).findByText('พนักงานยกเลิก');
    expect(within(row).getByText('abuse')).toBeTruthy();
    expect(within(screen.getByTestId('bo-claim-current')).getByText('ไม่มีโปรโมชั่นที่ใช้อยู่')).toBeTruthy();
  });

  it('sends the same Idempotency-Key again when an end is retried', async () => {
    const state = claimsServer([playerPromotionFixture()]);
    let failures = 1;
    server.use(
      http.post(`${API}/backoffice/players/3/promotions/:bonusId/end`, ({ request }) => {
        state.ends.push({ bonusId: '301', body: null, key: request.headers.get('Idempotency-Key') });
        if (failures-- > 0) return fail(503, '9999', 'busy');
        return ok({ ...playerPromotionFixture(), statusCode: '0004', endReason: 'ended_by_staff', seized: 0 });
      }),
    );
    const user = userEvent.setup();
    renderClaims();
    await user.click(await screen.findByTestId('bo-claim-end'));
    await user.type(await screen.findByTestId('bo-claim-end-remark'), 'wrong deposit');
    await user.click(screen.getByTestId('bo-claim-end-confirm'));
    expect(await screen.findByTestId('bo-claim-end-error')).toBeTruthy();
    await user.click(screen.getByTestId('bo-claim-end-confirm'));
    await screen.findByTestId('bo-claim-notice');
    const keys = state.ends.map((e) => e.key);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('says so when the promotion had already ended (0067) and refreshes', async () => {
    const state = claimsServer([playerPromotionFixture()]);
    server.use(http.post(`${API}/backoffice/players/3/promotions/:bonusId/end`, () => fail(409, '0067', 'No active promotion')));
    const user = userEvent.setup();
    renderClaims();
    await user.click(await screen.findByTestId('bo-claim-end'));
    await user.type(await screen.findByTestId('bo-claim-end-remark'), 'x');
    const reads = state.reads;
    await user.click(screen.getByTestId('bo-claim-end-confirm'));
    const notice = await screen.findByTestId('bo-claim-notice');
    expect(notice.dataset.tone).toBe('warning');
    expect(notice.textContent).toContain('โปรโมชั่นนี้สิ้นสุดไปแล้ว');
    await waitFor(() => expect(state.reads).toBeGreaterThan(reads));
  });

  it('grants a manual promotion after a review, sending its body with an Idempotency-Key', async () => {
    const state = claimsServer([endedPlayerPromotionFixture()]);
    const user = userEvent.setup();
    renderClaims();
    const form = await screen.findByTestId('bo-grant-form');
    // Only the manual promotions of the agent are offered; one of them is chosen already.
    const select = within(form).getByTestId<HTMLSelectElement>('bo-grant-promotion');
    expect([...select.options].map((o) => o.textContent)).toEqual(['โปรแอดมิน']);

    await user.click(within(form).getByTestId('bo-grant-submit'));
    expect(within(form).getAllByText('กรุณากรอก')).toHaveLength(2);

    await user.type(within(form).getByTestId('bo-grant-bonus'), '200');
    await user.click(within(form).getByTestId('bo-grant-condition-1'));
    await user.click(within(form).getByTestId('bo-grant-turn-type-2'));
    await user.type(within(form).getByTestId('bo-grant-turn'), '1500');
    await user.click(within(form).getByTestId('bo-grant-submit'));
    expect(await within(form).findByText('ตัวเลขไม่เกิน 1000 ทศนิยมไม่เกิน 2 ตำแหน่ง')).toBeTruthy();
    await user.clear(within(form).getByTestId('bo-grant-turn'));
    await user.type(within(form).getByTestId('bo-grant-turn'), '3');
    await user.type(within(form).getByTestId('bo-grant-remark'), 'VIP');
    await user.click(within(form).getByTestId('bo-grant-submit'));

    const review = await screen.findByTestId('bo-grant-confirmation');
    expect(within(review).getByText('มอบ “โปรแอดมิน” ให้ demo โบนัส 200.00 THB')).toBeTruthy();
    expect(within(review).getByText('เทิร์น: 3 เท่าของเครดิตโบนัส นับจากเครดิต')).toBeTruthy();
    expect(state.grants).toEqual([]);
    await user.click(within(review).getByTestId('bo-grant-confirm'));

    await waitFor(() => expect(state.grants).toHaveLength(1));
    expect(state.grants[0]?.body).toEqual({ promotionId: 19, bonus: 200, conditionManual: 1, turnTypeManual: 2, turnOverManual: 3, remark: 'VIP' });
    expect(state.grants[0]?.key).toMatch(/^[\w-]{8,64}$/);
    expect((await screen.findByTestId('bo-claim-notice')).textContent).toContain('มอบ “โปรแอดมิน” ให้ demo แล้ว');
    expect(await within(screen.getByTestId('bo-claim-current')).findByText('โปรแอดมิน')).toBeTruthy();
    expect(await screen.findByTestId('bo-grant-blocked')).toBeTruthy();
    expect(screen.queryByTestId('bo-grant-form')).toBeNull();
  });

  it('explains a refused grant: the player already has a running promotion', async () => {
    const state = claimsServer([]);
    server.use(
      http.post(`${API}/backoffice/players/3/promotions`, ({ request }) => {
        state.grants.push({ body: null, key: request.headers.get('Idempotency-Key') });
        return fail(409, '0066', 'Promotion unavailable', { systemMsg: 'active_promotion' });
      }),
    );
    const user = userEvent.setup();
    renderClaims();
    await user.type(await screen.findByTestId('bo-grant-bonus'), '50');
    await user.type(screen.getByTestId('bo-grant-turn'), '500');
    await user.click(screen.getByTestId('bo-grant-submit'));
    await user.click(await screen.findByTestId('bo-grant-confirm'));
    expect((await screen.findByTestId('bo-grant-error')).textContent).toContain('ผู้เล่นมีโปรที่ใช้อยู่แล้ว กรุณายกเลิกก่อน');
    // Retrying the same grant sends the same key.
    await user.click(screen.getByTestId('bo-grant-confirm'));
    await waitFor(() => expect(state.grants.length).toBeGreaterThanOrEqual(2));
    expect(new Set(state.grants.map((g) => g.key)).size).toBe(1);
  });

  it('asks for a manual promotion first when the agent has none', async () => {
    claimsServer([], [staffPromotionFixture()]);
    renderClaims();
    expect((await screen.findByTestId('bo-grant-none')).textContent).toContain('ยังไม่มีโปรที่แอดมินมอบให้');
    expect(await screen.findByText('ผู้เล่นนี้ยังไม่เคยรับโปรโมชั่น')).toBeTruthy();
  });

  it('speaks English in English mode', async () => {
    await loadStaffTexts('en');
    claimsServer([playerPromotionFixture(), endedPlayerPromotionFixture()]);
    renderClaims();
    const current = await screen.findByTestId('bo-claim-current');
    expect(await within(current).findByText('Deposit bonus 10%')).toBeTruthy();
    expect(within(current).getByText('Running')).toBeTruthy();
    expect(within(screen.getByTestId('bo-claim-250')).getByText('Turnover reached and withdrawn')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End promotion Deposit bonus 10%' })).toBeTruthy();
  });
});
