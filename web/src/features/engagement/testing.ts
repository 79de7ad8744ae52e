/** Engagement answers for tests (docs/engagement.md §6), with overrides. */
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { serveAgent } from '@/features/agent/testing';
import { useAuthStore } from '@/features/auth';
import { loadNamespace } from '@/lib/i18n';
import { agentFixture, userFixture, walletFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import type { Wallet } from '@/types/api';

import type {
  EngagementEvent,
  MiniGames,
  Name,
  Play,
  RankStatus,
  Redemption,
  RewardItem,
  RewardRedemption,
  Tier,
} from './types';

/**
 * Every test of the calling file as a signed-in player of the agent's site, with the engagement
 * texts loaded and the mocks cleared before it; signed out after.
 */
export function signedInPlayer() {
  beforeAll(() => loadNamespace('engagement'));
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    serveAgent(agentFixture());
  });
  afterEach(() => useAuthStore.getState().logout());
}

export const name = (th: string, en: string, vi: string): Name => ({ nameTh: th, nameEn: en, nameVi: vi });

export function engagementWallet(overrides: Partial<Wallet> = {}): Wallet {
  return { ...walletFixture, spins: 3, diamonds: 120, ...overrides };
}

export function redemptionFixture(overrides: Partial<Redemption> = {}): Redemption {
  return {
    id: 51,
    code: 'WELCOME100',
    couponId: 7,
    name: name('ต้อนรับสมาชิกใหม่', 'New member welcome', 'Chào thành viên mới'),
    type: 'credit',
    amount: 100,
    spins: 0,
    promotionId: null,
    promotion: null,
    turnover: 500,
    startsAt: '2026-05-01T00:00:00+07:00',
    endsAt: '2026-05-31T23:59:59+07:00',
    redeemedAt: '2026-05-04T10:15:00+07:00',
    eventId: null,
    wallet: engagementWallet({ creditBalance: 1334.5, eventCredit: 100 }),
    ...overrides,
  };
}

export function eventFixture(overrides: Partial<EngagementEvent> = {}): EngagementEvent {
  return {
    id: 11,
    title: name('สงกรานต์แจกหนัก', 'Songkran giveaway', 'Quà tặng Songkran'),
    body: name('ร่วมสนุกช่วงสงกรานต์', 'Join the Songkran fun', 'Cùng vui Songkran'),
    rules: name('ฝากขั้นต่ำ 100 บาท', 'Deposit at least 100', 'Nạp tối thiểu 100'),
    prize: name('เครดิตฟรี 50 บาท', 'Free credit 50', 'Tín dụng miễn phí 50'),
    imageUrl: '',
    startsAt: '2026-04-10T00:00:00+07:00',
    endsAt: '2026-04-20T23:59:59+07:00',
    status: 'running',
    redeemable: true,
    redeemed: false,
    ...overrides,
  };
}

/**
 * A wheel of four segments (credit, spins, diamonds, nothing), a check-in on its third day; the
 * wallet the read leaves holds its spins.
 */
export function miniGamesFixture(overrides: Partial<MiniGames> = {}): MiniGames {
  const spins = overrides.spins ?? 3;
  return {
    spins,
    wallet: engagementWallet({ spins }),
    wheel: {
      enabled: true,
      segments: [
        { index: 0, label: name('เครดิต 50', 'Credit 50', 'Tín dụng 50'), color: '#f59e0b', prize: { type: 'credit', amount: 50 }, odds: 10 },
        { index: 1, label: name('หมุนฟรี', 'Free spin', 'Quay miễn phí'), color: '#22c55e', prize: { type: 'spins', amount: 1 }, odds: 20 },
        { index: 2, label: name('เพชร 5', 'Diamonds 5', 'Kim cương 5'), color: '#3b82f6', prize: { type: 'diamonds', amount: 5 }, odds: 30 },
        { index: 3, label: name('เสียใจด้วย', 'Try again', 'Thử lại'), color: '#1f2937', prize: { type: 'none', amount: 0 }, odds: 40 },
      ],
    },
    earn: { perDeposit: { amount: 100, spins: 1 }, perTurnover: { amount: 1000, spins: 1 }, dailyFree: 1 },
    earnedToday: { deposit: 2, turnover: 0, free: 1 },
    checkIn: {
      enabled: true,
      streak: 2,
      checkedToday: false,
      days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        day,
        prize: day === 7 ? { type: 'credit' as const, amount: 100 } : day % 2 === 0 ? { type: 'diamonds' as const, amount: day * 5 } : { type: 'spins' as const, amount: 1 },
      })),
    },
    ...overrides,
  };
}

export function playFixture(overrides: Partial<Play> = {}): Play {
  return {
    id: 301,
    game: 'wheel',
    segmentIndex: 0,
    day: null,
    prize: { type: 'credit', amount: 50 },
    spinsLeft: 2,
    turnover: null,
    // A play changes the wallet: a later version than the one read before it.
    wallet: engagementWallet({ spins: 2, creditBalance: 1284.5, version: 2 }),
    playedAt: '2026-05-04T10:20:00+07:00',
    ...overrides,
  };
}

export function tierFixture(overrides: Partial<Tier> = {}): Tier {
  return {
    id: 2,
    level: 2,
    name: name('เงิน', 'Silver', 'Bạc'),
    icon: '',
    threshold: 10000,
    cashbackRate: 0.5,
    withdrawLimit: 0,
    rankUpBonus: 100,
    ...overrides,
  };
}

export function rankFixture(overrides: Partial<RankStatus> = {}): RankStatus {
  const silver = tierFixture();
  const gold = tierFixture({ id: 3, level: 3, name: name('ทอง', 'Gold', 'Vàng'), threshold: 50000 });
  return {
    basis: 'turnover',
    amount: 20000,
    rank: silver,
    next: gold,
    progress: 0.25,
    toNext: 30000,
    diamonds: 120,
    diamondEvery: 100,
    tiers: [silver, gold],
    ...overrides,
  };
}

export function rewardItemFixture(overrides: Partial<RewardItem> = {}): RewardItem {
  return {
    id: 21,
    name: name('เครดิต 100', 'Credit 100', 'Tín dụng 100'),
    imageUrl: '',
    kind: 'credit',
    amount: 100,
    price: 80,
    stock: 5,
    available: true,
    ...overrides,
  };
}

export function rewardRedemptionFixture(overrides: Partial<RewardRedemption> = {}): RewardRedemption {
  return {
    id: 61,
    itemId: 21,
    name: name('เครดิต 100', 'Credit 100', 'Tín dụng 100'),
    kind: 'credit',
    amount: 100,
    price: 80,
    serial: null,
    status: 'delivered',
    remark: null,
    createdAt: '2026-05-03T09:00:00+07:00',
    decidedAt: '2026-05-03T09:00:00+07:00',
    wallet: engagementWallet({ diamonds: 40, creditBalance: 1334.5 }),
    ...overrides,
  };
}

/** Every engagement read answered as for a player with a little of everything. */
export function serveEngagement() {
  server.use(
    http.post(`${API}/player/wallet`, () => ok(engagementWallet())),
    http.post(`${API}/coupon/history`, () => ok([redemptionFixture()])),
    http.get(`${API}/eventManager/getAllEvent`, () => ok([eventFixture()])),
    http.post(`${API}/eventManager/search`, () => ok({ items: [eventFixture()], total: 1, page: 1, pageSize: 12 })),
    http.post(`${API}/miniGame/list`, () => ok(miniGamesFixture())),
    http.post(`${API}/miniGame/history`, () => ok([playFixture()])),
    http.post(`${API}/rank/get`, () => ok(rankFixture())),
    http.post(`${API}/reward/items`, () => ok([rewardItemFixture()])),
    http.post(`${API}/reward/history`, () => ok([rewardRedemptionFixture()])),
  );
}
