import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

import { useAuthStore } from '@/features/auth';
import { cashierKeys } from '@/features/cashier';
import { useModalStore } from '@/features/modals';
import { storeWallet } from '@/features/wallet';
import { i18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { toast } from '@/lib/toast';

import { checkAndAdjustBalance, getCurrentPromotion, launchGame } from '../api/games-api';
import { isMobileDevice, runLaunch, type GameTab, type LaunchGame, type LaunchOutcome } from '../launch';
import { notifyCreditMismatch, notifyGameError } from '../notify';
import { returnToWallet } from '../return-to-wallet';
import { usePlayingStore } from '../stores/playing-store';
import type { BalanceResult } from '../types';
import { currentGameContext } from './use-game-context';

/** The result's wallet into the cache every balance reads. */
export function applyGameWallet(queryClient: QueryClient, result: BalanceResult) {
  storeWallet(queryClient, result.wallet);
  void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawable });
}

/** The session's isPlaying flag (spec §3 Player), as the launch and the return leave it. */
function setPlayerPlaying(isPlaying: 0 | 1) {
  const { user, setUser } = useAuthStore.getState();
  if (user?.player && user.player.isPlaying !== isPlaying) {
    setUser({ ...user, player: { ...user.player, isPlaying } });
  }
}

export function startPlaying(game: LaunchGame) {
  usePlayingStore.getState().start({
    gameId: game.gameId,
    name: game.name,
    providerPrefix: game.providerPrefix,
    category: game.category,
  });
  setPlayerPlaying(1);
  useModalStore.getState().open('playingModal');
}

function finishPlaying() {
  usePlayingStore.getState().finish();
  setPlayerPlaying(0);
  useModalStore.getState().close('playingModal');
}

/** The way back (focus, button, socket, withdrawal page): one call at a time. */
export function returnCredit(queryClient: QueryClient): Promise<boolean> {
  const ctx = currentGameContext(queryClient);
  const game = usePlayingStore.getState().game;
  return returnToWallet({
    adjustBalance: () => checkAndAdjustBalance(ctx, 'toWallet', game?.providerPrefix),
    updateWallet: (result) => applyGameWallet(queryClient, result),
    finishPlaying,
    notifySuccess: (result) => {
      const currency = result.wallet?.currencyCode || ctx.currency;
      const amount = result.wallet?.creditBalance ?? result.walletCredit;
      void toast.success({ title: i18n.t('games.creditTitle'), text: formatMoney(amount, currency) });
    },
    notifyError: notifyGameError,
    onStart: () => usePlayingStore.getState().setReturning(true),
    onSettled: () => usePlayingStore.getState().setReturning(false),
  });
}

export function useReturnCredit() {
  const queryClient = useQueryClient();
  const returning = usePlayingStore((s) => s.returning);
  const run = useCallback(() => returnCredit(queryClient), [queryClient]);
  return { returnCredit: run, returning };
}

function openBlankTab(): GameTab | null {
  return window.open('', '_blank') as GameTab | null;
}

/**
 * Launching a game: `launch(game)` must be called straight from the click handler (step 1
 * opens the tab synchronously). A second click while one launch runs is ignored.
 */
export function useLaunchGame() {
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [launching, setLaunching] = useState<string | null>(null);

  const launch = useCallback(
    (game: LaunchGame): Promise<LaunchOutcome | null> => {
      if (busy.current) return Promise.resolve(null);
      busy.current = true;
      setLaunching(game.gameId);
      const ctx = currentGameContext(queryClient);
      return runLaunch(game, {
        openTab: openBlankTab,
        currentPromotion: getCurrentPromotion,
        adjustBalance: (g) => checkAndAdjustBalance(ctx, 'toProvider', g.providerPrefix),
        updateWallet: (result) => applyGameWallet(queryClient, result),
        launch: (g, mobile) =>
          launchGame(ctx, { game: g, mobile, exitUrl: `${window.location.origin}${window.location.pathname}` }),
        isMobile: () => isMobileDevice(),
        startPlaying,
        notify: {
          popupBlocked: () => void toast.error({ text: i18n.t('games.popupBlocked') }),
          outsidePromotion: () => void toast.error({ text: i18n.t('games.outsidePromotion') }),
          mismatch: notifyCreditMismatch,
          error: notifyGameError,
        },
        log: (message, error) => console.warn(message, error),
      }).finally(() => {
        busy.current = false;
        setLaunching(null);
      });
    },
    [queryClient],
  );

  return { launch, launching };
}
