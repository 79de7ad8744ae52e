import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';

import { connectApiSession, useAuthStore } from '@/features/auth';
import { rankFixture, serveEngagement } from '@/features/engagement/testing';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { renderApp, signIn } from './testing';

// The Thai engagement texts arrive only when the test lets them: a slow chunk on a slow line.
let release!: () => void;
const arrived = new Promise<void>((resolve) => {
  release = resolve;
});
vi.mock('@/locales/engagement/th', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

beforeAll(() => connectApiSession(api));
afterEach(() => {
  useAuthStore.getState().logout();
  queryClient.clear();
});

it('draws the signed-in home page before the rank card’s texts arrive, the card its placeholder until then', async () => {
  serveEngagement();
  const asked: string[] = [];
  server.use(
    http.post(`${API}/rank/get`, () => {
      asked.push('rank');
      return ok(rankFixture());
    }),
  );
  signIn();
  renderApp('/', queryClient);
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  // The rank is asked for while the texts are on their way, not after them.
  await waitFor(() => expect(asked).toEqual(['rank']));
  expect(screen.getByTestId('rank-card-loading')).toBeTruthy();
  expect(screen.queryByTestId('rank-card')).toBeNull();

  release();
  expect((await screen.findByTestId('rank-card')).textContent).toContain('เงิน');
  expect(screen.queryByTestId('rank-card-loading')).toBeNull();
});
