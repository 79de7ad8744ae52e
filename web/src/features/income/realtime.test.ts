import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { handleRealtimeEvent } from '@/features/realtime';
import { walletFixture } from '@/testing/fixtures';

import { incomeKeys } from './api/income-api';
import { incomeRealtimeHandlers } from './realtime';
import { affiliateFixture, commissionFixture, returnLostFixture } from './testing';

function seeded() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(incomeKeys.affiliate, affiliateFixture());
  queryClient.setQueryData(incomeKeys.returnLost, returnLostFixture());
  queryClient.setQueryData(incomeKeys.commission('rebate'), commissionFixture('rebate'));
  queryClient.setQueryData(['me', 'wallet'], walletFixture);
  return queryClient;
}

describe('income socket handlers', () => {
  it('affiliateData makes every income answer of the player stale', () => {
    const queryClient = seeded();
    handleRealtimeEvent(
      { event: 'affiliateData', data: { incomeFromAffiliate: 10, incomeFromAlliance: 0, returnLostBalance: 0, downline: 4 } },
      [incomeRealtimeHandlers],
      { queryClient },
    );
    expect(queryClient.getQueryState(incomeKeys.affiliate)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(incomeKeys.returnLost)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(incomeKeys.commission('rebate'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['me', 'wallet'])?.isInvalidated).toBe(false);
  });

  it('other events leave them alone', () => {
    const queryClient = seeded();
    handleRealtimeEvent({ event: 'walletData', data: walletFixture }, [incomeRealtimeHandlers], { queryClient });
    handleRealtimeEvent({ event: 'playerData', data: { id: 3 } }, [incomeRealtimeHandlers], { queryClient });
    expect(queryClient.getQueryState(incomeKeys.affiliate)?.isInvalidated).toBe(false);
  });
});
