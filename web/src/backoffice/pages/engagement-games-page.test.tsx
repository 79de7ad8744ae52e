import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders, seedQueryData } from '@/testing/render';

import { boKeys } from '../api/backoffice-api';
import type { MiniGameSettings, MiniGameSettingsBody } from '../api/engagement-types';
import { useStaffSession } from '../stores/staff-session';
import { miniGameSettingsFixture } from '../testing/engagement-fixtures';
import { meFixture, meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';

import { EngagementGamesPage } from './engagement-games-page';

function gamesServer(settings: MiniGameSettings = miniGameSettingsFixture()) {
  const state = { puts: [] as MiniGameSettingsBody[] };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/minigames/settings`, () => ok(settings)),
    http.put(`${API}/backoffice/minigames/settings`, async ({ request }) => {
      const body = (await request.json()) as MiniGameSettingsBody;
      state.puts.push(body);
      return ok(body);
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

const renderPage = () => renderWithProviders(<EngagementGamesPage />, { route: '/backoffice/engagement/games' });
const odds = (i: number) => screen.getByTestId(`bo-wheel-odds-${i}`).textContent;

describe('EngagementGamesPage', () => {
  it('shows the segments with their odds and the wheel drawn from them', async () => {
    gamesServer();
    renderPage();
    expect(((await screen.findByTestId('bo-games-wheel-segments-0-label-nameTh')) as HTMLInputElement).value).toBe('เครดิต 50');
    expect([odds(0), odds(1), odds(2)]).toEqual(['25.00%', '25.00%', '50.00%']);
    const preview = screen.getByTestId('bo-wheel-preview');
    expect(within(preview).getByRole('img', { name: 'ตัวอย่างวงล้อ 3 ช่อง' })).toBeTruthy();
    expect(within(preview).getByTestId('bo-wheel-slice-2').querySelector('path')?.getAttribute('fill')).toBe('#64748b');
    expect(within(preview).getByTestId('bo-wheel-slice-0').textContent).toBe('เครดิต 50');
    expect((screen.getByTestId('bo-games-earn-perDeposit-amount') as HTMLInputElement).value).toBe('500');
    expect(screen.queryByTestId('bo-games-earn-perTurnover-amount')).toBeNull();
    expect((screen.getByTestId('bo-games-checkIn-days-6-amount') as HTMLInputElement).value).toBe('50');
  });

  it('recomputes the odds and the preview as the segments change', async () => {
    gamesServer();
    const user = userEvent.setup();
    renderPage();
    const weight = await screen.findByTestId('bo-games-wheel-segments-2-weight');
    await user.clear(weight);
    await user.type(weight, '6');
    expect([odds(0), odds(1), odds(2)]).toEqual(['12.50%', '12.50%', '75.00%']);

    await user.click(screen.getByTestId('bo-wheel-segment-add'));
    expect(screen.getByTestId('bo-wheel-odds-3').textContent).toBe('11.11%');
    expect(within(screen.getByTestId('bo-wheel-preview')).getByRole('img', { name: 'ตัวอย่างวงล้อ 4 ช่อง' })).toBeTruthy();

    await user.click(screen.getByTestId('bo-wheel-segment-0-remove'));
    expect(screen.queryByTestId('bo-wheel-segment-3')).toBeNull();
    expect(((screen.getByTestId('bo-games-wheel-segments-0-label-nameTh')) as HTMLInputElement).value).toBe('หมุนฟรี');
  });

  it('saves every setting with the body of the contract', async () => {
    const state = gamesServer();
    const user = userEvent.setup();
    renderPage();
    const colour = await screen.findByTestId('bo-games-wheel-segments-1-color');
    await user.clear(colour);
    await user.type(colour, '#10B981');
    await user.selectOptions(screen.getByTestId('bo-games-wheel-segments-2-prize-type'), 'diamonds');
    await user.type(screen.getByTestId('bo-games-wheel-segments-2-prize-amount'), '3');
    await user.click(screen.getByTestId('bo-games-perTurnover-on'));
    await user.type(screen.getByTestId('bo-games-earn-perTurnover-amount'), '1000');
    await user.type(screen.getByTestId('bo-games-earn-perTurnover-spins'), '2');
    await user.click(screen.getByTestId('bo-games-checkIn-enabled'));
    await user.click(screen.getByTestId('bo-games-save'));

    await waitFor(() => expect(state.puts).toHaveLength(1));
    const fixture = miniGameSettingsFixture();
    expect(state.puts[0]).toEqual({
      wheel: {
        enabled: true,
        turnover: 2,
        segments: [
          fixture.wheel?.segments?.[0],
          { ...fixture.wheel?.segments?.[1], color: '#10b981' },
          { ...fixture.wheel?.segments?.[2], prize: { type: 'diamonds', amount: 3 } },
        ],
      },
      earn: { perDeposit: { amount: 500, spins: 1, maxPerDay: 5 }, perTurnover: { amount: 1000, spins: 2, maxPerDay: 0 }, dailyFree: 1 },
      checkIn: { enabled: false, turnover: 0, days: fixture.checkIn?.days },
    });
    expect((await screen.findByTestId('bo-games-notice')).textContent).toContain('บันทึกการตั้งค่าวงล้อและเช็คอินแล้ว');
  });

  it('checks the wheel before sending: labels, colours, weights that can all be zero', async () => {
    const state = gamesServer();
    const user = userEvent.setup();
    renderPage();
    for (const i of [0, 1, 2]) {
      const weight = await screen.findByTestId(`bo-games-wheel-segments-${i}-weight`);
      await user.clear(weight);
      await user.type(weight, '0');
    }
    await user.clear(screen.getByTestId('bo-games-wheel-segments-0-label-nameVi'));
    await user.clear(screen.getByTestId('bo-games-wheel-segments-1-color'));
    await user.type(screen.getByTestId('bo-games-wheel-segments-1-color'), 'red');
    await user.click(screen.getByTestId('bo-games-save'));

    expect(screen.getByTestId('bo-wheel-segments-error').textContent).toBe('ต้องมีอย่างน้อยหนึ่งช่องที่น้ำหนักมากกว่า 0');
    expect(screen.getByTestId('bo-games-wheel-segments-0-label-nameVi').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('สีต้องเป็นรูปแบบ #RRGGBB')).toBeTruthy();
    expect(state.puts).toHaveLength(0);
  });

  it('shows the server’s refusal at the segment field it names', async () => {
    gamesServer();
    server.use(
      http.put(`${API}/backoffice/minigames/settings`, () =>
        fail(422, '0000', 'Invalid data', { fields: ['wheel.segments.1.weight'], systemMsg: 'wheel.segments.1.weight: too large' }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-games-save'));
    expect((await screen.findByTestId('bo-games-error')).textContent).toContain('ข้อมูลไม่ถูกต้อง');
    const weight = screen.getByTestId('bo-games-wheel-segments-1-weight');
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('เซิร์ฟเวอร์ไม่รับค่านี้ (too large)')).toBeTruthy();
    expect(document.activeElement).toBe(weight);
  });
});
