import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toast } from '@/lib/toast';
import { walletFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { walletQueryOptions } from './api/wallet-api';
import { applyWallet, holdWallet, storeReadWallet } from './realtime';

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

  it('keep the later of two: an older wallet (a read made before a live update) changes nothing and says nothing', () => {
    const client = new QueryClient();
    client.setQueryData(key, { ...walletFixture, creditBalance: 10, version: 4 });
    applyWallet(client, { ...walletFixture, creditBalance: 60, version: 3 });
    expect(client.getQueryData(key)).toMatchObject({ creditBalance: 10, version: 4 });
    expect(toast.success).not.toHaveBeenCalled();

    const release = holdWallet();
    applyWallet(client, { ...walletFixture, creditBalance: 110, version: 6 });
    applyWallet(client, { ...walletFixture, creditBalance: 80, version: 5 });
    release();
    expect(client.getQueryData(key)).toMatchObject({ creditBalance: 110, version: 6 });
  });

  it('from a read are kept out by a later one the cache holds, and taken when later', async () => {
    const client = new QueryClient();
    let told = { ...walletFixture, creditBalance: 10, version: 2 };
    server.use(http.post(`${API}/player/wallet`, () => ok(told)));
    client.setQueryData(key, { ...walletFixture, creditBalance: 60, version: 3 });
    await client.fetchQuery({ ...walletQueryOptions(), staleTime: 0 });
    expect(client.getQueryData(key)).toMatchObject({ creditBalance: 60, version: 3 });
    told = { ...walletFixture, creditBalance: 75, version: 4 };
    await client.fetchQuery({ ...walletQueryOptions(), staleTime: 0 });
    expect(client.getQueryData(key)).toMatchObject({ creditBalance: 75, version: 4 });
  });

  it('that another read answers wait while held, with no toast of their own, and go straight in otherwise', () => {
    const client = new QueryClient();
    client.setQueryData(key, { ...walletFixture, creditBalance: 10, spins: 1, version: 4 });
    storeReadWallet(client, { ...walletFixture, creditBalance: 10, spins: 2, version: 5 });
    expect(client.getQueryData(key)).toMatchObject({ spins: 2, version: 5 });

    const release = holdWallet();
    storeReadWallet(client, { ...walletFixture, creditBalance: 60, spins: 1, version: 6 });
    expect(client.getQueryData(key)).toMatchObject({ creditBalance: 10, spins: 2, version: 5 });
    release();
    expect(client.getQueryData(key)).toMatchObject({ creditBalance: 60, spins: 1, version: 6 });
    // Released, the held wallet is told as any new one: its credit changed.
    expect(toast.success).toHaveBeenCalledTimes(1);
    storeReadWallet(client, { ...walletFixture, creditBalance: 90, version: 7 });
    expect(client.getQueryData(key)).toMatchObject({ creditBalance: 90, version: 7 });
    expect(toast.success).toHaveBeenCalledTimes(1);
  });
});
