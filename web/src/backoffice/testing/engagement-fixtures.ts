import type {
  CouponRedemption,
  MiniGameSettings,
  RankSettings,
  StaffCoupon,
  StaffEvent,
  StaffRewardItem,
  StaffRewardRedemption,
} from '../api/engagement-types';

/** A credit coupon: 100 THB with a 3× turnover, once per player, 50 uses in all. */
export function staffCouponFixture(overrides: Partial<StaffCoupon> = {}): StaffCoupon {
  return {
    id: 5,
    code: 'WELCOME100',
    name: { nameTh: 'ต้อนรับ 100', nameEn: 'Welcome 100', nameVi: '' },
    type: 'credit',
    amount: 100,
    spins: 0,
    promotionId: null,
    promotion: null,
    turnoverMultiple: 3,
    startsAt: '2026-01-01T00:00:00+07:00',
    endsAt: '2026-02-01T00:00:00+07:00',
    usesPerPlayer: 1,
    usesTotal: 50,
    used: 12,
    minimumDeposit: 0,
    eventId: null,
    active: true,
    codes: 0,
    codesRedeemed: 0,
    redemptions: 12,
    currencyCode: 'THB',
    createdAt: '2025-12-20T00:00:00Z',
    updatedAt: '2025-12-20T00:00:00Z',
    ...overrides,
  };
}

export function couponRedemptionFixture(overrides: Partial<CouponRedemption> = {}): CouponRedemption {
  return {
    id: 71,
    couponId: 5,
    code: 'WELCOME100',
    playerId: 3,
    username: 'demo',
    type: 'credit',
    amount: 100,
    spins: 0,
    promotionId: null,
    turnover: 300,
    eventId: null,
    redeemedAt: '2026-01-05T10:00:00Z',
    currencyCode: 'THB',
    ...overrides,
  };
}

export function staffEventFixture(overrides: Partial<StaffEvent> = {}): StaffEvent {
  return {
    id: 8,
    title: { nameTh: 'ฉลองปีใหม่', nameEn: 'New year party', nameVi: '' },
    body: { nameTh: 'รายละเอียด', nameEn: 'Details', nameVi: '' },
    rules: { nameTh: 'กติกา', nameEn: 'Rules', nameVi: '' },
    prize: { nameTh: 'เครดิต 100', nameEn: 'Credit 100', nameVi: '' },
    imageUrl: '/api/uploads/abc.png',
    startsAt: '2026-01-01T00:00:00+07:00',
    endsAt: '2026-01-31T00:00:00+07:00',
    status: 'running',
    redeemable: true,
    redeemed: false,
    couponId: 5,
    active: true,
    redemptions: 4,
    createdAt: '2025-12-20T00:00:00Z',
    updatedAt: '2025-12-20T00:00:00Z',
    ...overrides,
  };
}

/** A wheel of three segments weighted 1 : 1 : 2, spins for deposits, a week of check-in prizes. */
export function miniGameSettingsFixture(overrides: Partial<MiniGameSettings> = {}): MiniGameSettings {
  return {
    wheel: {
      enabled: true,
      turnover: 2,
      segments: [
        { label: { nameTh: 'เครดิต 50', nameEn: 'Credit 50', nameVi: 'Tín dụng 50' }, color: '#f59e0b', prize: { type: 'credit', amount: 50 }, weight: 1 },
        { label: { nameTh: 'หมุนฟรี', nameEn: 'Free spin', nameVi: 'Lượt quay' }, color: '#8b5cf6', prize: { type: 'spins', amount: 1 }, weight: 1 },
        { label: { nameTh: 'เสียใจด้วย', nameEn: 'Try again', nameVi: 'Chúc may mắn' }, color: '#64748b', prize: { type: 'none', amount: 0 }, weight: 2 },
      ],
    },
    earn: { perDeposit: { amount: 500, spins: 1, maxPerDay: 5 }, perTurnover: null, dailyFree: 1 },
    checkIn: {
      enabled: true,
      turnover: 0,
      days: [
        { type: 'credit', amount: 5 },
        { type: 'spins', amount: 1 },
        { type: 'none', amount: 0 },
        { type: 'diamonds', amount: 2 },
        { type: 'credit', amount: 10 },
        { type: 'spins', amount: 2 },
        { type: 'credit', amount: 50 },
      ],
    },
    ...overrides,
  };
}

export function rankSettingsFixture(overrides: Partial<RankSettings> = {}): RankSettings {
  return {
    basis: 'turnover',
    diamondEvery: 100,
    tiers: [
      {
        id: 1,
        level: 1,
        name: { nameTh: 'บรอนซ์', nameEn: 'Bronze', nameVi: 'Đồng' },
        icon: '🥉',
        threshold: 0,
        cashbackRate: 0,
        withdrawLimit: 0,
        rankUpBonus: 0,
      },
      {
        id: 2,
        level: 2,
        name: { nameTh: 'ซิลเวอร์', nameEn: 'Silver', nameVi: 'Bạc' },
        icon: '🥈',
        threshold: 10000,
        cashbackRate: 1.5,
        withdrawLimit: 50000,
        rankUpBonus: 100,
      },
    ],
    ...overrides,
  };
}

export function rewardItemFixture(overrides: Partial<StaffRewardItem> = {}): StaffRewardItem {
  return {
    id: 21,
    name: { nameTh: 'เครดิต 50', nameEn: 'Credit 50', nameVi: 'Tín dụng 50' },
    imageUrl: '',
    kind: 'credit',
    amount: 50,
    turnover: 1,
    price: 100,
    stock: null,
    active: true,
    available: true,
    sort: 0,
    redeemed: 3,
    createdAt: '2025-12-20T00:00:00Z',
    updatedAt: '2025-12-20T00:00:00Z',
    ...overrides,
  };
}

export function rewardRedemptionFixture(overrides: Partial<StaffRewardRedemption> = {}): StaffRewardRedemption {
  return {
    id: 31,
    itemId: 22,
    name: { nameTh: 'เสื้อยืด', nameEn: 'T-shirt', nameVi: 'Áo thun' },
    kind: 'physical',
    amount: 0,
    price: 500,
    serial: 'RW-AB12-CD34',
    status: 'pending',
    remark: null,
    createdAt: '2026-01-06T09:00:00Z',
    decidedAt: null,
    decidedBy: null,
    playerId: 3,
    username: 'demo',
    wallet: null,
    ...overrides,
  };
}
