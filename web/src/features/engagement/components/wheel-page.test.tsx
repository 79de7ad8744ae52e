import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { walletQueryOptions } from '@/features/wallet';
import { toast } from '@/lib/toast';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { useWalletCounters } from '../hooks/use-engagement';
import { engagementWallet, miniGamesFixture, playFixture, serveEngagement, signedInPlayer } from '../testing';
import type { Play } from '../types';
import { segmentAt } from './lucky-wheel';
import { WheelContent } from './wheel-page';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

/** The wheel's calls: a token per request, the play's answer; the wallet follows the play. */
function wheelApi(play: () => Response) {
  const seen = { tokens: [] as unknown[], plays: [] as unknown[] };
  let wallet = engagementWallet();
  serveEngagement();
  server.use(
    http.post(`${API}/player/wallet`, () => ok(wallet)),
    http.post(`${API}/miniGame/requestPlayToken`, async ({ request }) => {
      seen.tokens.push(await request.json());
      return ok({ token: `tok-${seen.tokens.length}`, game: 'wheel', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    }),
    http.post(`${API}/miniGame/play`, async ({ request }) => {
      seen.plays.push(await request.json());
      const response = play();
      if (response.ok) wallet = ((await response.clone().json()) as { data: Play }).data.wallet;
      return response;
    }),
  );
  return seen;
}

/** What the header's balance does: it reads the wallet from the first render on. */
function HeaderWallet() {
  useWalletCounters();
  return null;
}

function reduceMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), addEventListener() {}, removeEventListener() {} }),
  });
}

describe('the lucky wheel page', () => {
  signedInPlayer();
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('draws the wheel from its segments, with the spins, how they are earned and the odds', async () => {
    wheelApi(() => ok(playFixture()));
    renderWithProviders(<WheelContent />, { route: '/luckyWheel' });

    const wheel = await screen.findByTestId('lucky-wheel');
    expect(wheel.getAttribute('aria-label')).toBe('วงล้อนำโชค 4 ช่อง');
    const segments = wheel.querySelectorAll('[data-segment-index]');
    expect([...segments].map((segment) => segment.textContent)).toEqual(['เครดิต 50', 'หมุนฟรี', 'เพชร 5', 'เสียใจด้วย']);
    expect(segments[0]!.querySelector('path')!.getAttribute('fill')).toBe('#f59e0b');
    await waitFor(() => expect(screen.getByTestId('wheel-spins').textContent).toBe('3'));

    expect(screen.getByTestId('wheel-earn-deposit').textContent).toContain('ฝากทุก 100 THB รับสิทธิ์หมุน 1 ครั้ง');
    expect(screen.getByTestId('wheel-earned-deposit').textContent).toBe('วันนี้ได้ 2');
    expect(screen.getByTestId('wheel-earn-free').textContent).toContain('รับสิทธิ์หมุนฟรีวันละ 1 ครั้ง');

    const odds = screen.getAllByTestId('wheel-odds-row');
    expect(odds.map((row) => within(row).getByTestId('wheel-odds-value').textContent)).toEqual(['10%', '20%', '30%', '40%']);
    expect(odds[2]!.textContent).toContain('เพชร 5 เม็ด');
    expect(await screen.findAllByTestId('wheel-history-row')).toHaveLength(1);
  });

  it('shows the spins the mini-games read brought up to date, not those of a wallet read that started before it', async () => {
    // The day's free spin is granted by the mini-games read, which answers the wallet it leaves
    // (a later version); the header's wallet read was made before it and answers after it,
    // with the spins before the grant.
    let granted = false;
    let walletReads = 0;
    serveEngagement();
    server.use(
      http.post(`${API}/miniGame/list`, () => {
        granted = true;
        return ok({ ...miniGamesFixture({ spins: 1 }), wallet: engagementWallet({ spins: 1, version: 2 }) });
      }),
      http.post(`${API}/player/wallet`, async () => {
        walletReads += 1;
        const before = engagementWallet({ spins: 0, version: 1 });
        await vi.waitFor(() => expect(granted).toBe(true));
        await new Promise((resolve) => setTimeout(resolve, 50));
        return ok(before);
      }),
    );
    // The header's balance reads the wallet as the page opens, beside the page's own reads.
    renderWithProviders(
      <>
        <HeaderWallet />
        <WheelContent />
      </>,
      { route: '/luckyWheel' },
    );
    await waitFor(() => expect(screen.getByTestId('wheel-spins').textContent).toBe('1'));
    await waitFor(() => expect(walletReads).toBe(1));
    // It stays so once the first read's late answer has come and gone.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('wheel-spins').textContent).toBe('1');
  });

  it('spins to the segment the server chose, then shows the prize and the new wallet', async () => {
    reduceMotion(false);
    const seen = wheelApi(() =>
      ok(playFixture({ segmentIndex: 2, prize: { type: 'diamonds', amount: 5 }, spinsLeft: 2, wallet: engagementWallet({ spins: 2, diamonds: 125, version: 2 }) })),
    );
    const { queryClient } = renderWithProviders(<WheelContent />, { route: '/luckyWheel' });

    const button = await screen.findByTestId('wheel-spin');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await userEvent.click(button);

    const wheel = screen.getByTestId('lucky-wheel');
    await waitFor(() => expect(wheel.getAttribute('data-spinning')).toBe('true'));
    expect(seen.tokens).toEqual([{ game: 'wheel' }]);
    expect(seen.plays).toEqual([{ token: 'tok-1' }]);
    const rotation = Number(wheel.getAttribute('data-rotation'));
    expect(rotation).toBeGreaterThanOrEqual(5 * 360);
    expect(segmentAt(rotation, 4)).toBe(2);
    const rotor = screen.getByTestId('lucky-wheel-rotor');
    expect(rotor.style.transform).toBe(`rotate(${rotation}deg)`);
    expect(rotor.style.transition).toContain('4000ms');
    // While it turns: the spin is spent, the prize is not told yet, the button waits.
    expect(screen.getByTestId('wheel-spins').textContent).toBe('2');
    expect(screen.queryByTestId('wheel-prize')).toBeNull();
    expect(screen.getByTestId('wheel-spin')).toHaveProperty('disabled', true);

    fireEvent.transitionEnd(rotor);
    const prize = await screen.findByTestId('wheel-prize');
    expect(prize.textContent).toContain('ยินดีด้วย คุณได้รับ');
    expect(prize.textContent).toContain('เพชร 5 เม็ด');
    expect(prize.getAttribute('data-segment-index')).toBe('2');
    await waitFor(() => expect(queryClient.getQueryData(walletQueryOptions().queryKey)?.diamonds).toBe(125));
    expect(screen.getByTestId('wheel-spin')).toHaveProperty('disabled', false);
  });

  it('jumps straight to the stop for a visitor who prefers reduced motion', async () => {
    reduceMotion(true);
    wheelApi(() => ok(playFixture({ segmentIndex: 3, prize: { type: 'none', amount: 0 } })));
    renderWithProviders(<WheelContent />, { route: '/luckyWheel' });
    const button = await screen.findByTestId('wheel-spin');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await userEvent.click(button);
    const prize = await screen.findByTestId('wheel-prize');
    expect(prize.textContent).toContain('รอบนี้ยังไม่ได้รางวัล');
    expect(screen.getByTestId('lucky-wheel-rotor').style.transition).toBe('none');
    expect(segmentAt(Number(screen.getByTestId('lucky-wheel').getAttribute('data-rotation')), 4)).toBe(3);
  });

  it('says why a spin is refused (no spins waiting) and reads the spins again', async () => {
    const seen = wheelApi(() => fail(400, '0050', 'no spins', { systemMsg: 'no_spins' }));
    renderWithProviders(<WheelContent />, { route: '/luckyWheel' });
    const button = await screen.findByTestId('wheel-spin');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await userEvent.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith({ title: 'หมุนวงล้อไม่สำเร็จ', text: 'คุณไม่มีสิทธิ์หมุนคงเหลือ' }));
    expect(seen.plays).toHaveLength(1);
    expect(screen.queryByTestId('wheel-prize')).toBeNull();
    expect(screen.getByTestId('lucky-wheel').getAttribute('data-spinning')).toBe('false');
  });

  it('plays the same token again when the answer of a play was lost', async () => {
    reduceMotion(true);
    let attempts = 0;
    const seen = wheelApi(() => {
      attempts += 1;
      return attempts === 1 ? HttpResponse.error() : ok(playFixture());
    });
    renderWithProviders(<WheelContent />, { route: '/luckyWheel' });
    const button = await screen.findByTestId('wheel-spin');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await userEvent.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith({ title: 'หมุนวงล้อไม่สำเร็จ', text: 'เครือข่ายขัดข้อง กรุณาลองอีกครั้ง' }));
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await userEvent.click(button);
    expect((await screen.findByTestId('wheel-prize')).textContent).toContain('เครดิต 50.00 THB');
    expect(seen.tokens).toHaveLength(1);
    expect(seen.plays).toEqual([{ token: 'tok-1' }, { token: 'tok-1' }]);
  });

  it('keeps the button off, saying why, without spins or while the wheel is off', async () => {
    wheelApi(() => ok(playFixture()));
    server.use(
      http.post(`${API}/player/wallet`, () => ok(engagementWallet({ spins: 0 }))),
      http.post(`${API}/miniGame/list`, () => ok(miniGamesFixture({ spins: 0 }))),
    );
    const view = renderWithProviders(<WheelContent />, { route: '/luckyWheel' });
    await waitFor(() => expect(screen.getByTestId('wheel-spins').textContent).toBe('0'));
    expect(screen.getByTestId('wheel-spin')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('wheel-reason').textContent).toBe('ไม่มีสิทธิ์หมุน ฝากเงินหรือเล่นเกมเพื่อรับสิทธิ์');
    view.unmount();

    server.use(
      http.post(`${API}/player/wallet`, () => ok(engagementWallet())),
      http.post(`${API}/miniGame/list`, () => {
        const games = miniGamesFixture();
        return ok({ ...games, wheel: { ...games.wheel, enabled: false } });
      }),
    );
    renderWithProviders(<WheelContent />, { route: '/luckyWheel' });
    expect((await screen.findByTestId('wheel-off')).textContent).toBe('วงล้อปิดให้บริการชั่วคราว');
    expect(screen.getByTestId('wheel-spin')).toHaveProperty('disabled', true);
  });
});
