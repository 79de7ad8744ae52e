import { http } from 'msw';

import { bankAccountFixture, bankFixtures } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';

import { useStaffSession } from '../stores/staff-session';
import type {
  GameIncident,
  GameRound,
  GameTransfer,
  PageInfo,
  PendingTransfer,
  PlayDay,
  PlayDays,
  QueueTx,
  StaffIdentity,
  StaffMe,
} from '../types';

/** The agent's admin (the demo's `staff` login). */
export const staffFixture: StaffIdentity = { id: 41, username: 'staff', agentId: 1, prefix: 'PP', currencyCode: 'THB', role: 'admin' };
export const meFixture: StaffMe = staffFixture;
/** A staff login that is not the admin (the demo's `cashier`): the server answers 0035 to the admin's calls. */
export const cashierFixture: StaffIdentity = { ...staffFixture, id: 42, username: 'cashier', role: 'staff' };

export function signInStaff(staff: StaffIdentity = staffFixture) {
  useStaffSession.getState().signIn({ staff });
}

export function depositFixture(overrides: Partial<QueueTx> = {}): QueueTx {
  return {
    id: 12,
    type: 'DEPOSIT',
    channel: 'BANK',
    amount: 1500,
    status: '0001',
    statusText: 'รอดำเนินการ',
    bankAccountId: 3,
    bankAccount: bankAccountFixture({ id: 3, bank: bankFixtures[1], bankAccountNo: '9876543210', bankAccountName: 'PP Company', bankAccountType: 'DEPOSIT' }),
    reference: null,
    reason: null,
    seizedAmount: 0,
    currencyCode: 'THB',
    createdAt: '2026-01-10T08:00:00Z',
    updatedAt: '2026-01-10T08:00:00Z',
    expiresAt: null,
    playerId: 3,
    username: 'demo',
    playerBankAccount: bankAccountFixture(),
    ...overrides,
  };
}

export function withdrawalFixture(overrides: Partial<QueueTx> = {}): QueueTx {
  return depositFixture({
    id: 13,
    type: 'WITHDRAW',
    amount: 2345.5,
    bankAccountId: 9,
    bankAccount: null,
    username: 'bob',
    playerId: 4,
    createdAt: '2026-01-10T08:05:00Z',
    ...overrides,
  });
}

export const meHandler = (me: StaffMe = meFixture) => http.get(`${API}/backoffice/me`, () => ok(me));

/** The host names the agent (`agentPrefix`), or, with null, the back office's own host does not. */
export const siteHandler = (agentPrefix: string | null = 'PP') =>
  http.get(`${API}/backoffice/auth/site`, () => ok({ agentPrefix }));

export function pageFixture(total: number, page = 1, perPage = 20): PageInfo {
  return { page, perPage, total, totalPages: Math.max(1, Math.ceil(total / perPage)) };
}

export function gameTransferFixture(overrides: Partial<GameTransfer> = {}): GameTransfer {
  return {
    id: 51,
    playerId: 3,
    username: 'demo',
    direction: 'toProvider',
    amount: 1000,
    currencyCode: 'THB',
    status: 'success',
    family: 'amb',
    reference: 'pp-5f1c0a9e2b7d4c3a1e0f9b8a',
    upstreamTxId: '17',
    upstreamBalance: 1000,
    attempts: 1,
    error: null,
    createdAt: '2026-01-10T08:00:00Z',
    settledAt: '2026-01-10T08:00:01Z',
    ...overrides,
  };
}

export function pendingTransferFixture(overrides: Partial<PendingTransfer> = {}): PendingTransfer {
  return {
    ...gameTransferFixture({ id: 77, amount: 700, status: 'pending', upstreamTxId: null, upstreamBalance: null, settledAt: null }),
    ageSeconds: 125,
    stage: 'awaitingReconciler',
    attempts: 3,
    ...overrides,
  };
}

export function gameRoundFixture(overrides: Partial<GameRound> = {}): GameRound {
  return {
    id: 901,
    roundId: '4412',
    family: 'amb',
    providerPrefix: 'PGS',
    providerName: 'Pocket Gaming Soft',
    gameCode: 'PGS-SLOT-007',
    gameName: 'Golden Lotus',
    category: 'slot',
    bet: 10,
    payout: 25,
    winLoss: 15,
    playedAt: '2026-01-10T08:10:00Z',
    day: '2026-01-10',
    ...overrides,
  };
}

export function incidentFixture(overrides: Partial<GameIncident> = {}): GameIncident {
  return {
    id: 31,
    kind: 'round_conflict',
    family: 'amb',
    reference: '4412',
    playerId: 3,
    username: 'demo',
    detail: { recorded: { bet: '10.00', payout: '0.00' }, reported: { bet: '10.00', payout: '50.00' } },
    createdAt: '2026-01-10T08:20:00Z',
    ...overrides,
  };
}

function playDay(day: string, rounds = 0, players = 0, turnover = 0, payout = 0): PlayDay {
  return { day, rounds, players, turnover, payout, winLoss: payout - turnover, agentWinLoss: turnover - payout };
}

export function playDaysFixture(overrides: Partial<PlayDays> = {}): PlayDays {
  return {
    startDate: '2026-01-08',
    endDate: '2026-01-10',
    timezone: 'Asia/Bangkok',
    currencyCode: 'THB',
    days: [playDay('2026-01-10', 120, 4, 2400, 2100.5), playDay('2026-01-09'), playDay('2026-01-08', 10, 1, 100, 180)],
    totals: { rounds: 130, players: 4, turnover: 2500, payout: 2280.5, winLoss: -219.5, agentWinLoss: 219.5 },
    ...overrides,
  };
}
