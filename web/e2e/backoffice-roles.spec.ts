import { readFile } from 'node:fs/promises';

import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

import { backofficeLogIn, registerAndLogIn, shot, uniquePlayer } from './support';

/**
 * The back office as each of agent PP's logins sees it, against the real server (fresh SQLite,
 * demo data): the lists download the server's CSV of what they show; a player's own limits and
 * self-exclusion show on his page, read only; and a staff login (`cashier`) is offered none of
 * the changes only the agent's admin (`staff`) may make, which the server would refuse (0035).
 */

const TH = {
  protection: 'การคุ้มครองผู้เล่น',
  depositLimits: 'ขีดจำกัดการฝาก',
  lossLimits: 'ขีดจำกัดยอดเสีย',
  bankAccountsReadOnly: 'ดูได้อย่างเดียว: แอดมินของเอเย่นต์เป็นผู้เพิ่มและแก้ไขบัญชีธนาคารของเอเย่นต์',
  channelsReadOnly: 'ดูได้อย่างเดียว: แอดมินของเอเย่นต์เป็นผู้เปลี่ยนช่องทางชำระเงิน',
  limitsReadOnly: 'ดูได้อย่างเดียว: แอดมินของเอเย่นต์เป็นผู้เปลี่ยนขีดจำกัด',
  adjustAdminOnly: 'แอดมินของเอเย่นต์เท่านั้นที่ปรับเครดิตผู้เล่นได้',
};

/** The browser contexts a test opened; closed after it, whether it passed or not. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

/** A browser of its own (cookies, storage) at the project's width and locale. */
async function openBrowser(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined, acceptDownloads: true });
  opened.push(context);
  return context.newPage();
}

/** One of agent PP's back office logins signs in and lands on the queue. */
async function queueLogIn(page: Page, username: 'staff' | 'cashier') {
  await backofficeLogIn(page, username);
  await expect(page.getByTestId('bo-queue-refresh')).toBeVisible();
}

/** The player's own calls (`/api/player/...`) with his bearer token. */
async function playerApi(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { username, password } });
  expect(login.ok()).toBeTruthy();
  const headers = { authorization: `Bearer ${(await login.json()).data.accessToken}` };
  return {
    async put(path: string, data: unknown) {
      const response = await request.put(`/api/player/${path}`, { headers, data });
      expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
    },
    async post(path: string, data: unknown) {
      const response = await request.post(`/api/player/${path}`, { headers, data });
      expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
    },
  };
}

test('a player’s own limits and self-exclusion show on his page, read only, and a staff login adjusts nothing', async ({ browser, request }, testInfo) => {
  test.slow();
  const player = uniquePlayer(testInfo, '7', 'g', '09');
  const site = await openBrowser(browser, testInfo);
  await registerAndLogIn(site, player);

  // What the player sets for himself: a daily deposit limit, a weekly one raised (the raise
  // waits 24 hours), a monthly loss limit, reminders every 30 minutes, and a week's break.
  const own = await playerApi(request, player.username, player.password);
  await own.put('protection/limits', { kind: 'deposit', period: 'day', amount: 5000 });
  await own.put('protection/limits', { kind: 'deposit', period: 'week', amount: 10000 });
  await own.put('protection/limits', { kind: 'deposit', period: 'week', amount: 20000 });
  await own.put('protection/limits', { kind: 'loss', period: 'month', amount: 3000 });
  await own.put('protection/realityCheck', { minutes: 30 });
  await own.post('protection/exclusion', { days: 7, password: player.password });

  const office = await openBrowser(browser, testInfo);
  await queueLogIn(office, 'cashier');
  await office.getByTestId('bo-nav-players').click();
  await office.getByTestId('bo-player-search').fill(player.username);
  // The search is in the address once typed (after a short pause): its results are the page's.
  await expect(office).toHaveURL(new RegExp(`q=${player.username}`));
  const row = office.locator('[data-testid^="bo-player-row-"]').filter({ hasText: player.username });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: new RegExp(player.username) }).click();
  await expect(office.getByRole('heading', { name: player.username, level: 1 })).toBeVisible();

  const protection = office.getByTestId('bo-player-protection');
  await expect(protection.getByRole('heading', { name: TH.protection })).toBeVisible();
  await expect(office.getByTestId('bo-player-excluded')).toContainText('พักการเล่นถึง');
  await expect(protection.getByTestId('bo-protection-excluded')).toContainText('ไม่มีใครยกเลิกหรือย่นเวลาได้');
  await expect(protection.getByTestId('bo-protection-deposit-day')).toContainText('5,000.00 THB');
  await expect(protection.getByTestId('bo-protection-deposit-week')).toContainText('10,000.00 THB');
  await expect(protection.getByTestId('bo-protection-deposit-week-pending')).toContainText('20,000.00 THB');
  await expect(protection.getByTestId('bo-protection-loss-month')).toContainText('3,000.00 THB');
  await expect(protection.getByTestId('bo-protection-reality')).toContainText('30');
  await expect(protection.getByRole('button')).toHaveCount(0);
  // The staff login: no adjustment, promotion grant or bonus form.
  await expect(office.getByTestId('bo-adjust-admin-only')).toHaveText(TH.adjustAdminOnly);
  await expect(office.getByTestId('bo-adjust-amount')).toHaveCount(0);
  await expect(office.getByTestId('bo-grant-form')).toHaveCount(0);
  await expect(office.getByTestId('bo-income-grant-form')).toHaveCount(0);
  await protection.scrollIntoViewIfNeeded();
  await office.screenshot({ path: testInfo.outputPath(`protection-${testInfo.project.name}.png`) });
});

test('the money set-up is read only for a staff login and open to the agent’s admin', async ({ browser }, testInfo) => {
  const cashier = await openBrowser(browser, testInfo);
  await queueLogIn(cashier, 'cashier');
  await cashier.getByTestId('bo-nav-payments').click();
  const accounts = cashier.getByTestId('bo-bank-accounts');
  await expect(accounts.locator('[data-testid^="bo-bankacc-"][data-status]').first()).toBeVisible();
  await expect(accounts.getByTestId('bo-bankacc-admin-only')).toHaveText(TH.bankAccountsReadOnly);
  await expect(accounts.getByTestId('bo-bankacc-create')).toHaveCount(0);
  await expect(accounts.locator('[data-testid^="bo-bankacc-edit-"]')).toHaveCount(0);
  const channels = cashier.getByTestId('bo-payment-channels');
  await expect(channels.getByTestId('bo-channels-admin-only')).toHaveText(TH.channelsReadOnly);
  await expect(channels.getByTestId('bo-channel-BANK')).toBeDisabled();
  await expect(channels.getByTestId('bo-channels-save')).toHaveCount(0);
  const limits = cashier.getByTestId('bo-money-limits');
  await expect(limits.getByTestId('bo-limits-summary')).toBeVisible();
  await expect(limits.getByTestId('bo-limits-admin-only')).toHaveText(TH.limitsReadOnly);
  await expect(limits.getByTestId('bo-limits-save')).toHaveCount(0);
  await shot(cashier, testInfo, 'payments-cashier');

  const admin = await openBrowser(browser, testInfo);
  await queueLogIn(admin, 'staff');
  await admin.getByTestId('bo-nav-payments').click();
  await expect(admin.getByTestId('bo-bankacc-create')).toBeEnabled();
  await expect(admin.locator('[data-testid^="bo-bankacc-edit-"]').first()).toBeVisible();
  await expect(admin.getByTestId('bo-channels-save')).toBeVisible();
  await expect(admin.getByTestId('bo-limits-save')).toBeVisible();
  await expect(admin.getByTestId('bo-bankacc-admin-only')).toHaveCount(0);
});

test('the queue, the player search and the audit trail download the server’s CSV of what they show', async ({ browser }, testInfo) => {
  const page = await openBrowser(browser, testInfo);
  await queueLogIn(page, 'staff');

  await page.getByTestId('bo-queue-tab-withdraw').click();
  const queueCsv = page.getByTestId('bo-queue-csv');
  await expect(queueCsv).toHaveAttribute('href', '/api/backoffice/transactions.csv?status=0001&type=WITHDRAW');
  // The browser's own download, with the staff cookie: the requests in the queue's columns.
  const [download] = await Promise.all([page.waitForEvent('download'), queueCsv.click()]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    'id,type,channel,amount,status,statusText,bankAccountId,bankAccount,reference,reason,seizedAmount,currencyCode,createdAt,updatedAt,expiresAt,playerId,username,playerBankAccount',
  );
  expect(text.split('\r\n').slice(1, -1).every((line) => line.split(',')[1] === 'WITHDRAW')).toBe(true);

  await page.getByTestId('bo-nav-players').click();
  await page.getByTestId('bo-player-search').fill('demo');
  await expect(page.getByTestId('bo-players-csv')).toHaveAttribute('href', '/api/backoffice/players.csv?q=demo');
  const players = await page.request.get('/api/backoffice/players.csv?q=demo');
  expect(players.ok()).toBeTruthy();
  expect(players.headers()['content-type']).toContain('text/csv');
  const lines = (await players.text()).split('\r\n');
  expect(lines[0]).toBe('id,userId,username,tel,creditBalance,currencyCode,status,createdAt');
  expect(lines.some((line) => line.split(',')[2] === 'demo')).toBe(true);

  await page.getByTestId('bo-nav-audit').click();
  await expect(page.getByTestId('bo-audit-csv')).toHaveAttribute('href', '/api/backoffice/audit.csv');
  const audit = await page.request.get('/api/backoffice/audit.csv');
  expect(audit.ok()).toBeTruthy();
  expect((await audit.text()).split('\r\n')[0]).toBe('id,staffId,staffUsername,action,targetType,targetId,detail,createdAt');
});
