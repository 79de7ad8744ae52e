// Screenshots of the built site in headless Debian Chromium, for looking at the result.
//   BASE_URL=http://127.0.0.1:8124 node scripts/screenshots.mjs [filter]
// Needs a running server (see README: promptplay run) that serves web/dist.
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { drawLayout } from './site-server.mjs';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:8124';
const OUT = new URL('../test-results/screens/', import.meta.url).pathname;
const USER = process.env.DEMO_USER ?? 'demo';
const PASS = process.env.DEMO_PASS ?? 'demo1234';
const filter = process.argv[2] ?? '';
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, phone: true },
  { name: 'phone360', width: 360, height: 740, phone: true },
  { name: 'desktop', width: 1366, height: 900, phone: false },
];
const LANGS = ['th', 'en', 'vi'];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const problems = [];

async function newPage(viewport, lang) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: 1 });
  await context.addInitScript((lng) => localStorage.setItem('pp-lang', lng), lang);
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`[${lang} ${viewport.name}] console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`[${lang} ${viewport.name}] pageerror: ${err.message}`));
  return { context, page };
}

async function shot(page, name) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250);
  // From the top: a scrolled page draws its sticky header mid-page (and a fresh load may restore
  // the last page's scroll position).
  await page.evaluate(() => window.scrollTo(0, 0));
  const file = `${OUT}${name}.png`;
  await page.screenshot({ path: file, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${name}: horizontal overflow ${overflow}px`);
  console.log(file);
  for (const text of await coveredAtEnd(page)) problems.push(`${name}: under the contact buttons at the end of the page: ${text}`);
}

/**
 * What of the page's content (text, links, buttons, fields, images) lies under the floating
 * contact buttons once the page is scrolled to its end: there is no scrolling it clear.
 */
async function coveredAtEnd(page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    const shown = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const floating = [...document.querySelectorAll('.pp-floating a, .pp-floating button')]
      .filter(shown)
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const hit = (r) =>
      r.width > 0 && r.height > 0 && floating.some((f) => r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top);
    const found = new Set();
    for (const root of document.querySelectorAll('#main, footer')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent.trim() || !node.parentElement || !shown(node.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(hit)) found.add(`"${node.textContent.trim().slice(0, 40)}"`);
      }
      for (const el of root.querySelectorAll('a, button, input, select, textarea, img, svg')) {
        if (shown(el) && hit(el.getBoundingClientRect())) found.add(`<${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? ` ${el.getAttribute('aria-label')}` : ''}>`);
      }
    }
    return [...found];
  });
}

/** On a phone: the screen as the player sees it at the end of the page, buttons and all. */
async function endShot(page, name) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(250);
  const file = `${OUT}${name}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}

/** The last row of a list, scrolled to the height of the floating buttons, as it passes them. */
async function lastRowShot(page, rows, name) {
  const last = page.locator(rows).last();
  if (!(await last.count())) return;
  await last.evaluate((row) => row.scrollIntoView({ block: 'end' }));
  await page.evaluate(() => window.scrollBy(0, 100));
  await page.waitForTimeout(250);
  const file = `${OUT}${name}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}

const SAMPLE_GAMES = ['Lotus Fortune', 'Dragon Tiger Gold', 'Mahjong Ways 2', 'Baccarat Deluxe', 'Lucky Neko', 'Fishing King'];

/** The demo data has no game rounds: sample ones, enough to reach the bottom of a phone screen. */
function sampleRounds(count) {
  const rounds = Array.from({ length: count }, (_, i) => {
    const bet = [10, 50, 125.5, 1000, 20][i % 5];
    const payout = [0, 112.25, 125.5, 2450, 0][i % 5];
    return {
      roundId: `sample-${i + 1}`,
      providerPrefix: ['PGS', 'JILI', 'SPADE'][i % 3],
      gameCode: `G${i}`,
      gameName: SAMPLE_GAMES[i % SAMPLE_GAMES.length],
      category: ['slot', 'casino', 'fishing'][i % 3],
      bet,
      payout,
      winLoss: payout - bet,
      playedAt: new Date(Date.now() - i * 7 * 60_000).toISOString(),
    };
  });
  const sum = (key) => rounds.reduce((total, r) => total + r[key], 0);
  return {
    rounds,
    page: { page: 1, perPage: 50, total: count, totalPages: 1 },
    totals: { rounds: count, bet: sum('bet'), payout: sum('payout'), winLoss: sum('winLoss') },
  };
}

/** Signed-in pages whose lists, forms or grids reach the bottom of a phone screen (`rows`: a list's rows). */
const MEMBER_PAGES = [
  { name: 'history-all', path: '/history', ready: '[data-testid="history-row"], [data-testid="history-empty"]', rows: '[data-testid="history-row"]' },
  { name: 'history-deposit', path: '/history?tab=deposit', ready: '[data-testid="history-row"], [data-testid="history-empty"]', rows: '[data-testid="history-row"]' },
  { name: 'history-withdraw', path: '/history?tab=withdraw', ready: '[data-testid="history-row"], [data-testid="history-empty"]', rows: '[data-testid="history-row"]' },
  { name: 'history-rounds', path: '/history?view=rounds', ready: '[data-testid="round-row"]', rows: '[data-testid="round-row"]' },
  { name: 'wallet', path: '/wallet', ready: '[data-testid="wallet-breakdown"]' },
  { name: 'deposit', path: '/deposit', ready: 'form, [data-testid="deposit-pending"]' },
  { name: 'withdrawal', path: '/withdrawal', ready: '[data-testid="withdraw-submit"], [data-testid="withdraw-no-account"]' },
  { name: 'lobby-casino', path: '/casino', ready: '[data-testid="provider-card"], [data-testid="providers-retry"]' },
  { name: 'lobby-slot-games', path: '/slot?provider=PGS', ready: '[data-testid="game-card"], [data-testid="games-empty"], [data-testid="games-retry"]' },
  { name: 'support', path: '/support', ready: '#main h1' },
];

async function fontReport(page) {
  return page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight} ${f.unicodeRange.slice(0, 14)}`),
  );
}

for (const viewport of VIEWPORTS) {
  for (const lang of LANGS) {
    const tag = `${lang}-${viewport.name}`;
    if (filter && !tag.includes(filter)) continue;
    const { context, page } = await newPage(viewport, lang);

    await page.goto(`${BASE}/login`);
    await page.getByRole('button', { name: /./ }).first().waitFor();
    await shot(page, `login-${tag}`);
    if (lang === 'th' && viewport.name === 'phone') console.log('fonts:', (await fontReport(page)).join(' | '));

    if (lang === 'th' || filter) {
      // The forgot-password view (a code sent to the phone), then back to the login form.
      await page.getByRole('button', { name: /ลืมรหัสผ่าน|Forgot password|Quên mật khẩu/ }).click();
      await page.locator('input[name="tel"]').waitFor();
      await shot(page, `forgot-${tag}`);
      await page.goto(`${BASE}/login`);
      await page.locator('input[name="username"]').waitFor();
      await page.locator('input[name="username"]').fill(USER);
      await page.locator('input[name="password"]').fill('wrong-password1');
      await page.locator('form button[type="submit"]').click();
      await page.locator('.swal2-toast').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUT}toast-${tag}.png` });
      console.log(`${OUT}toast-${tag}.png`);
    }

    await page.goto(`${BASE}/register`);
    await page.locator('form').waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `register-${tag}`);

    // Guests only see / under layout ufa-c (spec §2): pretend the agent uses it.
    const undo = await drawLayout(page, 'ufa-c');
    await page.goto(`${BASE}/`);
    await page.locator('#hero-title').waitFor();
    await shot(page, `home-guest-ufa-c-${tag}`);
    await undo();

    await page.goto(`${BASE}/login`);
    await page.locator('input[name="username"]').fill(USER);
    await page.locator('input[name="password"]').fill(PASS);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`${BASE}/`);
    await page.getByTestId('balance-badge').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="balance-badge"]')?.textContent?.includes('…'));
    await shot(page, `home-member-${tag}`);

    if (viewport.phone) {
      await page.getByRole('button', { name: /menu|เมนู|Menu/i }).last().click();
      await shot(page, `menu-member-${tag}`);
      await page.keyboard.press('Escape');
    }

    await page.goto(`${BASE}/no-such-page?x=1`);
    await page.getByTestId('error-message').waitFor();
    await shot(page, `404-${tag}`);

    await page.goto(`${BASE}/profile`);
    await page.getByRole('form').first().waitFor();
    await shot(page, `profile-${tag}`);
    if (viewport.phone) await endShot(page, `profile-end-${tag}`);

    await page.route('**/api/game/rounds?**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body.status === 'success' && !body.data.rounds.length) body.data = sampleRounds(14);
      await route.fulfill({ response, json: body });
    });
    for (const member of MEMBER_PAGES) {
      await page.goto(`${BASE}${member.path}`);
      await page.locator(member.ready).first().waitFor();
      await shot(page, `${member.name}-${tag}`);
      if (!viewport.phone) continue;
      await endShot(page, `${member.name}-end-${tag}`);
      if (member.rows) await lastRowShot(page, member.rows, `${member.name}-last-row-${tag}`);
    }
    await page.unroute('**/api/game/rounds?**');

    if (viewport.phone) {
      // The contact launcher, opened over the end of the last page.
      const contacts = page.getByRole('navigation', { name: /ช่องทางติดต่อ|Contact channels|Kênh liên hệ/ });
      await contacts.getByRole('button').click();
      await contacts.getByRole('link').first().waitFor();
      await page.waitForTimeout(250);
      await page.screenshot({ path: `${OUT}contacts-open-${tag}.png` });
      console.log(`${OUT}contacts-open-${tag}.png`);
      await page.keyboard.press('Escape');
    }

    if (lang === 'th' || filter) {
      if (viewport.phone) {
        await page.getByRole('button', { name: /menu|เมนู/i }).last().click();
        await page.getByRole('dialog').getByRole('button', { name: /ออกจากระบบ|Log out|Đăng xuất/ }).click();
      } else {
        await page.locator('header').getByRole('button', { name: /ออกจากระบบ|Log out|Đăng xuất/ }).click();
      }
      await page.locator('.swal2-popup').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUT}logout-confirm-${tag}.png` });
      console.log(`${OUT}logout-confirm-${tag}.png`);
    }

    await context.close();
  }
}

await browser.close();
if (problems.length) {
  console.log('\nProblems:');
  for (const p of problems) console.log(' -', p);
}
