import { expect, test, type Browser, type Locator, type Page, type TestInfo, type WebSocket } from '@playwright/test';

import { backofficeLogIn, headerBalance, type Player, register, shot, TH_REGISTER, uniquePlayer } from './support';

/**
 * Playing a game (docs/games.md), against the real server and the demo game upstream that
 * `promptplay run` starts (GAME_UPSTREAM_PORT 8126, see playwright.config.ts): a new player of
 * agent PP, funded from the back office, opens the slot lobby, picks a provider, searches,
 * launches a game in a new tab, plays rounds there, comes back with the game's balance in the
 * wallet and finds the rounds in the history. And a blocked pop-up stops the launch.
 * Screenshots are kept under test-results/ as artefacts.
 */

const GAME_UPSTREAM = 'http://127.0.0.1:8126';
const ROUNDS = 5;

const TH = {
  ...TH_REGISTER,
  registered: 'สมัครสมาชิกสำเร็จ',
  loginNow: 'เข้าสู่ระบบทันที',
  pending: 'รอดำเนินการ',
  success: 'ทำรายการสำเร็จ',
  creditToast: 'เครดิตคงเหลือ',
  popupBlocked: 'กรุณาอนุญาตให้เปิดหน้าต่างป๊อปอัพ',
};

const newPlayer = (testInfo: TestInfo) => uniquePlayer(testInfo, '5', 'g', '06');


/** '1,234.50 THB' or '1234.50' → 1234.5. */
function amountOf(text: string | null): number {
  const match = (text ?? '').replace(/,/g, '').match(/-?\d+(?:\.\d+)?/);
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[0]);
}

/** Resolves once one of the page's realtime sockets is accepted (`verified`) and still open. */
function watchRealtime(page: Page) {
  const open = new Set<WebSocket>();
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.endsWith('/ws')) return;
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && /"event"\s*:\s*"verified"/.test(payload)) open.add(socket);
    });
    socket.on('close', () => open.delete(socket));
  });
  return () => expect.poll(() => open.size, { message: 'a verified realtime socket' }).toBeGreaterThan(0);
}

/**
 * A new player of agent PP, logged in on `page` with `amount` THB: registered through the
 * form, a bank deposit filed and credited by the agent's staff in a browser of their own.
 */
async function fundedPlayer(page: Page, browser: Browser, testInfo: TestInfo, amount: number): Promise<Player> {
  const player = newPlayer(testInfo);
  const realtime = watchRealtime(page);
  await page.goto('/register');
  await register(page, player, TH);
  await expect(page.getByRole('heading', { name: TH.registered })).toBeVisible();
  await page.getByRole('button', { name: TH.loginNow }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerBalance(page)).toHaveText('0.00 THB');

  await page.goto('/deposit');
  await expect(page.getByTestId('deposit-method-bank')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('deposit-amount').fill(String(amount));
  await page.getByTestId('deposit-submit').click();
  const card = page.getByTestId('deposit-pending');
  await expect(card.getByTestId('deposit-status')).toHaveText(TH.pending);

  const office = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const staff = await office.newPage();
    await backofficeLogIn(staff);
    const row = staff
      .locator('[data-testid^="bo-queue-row-"][data-type="DEPOSIT"]')
      .filter({ has: staff.getByRole('link', { name: player.username, exact: true }) });
    await expect(row).toHaveCount(1);
    const id = Number((await row.getAttribute('data-testid'))?.replace('bo-queue-row-', ''));
    expect(id).toBeGreaterThan(0);
    await realtime(); // the credit reaches the player's page live
    await staff.getByTestId(`bo-approve-${id}`).click();
    await expect(staff.getByTestId('bo-queue-notice')).toContainText(player.username);
  } finally {
    await office.close();
  }
  await expect(card.getByTestId('deposit-status')).toHaveText(TH.success);
  await expect(headerBalance(page)).toHaveText(`${amount.toFixed(2)} THB`);
  return player;
}

/** The game cards' names, as shown under the thumbnails. */
async function gameNames(cards: Locator): Promise<string[]> {
  return cards.locator('span.line-clamp-2').allTextContents();
}

/** Opens the slot lobby, waits for the catalogue (synced from the upstream after start) and picks PGS. */
async function openSlotProvider(page: Page, provider = 'PGS') {
  await page.goto('/slot');
  const providers = page.getByTestId('provider-card');
  // The server syncs the catalogue from the demo upstream a few seconds after it starts: the
  // first test of a run may see an empty lobby until then.
  await expect
    .poll(
      async () => {
        if (await page.getByTestId('games-empty').or(page.getByText('ยังไม่มีค่ายเกมในหมวดนี้')).isVisible()) await page.reload();
        return providers.count();
      },
      { message: 'the slot providers, once the catalogue has synced', timeout: 30_000, intervals: [500, 1000] },
    )
    .toBeGreaterThan(0);
  const card = page.locator(`[data-testid="provider-card"][data-provider="${provider}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pocket Gaming Soft');
  return { providers, card };
}

test('a funded player launches a slot, plays rounds in the game tab, comes back with its balance, and sees the rounds', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.slow();
  const mobile = testInfo.project.name === 'phone';
  const deposit = 500;
  const player = await fundedPlayer(page, browser, testInfo, deposit);

  // The lobby: providers of the slot category, then the chosen provider's games.
  const { providers, card: provider } = await openSlotProvider(page);
  expect(await providers.count()).toBeGreaterThanOrEqual(4); // PGS, JILI, JOKER, SPADE play slots
  await shot(page, testInfo, 'play-1-providers');
  await provider.click();
  await expect(page).toHaveURL(/[?&]provider=PGS/);
  await expect(page.getByTestId('games-provider-name')).toHaveText('Pocket Gaming Soft');
  const cards = page.getByTestId('game-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThan(1);
  await expect(cards.first()).toHaveAttribute('data-game', /^PGS-SLOT-\d{3}$/);
  // Thumbnails load lazily, and the visible ones arrive.
  const firstImage = cards.first().locator('img');
  await expect(firstImage).toHaveAttribute('loading', 'lazy');
  await expect(firstImage).toHaveAttribute('src', /\/img\/games\/PGS\/PGS-SLOT-\d{3}\.svg$/);
  await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await shot(page, testInfo, 'play-2-games');

  // The search box narrows the list (on the server, after a short pause in typing).
  const names = await gameNames(cards);
  const target = names[1]!;
  const term = target.slice(0, Math.max(3, target.length - 2)).toLowerCase();
  await page.getByTestId('game-search').fill(term);
  await expect.poll(async () => (await gameNames(cards)).every((name) => name.toLowerCase().includes(term))).toBe(true);
  const found = await cards.count();
  expect(found).toBeGreaterThanOrEqual(1);
  expect(found).toBeLessThan(all);
  await expect(cards.filter({ hasText: target })).toHaveCount(1);
  await shot(page, testInfo, 'play-3-search');

  // The launch: a new tab, pointed at the game upstream's page (mobile on the phone).
  const gameCard = cards.filter({ hasText: target });
  const gameId = await gameCard.getAttribute('data-game');
  const [game] = await Promise.all([context.waitForEvent('page'), gameCard.click()]);
  await game.waitForURL(new RegExp(`^${GAME_UPSTREAM.replace(/\./g, '\\.')}/play/[^/?]+\\?mobile=${mobile ? 1 : 0}$`));
  await expect(page.getByTestId('playing-modal')).toBeVisible();
  await expect(page.getByTestId('playing-game')).toContainText(target);
  // The whole credit went to the game; the site still counts it as the player's.
  await expect(page.getByTestId('playing-credit')).toHaveText(`${deposit.toFixed(2)} THB`);
  await shot(page, testInfo, 'play-4-playing-modal');
  await expect(game.getByTestId('game')).toHaveAttribute('data-game-code', gameId!);
  await expect(game.getByTestId('balance')).toHaveText(deposit.toFixed(2));
  await expect(game.getByTestId('play')).toBeEnabled();

  // Rounds in the game tab, one at a time.
  const rounds = game.getByTestId('round');
  await expect(rounds).toHaveCount(0);
  for (let n = 1; n <= ROUNDS; n += 1) {
    await game.getByTestId('play').click();
    await expect(rounds).toHaveCount(n);
    await expect(game.getByTestId('play')).toBeEnabled();
  }
  await expect(game.getByTestId('message')).toBeHidden();
  const finalBalance = amountOf(await game.getByTestId('balance').textContent());
  // The upstream reported each round to the site as it was played (a round callback over
  // HTTP), and the site took every one (statusCode 0) before the player came back.
  await expect
    .poll(async () => {
      const sent = (await (await fetch(`${GAME_UPSTREAM}/demo/callbacks`)).json()) as {
        username: string;
        round: number;
        statusCode?: number;
      }[];
      const mine = sent.filter((s) => s.username.endsWith(player.username.toLowerCase()));
      return new Set(mine.filter((s) => s.statusCode === 0).map((s) => s.round)).size;
    })
    .toBe(ROUNDS);
  await shot(game, testInfo, 'play-5-game-tab');

  // Back on the site: focus may not reach a headless page, so the button brings the credit home.
  await page.bringToFront();
  const modal = page.getByTestId('playing-modal');
  let via = 'focus';
  if (await modal.isVisible()) {
    via = await page
      .getByTestId('playing-return')
      .click({ timeout: 2_000 })
      .then(
        () => 'button',
        () => 'focus', // the focus already took it home and closed the modal
      );
  }
  testInfo.annotations.push({ type: 'credit returned by', description: via });
  await expect(modal).toBeHidden();
  await expect(page.locator('.swal2-popup')).toContainText(TH.creditToast);
  await expect.poll(async () => amountOf(await headerBalance(page).textContent())).toBe(finalBalance);
  await expect(headerBalance(page)).toHaveText(/^[\d,]+\.\d{2} THB$/);

  // The rounds in the history, with their count.
  await page.goto('/history');
  await page.getByTestId('rounds-tab').click();
  await expect(page).toHaveURL(/[?&]view=rounds/);
  const rows = page.getByTestId('round-row');
  await expect(rows).toHaveCount(ROUNDS);
  await expect(page.getByTestId('rounds-total-count')).toHaveText(String(ROUNDS));
  await expect(rows.first()).toContainText(target);
  await expect(rows.first()).toContainText('PGS');
  // Win/loss over the rounds is what the balance moved by.
  const winLoss = amountOf(await page.getByTestId('rounds-total-winloss').textContent());
  expect(Math.round((deposit + winLoss) * 100)).toBe(Math.round(finalBalance * 100));
  await shot(page, testInfo, 'play-6-rounds');
  // The last row, scrolled to the middle of the screen: clear of the phone's bottom bar.
  await rows.last().evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await expect(rows.last()).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath(`play-7-rounds-end-${testInfo.project.name}.png`) });
  await game.close();
});

test('a blocked pop-up stops the launch with a toast: no playing modal, the credit stays', async ({ page, browser }, testInfo) => {
  test.slow();
  // What a pop-up blocker does to window.open: no tab.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await fundedPlayer(page, browser, testInfo, 100);

  const { card: provider } = await openSlotProvider(page);
  await provider.click();
  const cards = page.getByTestId('game-card');
  await expect(cards.first()).toBeVisible();
  await cards.first().click();

  await expect(page.locator('.swal2-popup')).toContainText(TH.popupBlocked);
  await expect(page.getByTestId('playing-modal')).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText('100.00 THB');
  // Nothing moved to the game: a reload reads the same credit from the server.
  await page.reload();
  await expect(headerBalance(page)).toHaveText('100.00 THB');
  await expect(page.getByTestId('playing-modal')).toHaveCount(0);
  await expect(cards.first()).toBeEnabled();
});
