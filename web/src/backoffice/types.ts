/** Wire shapes of the back office calls (docs/money.md "Back office", docs/api.md for play). */
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
  /** Null for these pages: the server sets the token as an HttpOnly cookie instead. */
  accessToken: string | null;
  refreshToken?: string | null;
  staff: StaffIdentity;
}

/** Whose back office this host serves; null on the back office's own host (name the agent). */
export interface StaffSite {
  agentPrefix: string | null;
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
  /** The player's credit is at a game upstream right now. */
  isPlaying?: boolean;
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

/** `{page, perPage, total, totalPages}` of a paged answer. */
export interface PageInfo {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
}

export type GameTransferDirection = 'toProvider' | 'toWallet';
export type GameTransferStatus = 'pending' | 'success' | 'failed';

/** A move of a player's credit to the game upstream (`toProvider`) or back (`toWallet`). */
export interface GameTransfer {
  id: number;
  playerId: number;
  username: string;
  direction: GameTransferDirection;
  amount: number;
  currencyCode: string;
  status: GameTransferStatus | string;
  family: string;
  reference: string;
  upstreamTxId: string | null;
  upstreamBalance: number | null;
  attempts: number;
  error: string | null;
  createdAt: string;
  settledAt: string | null;
}

export interface GameTransfersPage {
  transfers: GameTransfer[];
  page: PageInfo;
}

export type PendingStage = 'inFlight' | 'awaitingReconciler' | 'setAside';

export interface PendingTransfer extends GameTransfer {
  ageSeconds: number;
  stage: PendingStage;
}

export interface PendingTransfersPage {
  transfers: PendingTransfer[];
  page: PageInfo;
  reconcileAfterSeconds: number;
}

/** A recorded round; `winLoss` is the player's (payout − bet). */
export interface GameRound {
  id: number;
  roundId: string;
  family: string;
  providerPrefix: string;
  providerName: string;
  gameCode: string;
  gameName: string;
  category: string;
  bet: number;
  payout: number;
  winLoss: number;
  playedAt: string;
  day: string;
}

export interface GameRoundsPage {
  rounds: GameRound[];
  page: PageInfo;
  totals: { rounds: number; bet: number; payout: number; winLoss: number };
}

/** What the game service set aside instead of moving money. */
export interface GameIncident {
  id: number;
  kind: string;
  family: string;
  reference: string | null;
  playerId: number | null;
  username: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
}

export interface GameIncidentsPage {
  incidents: GameIncident[];
  page: PageInfo;
}

/** Turnover and win/loss: `winLoss` is the players' (payout − turnover), `agentWinLoss` the agent's. */
export interface PlayDayTotals {
  rounds: number;
  players: number;
  turnover: number;
  payout: number;
  winLoss: number;
  agentWinLoss: number;
}

export interface PlayDay extends PlayDayTotals {
  /** A day of the agent's time zone, `YYYY-MM-DD`. */
  day: string;
}

export interface PlayDays {
  startDate: string;
  endDate: string;
  timezone: string;
  currencyCode: string;
  days: PlayDay[];
  totals: PlayDayTotals;
}

/** What staff decide about a payment incident: a deposit is credited or dismissed; a withdrawal paid, refunded or dismissed. */
export type IncidentAction = 'credit' | 'paid' | 'refund' | 'dismiss';

/** Money an upstream reported that was not settled on its own, waiting for one staff decision. */
export interface PaymentIncident {
  id: number;
  /** amount_mismatch, currency_mismatch, bad_amount, paid_after_close, withdraw_without_order, no_receiver, reconcile_error */
  kind: string;
  /** The server's own words for the kind (English). */
  description: string;
  channel: TxChannel | string;
  transactionId: number | null;
  /** The request it is about, null when that request is gone (only a dismissal fits then). */
  transaction: QueueTx | null;
  /** What the upstream reported, in its own currency. */
  reportedAmount: number | null;
  reportedCurrency: string | null;
  detail: Record<string, unknown>;
  status: 'open' | 'resolved' | string;
  resolution: IncidentAction | string | null;
  note: string | null;
  resolvedBy: number | null;
  resolvedAt: string | null;
  createdAt: string;
}

export type PaymentChannel = 'BANK' | 'GATEWAY' | 'TRUEMONEY';

/** The channels the agent takes money through; `available` is the ones that work now. */
export interface PaymentSettings {
  paymentMethods: string[];
  available: string[];
  truemoneyMobile: string | null;
  currencyCode: string;
}

export interface PaymentSettingsBody {
  paymentMethods: PaymentChannel[];
  truemoneyMobile?: string | null;
}
