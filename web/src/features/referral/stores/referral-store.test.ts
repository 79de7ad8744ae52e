import { beforeEach, describe, expect, it } from 'vitest';

import { useReferralStore } from './referral-store';

describe('referral store', () => {
  beforeEach(() => useReferralStore.getState().clear());

  it('captures codes independently and keeps the other one', () => {
    useReferralStore.getState().capture({ allianceCode: 'AL1' });
    useReferralStore.getState().capture({ referrer: 'AFF' });
    expect(useReferralStore.getState()).toMatchObject({ allianceCode: 'AL1', referrer: 'AFF' });
    expect(JSON.parse(localStorage.getItem('pp-referral') ?? '{}').state).toEqual({ allianceCode: 'AL1', referrer: 'AFF' });
  });

  it('clears after registration', () => {
    useReferralStore.getState().capture({ allianceCode: 'AL1', referrer: 'AFF' });
    useReferralStore.getState().clear();
    expect(useReferralStore.getState()).toMatchObject({ allianceCode: null, referrer: null });
  });
});
