// Every layout × variant (guest, signed in) × language × width, on the home, lobby, deposit and
// promotion pages, in headless Debian Chromium, for looking at the eight looks side by side.
//   node scripts/layout-screenshots.mjs [filter]
// `filter` keeps the shots whose name contains it (e.g. `zuka`, `vi-390`, `ufa-c-guest`).
// Starts a server of web/dist (`make build` first) with the demo data, or uses BASE_URL's.
// The layout is the agent's `layout.name`; here each page load is answered with the named one,
// so the demo agent's stored setting is never changed.
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { drawLayout, startSite } from './site-server.mjs';

const site = process.env.BASE_URL ? null : await startSite('layout-screenshots');
const BASE = process.env.BASE_URL ?? site.base;
const OUT = new URL('../test-results/layouts/', import.meta.url).pathname;
const USER = process.env.DEMO_USER ?? 'demo';
const PASS = process.env.DEMO_PASS ?? 'demo1234';
const filter = process.argv[2] ?? '';
mkdirSync(OUT, { recursive: true });

const LAYOUTS = ['a', 'b', 'c', 'pp-1', 'ufa-a', 'ufa-b', 'ufa-c', 'zuka'];
const LANGS = ['th', 'en', 'vi'];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'lobby', path: '/slot?provider=PGS' },
  { name: 'deposit', path: '/deposit' },
  { name: 'promotion', path: '/promotion' },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const problems = [];

/** A browser context whose agent draws `layout`, in `lang`, at `size`. */
async function contextFor(layout, lang, size) {
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
  await context.addInitScript((lng) => localStorage.setItem('pp-lang', lng), lang);
  await drawLayout(context, layout);
  return context;
}

/** Waits for the layout's chrome and the page's data, then a full-page shot from the top. */
async function shot(page, name, layoutKey) {
  await page.locator(`[data-layout="${layoutKey}"]`).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${OUT}${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${name}: horizontal overflow ${overflow}px`);
  console.log(`${OUT}${name}.png`);
}

async function signIn(page) {
  await page.goto(`${BASE}/login`);
  await page.locator('input[name="username"]').fill(USER);
  await page.locator('input[name="password"]').fill(PASS);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${BASE}/`);
}

for (const layout of LAYOUTS) {
  for (const lang of LANGS) {
    for (const size of WIDTHS) {
      for (const variant of ['guest', 'member']) {
        const tag = `${layout}-${variant}-${lang}-${size.width}`;
        if (filter && !tag.includes(filter)) continue;
        const context = await contextFor(layout, lang, size);
        const page = await context.newPage();
        page.on('pageerror', (err) => problems.push(`${tag}: script error: ${err.message}`));
        page.on('console', (msg) => {
          if (msg.type() === 'error') problems.push(`${tag}: console: ${msg.text()}`);
        });
        if (variant === 'member') await signIn(page);
        const layoutKey = `${layout}-${variant === 'member' ? 'authenticated' : 'default'}`;
        for (const target of PAGES) {
          await page.goto(`${BASE}${target.path}`);
          await shot(page, `${target.name}-${tag}`, layoutKey);
        }
        await context.close();
      }
    }
  }
}

await browser.close();
site?.stop();
if (problems.length) {
  console.log('\nProblems:');
  for (const problem of problems) console.log(' -', problem);
  process.exitCode = 1;
}
