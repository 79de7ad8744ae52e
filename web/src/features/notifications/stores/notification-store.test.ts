import { beforeEach, describe, expect, it } from 'vitest';

import { useNotificationStore } from './notification-store';

describe('notification store', () => {
  beforeEach(() => useNotificationStore.getState().clear());

  it('adds notifications and ignores a duplicate id', () => {
    const { add } = useNotificationStore.getState();
    add({ id: '1700000000001', title: 'first' });
    add({ id: '1700000000002', title: 'second' });
    add({ id: '1700000000001', title: 'duplicate' });
    expect(useNotificationStore.getState().notifications).toEqual([
      { id: '1700000000001', title: 'first' },
      { id: '1700000000002', title: 'second' },
    ]);
  });

  it('removes by id', () => {
    const { add, remove } = useNotificationStore.getState();
    add({ id: 'a' });
    add({ id: 'b' });
    remove('a');
    remove('missing');
    expect(useNotificationStore.getState().notifications).toEqual([{ id: 'b' }]);
  });

  it('updates by id, keeping the id', () => {
    const { add, update } = useNotificationStore.getState();
    add({ id: 'a', read: false });
    add({ id: 'b', read: false });
    update('a', { read: true, id: 'hijack' });
    expect(useNotificationStore.getState().notifications).toEqual([
      { id: 'a', read: true },
      { id: 'b', read: false },
    ]);
  });

  it('clears', () => {
    useNotificationStore.getState().add({ id: 'a' });
    useNotificationStore.getState().clear();
    expect(useNotificationStore.getState().notifications).toEqual([]);
  });
});
