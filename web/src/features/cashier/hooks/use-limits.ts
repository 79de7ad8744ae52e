import { useQuery } from '@tanstack/react-query';

import { useAgent } from '@/features/agent';
import type { Agent, Withdrawable } from '@/types/api';

import type { AmountLimits } from '../amount';
import { withdrawableQueryOptions } from '../api/cashier-api';

/** The agent's currency: the withdrawable answer's, else the agent's country's. */
export function cashierCurrency(withdrawable: Withdrawable | undefined, agent: Agent | null): string {
  return withdrawable?.currencyCode || agent?.country?.currency || 'THB';
}

/**
 * The deposit and withdraw limits: POST bank/withdrawable carries them (with what may be
 * withdrawn); until it answers, the agent record's values (spec §9: limits come from the agent).
 */
export function useCashierLimits() {
  const withdrawable = useQuery(withdrawableQueryOptions());
  const agent = useAgent();
  const data = withdrawable.data;
  const currency = cashierCurrency(data, agent);
  const deposit: AmountLimits = {
    currency,
    minimum: data?.minimumDeposit ?? agent?.minimumDeposit ?? null,
    maximum: data?.maximumDeposit ?? agent?.maximumDeposit ?? null,
  };
  const withdraw: AmountLimits = {
    currency,
    minimum: data?.minimumWithdraw ?? agent?.minimumWithdraw ?? null,
    maximum: data?.maximumWithdraw ?? agent?.maximumWithdraw ?? null,
    available: data ? data.withdrawable : null,
  };
  return { withdrawable, currency, deposit, withdraw };
}

/**
 * The channels the agent takes money through now, as the server says (`paymentMethod`: a
 * comma-separated list of BANK, GATEWAY, TRUEMONEY, each already checked against the currency).
 */
export function takesChannel(agent: Agent | null | undefined, channel: 'BANK' | 'GATEWAY' | 'TRUEMONEY'): boolean {
  return (agent?.paymentMethod ?? '').split(',').includes(channel);
}
