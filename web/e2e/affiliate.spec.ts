import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';

import { register, shot, TH_REGISTER, uniquePlayer } from './support';

/**
 * The affiliate page from the share link to a withdrawal of income, against the real server
 * (fresh SQLite, demo data: the demo's past days are computed, so its uplines have affiliate
 * income waiting). An upline of the demo (the phone run: `demo`; the desktop run: `somsak88`,
 * whose own downline played) copies his share link, a visitor opens it in another browser and
 * registers, and shows up in the upline's downline; the upline then withdraws his affiliate
 * income into credit.
 */

const TH = {
  ...TH_REGISTER,
  registered: 'สมัครสมาชิกสำเร็จ',
  copied: 'คัดลอกสำเร็จ',
  withdrawn: 'ถอนรายได้สำเร็จ',
};

const UPLINE = { phone: 'demo', desktop: 'somsak88' } as const;

function money(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

async function logIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'ชื่อผู้ใช้' }).fill(username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function visitor(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    ...testInfo.project.use,
    baseURL: testInfo.project.use.baseURL,
  });
  return { context, page: await context.newPage() };
}

test('share link, a downline registers through it, the upline withdraws his income', async ({ browser }, testInfo) => {
  test.slow();
  const username = UPLINE[testInfo.project.name as keyof typeof UPLINE];
  const context = await browser.newContext({
    ...testInfo.project.use,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await logIn(page, username);
  // Dismiss the after-login promotion popup if it shows.
  await page.keyboard.press('Escape');

  await page.goto('/affiliate');
  const link = page.getByTestId('affiliate-link');
  await expect(link).toContainText('/register?ref=');
  const shareLink = (await link.textContent())!.trim();
  const code = (await page.getByTestId('affiliate-code').textContent())!.trim();
  expect(shareLink.endsWith(`ref=${code}`)).toBe(true);
  await expect(page.getByTestId('affiliate-qr')).toHaveAttribute('data-payload', shareLink);
  await page.getByTestId('affiliate-copy-link').click();
  await expect(page.locator('.swal2-popup')).toContainText(TH.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);
  const before = money(await page.getByTestId('downline-count').textContent());
  await shot(page, testInfo, 'affiliate-1-overview');

  // A visitor opens the link in a browser of his own: he lands on registration, the code kept.
  const guest = await visitor(browser, testInfo);
  const { pathname, search } = new URL(shareLink);
  await guest.page.goto(`${pathname}${search}`);
  await expect(guest.page).toHaveURL(/\/register/);
  const downline = uniquePlayer(testInfo, '5', 'd', '09');
  await register(guest.page, { ...downline, accountName: 'ดาวน์ ไลน์' }, TH);
  await expect(guest.page.getByRole('heading', { name: TH.registered })).toBeVisible();
  await guest.context.close();

  // He is the upline's downline now.
  await page.reload();
  await expect(page.getByTestId('downline-count')).toContainText(String(before + 1));
  await expect(page.getByTestId('downline-username').first()).toHaveText(
    new RegExp(`^${downline.username.slice(0, 2)}\\*+${downline.username.slice(-2)}$`),
  );

  // The waiting income goes into credit: the balance empties, the credit grows by it.
  const box = page.getByTestId('affiliate-withdraw-box');
  const waiting = money(await box.getByTestId('affiliate-balance').textContent());
  expect(waiting).toBeGreaterThan(0);
  const badge = page.locator('header').getByTestId('balance-badge');
  const credit = money(await badge.textContent());
  await box.getByTestId('affiliate-withdraw').click();
  await expect(page.locator('.swal2-popup')).toContainText(TH.withdrawn);
  await expect(box.getByTestId('affiliate-balance')).toHaveText('0.00 THB');
  await expect.poll(async () => money(await badge.textContent())).toBeCloseTo(credit + waiting, 2);
  await shot(page, testInfo, 'affiliate-2-withdrawn');
  await context.close();
});
