import { afterEach, describe, expect, it, vi } from 'vitest';

import { deviceId } from './device-id';

describe('deviceId', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is made once and kept', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(first);
    localStorage.clear();
    expect(deviceId()).not.toBe(first);
  });

  it('is null where storage refuses', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(deviceId()).toBeNull();
  });
});
