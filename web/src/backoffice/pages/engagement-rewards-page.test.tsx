import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders, seedQueryData } from '@/testing/render';

import { boKeys } from '../api/backoffice-api';
import type { RewardDecisionBody, RewardItemBody, StaffRewardItem, StaffRewardRedemption } from '../api/engagement-types';
import { rewardItemBodyOfSaved } from '../components/engagement-model';
import { useStaffSession } from '../stores/staff-session';
import { rewardItemFixture, rewardRedemptionFixture } from '../testing/engagement-fixtures';
import { meFixture, meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';

import { EngagementRewardsPage } from './engagement-rewards-page';

const SHIRT = rewardItemFixture({
  id: 22,
  name: { nameTh: 'เสื้อยืด', nameEn: 'T-shirt', nameVi: 'Áo thun' },
  kind: 'physical',
  amount: 0,
  turnover: 0,
  price: 500,
  stock: 7,
  active: false,
});

/** The reward calls over mutable state, recording the writes, the decisions and their keys. */
function rewardServer(items: StaffRewardItem[] = [rewardItemFixture(), SHIRT], queue: StaffRewardRedemption[] = [rewardRedemptionFixture()]) {
  const state = {
    items: [...items],
    queue: [...queue],
    posts: [] as RewardItemBody[],
    puts: [] as Array<{ id: string; body: RewardItemBody }>,
    decisions: [] as Array<{ id: string; action: string; body: RewardDecisionBody; key: string | null }>,
    statuses: [] as Array<string | null>,
  };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/rewards/items`, () => ok(state.items)),
    http.post(`${API}/backoffice/rewards/items`, async ({ request }) => {
      const body = (await request.json()) as RewardItemBody;
      state.posts.push(body);
      const created = rewardItemFixture({ id: 23, name: body.name });
      state.items = [...state.items, created];
      return ok(created);
    }),
    http.put(`${API}/backoffice/rewards/items/:id`, async ({ request, params }) => {
      const body = (await request.json()) as RewardItemBody;
      state.puts.push({ id: String(params.id), body });
      const current = state.items.find((i) => i.id === Number(params.id)) as StaffRewardItem;
      const next = { ...current, active: body.active ?? true };
      state.items = state.items.map((i) => (i.id === next.id ? next : i));
      return ok(next);
    }),
    http.get(`${API}/backoffice/rewards/redemptions`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      state.statuses.push(status);
      return ok(state.queue.filter((r) => !status || r.status === status));
    }),
    http.post(`${API}/backoffice/rewards/redemptions/:id/:action`, async ({ request, params }) => {
      const body = (await request.json()) as RewardDecisionBody;
      state.decisions.push({ id: String(params.id), action: String(params.action), body, key: request.headers.get('Idempotency-Key') });
      const status = params.action === 'fulfil' ? 'fulfilled' : 'rejected';
      const current = state.queue.find((r) => r.id === Number(params.id)) as StaffRewardRedemption;
      const next: StaffRewardRedemption = { ...current, status, remark: body.remark ?? null, serial: body.serial ?? current.serial, decidedAt: '2026-01-07T00:00:00Z' };
      state.queue = state.queue.map((r) => (r.id === next.id ? next : r));
      return ok(next);
    }),
  );
  return state;
}

beforeEach(async () => {
  useStaffSession.getState().signOut();
  await loadStaffTexts('th');
  signInStaff();
  seedQueryData(boKeys.me(), meFixture);
});

const renderPage = (search = '') => renderWithProviders(<EngagementRewardsPage />, { route: `/backoffice/engagement/rewards${search}` });

describe('EngagementRewardsPage: items', () => {
  it('lists the items with their kind, price, stock and switch', async () => {
    rewardServer();
    renderPage();
    const credit = await screen.findByTestId('bo-reward-row-21');
    expect(within(credit).getByText('50.00 THB')).toBeTruthy();
    expect(within(credit).getByText('100 เพชร')).toBeTruthy();
    expect(within(credit).getByTestId('bo-reward-stock-21').textContent).toBe('∞');
    const shirt = screen.getByTestId('bo-reward-row-22');
    expect(within(shirt).getByText('ของจริง')).toBeTruthy();
    expect(within(shirt).getByTestId('bo-reward-stock-22').textContent).toBe('7');
    expect(within(shirt).getByTestId('bo-reward-active-22').getAttribute('aria-checked')).toBe('false');
  });

  it('switches an item on with its whole body', async () => {
    const state = rewardServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'เปิดใช้งาน: เสื้อยืด' }));
    await waitFor(() => expect(state.puts).toHaveLength(1));
    expect(state.puts[0]).toEqual({ id: '22', body: { ...rewardItemBodyOfSaved(SHIRT), active: true } });
  });

  it('creates a spins item with the body of the contract', async () => {
    const state = rewardServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-reward-new'));
    await user.type(await screen.findByTestId('bo-reward-name-nameTh'), 'สปิน 5 ครั้ง');
    await user.type(screen.getByTestId('bo-reward-name-nameEn'), '5 spins');
    await user.type(screen.getByTestId('bo-reward-name-nameVi'), '5 lượt quay');
    await user.click(screen.getByTestId('bo-reward-kind-spins'));
    expect(screen.queryByTestId('bo-reward-turnover')).toBeNull();
    await user.type(screen.getByTestId('bo-reward-amount'), '5');
    await user.type(screen.getByTestId('bo-reward-price'), '40');
    await user.type(screen.getByTestId('bo-reward-stock'), '100');
    await user.click(screen.getByTestId('bo-reward-save'));

    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]).toEqual({
      name: { nameTh: 'สปิน 5 ครั้ง', nameEn: '5 spins', nameVi: '5 lượt quay' },
      imageUrl: '',
      kind: 'spins',
      amount: 5,
      turnover: 0,
      price: 40,
      stock: 100,
      active: true,
      sort: 0,
    });
    expect((await screen.findByTestId('bo-rewards-notice')).textContent).toContain('สร้าง “สปิน 5 ครั้ง” แล้ว');
  });

  it('needs a price in whole diamonds and every name', async () => {
    const state = rewardServer();
    const user = userEvent.setup();
    renderPage('?edit=new');
    await user.type(await screen.findByTestId('bo-reward-price'), '1.5');
    await user.click(screen.getByTestId('bo-reward-save'));
    expect(screen.getByTestId('bo-reward-price').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('กรอกจำนวนเต็มตั้งแต่ 0')).toBeTruthy();
    expect(screen.getByTestId('bo-reward-name-nameVi').getAttribute('aria-invalid')).toBe('true');
    expect(state.posts).toHaveLength(0);
  });

  it('shows the server’s refusal at the field it names', async () => {
    rewardServer();
    server.use(
      http.put(`${API}/backoffice/rewards/items/:id`, () =>
        fail(422, '0000', 'Invalid data', { fields: ['price'], systemMsg: 'price: Input should be greater than or equal to 1' }),
      ),
    );
    const user = userEvent.setup();
    renderPage('?edit=21');
    expect(((await screen.findByTestId('bo-reward-amount')) as HTMLInputElement).value).toBe('50');
    expect((screen.getByTestId('bo-reward-turnover') as HTMLInputElement).value).toBe('1');
    await user.click(screen.getByTestId('bo-reward-save'));
    expect((await screen.findByTestId('bo-reward-error')).textContent).toContain('ข้อมูลไม่ถูกต้อง');
    expect(screen.getByTestId('bo-reward-price').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('เซิร์ฟเวอร์ไม่รับค่านี้ (Input should be greater than or equal to 1)')).toBeTruthy();
  });
});

describe('EngagementRewardsPage: the fulfilment queue', () => {
  it('shows the pending redemptions first and the others by status', async () => {
    const state = rewardServer(undefined, [rewardRedemptionFixture(), rewardRedemptionFixture({ id: 32, status: 'fulfilled', remark: 'ส่งแล้ว' })]);
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByTestId('bo-reward-redemption-31');
    expect(within(row).getByText('เสื้อยืด')).toBeTruthy();
    expect(within(row).getByText('RW-AB12-CD34')).toBeTruthy();
    expect(within(row).getByText('500 เพชร')).toBeTruthy();
    expect(screen.queryByTestId('bo-reward-redemption-32')).toBeNull();
    expect(state.statuses).toEqual(['pending']);

    await user.selectOptions(screen.getByTestId('bo-reward-queue-status'), '');
    expect(await screen.findByTestId('bo-reward-redemption-32')).toBeTruthy();
    expect(state.statuses.at(-1)).toBeNull();
    expect(within(screen.getByTestId('bo-reward-redemption-32')).queryByTestId('bo-reward-fulfil-32')).toBeNull();
  });

  it('fulfils with the serial and remark once per key, keeping the key for a retry', async () => {
    const state = rewardServer();
    let failures = 1;
    server.use(
      http.post(`${API}/backoffice/rewards/redemptions/:id/:action`, async ({ request, params }) => {
        const body = (await request.json()) as RewardDecisionBody;
        state.decisions.push({ id: String(params.id), action: String(params.action), body, key: request.headers.get('Idempotency-Key') });
        if (failures-- > 0) return fail(503, '9999', 'busy');
        return ok(rewardRedemptionFixture({ status: 'fulfilled', serial: body.serial ?? null, remark: body.remark ?? null }));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-reward-fulfil-31'));
    const dialog = await screen.findByRole('dialog', { name: 'จัดส่งรายการ #31' });
    await user.type(within(dialog).getByTestId('bo-reward-serial'), 'TH123456789');
    await user.type(within(dialog).getByTestId('bo-reward-remark'), 'ส่ง Kerry');
    await user.click(within(dialog).getByTestId('bo-reward-confirm'));
    expect(await within(dialog).findByTestId('bo-reward-decision-error')).toBeTruthy();
    await user.click(within(dialog).getByTestId('bo-reward-confirm'));

    expect((await screen.findByTestId('bo-reward-queue-notice')).textContent).toContain('รายการ #31: จัดส่งแล้ว');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state.decisions.map(({ id, action, body }) => ({ id, action, body }))).toEqual([
      { id: '31', action: 'fulfil', body: { remark: 'ส่ง Kerry', serial: 'TH123456789' } },
      { id: '31', action: 'fulfil', body: { remark: 'ส่ง Kerry', serial: 'TH123456789' } },
    ]);
    expect(state.decisions[0]?.key).toBeTruthy();
    expect(state.decisions[1]?.key).toBe(state.decisions[0]?.key);
  });

  it('rejects with the required reason (the diamonds go back)', async () => {
    const state = rewardServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-reward-reject-31'));
    const dialog = await screen.findByRole('dialog', { name: 'ปฏิเสธรายการ #31' });
    expect(within(dialog).getByText('ปฏิเสธ “เสื้อยืด” ของ demo และคืน 500 เพชร')).toBeTruthy();
    expect(within(dialog).queryByTestId('bo-reward-serial')).toBeNull();
    await user.click(within(dialog).getByTestId('bo-reward-confirm'));
    expect(within(dialog).getByText('กรุณากรอกหมายเหตุ')).toBeTruthy();
    expect(state.decisions).toHaveLength(0);

    await user.type(within(dialog).getByTestId('bo-reward-remark'), 'ของหมด');
    await user.click(within(dialog).getByTestId('bo-reward-confirm'));
    await waitFor(() => expect(state.decisions).toHaveLength(1));
    expect(state.decisions[0]).toMatchObject({ id: '31', action: 'reject', body: { remark: 'ของหมด' } });
    expect(state.decisions[0]?.key).toBeTruthy();
    expect((await screen.findByTestId('bo-reward-queue-notice')).textContent).toContain('รายการ #31: ปฏิเสธแล้ว');
    // The queue is asked again: the rejected one has left the pending list.
    await waitFor(() => expect(screen.queryByTestId('bo-reward-redemption-31')).toBeNull());
  });

  it('says why a decision was refused', async () => {
    rewardServer();
    server.use(http.post(`${API}/backoffice/rewards/redemptions/:id/:action`, () => fail(409, '0051', 'already decided')));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-reward-fulfil-31'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('bo-reward-remark'), 'ok');
    await user.click(within(dialog).getByTestId('bo-reward-confirm'));
    expect((await within(dialog).findByTestId('bo-reward-decision-error')).textContent).toContain('รายการนี้ถูกดำเนินการไปแล้ว');
  });
});
