import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the real server, which migrates a fresh SQLite database, loads the
 * demo data and serves the built site (web/dist: run `npm run build` first).
 * Debian's Chromium is used; Playwright never downloads browsers here.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const PORT = 8123;
const baseURL = `http://127.0.0.1:${PORT}`;
// `run` starts the demo payment upstreams as a child process: a port of their own, so the
// tests never clash with (or talk to) a developer's `make run` on the default 8010.
const PAY_UPSTREAM_PORT = 8125;
const payUpstream = `http://127.0.0.1:${PAY_UPSTREAM_PORT}`;
// The demo game upstream (docs/games.md §2), likewise on a port of its own (default 8020).
const GAME_UPSTREAM_PORT = 8126;
const gameUpstream = `http://127.0.0.1:${GAME_UPSTREAM_PORT}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'th-TH',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    // Run from the repository root so DATABASE_URL's relative path lands in <repo>/var/.
    command: `${repoRoot}.venv/bin/promptplay run --fresh`,
    cwd: repoRoot,
    env: {
      PORT: String(PORT),
      DATABASE_URL: 'sqlite+aiosqlite:///var/e2e.db',
      CAPTCHA: 'off',
      PAY_UPSTREAM_PORT: String(PAY_UPSTREAM_PORT),
      // Pinned, so that values from the developer's shell cannot point the tests elsewhere.
      TRUEMONEY_URL: payUpstream,
      VN_GATEWAY_URL: payUpstream,
      GAME_UPSTREAM_PORT: String(GAME_UPSTREAM_PORT),
      GAME_UPSTREAM_URL: gameUpstream,
      // Where the game upstream reports each round: this server.
      GAME_CALLBACK_URL: `http://127.0.0.1:${PORT}`,
      // The catalogue syncs and bet history is read every second, so a test sees them quickly.
      GAME_SWEEP_INTERVAL: '1',
      // The expiry sweeper at its default period: deposits live 30 minutes (the demo agents'
      // deposit_expiry_minutes), far longer than a run, so it never closes a test's request.
      SWEEP_INTERVAL: '15',
    },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
