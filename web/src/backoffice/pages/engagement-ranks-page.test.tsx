import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders, seedQueryData } from '@/testing/render';

import { boKeys } from '../api/backoffice-api';
import type { RankSettings, RankSettingsBody } from '../api/engagement-types';
import { useStaffSession } from '../stores/staff-session';
import { rankSettingsFixture } from '../testing/engagement-fixtures';
import { meFixture, meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';

import { EngagementRanksPage } from './engagement-ranks-page';

function ranksServer(settings: RankSettings = rankSettingsFixture()) {
  const state = { puts: [] as RankSettingsBody[] };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/ranks/settings`, () => ok(settings)),
    http.put(`${API}/backoffice/ranks/settings`, async ({ request }) => {
      const body = (await request.json()) as RankSettingsBody;
      state.puts.push(body);
      const tiers = (body.tiers ?? []).map((tier, i) => ({
        id: i + 1,
        level: tier.level,
        name: tier.name,
        icon: tier.icon,
        threshold: Number(tier.threshold),
        cashbackRate: Number(tier.cashbackRate ?? 0),
        withdrawLimit: Number(tier.withdrawLimit ?? 0),
        rankUpBonus: Number(tier.rankUpBonus ?? 0),
      }));
      return ok({ basis: body.basis ?? 'turnover', diamondEvery: Number(body.diamondEvery ?? 0), tiers });
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

const renderPage = () => renderWithProviders(<EngagementRanksPage />, { route: '/backoffice/engagement/ranks' });

async function fillTier(user: ReturnType<typeof userEvent.setup>, i: number, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByTestId(`bo-ranks-tiers-${i}-${field}`);
    await user.clear(input);
    await user.type(input, value);
  }
}

describe('EngagementRanksPage', () => {
  it('shows the basis, the diamonds and every tier with its benefits', async () => {
    ranksServer();
    renderPage();
    expect(((await screen.findByTestId('bo-ranks-tiers-1-name-nameEn')) as HTMLInputElement).value).toBe('Silver');
    expect((screen.getByTestId('bo-ranks-basis-turnover') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('bo-ranks-diamondEvery') as HTMLInputElement).value).toBe('100');
    expect((screen.getByTestId('bo-ranks-tiers-1-threshold') as HTMLInputElement).value).toBe('10000');
    expect((screen.getByTestId('bo-ranks-tiers-1-cashbackRate') as HTMLInputElement).value).toBe('1.5');
    expect(within(screen.getByTestId('bo-ranks-tier-1')).getByText('ระดับ 2')).toBeTruthy();
  });

  it('adds a tier and saves the settings with the tiers numbered in order', async () => {
    const state = ranksServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-ranks-basis-deposit'));
    await user.click(screen.getByTestId('bo-ranks-tier-add'));
    await fillTier(user, 2, {
      'name-nameTh': 'โกลด์',
      'name-nameEn': 'Gold',
      'name-nameVi': 'Vàng',
      icon: '🥇',
      threshold: '50000',
      cashbackRate: '3',
      withdrawLimit: '100000',
      rankUpBonus: '500',
    });
    await user.click(screen.getByTestId('bo-ranks-save'));

    await waitFor(() => expect(state.puts).toHaveLength(1));
    expect(state.puts[0]).toEqual({
      basis: 'deposit',
      diamondEvery: 100,
      tiers: [
        { level: 1, name: { nameTh: 'บรอนซ์', nameEn: 'Bronze', nameVi: 'Đồng' }, icon: '🥉', threshold: 0, cashbackRate: 0, withdrawLimit: 0, rankUpBonus: 0 },
        { level: 2, name: { nameTh: 'ซิลเวอร์', nameEn: 'Silver', nameVi: 'Bạc' }, icon: '🥈', threshold: 10000, cashbackRate: 1.5, withdrawLimit: 50000, rankUpBonus: 100 },
        { level: 3, name: { nameTh: 'โกลด์', nameEn: 'Gold', nameVi: 'Vàng' }, icon: '🥇', threshold: 50000, cashbackRate: 3, withdrawLimit: 100000, rankUpBonus: 500 },
      ],
    });
    expect((await screen.findByTestId('bo-ranks-notice')).textContent).toContain('บันทึกการตั้งค่าระดับแล้ว');
  });

  it('renumbers the tiers when one is removed', async () => {
    const state = ranksServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-ranks-tier-0-remove'));
    await user.click(screen.getByTestId('bo-ranks-save'));
    await waitFor(() => expect(state.puts).toHaveLength(1));
    expect(state.puts[0]?.tiers?.map((tier) => [tier.level, tier.name.nameEn])).toEqual([[1, 'Silver']]);
  });

  it('refuses tiers out of order and a cashback over 100% without sending them', async () => {
    const state = ranksServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-ranks-tier-add'));
    await fillTier(user, 2, { 'name-nameTh': 'ก', 'name-nameEn': 'G', 'name-nameVi': 'V', threshold: '5000', cashbackRate: '120' });
    await user.click(screen.getByTestId('bo-ranks-save'));
    expect(screen.getByText('ยอดต้องมากกว่าระดับก่อนหน้า')).toBeTruthy();
    expect(screen.getByText('กรอกเปอร์เซ็นต์ 0–100')).toBeTruthy();
    expect(screen.getByTestId('bo-ranks-tiers-2-threshold').getAttribute('aria-invalid')).toBe('true');
    expect(state.puts).toHaveLength(0);
  });

  it('shows the server’s refusal at the tier it names', async () => {
    ranksServer();
    server.use(
      http.put(`${API}/backoffice/ranks/settings`, () =>
        fail(422, '0000', 'Invalid data', { fields: ['tiers'], systemMsg: 'tiers.1.name: Value error, every name is 1 to 60 characters' }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-ranks-save'));
    expect((await screen.findByTestId('bo-ranks-error')).textContent).toContain('ข้อมูลไม่ถูกต้อง');
    expect(screen.getByTestId('bo-ranks-tiers-1-name-nameTh').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('เซิร์ฟเวอร์ไม่รับค่านี้ (Value error, every name is 1 to 60 characters)')).toBeTruthy();
  });
});
