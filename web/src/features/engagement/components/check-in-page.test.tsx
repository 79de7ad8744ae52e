import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/lib/toast';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { engagementWallet, miniGamesFixture, playFixture, serveEngagement, signedInPlayer } from '../testing';
import type { MiniGames } from '../types';
import { CheckInContent, dayState, todayInCycle } from './check-in-page';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

/** The check-in's calls; a check-in makes the list answer today as checked. */
function checkInApi(play: () => Response, games: MiniGames = miniGamesFixture()) {
  const seen = { tokens: [] as unknown[], plays: [] as unknown[] };
  let current = games;
  serveEngagement();
  server.use(
    http.post(`${API}/miniGame/list`, () => ok(current)),
    http.post(`${API}/miniGame/requestPlayToken`, async ({ request }) => {
      seen.tokens.push(await request.json());
      return ok({ token: 'tok-ci', game: 'checkIn', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    }),
    http.post(`${API}/miniGame/play`, async ({ request }) => {
      seen.plays.push(await request.json());
      const response = play();
      if (response.ok) current = { ...current, checkIn: { ...current.checkIn, streak: current.checkIn.streak + 1, checkedToday: true } };
      return response;
    }),
  );
  return seen;
}

const states = () => screen.getAllByTestId('check-in-day').map((card) => card.getAttribute('data-state'));

describe('the daily check-in', () => {
  signedInPlayer();

  it('places today in the cycle from the streak', () => {
    expect(todayInCycle(0, false, 7)).toBe(1);
    expect(todayInCycle(2, false, 7)).toBe(3);
    expect(todayInCycle(3, true, 7)).toBe(3);
    expect(todayInCycle(7, true, 7)).toBe(7);
    expect(todayInCycle(7, false, 7)).toBe(1); // a full week: the cycle starts again
    expect(todayInCycle(9, false, 7)).toBe(3);
    expect(dayState(1, 3, false)).toBe('claimed');
    expect(dayState(3, 3, false)).toBe('today');
    expect(dayState(3, 3, true)).toBe('done');
    expect(dayState(4, 3, true)).toBe('upcoming');
  });

  it('shows the seven days with their prizes and the streak, checks in today, then shows it done', async () => {
    const seen = checkInApi(() =>
      ok(playFixture({ game: 'checkIn', segmentIndex: null, day: 3, prize: { type: 'spins', amount: 1 }, spinsLeft: 4, wallet: engagementWallet({ spins: 4 }) })),
    );
    renderWithProviders(<CheckInContent />, { route: '/receivesWealth' });

    const days = await screen.findAllByTestId('check-in-day');
    expect(days).toHaveLength(7);
    expect(days[1]!.textContent).toContain('วันที่ 2');
    expect(days[1]!.textContent).toContain('เพชร 10 เม็ด');
    expect(days[6]!.textContent).toContain('เครดิต 100.00 THB');
    expect(states()).toEqual(['claimed', 'claimed', 'today', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(screen.getByTestId('check-in-streak').textContent).toBe('ต่อเนื่อง 2 วัน');

    await userEvent.click(screen.getByRole('button', { name: 'เช็คอินรับรางวัลวันที่ 3' }));
    const done = await screen.findByTestId('check-in-done');
    expect(within(done).getByText('วันนี้เช็คอินแล้ว')).toBeTruthy();
    expect(within(done).getByTestId('check-in-prize').textContent).toBe('คุณได้รับ สิทธิ์หมุน 1 ครั้ง');
    expect(seen.tokens).toEqual([{ game: 'checkIn' }]);
    expect(seen.plays).toEqual([{ token: 'tok-ci' }]);
    expect(toast.success).toHaveBeenCalledWith({ title: 'เช็คอินสำเร็จ', text: 'สิทธิ์หมุน 1 ครั้ง' });
    expect(states()).toEqual(['claimed', 'claimed', 'done', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(screen.getByTestId('check-in-streak').textContent).toBe('ต่อเนื่อง 3 วัน');
    expect(screen.queryByTestId('check-in-claim')).toBeNull();
    // The list read again agrees: still done, the streak counted once.
    await waitFor(() => expect(screen.getByTestId('check-in-streak').textContent).toBe('ต่อเนื่อง 3 วัน'));
    expect(states()).toEqual(['claimed', 'claimed', 'done', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('shows a day already checked as done, with no button', async () => {
    const games = miniGamesFixture();
    checkInApi(() => ok(playFixture()), { ...games, checkIn: { ...games.checkIn, streak: 3, checkedToday: true } });
    renderWithProviders(<CheckInContent />, { route: '/receivesWealth' });
    expect((await screen.findByTestId('check-in-done')).textContent).toContain('กลับมาเช็คอินใหม่พรุ่งนี้');
    expect(states()).toEqual(['claimed', 'claimed', 'done', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(screen.queryByTestId('check-in-claim')).toBeNull();
  });

  it('says a second check-in the same day is refused, and reads the days again', async () => {
    let reads = 0;
    checkInApi(() => fail(400, '0051', 'checked', { systemMsg: 'checked_in_today' }));
    const games = miniGamesFixture();
    server.use(
      http.post(`${API}/miniGame/list`, () => {
        reads += 1;
        return ok(reads === 1 ? games : { ...games, checkIn: { ...games.checkIn, checkedToday: true } });
      }),
    );
    renderWithProviders(<CheckInContent />, { route: '/receivesWealth' });
    await userEvent.click(await screen.findByTestId('check-in-claim'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith({ title: 'เช็คอินไม่สำเร็จ', text: 'วันนี้คุณเช็คอินแล้ว' }));
    expect(await screen.findByTestId('check-in-done')).toBeTruthy();
  });
});
