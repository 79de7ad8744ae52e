import type { BalanceResult } from './types';

export interface ReturnDeps {
  /** checkAndAdjustBalance, direction toWallet. */
  adjustBalance(): Promise<BalanceResult>;
  updateWallet(result: BalanceResult): void;
  /** Closes the playing modal and clears the playing state. */
  finishPlaying(): void;
  /** 'เครดิตคงเหลือ' with the amount (spec §8 credit change). */
  notifySuccess(result: BalanceResult): void;
  notifyError(error: unknown): void;
  onStart?(): void;
  onSettled?(): void;
}

let inFlight: Promise<boolean> | null = null;

/** Whether a return is under way (one at a time, whoever asked). */
export function isReturning(): boolean {
  return inFlight !== null;
}

/**
 * The way back from a game: rounds are recorded and the upstream's whole balance comes home.
 * Focus, visibility, the button, a realtime event and the withdrawal page may all ask at once:
 * only one call is in flight, and every caller gets its outcome. False: it failed (the modal
 * stays, so the player can try again).
 */
export function returnToWallet(deps: ReturnDeps): Promise<boolean> {
  if (inFlight) return inFlight;
  deps.onStart?.();
  inFlight = (async () => {
    try {
      const result = await deps.adjustBalance();
      deps.updateWallet(result);
      deps.finishPlaying();
      deps.notifySuccess(result);
      return true;
    } catch (error) {
      deps.notifyError(error);
      return false;
    }
  })().finally(() => {
    inFlight = null;
    deps.onSettled?.();
  });
  return inFlight;
}
