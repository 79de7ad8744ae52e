import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

import { headerBalance, register, shot, TH_REGISTER, uniquePlayer } from './support';

/**
 * A new agent from nothing to its first credited deposit, against the real server (fresh
 * SQLite, demo data), in three browsers at the project's width: the operator makes the agent in
 * the company console (the seeded `operator` login); its first admin logs in to the agent's own
 * back office on the new domain and adds a deposit account and an announcement; a player
 * registers on the new site, sees the announcement and files a deposit; the admin credits it
 * and the player's balance shows it. Chromium sends every `*.localhost` name to this machine,
 * so the new domain answers on the test server's port. Screenshots are kept under
 * test-results/ as artefacts.
 */

const OPERATOR = { username: 'operator', password: 'operator1234' };

/** The browser contexts a test opened; closed after it, whether it passed or not. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

/** A browser of its own (cookies, storage, socket) at the project's width and locale. */
async function openBrowser(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined, locale: 'th-TH' });
  opened.push(context);
  return context.newPage();
}

/** An agent no other run uses: a prefix of letters and digits, its domain under `.localhost`. */
function uniqueAgent(testInfo: TestInfo) {
  const digits = `${Date.now() % 100_000_000}${testInfo.project.name === 'phone' ? 1 : 2}`;
  const prefix = `E${digits}`;
  return {
    prefix,
    domain: `${prefix.toLowerCase()}.localhost`,
    admin: { username: `adm${digits.slice(-8)}`, password: 'boss12345' },
    depositAccount: { number: `048${digits.slice(-7)}`, name: 'บริษัท อีทดสอบ จำกัด' },
    announcement: { title: `ยินดีต้อนรับสู่ ${prefix}`, message: 'ฝากครั้งแรกวันนี้ รับบริการตลอด 24 ชั่วโมง' },
  };
}

/**
 * Follows the page's realtime sockets: `verified()` waits until one has been accepted by the
 * server and is still open, so that events sent from then on reach the page.
 */
function watchRealtime(page: Page) {
  const open = new Set<object>();
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.endsWith('/ws')) return;
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && /"event"\s*:\s*"verified"/.test(payload)) open.add(socket);
    });
    socket.on('close', () => open.delete(socket));
  });
  return { verified: () => expect.poll(() => open.size, { message: 'a verified realtime socket' }).toBeGreaterThan(0) };
}

/** Waits for the answer of one API call the page makes (by method and path). */
function answered(page: Page, method: string, path: RegExp) {
  return page.waitForResponse((response) => response.request().method() === method && path.test(new URL(response.url()).pathname));
}

test('the operator makes a new agent; its admin sets it up; its first player deposits and is credited', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const agent = uniqueAgent(testInfo);
  const port = new URL(String(testInfo.project.use.baseURL)).port;
  const site = `http://${agent.domain}:${port}`;

  // 1. The operator logs in to the company console and makes the agent (THB, Thailand).
  const operator = await openBrowser(browser, testInfo);
  await operator.goto('/backoffice/company/login');
  await operator.getByTestId('bo-co-login-username').fill(OPERATOR.username);
  await operator.getByTestId('bo-co-login-password').fill(OPERATOR.password);
  const login = answered(operator, 'POST', /\/api\/backoffice\/company\/auth\/login$/);
  await operator.getByTestId('bo-co-login-submit').click();
  expect((await login).ok()).toBeTruthy();
  await expect(operator).toHaveURL(/\/backoffice\/company$/);
  await expect(operator.getByTestId('bo-co-agent-PP')).toBeVisible();

  await operator.getByTestId('bo-co-new-agent').click();
  await expect(operator).toHaveURL(/\/backoffice\/company\/new$/);
  await operator.getByTestId('bo-co-prefix').fill(agent.prefix);
  await operator.getByTestId('bo-co-domains').fill(agent.domain);
  await expect(operator.getByTestId('bo-co-country')).toHaveValue('TH');
  await expect(operator.getByTestId('bo-co-truemoney')).toBeVisible();
  await operator.getByTestId('bo-co-admin-username').fill(agent.admin.username);
  await operator.getByTestId('bo-co-admin-password').fill(agent.admin.password);
  await operator.getByTestId('bo-co-admin-confirm').fill(agent.admin.password);
  await shot(operator, testInfo, 'new-agent-1-form');
  const create = answered(operator, 'POST', /\/api\/backoffice\/company\/agents$/);
  await operator.getByTestId('bo-co-create').click();
  expect((await create).ok()).toBeTruthy();
  await expect(operator).toHaveURL(new RegExp(`/backoffice/company/agents/${agent.prefix}$`));
  await expect(operator.getByTestId('bo-co-created')).toContainText(agent.prefix);
  await expect(operator.getByTestId('bo-co-no-deposit')).toBeVisible();
  await expect(operator.getByTestId('bo-co-link-backoffice')).toHaveAttribute('href', `//${agent.domain}:${port}/backoffice/login`);
  await expect(operator.getByTestId('bo-co-staff').getByText(agent.admin.username)).toBeVisible();
  await shot(operator, testInfo, 'new-agent-2-agent');

  // 2. Its first admin logs in to the agent's back office on the new domain.
  const admin = await openBrowser(browser, testInfo);
  await admin.goto(`${site}/backoffice/login`);
  await expect(admin.getByTestId('bo-login-agent')).toHaveCount(0);
  await admin.getByTestId('bo-login-username').fill(agent.admin.username);
  await admin.getByTestId('bo-login-password').fill(agent.admin.password);
  await admin.getByTestId('bo-login-submit').click();
  await expect(admin).toHaveURL(`${site}/backoffice`);
  await expect(admin.getByTestId('bo-agent-prefix')).toHaveText(agent.prefix);

  // … adds a deposit account under Payments …
  await admin.goto(`${site}/backoffice/payments`);
  await admin.getByTestId('bo-bankacc-create').click();
  await admin.getByTestId('bo-bankacc-bank').selectOption({ label: 'ธนาคารกสิกรไทย' });
  await admin.getByTestId('bo-bankacc-number').fill(agent.depositAccount.number);
  await admin.getByTestId('bo-bankacc-name').fill(agent.depositAccount.name);
  await expect(admin.getByTestId('bo-bankacc-type-DEPOSIT')).toBeChecked();
  const account = answered(admin, 'POST', /\/api\/backoffice\/bankAccounts$/);
  await admin.getByTestId('bo-bankacc-save').click();
  expect((await account).ok()).toBeTruthy();
  await expect(admin.getByTestId('bo-bank-accounts')).toContainText(agent.depositAccount.number);

  // … and an announcement under Content.
  await admin.goto(`${site}/backoffice/content`);
  await admin.getByTestId('bo-announcement-new').click();
  await admin.getByTestId('bo-announcement-title').fill(agent.announcement.title);
  await admin.getByTestId('bo-announcement-message').fill(agent.announcement.message);
  const announcement = answered(admin, 'POST', /\/api\/backoffice\/announcements$/);
  await admin.getByTestId('bo-announcement-save').click();
  expect((await announcement).ok()).toBeTruthy();
  await expect(admin.getByTestId('bo-content-announcements')).toContainText(agent.announcement.title);

  // The console sees the deposit account: the warning is gone.
  await operator.reload();
  await expect(operator.getByTestId('bo-co-summary')).toBeVisible();
  await expect(operator.getByTestId('bo-co-no-deposit')).toHaveCount(0);

  // The admin waits at the queue, its live socket up.
  await admin.goto(`${site}/backoffice`);
  await expect(admin.getByTestId('bo-queue-refresh')).toBeVisible();
  await expect(admin.getByTestId('bo-live-indicator')).toHaveAttribute('data-status', 'live');

  // 3. A player registers on the new site, sees the announcement and files a deposit.
  const player = uniquePlayer(testInfo, '5', 'n', '08');
  const you = await openBrowser(browser, testInfo);
  const realtime = watchRealtime(you);
  await you.goto(`${site}/register`);
  await register(you, player, TH_REGISTER);
  await expect(you.getByRole('heading', { name: 'สมัครสมาชิกสำเร็จ' })).toBeVisible();
  await you.getByRole('button', { name: 'เข้าสู่ระบบทันที' }).click();
  await expect(you).toHaveURL(`${site}/`);
  const news = you.getByTestId('announcement-modal');
  await expect(news).toContainText(agent.announcement.title);
  await expect(news).toContainText(agent.announcement.message);
  await shot(you, testInfo, 'new-agent-3-announcement');
  await you.keyboard.press('Escape');
  await expect(news).toBeHidden();
  await expect(headerBalance(you)).toHaveText('0.00 THB');

  // Bank transfer is its only channel (no TrueMoney number was given): the form shows at once.
  await you.goto(`${site}/deposit`);
  await expect(you.getByTestId('deposit-account-no')).toHaveText(agent.depositAccount.number);
  await you.getByTestId('deposit-amount').fill('500');
  const deposit = answered(you, 'POST', /\/api\/bank\/transaction$/);
  await you.getByTestId('deposit-submit').click();
  expect((await deposit).ok()).toBeTruthy();
  const card = you.getByTestId('deposit-pending');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('deposit-pending-amount')).toHaveText('500.00 THB');

  // 4. The admin credits it from the queue; the player's balance shows it.
  const row = admin
    .locator('[data-testid^="bo-queue-row-"][data-type="DEPOSIT"]')
    .filter({ has: admin.getByRole('link', { name: player.username, exact: true }) });
  await expect(row).toHaveCount(1);
  const id = Number((await row.getAttribute('data-testid'))?.replace('bo-queue-row-', ''));
  expect(id).toBeGreaterThan(0);
  await realtime.verified();
  const approval = answered(admin, 'POST', new RegExp(`/api/backoffice/transactions/${id}/approve$`));
  await admin.getByTestId(`bo-approve-${id}`).click();
  expect((await approval).ok()).toBeTruthy();
  await expect(admin.getByTestId('bo-queue-notice')).toContainText(player.username);
  await expect(headerBalance(you)).toHaveText('500.00 THB');
  await expect(card).toHaveAttribute('data-status', '0000');
  await shot(you, testInfo, 'new-agent-4-credited');

  const seconds = (Date.now() - started) / 1000;
  console.log(`new agent ${agent.prefix} (${testInfo.project.name}): console login to credited deposit in ${seconds.toFixed(1)} s`);
});
