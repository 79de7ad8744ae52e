/** Promotion answers for tests (docs/promotions.md §6), with overrides. */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { serveAgent } from '@/features/agent/testing';
import { useAuthStore } from '@/features/auth';
import { loadNamespace } from '@/lib/i18n';
import { agentFixture, userFixture } from '@/testing/fixtures';

import type { PlayerPromotion, Promotion, Reservation, StackTopup } from './types';

/**
 * Every test of the calling file as a signed-in player of the agent's site, with the promotion
 * texts loaded and the mocks cleared before it; signed out after.
 */
export function signedInPlayer() {
  beforeAll(() => loadNamespace('promotions'));
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    serveAgent(agentFixture());
  });
  afterEach(() => useAuthStore.getState().logout());
}

export function promotionFixture(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 1,
    name: { nameTh: 'โบนัสสมาชิกใหม่ 50%', nameEn: 'Welcome bonus 50%', nameVi: '' },
    imageUrl: '/promo/welcome.png',
    promotionTypeId: 1,
    promotionType: 'normal',
    bonus: { type: 'percent', percent: 50, amount: null, maximum: 500 },
    turnOver: { turn: 5, maximumWithdraw: 3000, minimumDeposit: 100 },
    condition: { promotionTurnOverType: 2 },
    turnType: 2,
    promotionWithdrawType: 1,
    gameConfig: [{ category: 'slot', providers: ['all'] }],
    schedule: { startsAt: null, endsAt: null, weekdays: [], fromTime: null, toTime: null },
    welcomeBackDays: null,
    stackTiers: [],
    isActive: true,
    display: true,
    popup: false,
    sortOrder: 0,
    currencyCode: 'THB',
    claimable: true,
    reason: null,
    ...overrides,
  };
}

export function playerPromotionFixture(overrides: Partial<PlayerPromotion> = {}): PlayerPromotion {
  return {
    bonusId: 11,
    promotionId: 1,
    promotionCode: 'PP0001',
    promotion: promotionFixture(),
    statusCode: '0005',
    statusDesc: 'active',
    cashBalance: 0,
    cashPromotion: 1000,
    creditPromotion: 500,
    eventCredit: 0,
    bonus: 500,
    turnBasis: 2,
    totalTurnOver: 1875,
    requiredTurnOver: 7500,
    remainingTurnOver: 5625,
    progress: 0.25,
    turnoverReached: false,
    maximumWithdraw: 3000,
    withdrawable: 0,
    gameConfig: [{ category: 'slot', providers: ['all'] }],
    turnoverWinlossList: [],
    conditionManual: null,
    turnTypeManual: null,
    turnOverManual: null,
    remark: null,
    startedAt: '2026-05-01T03:00:00Z',
    endedAt: null,
    endReason: null,
    seized: 0,
    currencyCode: 'THB',
    ...overrides,
  };
}

export function reservationFixture(overrides: Partial<Reservation> = {}): Reservation {
  return {
    getPromotion: true,
    promotionId: 1,
    promotion: promotionFixture(),
    reservedAt: '2026-05-01T03:00:00Z',
    ...overrides,
  };
}

export function stackTopupFixture(overrides: Partial<StackTopup> = {}): StackTopup {
  return {
    promotion: promotionFixture({
      id: 7,
      promotionTypeId: 7,
      promotionType: 'stackTopUp',
      name: { nameTh: 'ฝากสะสมรับเพิ่ม', nameEn: 'Daily top-up', nameVi: 'Nạp tích lũy' },
      stackTiers: [
        { deposit: 500, bonus: 50 },
        { deposit: 1000, bonus: 150 },
      ],
      claimable: null,
    }),
    depositedToday: 600,
    tiers: [
      { deposit: 500, bonus: 50, unlocked: true },
      { deposit: 1000, bonus: 150, unlocked: false },
    ],
    ...overrides,
  };
}
