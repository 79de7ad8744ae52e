import { describe, expect, it, vi } from 'vitest';

import { walletFixture } from '@/testing/fixtures';

import { isReturning, returnToWallet, type ReturnDeps } from './return-to-wallet';

function deps(over: Partial<ReturnDeps> = {}): ReturnDeps {
  return {
    adjustBalance: vi.fn(async () => ({ direction: 'toWallet' as const, providerCredit: 0, walletCredit: 1500, transferred: 1500, matched: true, wallet: walletFixture })),
    updateWallet: vi.fn(),
    finishPlaying: vi.fn(),
    notifySuccess: vi.fn(),
    notifyError: vi.fn(),
    ...over,
  };
}

describe('returnToWallet', () => {
  it('moves the credit home, updates the wallet, closes the modal and says so', async () => {
    const d = deps();
    await expect(returnToWallet(d)).resolves.toBe(true);
    expect(d.updateWallet).toHaveBeenCalled();
    expect(d.finishPlaying).toHaveBeenCalled();
    expect(d.notifySuccess).toHaveBeenCalled();
  });

  it('runs one call at a time: concurrent askers share it', async () => {
    let release!: () => void;
    const adjustBalance = vi.fn(
      () =>
        new Promise<Awaited<ReturnType<ReturnDeps['adjustBalance']>>>((resolve) => {
          release = () => resolve({ direction: 'toWallet', providerCredit: 0, walletCredit: 1, transferred: 1, matched: true, wallet: walletFixture });
        }),
    );
    const a = returnToWallet(deps({ adjustBalance }));
    const b = returnToWallet(deps({ adjustBalance }));
    expect(a).toBe(b);
    expect(isReturning()).toBe(true);
    release();
    await a;
    expect(adjustBalance).toHaveBeenCalledTimes(1);
    expect(isReturning()).toBe(false);
  });

  it('keeps the modal on failure and shows the error', async () => {
    const d = deps({ adjustBalance: vi.fn(() => Promise.reject(new Error('0061'))) });
    await expect(returnToWallet(d)).resolves.toBe(false);
    expect(d.finishPlaying).not.toHaveBeenCalled();
    expect(d.notifyError).toHaveBeenCalled();
  });
});
