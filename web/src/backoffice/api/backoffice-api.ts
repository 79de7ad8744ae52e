import { queryOptions } from '@tanstack/react-query';

import type { Empty } from '@/types/api';

import type {
  AdjustResult,
  AuditEntry,
  GameIncidentsPage,
  GameRoundsPage,
  GameTransfersPage,
  PendingTransfersPage,
  PlayDays,
  PlayerDetail,
  PlayerRow,
  QueueTx,
  StaffLoginResult,
  StaffMe,
  StaffSite,
  TxType,
} from '../types';

import { staffApi, staffCsvUrl } from './client';

/** Every back office query lives under this key; it is dropped when the staff session ends. */
export const boKeys = {
  all: ['backoffice'] as const,
  me: () => [...boKeys.all, 'me'] as const,
  site: () => [...boKeys.all, 'site'] as const,
  queue: () => [...boKeys.all, 'queue'] as const,
  players: (q: string) => [...boKeys.all, 'players', q] as const,
  player: (id: number) => [...boKeys.all, 'player', id] as const,
  audit: () => [...boKeys.all, 'audit'] as const,
  playerTransfers: (id: number, page: number) => [...boKeys.all, 'player', id, 'transfers', page] as const,
  playerRounds: (id: number, page: number) => [...boKeys.all, 'player', id, 'rounds', page] as const,
  pendingTransfers: (page: number) => [...boKeys.all, 'play', 'pending', page] as const,
  incidents: (page: number) => [...boKeys.all, 'play', 'incidents', page] as const,
  playDays: (range: DateRange) => [...boKeys.all, 'play', 'days', range.startDate ?? '', range.endDate ?? ''] as const,
};

/** Days of the agent's time zone (`YYYY-MM-DD`); a missing end is the server's default. */
export interface DateRange {
  startDate?: string;
  endDate?: string;
}

/** Rows per page of the play lists. */
export const PLAY_PER_PAGE = 20;

/** The status of a request waiting for staff: the queue's. */
export const PENDING_STATUS = '0001';

/** How often the queue is fetched even without socket events. */
export const QUEUE_POLL_MS = 15_000;

const quiet = { silent: true } as const;

export const backofficeApi = {
  /** Whether this host names the agent or the staff must (the back office's own host). */
  site: () => staffApi.get<StaffSite>('backoffice/auth/site', quiet),
  /** Sets the staff cookie; `agentPrefix` is read on the back office's own host only. */
  login: (body: { username: string; password: string; agentPrefix?: string }) =>
    staffApi.post<StaffLoginResult>('backoffice/auth/login', body, quiet),
  logout: () => staffApi.post<Empty>('backoffice/auth/logout', {}, quiet),
  me: () => staffApi.get<StaffMe>('backoffice/me', quiet),
  pending: () =>
    staffApi.get<QueueTx[]>('backoffice/transactions', { ...quiet, query: { status: PENDING_STATUS } }),
  /** Credits a deposit or records a withdrawal as paid; 0051 when someone was first. */
  approve: (id: number) => staffApi.post<QueueTx>(`backoffice/transactions/${id}/approve`, {}, quiet),
  /** Fails the request (0002); a withdrawal's held credit returns to the player. */
  reject: (id: number, reason: string) =>
    staffApi.post<QueueTx>(`backoffice/transactions/${id}/reject`, { reason }, quiet),
  players: (q: string) => staffApi.get<PlayerRow[]>('backoffice/players', { ...quiet, query: { q } }),
  player: (id: number) => staffApi.get<PlayerDetail>(`backoffice/players/${id}`, quiet),
  /** Moves credit once per idempotency key: a repeated key returns the first answer. */
  adjust: (id: number, body: { amount: number; reason: string }, idempotencyKey: string) =>
    staffApi.post<AdjustResult>(`backoffice/players/${id}/adjust`, body, {
      ...quiet,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  audit: () => staffApi.get<AuditEntry[]>('backoffice/audit', quiet),
  playerTransfers: (id: number, page: number) =>
    staffApi.get<GameTransfersPage>(`backoffice/players/${id}/transfers`, { ...quiet, query: { page, perPage: PLAY_PER_PAGE } }),
  playerRounds: (id: number, page: number) =>
    staffApi.get<GameRoundsPage>(`backoffice/players/${id}/rounds`, { ...quiet, query: { page, perPage: PLAY_PER_PAGE } }),
  pendingTransfers: (page: number) =>
    staffApi.get<PendingTransfersPage>('backoffice/play/pending', { ...quiet, query: { page, perPage: PLAY_PER_PAGE } }),
  /** Hand a transfer set aside back to the reconciler (after looking at its incident). */
  releaseTransfer: (reference: string) =>
    staffApi.post<Empty>('backoffice/play/pending/release', { reference }, quiet),
  incidents: (page: number) =>
    staffApi.get<GameIncidentsPage>('backoffice/play/incidents', { ...quiet, query: { page, perPage: PLAY_PER_PAGE } }),
  playDays: (range: DateRange) =>
    staffApi.get<PlayDays>('backoffice/play/days', { ...quiet, query: { startDate: range.startDate, endDate: range.endDate } }),
};

/*
 * The lists the server exports in full as CSV (up to 50,000 rows, past the ones a page shows),
 * in the columns their lists answer, with the filters the page shows.
 */

/** The requests of a status (4 digits), of one type or both. */
export const transactionsCsvUrl = ({ status, type }: { status: string; type?: TxType }) => staffCsvUrl('transactions.csv', { status, type });
/** The players whose username or phone holds `q` (every player without one). */
export const playersCsvUrl = (q: string) => staffCsvUrl('players.csv', { q });
/** The audit trail, newest first. */
export const auditCsvUrl = () => staffCsvUrl('audit.csv');

export const siteQuery = () =>
  queryOptions({ queryKey: boKeys.site(), queryFn: backofficeApi.site, staleTime: Infinity, retry: 1 });

export const meQuery = () =>
  queryOptions({ queryKey: boKeys.me(), queryFn: backofficeApi.me, staleTime: 5 * 60_000 });

export const queueQuery = () =>
  queryOptions({
    queryKey: boKeys.queue(),
    queryFn: backofficeApi.pending,
    staleTime: 0,
    refetchInterval: QUEUE_POLL_MS,
    refetchIntervalInBackground: true,
  });

export const playersQuery = (q: string) =>
  queryOptions({ queryKey: boKeys.players(q), queryFn: () => backofficeApi.players(q), staleTime: 10_000 });

export const playerQuery = (id: number) =>
  queryOptions({ queryKey: boKeys.player(id), queryFn: () => backofficeApi.player(id), staleTime: 0 });

export const auditQuery = () =>
  queryOptions({ queryKey: boKeys.audit(), queryFn: backofficeApi.audit, staleTime: 0 });

export const playerTransfersQuery = (id: number, page: number) =>
  queryOptions({ queryKey: boKeys.playerTransfers(id, page), queryFn: () => backofficeApi.playerTransfers(id, page), staleTime: 0 });

export const playerRoundsQuery = (id: number, page: number) =>
  queryOptions({ queryKey: boKeys.playerRounds(id, page), queryFn: () => backofficeApi.playerRounds(id, page), staleTime: 0 });

/** Pending transfers settle within seconds or wait for the reconciler: fetched again like the queue. */
export const pendingTransfersQuery = (page: number) =>
  queryOptions({
    queryKey: boKeys.pendingTransfers(page),
    queryFn: () => backofficeApi.pendingTransfers(page),
    staleTime: 0,
    refetchInterval: QUEUE_POLL_MS,
  });

export const incidentsQuery = (page: number) =>
  queryOptions({ queryKey: boKeys.incidents(page), queryFn: () => backofficeApi.incidents(page), staleTime: 0 });

export const playDaysQuery = (range: DateRange) =>
  queryOptions({ queryKey: boKeys.playDays(range), queryFn: () => backofficeApi.playDays(range), staleTime: 30_000 });

/** Payment incidents and the agent's payment channels (docs/money.md). */
export const paymentKeys = {
  all: [...boKeys.all, 'payments'] as const,
  incidents: () => [...paymentKeys.all, 'incidents'] as const,
  settings: () => [...paymentKeys.all, 'settings'] as const,
};

export const paymentsApi = {
  /** Open incidents first, then the resolved ones. */
  incidents: () => staffApi.get<import('../types').PaymentIncident[]>('backoffice/payments/incidents', quiet),
  /** One decision per incident; a second answers 0051. */
  resolveIncident: (id: number, body: { action: import('../types').IncidentAction; note: string }) =>
    staffApi.post<import('../types').PaymentIncident>(`backoffice/payments/incidents/${id}/resolve`, body, quiet),
  settings: () => staffApi.get<import('../types').PaymentSettings>('backoffice/settings/payments', quiet),
  /** The server checks each channel against the agent's currency and the TrueMoney number. */
  saveSettings: (body: import('../types').PaymentSettingsBody) =>
    staffApi.put<import('../types').PaymentSettings>('backoffice/settings/payments', body, quiet),
};

export const paymentIncidentsQuery = () =>
  queryOptions({ queryKey: paymentKeys.incidents(), queryFn: paymentsApi.incidents, staleTime: 0 });

export const paymentSettingsQuery = () =>
  queryOptions({ queryKey: paymentKeys.settings(), queryFn: paymentsApi.settings, staleTime: 0 });
