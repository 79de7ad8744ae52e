import type { QueryClient } from '@tanstack/react-query';

import { agentQueryOptions, useAgentStore } from '@/features/agent';
import { useAuthStore } from '@/features/auth';
import { applyDepositUpdate, applyTransactionUpdate, cashierKeys } from '@/features/cashier/shell';
import { walletQueryOptions } from '@/features/wallet';
import { i18n } from '@/lib/i18n';
import { formatMoney, toMinorUnits } from '@/lib/money';
import { toast } from '@/lib/toast';
import type { Agent, BankTransaction, Player, Wallet } from '@/types/api';

import type { RealtimeMessage } from './realtime-client';

/** The server events of spec §4 that the app itself handles (every event also reaches listeners). */
export const REALTIME_EVENTS = {
  wallet: 'walletData',
  player: 'playerData',
  agent: 'agentData',
  affiliate: 'affiliateData',
  depositUpdate: 'OnDepositBankTransactionUpdate',
  transactionUpdate: 'transactionUpdate',
} as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A new wallet: into the cache the header balance reads, and, when the credit changed, the
 * spec's success toast 'เครดิตคงเหลือ' with the new balance.
 */
export function applyWallet(queryClient: QueryClient, wallet: Wallet) {
  const key = walletQueryOptions().queryKey;
  const previous = queryClient.getQueryData(key);
  const next = previous ? { ...previous, ...wallet } : wallet;
  queryClient.setQueryData(key, next);
  void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawable });
  const currency = next.currencyCode;
  if (previous && toMinorUnits(previous.creditBalance, currency) !== toMinorUnits(next.creditBalance, currency)) {
    void toast.success({ title: i18n.t('realtime.creditTitle'), text: formatMoney(next.creditBalance, currency) });
  }
}

/** The event handler the app's socket runs: caches and stores of the player, the agent and money. */
export function createRealtimeEventHandler(queryClient: QueryClient, hostname: () => string) {
  return function handle(message: RealtimeMessage) {
    const data = message.data;
    switch (message.event) {
      case REALTIME_EVENTS.wallet:
        if (isObject(data)) applyWallet(queryClient, data as unknown as Wallet);
        break;
      case REALTIME_EVENTS.player: {
        if (!isObject(data)) break;
        const player = data as unknown as Player;
        const { user, setUser } = useAuthStore.getState();
        if (user) setUser({ ...user, player: { ...(user.player ?? {}), ...player } as Player });
        if (isObject(player.wallet)) applyWallet(queryClient, player.wallet);
        break;
      }
      case REALTIME_EVENTS.agent: {
        if (!isObject(data)) break;
        const current = useAgentStore.getState().agent;
        const agent = { ...(current ?? {}), ...(data as unknown as Agent) } as Agent;
        useAgentStore.getState().setAgent(agent);
        queryClient.setQueryData(agentQueryOptions(hostname()).queryKey, agent);
        break;
      }
      case REALTIME_EVENTS.affiliate:
        useAuthStore.getState().setAffiliates(data ?? null);
        break;
      case REALTIME_EVENTS.depositUpdate:
        if (isObject(data)) applyDepositUpdate(queryClient, data as unknown as BankTransaction);
        break;
      case REALTIME_EVENTS.transactionUpdate:
        if (isObject(data)) applyTransactionUpdate(queryClient, data as unknown as BankTransaction);
        break;
      default:
        break; // for the listeners only
    }
  };
}
