import { http } from 'msw';

import { API, ok } from '@/testing/handlers';

import type { Alliance, IncomeReportDay, IncomeRun, IncomeSettings, PlayerIncome, StaffAward } from '../types';

/**
 * The demo's programs as the server sends them (percents and multiples are decimals, so text):
 * affiliate on turnover over two levels, daily return-lost of 5% up to 1,000, rolling on casino
 * and card, rebate on every category, birthday off.
 */
export function incomeSettingsFixture(overrides: Partial<IncomeSettings> = {}): IncomeSettings {
  return {
    affiliate: {
      enabled: true,
      minimumWithdraw: 100.00,
      turnover: 1.00,
      basis: 'turnover',
      levels: [
        { level: 1, rates: [{ category: 'slot', percent: 0.50 }] },
        { level: 2, rates: [{ category: 'all', percent: 0.10 }] },
      ],
    },
    alliance: { enabled: true, minimumWithdraw: 500.00, turnover: 0.00 },
    returnLost: {
      enabled: true,
      minimumWithdraw: 50.00,
      turnover: 2.00,
      period: 'day',
      rate: 5.00,
      minimumLoss: 100.00,
      maximum: 1000.00,
      categories: ['slot'],
      expiryDays: 7,
    },
    rolling: { enabled: true, minimumWithdraw: 10.00, turnover: 0.00, rates: [{ category: 'casino', percent: 0.60 }, { category: 'card', percent: 0.40 }] },
    rebate: { enabled: false, minimumWithdraw: 10.00, turnover: 0.00, rates: [{ category: 'all', percent: 0.30 }] },
    birthday: { enabled: false, minimumWithdraw: 0.00, turnover: 1.00, amount: 300.00 },
    ...overrides,
  };
}

/** An open return-lost award of 120 for demo (#3), on 2026-01-09. */
export function staffAwardFixture(overrides: Partial<StaffAward> = {}): StaffAward {
  return {
    id: 71,
    playerId: 3,
    username: 'demo',
    kind: 'returnLost',
    periodKey: '2026-01-09',
    periodStart: '2026-01-09',
    periodEnd: '2026-01-09',
    basis: 2400,
    amount: 120,
    status: 'open',
    expiresAt: '2026-01-17T17:00:00Z',
    paidAt: null,
    remark: null,
    createdAt: '2026-01-10T00:05:00Z',
    ...overrides,
  };
}

export function reportDayFixture(overrides: Partial<IncomeReportDay> = {}): IncomeReportDay {
  return {
    date: '2026-01-09',
    kind: 'affiliate',
    players: 12,
    basis: 35000,
    amount: 175.5,
    open: 100.5,
    paid: 50,
    held: 25,
    voided: 0,
    expired: 0,
    ...overrides,
  };
}

export function incomeRunFixture(overrides: Partial<IncomeRun> = {}): IncomeRun {
  return {
    kind: 'affiliate',
    periodKey: '2026-01-09',
    periodStart: '2026-01-09',
    periodEnd: '2026-01-09',
    awards: 4,
    total: 175.5,
    finishedAt: '2026-01-10T00:05:00Z',
    ...overrides,
  };
}

export function allianceFixture(overrides: Partial<Alliance> = {}): Alliance {
  return {
    id: 5,
    code: 'LUCKY',
    name: 'Lucky Partners',
    sharePercent: 20.00,
    playerId: 8,
    username: 'partner',
    active: true,
    players: 3,
    createdAt: '2026-01-02T03:00:00Z',
    ...overrides,
  };
}

/** Demo's income: brought by "boss", in no alliance, one downline, one open award. */
export function playerIncomeFixture(overrides: Partial<PlayerIncome> = {}): PlayerIncome {
  return {
    playerId: 3,
    inviteCode: 'DEMO123',
    referrer: 'boss',
    selfReferral: false,
    allianceId: null,
    balances: { affiliate: 45.5, alliance: 0, returnLost: 120, rolling: 0, rebate: 0, bonus: 0 },
    downline: [{ playerId: 11, username: 'friend', level: 1, registeredAt: '2026-01-05T10:00:00Z', selfReferral: false }],
    awards: [staffAwardFixture()],
    currencyCode: 'THB',
    ...overrides,
  };
}

/** What the player detail page asks about income. */
export function playerIncomeHandlers(playerId: number, income: PlayerIncome = playerIncomeFixture({ playerId })) {
  return [
    http.get(`${API}/backoffice/players/${playerId}/income`, () => ok(income)),
    http.get(`${API}/backoffice/alliances`, () => ok([])),
  ];
}
