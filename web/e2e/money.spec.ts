import { expect, test, type Browser, type BrowserContext, type Locator, type Page, type TestInfo, type WebSocket } from '@playwright/test';

import { backofficeLogIn, headerBalance, type Player, register, shot, TH_REGISTER, uniquePlayer } from './support';

/**
 * The money journey in two browsers at once, against the real server (fresh SQLite, demo
 * data): a new player of agent PP deposits by bank transfer, the agent's staff credit it from
 * the back office queue, the player withdraws part of it and the staff pay it out. Each side
 * sees the other's move live, without reloading. Both run at the project's width (390 px
 * phone, 1366 px desktop). Screenshots are kept under test-results/ as artefacts.
 */

const TH = {
  ...TH_REGISTER,
  registered: 'สมัครสมาชิกสำเร็จ',
  loginNow: 'เข้าสู่ระบบทันที',
  copied: 'คัดลอกสำเร็จ',
  creditToast: 'เครดิตคงเหลือ',
  withdrawToast: 'ส่งรายการถอนแล้ว',
  pending: 'รอดำเนินการ',
  success: 'ทำรายการสำเร็จ',
  failed: 'รายการล้มเหลว กรุณาติดต่อแอดมิน',
};

/** The demo agent PP's deposit accounts (server/promptplay/demo/seed.py). */
const PP_ACCOUNTS = [
  { bank: 'ธนาคารกสิกรไทย', number: '0481234567' },
  { bank: 'ธนาคารไทยพาณิชย์', number: '4071234567' },
];

const newPlayer = (testInfo: TestInfo) => uniquePlayer(testInfo, '3', 'm', '08');

/** Waits for a toast's entrance (slide-in and icon) to end, so that a screenshot shows it at rest. */
async function toastAtRest(page: Page) {
  const popup = page.locator('.swal2-popup');
  await expect(popup).toBeVisible();
  await expect
    .poll(() =>
      popup.evaluate((element) =>
        element
          .getAnimations({ subtree: true })
          .some((a) => a instanceof CSSAnimation && a.animationName.startsWith('swal2-toast-') && a.playState === 'running'),
      ),
    )
    .toBe(false);
}

/** The element's text is laid out on a single line (not squeezed into two by its neighbours). */
async function expectOneLine(locator: Locator) {
  const lines = await locator.evaluate((element) => {
    // The boxes of its text, top to bottom; a box more than half its height below the
    // current line's top starts the next line (glyph boxes can be taller than the line).
    const boxes: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      boxes.push(...[...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0));
    }
    boxes.sort((a, b) => a.top - b.top);
    let count = 0;
    let lineTop = -Infinity;
    for (const box of boxes) {
      if (box.top > lineTop + box.height / 2) {
        count += 1;
        lineTop = box.top;
      }
    }
    return count;
  });
  expect(lines, 'lines of text').toBe(1);
}

/**
 * Follows a page's realtime sockets: `verified()` waits until one of them has been accepted
 * by the server (its `verified` answer) and is still open, so that events sent from then on
 * reach the page.
 */
function watchRealtime(page: Page) {
  const open = new Set<WebSocket>();
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.endsWith('/ws')) return;
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && /"event"\s*:\s*"verified"/.test(payload)) open.add(socket);
    });
    socket.on('close', () => open.delete(socket));
  });
  return {
    verified: () => expect.poll(() => open.size, { message: 'a verified realtime socket' }).toBeGreaterThan(0),
  };
}

/** The browser contexts a test opened; closed after it, whether it passed or not. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

/** A browser of its own (cookies, storage, socket) at the project's width and locale. */
async function openBrowser(browser: Browser, testInfo: TestInfo, extra: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined, ...extra });
  opened.push(context);
  const page = await context.newPage();
  return { context, page, realtime: watchRealtime(page) };
}

/** Registers through the form (CAPTCHA is off for the tests), then logs straight in. */
async function registerAndLogIn(page: Page, player: Player) {
  await page.goto('/register');
  await register(page, player, TH);
  await expect(page.getByRole('heading', { name: TH.registered })).toBeVisible();
  await page.getByRole('button', { name: TH.loginNow }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerBalance(page)).toHaveText('0.00 THB');
}


/** Staff of agent PP sign in to the back office and land on the queue, with its live socket up. */
async function staffLogIn(page: Page) {
  await backofficeLogIn(page);
  await expect(page.getByTestId('bo-queue-refresh')).toBeVisible();
  await expect(page.getByTestId('bo-live-indicator')).toHaveAttribute('data-status', 'live');
}

/**
 * The queue row of this player's pending request of this type, as it appears without a
 * reload (the 15 s poll is slower than the expect timeout: the socket brings it), and its id.
 */
async function queueRow(staff: Page, username: string, type: 'DEPOSIT' | 'WITHDRAW') {
  const row = staff
    .locator(`[data-testid^="bo-queue-row-"][data-type="${type}"]`)
    .filter({ has: staff.getByRole('link', { name: username, exact: true }) });
  await expect(row).toHaveCount(1);
  const testId = await row.getAttribute('data-testid');
  const id = Number(testId?.replace('bo-queue-row-', ''));
  expect(id).toBeGreaterThan(0);
  return { row: staff.getByTestId(`bo-queue-row-${id}`), id };
}

/** Fills in and files a bank deposit on the open /deposit page; the pending card replaces the form. */
async function fileDeposit(page: Page, amount: string) {
  await expect(page.getByTestId('deposit-method-bank')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
  const card = page.getByTestId('deposit-pending');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('deposit-status')).toHaveText(TH.pending);
  return card;
}

test('deposit credited by staff, withdrawal paid out, both in the history — live in two browsers', async ({ browser }, testInfo) => {
  test.slow();
  const player = newPlayer(testInfo);
  const you = await openBrowser(browser, testInfo, { permissions: ['clipboard-read', 'clipboard-write'] });
  const office = await openBrowser(browser, testInfo);
  const { page } = you;
  const staff = office.page;

  await registerAndLogIn(page, player);
  await staffLogIn(staff);

  // The deposit page lists the agent's accounts; the chosen one has a working copy button.
  await page.goto('/deposit');
  const accounts = page.getByRole('radiogroup', { name: 'เลือกบัญชีที่จะโอนเข้า' });
  for (const account of PP_ACCOUNTS) {
    const option = accounts.locator('label', { hasText: account.number });
    await expect(option).toBeVisible();
    await expect(option).toContainText(account.bank);
  }
  const details = page.getByTestId('deposit-account');
  await expect(details).toContainText(PP_ACCOUNTS[0]!.bank);
  await expect(details.getByTestId('deposit-account-no')).toHaveText(PP_ACCOUNTS[0]!.number);
  await details.getByRole('button', { name: `คัดลอก${TH.accountNo}` }).click();
  await expect(page.locator('.swal2-popup')).toContainText(TH.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PP_ACCOUNTS[0]!.number);

  // 500 THB by transfer to the first account.
  const card = await fileDeposit(page, '500');
  await expect(card.getByTestId('deposit-pending-amount')).toHaveText('500.00 THB');
  await expect(card.getByTestId('deposit-pending-account-no')).toHaveText(PP_ACCOUNTS[0]!.number);
  await shot(page, testInfo, 'money-1-deposit-pending');

  // The staff's queue shows it without a reload; they credit it.
  const deposit = await queueRow(staff, player.username, 'DEPOSIT');
  await expect(deposit.row).toContainText('500.00');
  await shot(staff, testInfo, 'money-2-staff-queue-deposit');
  await you.realtime.verified();
  await staff.getByTestId(`bo-approve-${deposit.id}`).click();
  await expect(staff.getByTestId('bo-queue-notice')).toContainText(player.username);
  await expect(deposit.row).toHaveCount(0);

  // The player's header, the toast and the card follow at once.
  await expect(headerBalance(page)).toHaveText('500.00 THB');
  const toast = page.locator('.swal2-popup');
  await expect(toast).toContainText(TH.creditToast);
  await expect(toast).toContainText('500.00 THB');
  await expect(card).toHaveAttribute('data-status', '0000');
  await expect(card.getByTestId('deposit-status')).toHaveText(TH.success);
  await toastAtRest(page);
  await shot(page, testInfo, 'money-3-credited');

  // All of a fresh deposit is withdrawable (turn 1×); 200 of it goes out.
  await page.goto('/withdrawal');
  await expect(page.getByTestId('withdrawable-amount')).toHaveText('500.00 THB');
  await expect(page.getByTestId('withdraw-reason')).toHaveAttribute('data-reason', 'ok');
  await page.getByTestId('withdraw-amount').fill('200');
  await page.getByTestId('withdraw-submit').click();
  await expect(headerBalance(page)).toHaveText('300.00 THB');
  await expect(page.locator('.swal2-popup')).toContainText(TH.withdrawToast);
  await page.locator('.swal2-popup .swal2-close').click();
  await expect(page.locator('.swal2-popup')).toBeHidden();
  await expect(page.getByTestId('withdraw-result-status')).toHaveText(TH.pending);
  // The cash of this turnover cycle (500) is still on the wallet while the request is open:
  // 300 of credit is short of 500 × 1, so nothing more may go out until it is paid.
  await expect(page.getByTestId('withdrawable-amount')).toHaveText('0.00 THB');
  await expect(page.getByTestId('withdraw-reason')).toHaveAttribute('data-reason', 'turnover');
  await shot(page, testInfo, 'money-4-withdrawal-pending');

  // The staff pay it; the player's request turns successful live, the balance stays.
  const withdrawal = await queueRow(staff, player.username, 'WITHDRAW');
  await expect(withdrawal.row).toContainText('200.00');
  await shot(staff, testInfo, 'money-5-staff-queue-withdrawal');
  await you.realtime.verified();
  await staff.getByTestId(`bo-approve-${withdrawal.id}`).click();
  await expect(staff.getByTestId('bo-queue-notice')).toContainText(player.username);
  await expect(withdrawal.row).toHaveCount(0);
  await expect(page.getByTestId('withdraw-result-status')).toHaveText(TH.success);
  await expect(headerBalance(page)).toHaveText('300.00 THB');
  // A paid withdrawal ends the cycle: the rest of the credit is withdrawable again.
  await expect(page.getByTestId('withdrawable-amount')).toHaveText('300.00 THB');
  await expect(page.getByTestId('withdraw-reason')).toHaveAttribute('data-reason', 'ok');

  // Both are in the history, successful, under their tabs.
  await page.goto('/history');
  await expect(page.getByTestId('history-tab-all')).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.getByTestId('history-row-status')).toHaveText([TH.success, TH.success]);
  await expect(page.locator('[data-testid="history-row"][data-type="WITHDRAW"]')).toContainText('200.00 THB');
  await expect(page.locator('[data-testid="history-row"][data-type="DEPOSIT"]')).toContainText('500.00 THB');
  await shot(page, testInfo, 'money-6-history');

  await page.getByTestId('history-tab-deposit').click();
  await expect(page).toHaveURL(/tab=deposit/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAttribute('data-type', 'DEPOSIT');
  await expect(rows.getByTestId('history-row-amount')).toHaveText('+500.00 THB');
  await expect(rows.getByTestId('history-row-status')).toHaveText(TH.success);

  await page.getByTestId('history-tab-withdraw').click();
  await expect(page).toHaveURL(/tab=withdraw/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAttribute('data-type', 'WITHDRAW');
  await expect(rows.getByTestId('history-row-amount')).toHaveText('−200.00 THB');
  await expect(rows.getByTestId('history-row-status')).toHaveText(TH.success);
});

test('a deposit the staff reject turns failed on the player\'s card, with the reason, live', async ({ browser }, testInfo) => {
  test.slow();
  const player = newPlayer(testInfo);
  const you = await openBrowser(browser, testInfo);
  const office = await openBrowser(browser, testInfo);
  const { page } = you;
  const staff = office.page;

  await registerAndLogIn(page, player);
  await staffLogIn(staff);
  await page.goto('/deposit');
  const card = await fileDeposit(page, '150');

  const deposit = await queueRow(staff, player.username, 'DEPOSIT');
  await you.realtime.verified();
  await staff.getByTestId(`bo-reject-${deposit.id}`).click();
  const reason = 'ไม่พบยอดโอนเข้าบัญชี';
  await staff.getByTestId('bo-reject-reason').fill(reason);
  await shot(staff, testInfo, 'money-7-staff-reject');
  await staff.getByTestId('bo-reject-confirm').click();
  await expect(staff.getByTestId('bo-queue-notice')).toContainText(player.username);
  await expect(deposit.row).toHaveCount(0);

  await expect(card).toHaveAttribute('data-status', '0002');
  await expect(card.getByTestId('deposit-status')).toHaveText(TH.failed);
  await expect(card).toContainText(reason);
  // The long failed status moves under the amount rather than squeezing it onto two lines.
  await expectOneLine(card.getByTestId('deposit-pending-amount'));
  await expectOneLine(card.getByTestId('deposit-status'));
  await expect(headerBalance(page)).toHaveText('0.00 THB');
  await shot(page, testInfo, 'money-8-rejected');
});
