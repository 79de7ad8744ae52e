import { http } from 'msw';

import { bankAccountFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';

import type { BlacklistEntry, MemberProfile } from '../types';

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

/** The player's profile as the manage area reads it (the player's page loads it beside the detail). */
export function playerProfileHandlers(playerId: number, profile: MemberProfile = memberProfileFixture({ id: playerId })) {
  return [http.get(`${API}/backoffice/players/${playerId}/profile`, () => ok(profile))];
}
