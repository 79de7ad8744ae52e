import { describe, expect, it } from 'vitest';

import { withdrawBlock } from './withdraw-box';

describe('withdrawBlock', () => {
  it('lets through what reaches the minimum, exactly or above', () => {
    expect(withdrawBlock({ balance: 100, minimumWithdraw: 100 }, 'THB')).toBeNull();
    expect(withdrawBlock({ balance: 100.01, minimumWithdraw: 100 }, 'THB')).toBeNull();
    expect(withdrawBlock({ balance: 0.01, minimumWithdraw: 0 }, 'THB')).toBeNull();
  });

  it('says what is missing below the minimum, in minor units (no float error)', () => {
    expect(withdrawBlock({ balance: 99.99, minimumWithdraw: 100 }, 'THB')).toEqual({ reason: 'minimum', missing: 0.01 });
    expect(withdrawBlock({ balance: '0.3', minimumWithdraw: '0.6' }, 'THB')).toEqual({ reason: 'minimum', missing: 0.3 });
    expect(withdrawBlock({ balance: 40_000, minimumWithdraw: 50_000 }, 'VND')).toEqual({ reason: 'minimum', missing: 10_000 });
  });

  it('nothing waiting comes first; a program turned off still lets what waits go', () => {
    expect(withdrawBlock({ balance: 0, minimumWithdraw: 100 }, 'THB')).toEqual({ reason: 'nothing' });
    expect(withdrawBlock({ balance: 0.001, minimumWithdraw: 0 }, 'THB')).toEqual({ reason: 'nothing' });
    expect(withdrawBlock({ balance: 500, minimumWithdraw: 100 }, 'THB')).toBeNull();
  });
});
