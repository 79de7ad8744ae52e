import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import type { BankTransaction, GatewayBank, GatewayDepositResult } from '@/types/api';

import { cashierKeys } from './cashier-api';

/** The Vietnam payment gateway (docs/money.md), offered to agents of country VN. */

/** GET vietnamGateWay/deposit/listBankActive: the banks the gateway takes today. */
export function getGatewayBanks(): Promise<GatewayBank[]> {
  return api.get<GatewayBank[]>('vietnamGateWay/deposit/listBankActive');
}

/** POST vietnamGateWay/createDeposit: a pending deposit and the gateway's order (QR, pay page). */
export function createGatewayDeposit(
  body: { amount: number; bankCode: string },
  idempotencyKey: string,
): Promise<GatewayDepositResult> {
  return api.post<GatewayDepositResult>('vietnamGateWay/createDeposit', body, {
    silent: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** POST vietnamGateWay/cancelDeposit. */
export function cancelGatewayDeposit(transactionId: number): Promise<BankTransaction> {
  return api.post<BankTransaction>('vietnamGateWay/cancelDeposit', { transactionId }, { silent: true });
}

export const gatewayBanksQueryOptions = () =>
  queryOptions({
    queryKey: cashierKeys.gatewayBanks,
    queryFn: getGatewayBanks,
    staleTime: 5 * 60_000,
  });
