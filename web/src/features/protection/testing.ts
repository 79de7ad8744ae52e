/** Player protection for tests (docs/money.md "Player protection"): a signed-in player and the calls. */
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { serveAgent } from '@/features/agent/testing';
import { useAuthStore } from '@/features/auth';
import { loadNamespace } from '@/lib/i18n';
import { agentFixture, protectionFixture, userFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import type { Protection } from './types';

export { protectionFixture };

/**
 * Every test of the calling file as a signed-in player of the agent's site (Asia/Bangkok), with
 * the protection texts loaded and the mocks cleared before it; signed out after.
 */
export function signedInPlayer() {
  beforeAll(() => loadNamespace('protection'));
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    serveAgent(agentFixture());
  });
  afterEach(() => useAuthStore.getState().logout());
}

/** GET player/protection answers `protection`; every change's body is kept, in order. */
export function serveProtection(protection: Protection = protectionFixture()) {
  const bodies: { limits: unknown[]; exclusion: unknown[]; realityCheck: unknown[] } = { limits: [], exclusion: [], realityCheck: [] };
  server.use(
    http.get(`${API}/player/protection`, () => ok(protection)),
    http.put(`${API}/player/protection/limits`, async ({ request }) => {
      bodies.limits.push(await request.json());
      return ok(protection);
    }),
    http.post(`${API}/player/protection/exclusion`, async ({ request }) => {
      bodies.exclusion.push(await request.json());
      return ok({ ...protection, excludedUntil: '2026-05-11T03:00:00Z' });
    }),
    http.put(`${API}/player/protection/realityCheck`, async ({ request }) => {
      const body = (await request.json()) as { minutes: number };
      bodies.realityCheck.push(body);
      return ok({ ...protection, realityCheckMinutes: body.minutes });
    }),
  );
  return bodies;
}
