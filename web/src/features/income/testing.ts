/** Income answers for tests (docs/income.md §3), with overrides. */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { serveAgent } from '@/features/agent/testing';
import { useAuthStore } from '@/features/auth';
import { loadNamespace } from '@/lib/i18n';
import { agentFixture, userFixture, walletFixture } from '@/testing/fixtures';

import type {
  AffiliateOverview,
  AffiliateReport,
  AllianceOverview,
  BonusOffer,
  Commission,
  CommissionKind,
  DownlinePage,
  IncomeRow,
  IncomeWithdrawal,
  ReturnLost,
  ReturnLostPreview,
} from './types';

/**
 * Every test of the calling file as a signed-in player of the agent's site, with the income
 * texts loaded and the mocks cleared before it; signed out after.
 */
export function signedInPlayer() {
  beforeAll(() => Promise.all([loadNamespace('income'), loadNamespace('promotions')]));
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    serveAgent(agentFixture());
  });
  afterEach(() => useAuthStore.getState().logout());
}

export function allianceFixture(overrides: Partial<AllianceOverview> = {}): AllianceOverview {
  return {
    code: 'PARTNER1',
    name: 'Partner One',
    link: 'https://demo.example/al/PARTNER1',
    sharePercent: 20.00,
    players: 12,
    balance: 840,
    todayIncome: 35.5,
    monthIncome: 875.5,
    minimumWithdraw: 100,
    ...overrides,
  };
}

export function affiliateFixture(overrides: Partial<AffiliateOverview> = {}): AffiliateOverview {
  return {
    enabled: true,
    inviteCode: 'INV7',
    shareLink: 'https://demo.example/register?ref=INV7',
    downline: { level1: 5, level2: 3, total: 8 },
    todayIncome: 12.75,
    monthIncome: 431.2,
    balance: 250,
    minimumWithdraw: 100,
    turnover: 5.00,
    basis: 'turnover',
    levels: [
      {
        level: 1,
        rates: [
          { category: 'slot', percent: 0.50 },
          { category: 'casino', percent: 0.30 },
        ],
      },
      { level: 2, rates: [{ category: 'slot', percent: 0.20 }] },
    ],
    alliance: null,
    currencyCode: 'THB',
    ...overrides,
  };
}

export function affiliateReportFixture(overrides: Partial<AffiliateReport> = {}): AffiliateReport {
  return {
    dateFilter: 'today',
    from: '2026-05-04',
    to: '2026-05-04',
    rows: [
      { date: '2026-05-04', level: 1, category: 'slot', players: 3, turnover: 2000, netLoss: 350, income: 10 },
      { date: '2026-05-04', level: 2, category: 'casino', players: 1, turnover: 1000, netLoss: -120, income: 2 },
    ],
    total: { turnover: 3000, netLoss: 230, income: 12 },
    ...overrides,
  };
}

export function incomeRowFixture(overrides: Partial<IncomeRow> = {}): IncomeRow {
  return {
    id: 1,
    date: '2026-05-03',
    type: 'affiliate',
    incomeTotal: 120.5,
    status: 'open',
    paidAt: null,
    ...overrides,
  };
}

export function downlineFixture(overrides: Partial<DownlinePage> = {}): DownlinePage {
  return {
    total: 2,
    page: 1,
    perPage: 20,
    items: [
      { username: 'pl***01', level: 1, registeredAt: '2026-04-02T05:00:00Z', active: true, turnover: 1500, selfReferral: false },
      { username: 'me***99', level: 2, registeredAt: '2026-04-20T05:00:00Z', active: false, turnover: 0, selfReferral: true },
    ],
    ...overrides,
  };
}

export function withdrawalFixture(overrides: Partial<IncomeWithdrawal> = {}): IncomeWithdrawal {
  return {
    type: 'affiliate',
    amount: 250,
    wallet: { ...walletFixture, creditBalance: 1484.5 },
    turnover: 1250,
    ...overrides,
  };
}

export function returnLostFixture(overrides: Partial<ReturnLost> = {}): ReturnLost {
  return {
    enabled: true,
    period: 'week',
    rate: 5.00,
    minimumLoss: 500,
    maximum: 2000,
    categories: ['slot', 'casino'],
    expiryDays: 7,
    minimumWithdraw: 50,
    turnover: 1.00,
    balance: 180,
    nextExpiry: '2026-05-10T17:00:00Z',
    history: [
      {
        id: 21,
        periodStart: '2026-04-27',
        periodEnd: '2026-05-03',
        netLoss: 3600,
        amount: 180,
        status: 'open',
        expiresAt: '2026-05-10T17:00:00Z',
        paidAt: null,
      },
      {
        id: 20,
        periodStart: '2026-04-20',
        periodEnd: '2026-04-26',
        netLoss: 1000,
        amount: 50,
        status: 'paid',
        expiresAt: null,
        paidAt: '2026-04-28T03:00:00Z',
      },
    ],
    currencyCode: 'THB',
    ...overrides,
  };
}

export function returnLostPreviewFixture(overrides: Partial<ReturnLostPreview> = {}): ReturnLostPreview {
  return {
    periodStart: '2026-05-04',
    periodEnd: '2026-05-10',
    netLoss: 420,
    amount: 21,
    reachesMinimum: false,
    capped: false,
    ...overrides,
  };
}

export function commissionFixture(kind: CommissionKind = 'rolling', overrides: Partial<Commission> = {}): Commission {
  return {
    kind,
    enabled: true,
    rates: [
      { category: 'casino', percent: 0.60 },
      { category: 'card', percent: 0.40 },
    ],
    balance: 75.25,
    minimumWithdraw: 20,
    turnover: 0,
    today: {
      rows: [
        { category: 'casino', turnover: 5000, percent: 0.60, amount: 30 },
        { category: 'card', turnover: 1000, percent: 0.40, amount: 4 },
      ],
      amount: 34,
    },
    history: [
      { id: 31, date: '2026-05-03', turnover: 8000, amount: 48, status: 'open' },
      { id: 30, date: '2026-05-02', turnover: 4500, amount: 27.25, status: 'paid' },
    ],
    currencyCode: 'THB',
    ...overrides,
  };
}

export function bonusOfferFixture(overrides: Partial<BonusOffer> = {}): BonusOffer {
  return {
    bonusType: 'birthday',
    name: { nameTh: 'โบนัสวันเกิด', nameEn: 'Birthday bonus', nameVi: 'Thưởng sinh nhật' },
    amount: 300,
    turnover: 2.00,
    expiresAt: null,
    ...overrides,
  };
}
