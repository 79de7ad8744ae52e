/** Wire shapes of the back office calls (docs/money.md, "Back office"). */
import type { BankAccount, Wallet } from '@/types/api';

export type TxType = 'DEPOSIT' | 'WITHDRAW';
export type TxChannel = 'BANK' | 'TRUEMONEY' | 'GATEWAY';

/** A deposit or withdrawal request (`Tx`). Amounts are JSON numbers, formatted only. */
export interface Tx {
  id: number;
  type: TxType;
  channel: TxChannel | string;
  amount: number;
  status: string;
  statusText?: string | null;
  /** The agent's account (deposit) or the player's (withdrawal). */
  bankAccountId?: number | null;
  bankAccount?: BankAccount | null;
  reference?: string | null;
  reason?: string | null;
  seizedAmount?: number | null;
  createdAt: string;
  updatedAt?: string | null;
  expiresAt?: string | null;
}

/** A `Tx` in the staff queue, with its player. */
export interface QueueTx extends Tx {
  playerId: number;
  username: string;
  playerBankAccount?: BankAccount | null;
}

export interface StaffIdentity {
  id: number;
  username: string;
  agentId: number;
  prefix: string;
}

export interface StaffLoginResult {
  accessToken: string;
  refreshToken?: string;
  staff: StaffIdentity;
}

export interface StaffMe extends StaffIdentity {
  currencyCode: string;
}

export interface PlayerRow {
  id: number;
  userId?: number;
  username: string;
  tel?: string | null;
  creditBalance: number;
  currencyCode?: string;
  status?: string | null;
  createdAt?: string | null;
}

/** The player of a detail answer: a `PlayerRow`, with names where the server has them. */
export interface BoPlayer extends Omit<PlayerRow, 'creditBalance'> {
  creditBalance?: number;
  firstName?: string | null;
  lastName?: string | null;
}

export interface LedgerEntry {
  id: number;
  journalId: number;
  kind: string;
  account: string;
  amount: number;
  /** Null on entries that do not touch a wallet balance. */
  balanceAfter: number | null;
  reference?: string | null;
  memo?: string | null;
  createdAt: string;
}

export interface PlayerDetail {
  player: BoPlayer;
  wallet: Wallet | null;
  bankAccount: BankAccount | null;
  transactions: Tx[];
  ledger: LedgerEntry[];
}

export interface AdjustResult {
  wallet: Wallet;
  entry: LedgerEntry;
}

export interface AuditEntry {
  id: number;
  staffId: number | null;
  staffUsername: string | null;
  action: string;
  targetType: string | null;
  targetId: string | number | null;
  detail: unknown;
  createdAt: string;
}
