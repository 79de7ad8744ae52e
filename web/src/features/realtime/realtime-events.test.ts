import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { handleRealtimeEvent, isRealtimeRecord, type RealtimeHandlers } from './realtime-events';

describe('handleRealtimeEvent', () => {
  const context = { queryClient: new QueryClient() };

  it('runs every feature handler of the event, in the order the features were given', () => {
    const calls: string[] = [];
    const first: RealtimeHandlers = { walletData: (data) => calls.push(`first ${JSON.stringify(data)}`) };
    const second: RealtimeHandlers = {
      walletData: (_data, given) => calls.push(given === context ? 'second' : 'wrong context'),
      playerData: () => calls.push('player'),
    };
    handleRealtimeEvent({ event: 'walletData', data: { creditBalance: 1 } }, [first, second], context);
    expect(calls).toEqual(['first {"creditBalance":1}', 'second']);
  });

  it('leaves events no feature handles to the listeners', () => {
    const handler = vi.fn();
    handleRealtimeEvent({ event: 'somethingElse', data: {} }, [{ walletData: handler }], context);
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps the other handlers running when one fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    const failing: RealtimeHandlers = {
      agentData: () => {
        throw new Error('boom');
      },
    };
    handleRealtimeEvent({ event: 'agentData', data: {} }, [failing, { agentData: after }], context);
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('realtime: handling agentData failed', expect.any(Error));
  });

  it('tells objects apart from what an event may carry instead', () => {
    expect(isRealtimeRecord({})).toBe(true);
    expect(isRealtimeRecord(null)).toBe(false);
    expect(isRealtimeRecord('x')).toBe(false);
  });
});
