import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';

import { headerBalance, registerAndLogIn, shot, staffToken, uniquePlayer } from './support';

/**
 * The lucky wheel against the real server (fresh SQLite, demo data): a new player of agent PP
 * finds the demo's daily free spin waiting on /luckyWheel, spins, the wheel turns to the
 * segment the server drew, and once it stops the prize (credit) shows in the header's balance
 * without a reload, pushed by the live connection (held back while the wheel turns). The staff make the 50-credit segment the only one
 * that can come up for the test (weights 0 elsewhere) and put the demo wheel back after.
 */

interface Segment {
  label: { nameTh: string; nameEn: string; nameVi: string };
  prize: { type: string; amount: number };
  weight: number;
}

const newPlayer = (testInfo: TestInfo) => uniquePlayer(testInfo, '5', 'w', '09');

async function settings(request: APIRequestContext, staff: Record<string, string>) {
  const response = await request.get('/api/backoffice/minigames/settings', { headers: staff });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data as { wheel: { segments: Segment[] } } & Record<string, unknown>;
}

async function save(request: APIRequestContext, staff: Record<string, string>, body: unknown) {
  const response = await request.put('/api/backoffice/minigames/settings', { headers: staff, data: body });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test('a free spin of the lucky wheel pays its prize into the wallet live', async ({ page, request }, testInfo) => {
  test.slow();
  const staff = await staffToken(request);
  const demoWheel = await settings(request, staff);
  const credit50 = demoWheel.wheel.segments.findIndex((s) => s.prize.type === 'credit' && s.prize.amount === 50);
  expect(credit50).toBeGreaterThanOrEqual(0);
  const certain = structuredClone(demoWheel);
  certain.wheel.segments = certain.wheel.segments.map((s, i) => ({ ...s, weight: i === credit50 ? 1 : 0 }));
  await save(request, staff, certain);
  try {
    await registerAndLogIn(page, newPlayer(testInfo));
    await expect(headerBalance(page)).toHaveText('0.00 THB');

    await page.goto('/luckyWheel');
    const wheel = page.getByTestId('lucky-wheel');
    await expect(wheel).toBeVisible();
    // The demo gives one free spin a day; the odds table publishes the certain segment.
    await expect(page.getByTestId('wheel-spins')).toHaveText('1');
    await expect(page.getByTestId('wheel-odds-value').nth(credit50)).toContainText('100');
    await expect(page.getByTestId('wheel-odds-value').nth(credit50 === 0 ? 1 : 0)).toContainText('0');

    await page.getByTestId('wheel-spin').click();
    // While the wheel turns the prize is not told, not even by the header's balance.
    await expect(wheel).toHaveAttribute('data-spinning', 'true');
    await expect(headerBalance(page)).toHaveText('0.00 THB');
    const prize = page.getByTestId('wheel-prize');
    await expect(prize).toBeVisible({ timeout: 15_000 });
    await expect(prize).toHaveAttribute('data-segment-index', String(credit50));
    await expect(prize).toContainText('50.00 THB');
    // The wallet moved on the server and was pushed: no reload.
    await expect(headerBalance(page)).toHaveText('50.00 THB');
    await expect(page.getByTestId('wheel-spins')).toHaveText('0');
    await expect(page.getByTestId('wheel-spin')).toBeDisabled();
    await shot(page, testInfo, 'lucky-wheel');

    // The prize is event credit: its turnover (1 × 50) is the running built-in claim's.
    await page.reload();
    await expect(headerBalance(page)).toHaveText('50.00 THB');
    await expect(page.getByTestId('wheel-spins')).toHaveText('0');
  } finally {
    await save(request, staff, demoWheel);
  }
});
