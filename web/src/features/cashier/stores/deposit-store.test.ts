import { beforeEach, describe, expect, it } from 'vitest';

import { transactionFixture } from '@/testing/fixtures';

import { useDepositStore } from './deposit-store';

describe('deposit store', () => {
  beforeEach(() => useDepositStore.getState().clear());

  it('follows a pending deposit it hears about when nothing pending is followed', () => {
    useDepositStore.getState().receive(transactionFixture({ id: 1 }));
    expect(useDepositStore.getState().tracked?.id).toBe(1);
    useDepositStore.getState().receive(transactionFixture({ id: 2 }));
    expect(useDepositStore.getState().tracked?.id).toBe(1);
  });

  it('updates the followed deposit, and never reopens a closed one', () => {
    const store = useDepositStore.getState();
    store.track(transactionFixture({ id: 1 }));
    store.receive(transactionFixture({ id: 1, status: '0004' }));
    expect(useDepositStore.getState().tracked?.status).toBe('0004');
    store.receive(transactionFixture({ id: 1, status: '0001' }));
    expect(useDepositStore.getState().tracked?.status).toBe('0004');
  });

  it('ignores a closed deposit it does not follow', () => {
    useDepositStore.getState().receive(transactionFixture({ id: 5, status: '0000' }));
    expect(useDepositStore.getState().tracked).toBeNull();
  });
});
