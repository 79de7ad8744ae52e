import { expect, test, type TestInfo } from '@playwright/test';

import { headerBalance, registerAndLogIn, shot, staffToken, TH_REGISTER, uniquePlayer } from './support';

/**
 * A first-deposit bonus from the choice on the deposit page to a capped withdrawal, against
 * the real server (fresh SQLite, demo data): a new player of agent PP picks the demo's
 * "first deposit 50%" promotion on /deposit, files 1,000, the staff approve it (1,500 of
 * credit, 500 of it bonus); the turnover (2 × (1,000 + 500), by remaining credit) is out of
 * reach until the player's credit reaches 3,000, and the promotion allows at most 5 × 1,000 out.
 * With 6,000 of credit the withdrawal page offers 5,000 and says 1,000 goes back; withdrawing
 * 5,000 ends the promotion and leaves nothing.
 */

const TH = {
  ...TH_REGISTER,
  firstDeposit: 'สมาชิกใหม่ ฝากแรก 50%',
};

const newPlayer = (testInfo: TestInfo) => uniquePlayer(testInfo, '7', 'f', '08');

test('a first-deposit bonus from the deposit page to a capped withdrawal', async ({ page, request }, testInfo) => {
  test.slow();
  const player = newPlayer(testInfo);
  await registerAndLogIn(page, player);
  const staff = await staffToken(request);

  // The deposit page offers the choice; the first-deposit promotion is picked before filing.
  await page.goto('/deposit');
  const choice = page.getByTestId('promotion-choice');
  await expect(choice).toBeVisible();
  await choice.getByRole('button', { name: new RegExp(TH.firstDeposit) }).click();
  await expect(page.getByTestId('choice-status')).toContainText(TH.firstDeposit);
  await shot(page, testInfo, 'promotion-1-chosen');

  await expect(page.getByTestId('deposit-method-bank')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('deposit-amount').fill('1000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-pending')).toBeVisible();

  // Staff approve it: the bonus arrives with the deposit.
  const pending = await request.get('/api/backoffice/transactions', { headers: staff });
  const tx = ((await pending.json()).data as { id: number; playerId: number; username: string; type: string }[]).find(
    (row) => row.username === player.username && row.type === 'DEPOSIT',
  )!;
  expect((await request.post(`/api/backoffice/transactions/${tx.id}/approve`, { headers: staff })).ok()).toBeTruthy();
  await expect(headerBalance(page)).toHaveText('1,500.00 THB');

  // /promotion: the running promotion, its turnover still to make, nothing withdrawable.
  await page.goto('/promotion');
  const current = page.getByTestId('current-promotion');
  await expect(current).toContainText(TH.firstDeposit);
  await expect(current.getByTestId('turnover-made')).toContainText('1,500.00 THB');
  await expect(current.getByTestId('turnover-made')).toContainText('3,000.00 THB');
  await expect(current.getByTestId('current-withdrawable')).toContainText('0.00 THB');
  await shot(page, testInfo, 'promotion-2-running');

  await page.goto('/withdrawal');
  await expect(page.getByTestId('withdrawable-amount')).toHaveText('0.00 THB');
  await expect(page.getByTestId('withdraw-reason')).toHaveAttribute('data-reason', 'turnover');

  // The player's credit grows to 6,000 (a win, credited by staff): the turnover is reached,
  // and 1,000 is above the promotion's cap of 5,000.
  const id = tx.playerId;
  const won = await request.post(`/api/backoffice/players/${id}/adjust`, {
    headers: staff,
    data: { amount: 4500, reason: 'win' },
  });
  expect(won.ok()).toBeTruthy();
  await expect(headerBalance(page)).toHaveText('6,000.00 THB');
  await page.reload();
  await expect(page.getByTestId('withdrawable-amount')).toHaveText('5,000.00 THB');
  const note = page.getByTestId('withdraw-promotion');
  await expect(note.getByTestId('withdraw-promotion-cap')).toContainText('5,000.00 THB');
  await expect(note.getByTestId('withdraw-promotion-seize')).toContainText('1,000.00 THB');
  await shot(page, testInfo, 'promotion-3-capped');

  await page.getByTestId('withdraw-amount').fill('5000');
  await page.getByTestId('withdraw-submit').click();
  await expect(headerBalance(page)).toHaveText('0.00 THB');

  // The promotion ended with the withdrawal; the seizure is on the request.
  const history = await request.get(`/api/backoffice/players/${id}/promotions`, { headers: staff });
  const [claim] = (await history.json()).data as { endReason: string; seized: number; statusCode: string }[];
  expect(claim).toMatchObject({ statusCode: '0000', endReason: 'turnover_met', seized: 1000 });
  await page.goto('/promotion');
  await expect(page.getByTestId('no-current-promotion')).toBeVisible();
  await shot(page, testInfo, 'promotion-4-ended');
});
