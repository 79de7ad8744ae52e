import type { BankTransaction, TransactionStatus } from '@/types/api';

/** Transaction status codes of spec §4. */
export const TX_STATUS = {
  success: '0000',
  pending: '0001',
  failed: '0002',
  invalid: '0003',
  cancel: '0004',
  expired: '0005',
  seized: '1001',
  blocked: '1002',
  error: '9999',
  toppingUp: '2000',
  held: '0009',
} as const satisfies Record<string, TransactionStatus>;

export const TX_STATUS_CODES: readonly TransactionStatus[] = Object.values(TX_STATUS);

export function isKnownStatus(code: string): code is TransactionStatus {
  return (TX_STATUS_CODES as readonly string[]).includes(code);
}

/** How a status is drawn: green done, amber still moving, red refused, grey closed by time or choice. */
export type StatusTone = 'success' | 'pending' | 'failed' | 'closed';

const TONES: Readonly<Record<TransactionStatus, StatusTone>> = {
  '0000': 'success',
  '0001': 'pending',
  '2000': 'pending',
  '0009': 'pending',
  '0002': 'failed',
  '0003': 'failed',
  '1001': 'failed',
  '1002': 'failed',
  '9999': 'failed',
  '0004': 'closed',
  '0005': 'closed',
};

export function statusTone(code: string): StatusTone {
  return isKnownStatus(code) ? TONES[code] : 'closed';
}

/** Only 0001 can still be cancelled, expired or approved by staff. */
export function isPending(tx: Pick<BankTransaction, 'status'> | null | undefined): boolean {
  return tx?.status === TX_STATUS.pending;
}
