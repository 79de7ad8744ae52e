// Screenshots of the built site in headless Debian Chromium, for looking at the result.
//   BASE_URL=http://127.0.0.1:8124 node scripts/screenshots.mjs [filter]
// Needs a running server (see README: promptplay run) that serves web/dist.
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:8124';
const OUT = new URL('../test-results/screens/', import.meta.url).pathname;
const USER = process.env.DEMO_USER ?? 'demo';
const PASS = process.env.DEMO_PASS ?? 'demo1234';
const filter = process.argv[2] ?? '';
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];
const LANGS = ['th', 'en', 'vi'];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const problems = [];

async function newPage(viewport, lang) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
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
  const file = `${OUT}${name}.png`;
  await page.screenshot({ path: file, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${name}: horizontal overflow ${overflow}px`);
  console.log(file);
}

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
      await page.getByRole('button', { name: /ลืมรหัสผ่าน|Forgot password|Quên mật khẩu/ }).click();
      await page.getByRole('dialog').getByRole('link').first().waitFor();
      await shot(page, `forgot-${tag}`);
      await page.keyboard.press('Escape');
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
    await page.route('**/api/agent/getDomain', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.templateSetting.layout.name = 'ufa-c';
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${BASE}/`);
    await page.locator('#hero-title').waitFor();
    await shot(page, `home-guest-ufa-c-${tag}`);
    await page.unroute('**/api/agent/getDomain');

    await page.goto(`${BASE}/login`);
    await page.locator('input[name="username"]').fill(USER);
    await page.locator('input[name="password"]').fill(PASS);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`${BASE}/`);
    await page.getByTestId('balance-badge').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="balance-badge"]')?.textContent?.includes('…'));
    await shot(page, `home-member-${tag}`);

    if (viewport.name === 'phone') {
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

    if (lang === 'th' || filter) {
      if (viewport.name === 'phone') {
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
