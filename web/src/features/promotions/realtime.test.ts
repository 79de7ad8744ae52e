import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { handleRealtimeEvent } from '@/features/realtime';
import { walletFixture } from '@/testing/fixtures';

import { promotionKeys } from './api/promotions-api';
import { promotionsRealtimeHandlers } from './realtime';
import { playerPromotionFixture } from './testing';

describe('promotion socket handlers', () => {
  it('a new wallet makes every promotion answer of the player stale (a grant, turnover, an end)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(promotionKeys.current, playerPromotionFixture());
    queryClient.setQueryData(promotionKeys.list(true), []);
    queryClient.setQueryData(promotionKeys.list(false), []);

    handleRealtimeEvent({ event: 'walletData', data: walletFixture }, [promotionsRealtimeHandlers], { queryClient });

    expect(queryClient.getQueryState(promotionKeys.current)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(promotionKeys.list(true))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(promotionKeys.list(false))?.isInvalidated).toBe(false); // a guest's list
  });

  it('an event without a wallet leaves them alone', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(promotionKeys.current, null);
    handleRealtimeEvent({ event: 'agentData', data: {} }, [promotionsRealtimeHandlers], { queryClient });
    handleRealtimeEvent({ event: 'playerData', data: { id: 1 } }, [promotionsRealtimeHandlers], { queryClient });
    expect(queryClient.getQueryState(promotionKeys.current)?.isInvalidated).toBe(false);
  });
});
