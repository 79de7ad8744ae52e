import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { GamepadIcon, WalletIcon } from '@/components/ui/icons';
import { useAgentCurrency } from '@/features/agent';
import { useModalStore } from '@/features/modals';
import { RealityCheck } from '@/features/protection/shell';
import { REALTIME_EVENTS, useRealtimeEvent } from '@/features/realtime';
import { walletQueryOptions } from '@/features/wallet';
import { formatMoney } from '@/lib/money';

import { useReturnCredit } from '../hooks/use-game-session';
import { usePlayingStore } from '../stores/playing-store';

/** A socket event saying the player is not playing any more (isPlaying 0). */
export function saysNotPlaying(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || !('isPlaying' in data)) return false;
  const value = (data as { isPlaying: unknown }).isPlaying;
  return value !== null && value !== undefined && Number(value) === 0;
}

/**
 * While the playing modal is open, the way back: the window regaining focus or becoming
 * visible, or the socket saying isPlaying 0. Each asks for the return; one runs at a time.
 */
export function useReturnTriggers(open: boolean, returnCredit: () => Promise<boolean>) {
  useEffect(() => {
    if (!open) return;
    const onFocus = () => void returnCredit();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void returnCredit();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [open, returnCredit]);

  const onEvent = (data: unknown) => {
    if (open && saysNotPlaying(data)) void returnCredit();
  };
  useRealtimeEvent(REALTIME_EVENTS.wallet, onEvent);
  useRealtimeEvent(REALTIME_EVENTS.player, onEvent);
}

/**
 * The playing modal (modal flag playingModal, spec §4): which game is open in the other tab,
 * the current credit, and the way back to the wallet. Closing it is the way back too. While
 * it is open, the player's reality-check reminder (features/protection) counts the time played.
 */
export function PlayingModal() {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.playingModal);
  const game = usePlayingStore((s) => s.game);
  const wallet = useQuery({ ...walletQueryOptions(), enabled: open });
  const fallbackCurrency = useAgentCurrency();
  const { returnCredit, returning } = useReturnCredit();
  useReturnTriggers(open, returnCredit);

  const currency = wallet.data?.currencyCode || fallbackCurrency;
  return (
    <>
      <Dialog open={open} onClose={() => void returnCredit()} title={t('games.playingTitle')}>
        <div className="flex flex-col gap-4" data-testid="playing-modal">
          <div className="flex items-center gap-3">
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary/15 text-accent" aria-hidden="true">
              <GamepadIcon className="size-6" />
            </span>
            <p className="min-w-0 text-base font-medium text-strong" data-testid="playing-game">
              {game ? t('games.playingGame', { name: game.name }) : t('games.playingUnknown')}
            </p>
          </div>
          <div className="flex items-center justify-between gap-3 rounded-box border border-line bg-tint/[0.03] p-3">
            <span className="flex items-center gap-2 text-sm text-muted">
              <WalletIcon className="size-4 text-accent" />
              {t('games.currentCredit')}
            </span>
            <span className="font-semibold text-highlight tabular-nums" data-testid="playing-credit">
              {wallet.data ? formatMoney(wallet.data.creditBalance, currency) : '…'}
            </span>
          </div>
          <p className="text-sm text-muted">{t('games.playingHint')}</p>
          <Button block size="lg" loading={returning} onClick={() => void returnCredit()} data-testid="playing-return">
            {returning ? t('games.returning') : t('games.finished')}
          </Button>
        </div>
      </Dialog>
      {/* The player's reality check: "stop" is this modal's own way back to the wallet. */}
      <RealityCheck playing={open} onStop={() => void returnCredit()} />
    </>
  );
}
