import { http } from 'msw';

import { bankAccountFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';

import type { BlacklistEntry, MemberProfile, PlayLimit, Protection } from '../types';

/** The demo player as staff manage him: active, with a phone, an e-mail and a KBANK withdrawal account. */
export function memberProfileFixture(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: 3,
    userId: 7,
    username: 'demo',
    status: 'active',
    tel: '0812345678',
    email: 'demo@example.com',
    firstName: 'Somchai',
    lastName: 'Jaidee',
    nickName: null,
    lineId: 'demo.line',
    bankAccount: bankAccountFixture(),
    ...overrides,
  };
}

export function blacklistEntryFixture(overrides: Partial<BlacklistEntry> = {}): BlacklistEntry {
  return { id: 5, kind: 'tel', value: '0899999999', reason: 'chargeback fraud', createdAt: '2026-01-09T04:00:00Z', ...overrides };
}

/** One of a player's six limits: none set, nothing used, the period from the start of 12 January 2026 (Bangkok). */
export function playLimitFixture(overrides: Partial<PlayLimit> = {}): PlayLimit {
  return { kind: 'deposit', period: 'day', amount: null, used: 0, periodStart: '2026-01-11T17:00:00Z', pending: null, ...overrides };
}

/** A player's protection as staff read it: the six limits (those given replace theirs), no exclusion, no reminders. */
export function protectionFixture({ limits = [], ...overrides }: Partial<Protection> = {}): Protection {
  const all = (['deposit', 'loss'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map(
      (period) => limits.find((l) => l.kind === kind && l.period === period) ?? playLimitFixture({ kind, period }),
    ),
  );
  return { currencyCode: 'THB', limits: all, excludedUntil: null, realityCheckMinutes: 0, coolingOffHours: 24, ...overrides };
}

/** What the player's page reads beside the detail: his profile (the manage area) and his protection. */
export function playerProfileHandlers(
  playerId: number,
  profile: MemberProfile = memberProfileFixture({ id: playerId }),
  protection: Protection = protectionFixture(),
) {
  return [
    http.get(`${API}/backoffice/players/${playerId}/profile`, () => ok(profile)),
    http.get(`${API}/backoffice/players/${playerId}/protection`, () => ok(protection)),
  ];
}
