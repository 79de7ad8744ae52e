// `make bench`, site part: Lighthouse (mobile, its default simulated throttling) in Debian's
// Chromium on the login page (a visitor), the home page and a game lobby (a signed-in player),
// under each of the eight layouts, printed per layout against the aim of 0.95 in performance,
// accessibility and best practices. Below the aim is a figure to read, not a failure.
//   node scripts/lighthouse.mjs [layout…] [--runs N] [--http1] [--save DIR]
// Starts its own server of web/dist (`make build` first) and publishes each layout through the
// back office, as an agent's staff would. The browser loads the site over HTTPS and HTTP/2
// through a TLS front (tls-front.mjs), as an agent's domain serves it in production;
// `--http1` measures the server's own plain HTTP/1.1 instead, where Lighthouse's simulation
// queues the page's scripts six at a time.
// Each page is audited `--runs N` times (5 unless told) and the run of median performance is
// printed: one run's score moves by ±0.05 on a shared machine, as Lighthouse's own guidance on
// variability says, and the median of five runs is what it advises reporting (of three, the
// printed figure still moved by ±0.03 between whole runs here). `--save DIR` writes that run's
// whole report (`<layout>-<page>.json`, Lighthouse's JSON) to read what its figures are made of.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { freePort, publishLayout, staffToken, startSite } from './site-server.mjs';
import { startTlsFront } from './tls-front.mjs';

const ALL_LAYOUTS = ['a', 'b', 'c', 'pp-1', 'ufa-a', 'ufa-b', 'ufa-c', 'zuka'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const AIM = 0.95;
const args = process.argv.slice(2);
const overHttp1 = args.includes('--http1');
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Math.max(1, Number.parseInt(args[runsAt + 1], 10) || 1) : 5;
const saveAt = args.indexOf('--save');
const saveDir = saveAt >= 0 ? args[saveAt + 1] : null;
const valueAt = new Set([runsAt, saveAt].filter((at) => at >= 0).map((at) => at + 1));
const named = args.filter((arg, i) => !arg.startsWith('--') && !valueAt.has(i));
const layouts = named.length ? named : ALL_LAYOUTS;

// Over HTTPS the demo game upstream's images and game pages come through a front of their own,
// as a provider's CDN serves them over HTTPS: plain-HTTP images in an HTTPS page would be
// mixed content that a phone upgrades or blocks.
const gamePort = await freePort();
const gameFront = overHttp1 ? null : await startTlsFront(`http://127.0.0.1:${gamePort}`);
const site = await startSite('lighthouse', {
  gamePort,
  env: gameFront ? { DEMO_GAMES_PUBLIC_URL: gameFront.base } : {},
});
const front = overHttp1 ? null : await startTlsFront(site.base);
const pages = front?.base ?? site.base;

async function audit(port, url, keepStorage) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: keepStorage,
  });
  const { categories, audits } = result.lhr;
  const scores = CATEGORIES.map((name) => categories[name].score ?? 0);
  // What pulls a category under the aim: its weighed audits that fall short.
  const failing = CATEGORIES.filter((_, i) => scores[i] < AIM).flatMap((name) =>
    categories[name].auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 0.9)
      .map((ref) => `${ref.id} ${audits[ref.id].displayValue ?? audits[ref.id].score}`),
  );
  const metric = (id) => (audits[id].numericValue ?? 0) / 1000;
  return { scores, failing, lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), lhr: result.lhr };
}

/** The page audited RUNS times; the run of median performance. */
async function medianAudit(port, url, keepStorage) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(port, url, keepStorage));
  runs.sort((a, b) => a.scores[0] - b.scores[0]);
  return runs[Math.floor(runs.length / 2)];
}

/** Signs the demo player in, in the browser Lighthouse drives, so that its pages are a player's. */
async function signIn(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${pages}/login`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${pages}/`);
  await page.close();
  await browser.close();
}

const rows = [];
const below = [];
try {
  for (const layout of layouts) {
    // A staff token for each layout: a whole run outlasts one token's life.
    await publishLayout(site.base, await staffToken(site.base), layout);
    // A browser of its own for each layout: nothing cached from the last one.
    const chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        // The TLS front's certificate is made for the run.
        ...(front ? ['--ignore-certificate-errors'] : []),
      ],
    });
    try {
      // The login page's runs first: each starts with the browser's storage cleared.
      const results = [['login', await medianAudit(chrome.port, `${pages}/login`, false)]];
      await signIn(chrome.port);
      results.push(['home', await medianAudit(chrome.port, `${pages}/`, true)]);
      results.push(['lobby', await medianAudit(chrome.port, `${pages}/slot?provider=PGS`, true)]);
      for (const [name, { scores, failing, lcp, tbt, lhr }] of results) {
        rows.push({ layout, name, scores, lcp, tbt });
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true });
          writeFileSync(join(saveDir, `${layout}-${name}.json`), JSON.stringify(lhr));
        }
        if (scores.some((score) => score < AIM)) below.push(`${layout} ${name}: ${failing.join(', ')}`);
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await staffToken(site.base)
    .then((token) => publishLayout(site.base, token, 'a'))
    .catch(() => undefined);
  front?.stop();
  gameFront?.stop();
  site.stop();
}

console.log(
  `\nLighthouse, mobile (simulated throttling), ${front ? 'HTTPS and HTTP/2' : 'plain HTTP/1.1'}, median of ${RUNS} run(s), aim ${AIM} in each category`,
);
console.log(`${'layout'.padEnd(8)} ${'page'.padEnd(6)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b.p.'.padStart(5)} ${'LCP s'.padStart(6)} ${'TBT s'.padStart(6)}`);
for (const { layout, name, scores, lcp, tbt } of rows) {
  const figures = [...scores.map((score) => score.toFixed(2).padStart(5)), lcp.toFixed(2).padStart(6), tbt.toFixed(2).padStart(6)];
  console.log(`${layout.padEnd(8)} ${name.padEnd(6)} ${figures.join(' ')}`);
}
console.log(below.length ? `\nBelow the aim (failing audits):\n - ${below.join('\n - ')}` : '\nEvery page of every layout within the aim.');
