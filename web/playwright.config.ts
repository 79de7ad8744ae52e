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
    },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
