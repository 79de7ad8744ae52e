import type { QueryClient } from '@tanstack/react-query';

import type { RealtimeMessage } from './realtime-client';

/** The server events of spec §4 that features handle (every event also reaches listeners). */
export const REALTIME_EVENTS = {
  wallet: 'walletData',
  player: 'playerData',
  agent: 'agentData',
  affiliate: 'affiliateData',
  depositUpdate: 'OnDepositBankTransactionUpdate',
  transactionUpdate: 'transactionUpdate',
  /** To a preview frame only: the back office's template or image being edited (spec §1). */
  previewData: 'preview-data',
} as const;

/** What a handler may write into. */
export interface RealtimeContext {
  queryClient: QueryClient;
}

/** A feature's own handling of one event, before the pages' listeners hear it. */
export type RealtimeHandler = (data: unknown, context: RealtimeContext) => void;

/** A feature's handlers by event name. */
export type RealtimeHandlers = Readonly<Partial<Record<string, RealtimeHandler>>>;

/** Most events carry an object; anything else is not theirs to apply. */
export function isRealtimeRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null;
}

/**
 * Runs every feature's handler of the message's event, in the order the features were given.
 * One handler failing does not keep the others from their update.
 */
export function handleRealtimeEvent(
  message: RealtimeMessage,
  handlers: readonly RealtimeHandlers[],
  context: RealtimeContext,
) {
  for (const set of handlers) {
    const handler = set[message.event];
    if (!handler) continue;
    try {
      handler(message.data, context);
    } catch (error) {
      console.error(`realtime: handling ${message.event} failed`, error);
    }
  }
}
