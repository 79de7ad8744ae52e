import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toast } from '@/lib/toast';
import { walletFixture } from '@/testing/fixtures';

import { walletQueryOptions } from './api/wallet-api';
import { applyWallet, holdWallet } from './realtime';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const key = walletQueryOptions().queryKey;

describe('new wallets', () => {
  afterEach(() => vi.mocked(toast.success).mockClear());

  it('go into the cache and say the new credit when it changed', () => {
    const client = new QueryClient();
    client.setQueryData(key, ({ ...walletFixture, creditBalance: 10 }));
    applyWallet(client, ({ ...walletFixture, creditBalance: 60 }));
    expect(client.getQueryData(key)?.creditBalance).toBe(60);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('wait while held, and the newest is applied once the last hold ends', () => {
    const client = new QueryClient();
    client.setQueryData(key, ({ ...walletFixture, creditBalance: 10 }));
    const first = holdWallet();
    const second = holdWallet();
    applyWallet(client, ({ ...walletFixture, creditBalance: 60, spins: 2 }));
    applyWallet(client, ({ ...walletFixture, creditBalance: 110 }));
    expect(client.getQueryData(key)?.creditBalance).toBe(10);
    first();
    first(); // a second release of one hold does not end the other
    expect(client.getQueryData(key)?.creditBalance).toBe(10);
    expect(toast.success).not.toHaveBeenCalled();
    second();
    expect(client.getQueryData(key)?.creditBalance).toBe(110);
    expect(toast.success).toHaveBeenCalledTimes(1);
    // Nothing is held now: the next wallet goes straight in.
    applyWallet(client, ({ ...walletFixture, creditBalance: 5 }));
    expect(client.getQueryData(key)?.creditBalance).toBe(5);
  });
});
