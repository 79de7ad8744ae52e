import { http } from 'msw';

import { playerPromotionFixture as featurePlayerPromotion, promotionFixture } from '@/features/promotions/testing';
import { API, ok } from '@/testing/handlers';

import type { PlayerPromotion, PromotionReport, PromotionSettings, StaffPromotion } from '../types';

/** A normal deposit promotion: 10% up to 500, 5× turn by play, withdraw up to 2,000. */
export function staffPromotionFixture(overrides: Partial<StaffPromotion> = {}): StaffPromotion {
  // The player's promotion as staff see it: no claim state, and the claim counts and times instead.
  const {
    claimable: _claimable,
    reason: _reason,
    ...promotion
  } = promotionFixture({
    id: 11,
    name: { nameTh: 'โบนัสฝาก 10%', nameEn: 'Deposit bonus 10%', nameVi: '' },
    imageUrl: '/promo/deposit.png',
    bonus: { type: 'percent', percent: 10, amount: null, maximum: 500 },
    turnOver: { turn: 5, maximumWithdraw: 2000, minimumDeposit: 100 },
    sortOrder: 1,
  });
  return {
    ...promotion,
    claims: 7,
    active: 2,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-02T00:00:00Z',
    ...overrides,
  };
}

/** A manualByAdmin promotion staff grant from the player's page. */
export function manualPromotionFixture(overrides: Partial<StaffPromotion> = {}): StaffPromotion {
  return staffPromotionFixture({
    id: 19,
    name: { nameTh: 'โปรแอดมิน', nameEn: 'Staff gift', nameVi: 'Quà nhân viên' },
    imageUrl: '',
    promotionTypeId: 9,
    promotionType: 'manualByAdmin',
    bonus: { type: 'fixed', percent: null, amount: 0, maximum: 0 },
    turnOver: { turn: 1, maximumWithdraw: 1000, minimumDeposit: 0 },
    gameConfig: [],
    claims: 0,
    active: 0,
    sortOrder: 5,
    ...overrides,
  });
}

/** A running claim of the deposit promotion: 1,000 deposited, 100 bonus, a quarter of its turnover made. */
export function playerPromotionFixture(overrides: Partial<PlayerPromotion> = {}): PlayerPromotion {
  const promotion = staffPromotionFixture();
  return featurePlayerPromotion({
    bonusId: 301,
    promotionId: promotion.id,
    promotionCode: 'PP-11-301',
    promotion,
    cashBalance: 1000,
    creditPromotion: 100,
    bonus: 100,
    totalTurnOver: 1375,
    requiredTurnOver: 5500,
    remainingTurnOver: 4125,
    maximumWithdraw: 2000,
    gameConfig: promotion.gameConfig,
    startedAt: '2026-01-10T08:00:00Z',
    ...overrides,
  });
}

/** An ended claim: the turnover was met and the credit above the cap was seized. */
export function endedPlayerPromotionFixture(overrides: Partial<PlayerPromotion> = {}): PlayerPromotion {
  return playerPromotionFixture({
    bonusId: 250,
    promotionCode: 'PP-11-250',
    statusCode: '0000',
    statusDesc: 'success',
    totalTurnOver: 5600,
    requiredTurnOver: 5500,
    remainingTurnOver: 0,
    progress: 1,
    turnoverReached: true,
    startedAt: '2026-01-05T08:00:00Z',
    endedAt: '2026-01-06T09:30:00Z',
    endReason: 'turnover_met',
    seized: 320.5,
    ...overrides,
  });
}

export function promotionReportFixture(overrides: Partial<PromotionReport> = {}): PromotionReport {
  return {
    promotionId: 11,
    claims: 7,
    active: 2,
    bonusPaid: 650,
    seized: 120.25,
    turnover: 43210.5,
    ended: { turnover_met: 3, ended_by_staff: 2 },
    currencyCode: 'THB',
    ...overrides,
  };
}

export function promotionSettingsFixture(overrides: Partial<PromotionSettings> = {}): PromotionSettings {
  return { autoPromotion: 'normal', clearCreditRequired: false, clearCreditBelow: 5, currencyCode: 'THB', ...overrides };
}

/** The player's promotions (none by default) and the agent's promotion list, for pages that only show them. */
export function playerPromotionHandlers(playerId: number, claims: PlayerPromotion[] = [], promotions: StaffPromotion[] = []) {
  return [
    http.get(`${API}/backoffice/players/${playerId}/promotions`, () => ok(claims)),
    http.get(`${API}/backoffice/promotions`, () => ok(promotions)),
  ];
}
