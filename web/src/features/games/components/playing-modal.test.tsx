import { useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { serveAgent } from '@/features/agent/testing';
import { useAuthStore } from '@/features/auth';
import { useModalStore } from '@/features/modals';
import { protectionFixture } from '@/features/protection/testing';
import { toast } from '@/lib/toast';
import { agentFixture, userFixture, walletFixture } from '@/testing/fixtures';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { startPlaying } from '../hooks/use-game-session';
import { usePlayingStore } from '../stores/playing-store';
import { GameCreditGate } from './game-credit-gate';
import { PlayingModal, saysNotPlaying } from './playing-modal';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

const game = { gameId: 'PGS-SLOT-007', gameCode: 'PGS-SLOT-007', name: 'Golden Lotus', providerPrefix: 'PGS', category: 'slot' };

function returnApi(answer?: () => Response | Promise<Response>) {
  const bodies: Array<{ direction?: string }> = [];
  server.use(
    http.post(`${API}/ambSuperApi/transfer/checkAndAdjustBalance`, async ({ request }) => {
      bodies.push((await request.json()) as { direction?: string });
      if (answer) return answer();
      return ok({
        direction: 'toWallet',
        providerCredit: 0,
        walletCredit: 1500,
        transferred: 1500,
        wallet: { ...walletFixture, creditBalance: 1500, gameCredit: 0 },
      });
    }),
  );
  return bodies;
}

describe('PlayingModal: the way back to the wallet', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    serveAgent(agentFixture({ gameCompany: 'AMB' }));
  });
  afterEach(() => {
    useAuthStore.getState().logout();
    useModalStore.getState().closeAll();
    usePlayingStore.getState().finish();
  });

  it('names the game and shows the current credit', async () => {
    returnApi();
    act(() => startPlaying(game));
    renderWithProviders(<PlayingModal />);
    const modal = await screen.findByTestId('playing-modal');
    expect(modal.textContent).toContain('กำลังเล่น Golden Lotus');
    await waitFor(() => expect(screen.getByTestId('playing-credit').textContent).toBe('1,234.50 THB'));
  });

  it('returns when the window regains focus: toWallet, wallet updated, modal closed, credit toast', async () => {
    const bodies = returnApi();
    act(() => startPlaying(game));
    const { queryClient } = renderWithProviders(<PlayingModal />);
    await screen.findByTestId('playing-modal');

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(useModalStore.getState().playingModal).toBe(false));
    expect(bodies).toEqual([expect.objectContaining({ direction: 'toWallet' })]);
    expect(toast.success).toHaveBeenCalledWith({ title: 'เครดิตคงเหลือ', text: '1,500.00 THB' });
    expect(queryClient.getQueryData<typeof walletFixture>(['me', 'wallet'])?.creditBalance).toBe(1500);
    expect(usePlayingStore.getState().game).toBeNull();
    expect(useAuthStore.getState().user?.player?.isPlaying).toBe(0);
    expect(screen.queryByTestId('playing-modal')).toBeNull();
  });

  it('returns when the page becomes visible, and on the button', async () => {
    const bodies = returnApi();
    act(() => startPlaying(game));
    renderWithProviders(<PlayingModal />);
    await screen.findByTestId('playing-modal');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(useModalStore.getState().playingModal).toBe(false));
    expect(bodies).toHaveLength(1);

    act(() => startPlaying(game));
    await userEvent.setup().click(await screen.findByTestId('playing-return'));
    await waitFor(() => expect(useModalStore.getState().playingModal).toBe(false));
    expect(bodies).toHaveLength(2);
  });

  it('makes one call when focus, visibility and the button come together', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const bodies = returnApi(() =>
      gate.then(() => ok({ direction: 'toWallet', providerCredit: 0, walletCredit: 1500, transferred: 1500, wallet: walletFixture })),
    );
    act(() => startPlaying(game));
    renderWithProviders(<PlayingModal />);
    const button = await screen.findByTestId('playing-return');
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    button.click();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(usePlayingStore.getState().returning).toBe(true);
    release();
    await waitFor(() => expect(useModalStore.getState().playingModal).toBe(false));
    expect(bodies).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('keeps the modal when the return fails, with the envelope’s message', async () => {
    returnApi(() => fail(502, '0054', 'the game upstream does not answer'));
    act(() => startPlaying(game));
    renderWithProviders(<PlayingModal />);
    await userEvent.setup().click(await screen.findByTestId('playing-return'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith({ text: 'the game upstream does not answer' }));
    expect(useModalStore.getState().playingModal).toBe(true);
    expect(screen.getByTestId('playing-modal')).toBeTruthy();
  });

  it('does nothing on focus while no game is played', async () => {
    const bodies = returnApi();
    renderWithProviders(<PlayingModal />);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(bodies).toEqual([]);
  });

  it('reminds the player at his reality-check interval: Escape keeps playing, stop is the way back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      server.use(http.get(`${API}/player/protection`, () => ok(protectionFixture({ realityCheckMinutes: 15 }))));
      const bodies = returnApi();
      act(() => startPlaying(game));
      const { queryClient } = renderWithProviders(<PlayingModal />);
      await screen.findByTestId('playing-modal');
      await waitFor(() => expect(queryClient.getQueryData(['me', 'protection'])).toBeDefined());
      await act(() => vi.advanceTimersByTimeAsync(100));

      await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));
      expect((await screen.findByTestId('reality-check-played')).textContent).toBe('คุณเล่นเกมมาแล้ว 15 นาที');
      // Escape closes the reminder on top, not the playing modal under it.
      await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).keyboard('{Escape}');
      expect(screen.queryByTestId('reality-check-reminder')).toBeNull();
      expect(screen.getByTestId('playing-modal')).toBeTruthy();
      expect(bodies).toEqual([]);

      await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));
      await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(await screen.findByTestId('reality-check-stop'));
      await waitFor(() => expect(useModalStore.getState().playingModal).toBe(false));
      expect(bodies).toEqual([expect.objectContaining({ direction: 'toWallet' })]);
      expect(screen.queryByTestId('reality-check-reminder')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads isPlaying 0 in socket data', () => {
    expect(saysNotPlaying({ isPlaying: 0 })).toBe(true);
    expect(saysNotPlaying({ isPlaying: '0' })).toBe(true);
    expect(saysNotPlaying({ isPlaying: 1 })).toBe(false);
    expect(saysNotPlaying({ creditBalance: 1 })).toBe(false);
    expect(saysNotPlaying(null)).toBe(false);
  });
});

describe('GameCreditGate (withdrawal)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    serveAgent(agentFixture({ gameCompany: 'AMB' }));
  });
  afterEach(() => {
    useAuthStore.getState().logout();
  });

  it('reads the wallet afresh rather than trusting a cached one', async () => {
    server.use(http.post(`${API}/player/wallet`, () => ok({ ...walletFixture, gameCredit: 50 })));
    const bodies = returnApi();
    function Seeded() {
      const queryClient = useQueryClient();
      useState(() => queryClient.setQueryData(['me', 'wallet'], { ...walletFixture, gameCredit: 0 }));
      return (
        <GameCreditGate>
          <p data-testid="form">form</p>
        </GameCreditGate>
      );
    }
    renderWithProviders(<Seeded />);
    expect(await screen.findByTestId('form')).toBeTruthy();
    expect(bodies).toHaveLength(1);
  });

  it('shows the form at once when no credit is at a game', async () => {
    const bodies = returnApi();
    renderWithProviders(
      <GameCreditGate>
        <p data-testid="form">form</p>
      </GameCreditGate>,
    );
    expect(await screen.findByTestId('form')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('brings credit at a game home first, then shows the form with withdrawable read again', async () => {
    server.use(http.post(`${API}/player/wallet`, () => ok({ ...walletFixture, gameCredit: 200 })));
    const bodies = returnApi();
    const { queryClient } = renderWithProviders(
      <GameCreditGate>
        <p data-testid="form">form</p>
      </GameCreditGate>,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(await screen.findByTestId('form')).toBeTruthy();
    expect(bodies).toEqual([expect.objectContaining({ direction: 'toWallet' })]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me', 'bank', 'withdrawable'] });
    expect(queryClient.getQueryData<typeof walletFixture>(['me', 'wallet'])?.gameCredit).toBe(0);
    expect(toast.success).toHaveBeenCalledWith({ title: 'เครดิตคงเหลือ', text: '1,500.00 THB' });
  });
});
