import { expect, test, type Page, type TestInfo } from '@playwright/test';

import { register, shot, TH_REGISTER, uniquePlayer } from './support';

/**
 * A new player's whole journey in the browser, against the real server (fresh SQLite, demo
 * data), at the phone and desktop widths of the two projects. Screenshots are kept under
 * test-results/ as artefacts.
 */

const newPlayer = (testInfo: TestInfo) => uniquePlayer(testInfo, '7', 'p', '09');

async function login(page: Page, username: string, password: string, labels: Labels) {
  await page.getByRole('textbox', { name: labels.username }).fill(username);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.login, exact: true }).click();
}

async function logoutButton(page: Page, labels: Labels) {
  const dialog = page.getByRole('dialog', { name: labels.menu });
  const open = await dialog.waitFor({ state: 'visible', timeout: 1500 }).then(() => true, () => false);
  if (open) return dialog.getByRole('button', { name: labels.logout });
  const menu = page.getByRole('button', { name: labels.openMenu });
  if (await menu.isVisible()) {
    await menu.click();
    return page.getByRole('dialog', { name: labels.menu }).getByRole('button', { name: labels.logout });
  }
  return page.locator('header').getByRole('button', { name: labels.logout });
}

type Labels = typeof TH;
const TH = {
  ...TH_REGISTER,
  registered: 'สมัครสมาชิกสำเร็จ',
  loginNow: 'เข้าสู่ระบบทันที',
  login: 'เข้าสู่ระบบ',
  openMenu: 'เปิดเมนู',
  menu: 'เมนู',
  logout: 'ออกจากระบบ',
};
const EN: Labels = {
  registerTitle: 'Sign up',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  tel: 'Phone number',
  bank: 'Kasikornbank',
  accountNo: 'Account number',
  accountName: 'Account name',
  registered: 'Registration complete',
  loginNow: 'Log in now',
  login: 'Log in',
  openMenu: 'Open menu',
  menu: 'Menu',
  logout: 'Log out',
};

test('a visitor registers, logs in, sees a 0.00 THB balance and stays logged in (Thai)', async ({ page }, testInfo) => {
  const player = newPlayer(testInfo);
  await page.goto('/?x=1');
  await expect(page).toHaveURL(/\/login\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await shot(page, testInfo, 'th-1-login');

  await page.goto('/register');
  await register(page, player, TH);
  await expect(page.getByRole('heading', { name: TH.registered })).toBeVisible();
  await shot(page, testInfo, 'th-2-registered');

  await page.getByRole('button', { name: TH.loginNow }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('balance-badge').first()).toHaveText(/0\.00 THB/);
  await shot(page, testInfo, 'th-3-home');

  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('balance-badge').first()).toHaveText(/0\.00 THB/);

  const logout = await logoutButton(page, TH);
  await logout.click();
  await expect(page.locator('.swal2-popup')).toBeVisible();
  await shot(page, testInfo, 'th-4-logout-confirm');
  await page.locator('.swal2-cancel').click();
  await expect(page.locator('.swal2-container')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await (await logoutButton(page, TH)).click();
  await page.locator('.swal2-confirm').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);

  // Back in through the login form.
  await login(page, player.username, player.password, TH);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('balance-badge').first()).toHaveText(/0\.00 THB/);
});

test('the same journey in English', async ({ page }, testInfo) => {
  const player = newPlayer(testInfo);
  await page.goto('/login');
  await page.getByRole('button', { name: /^เลือกภาษา/ }).first().click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await shot(page, testInfo, 'en-1-login');

  await page.goto('/register');
  await register(page, player, EN);
  await expect(page.getByRole('heading', { name: EN.registered })).toBeVisible();
  await page.getByRole('button', { name: EN.loginNow }).click();
  await expect(page.getByTestId('balance-badge').first()).toHaveText(/0\.00 THB/);
  await shot(page, testInfo, 'en-2-home');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('balance-badge').first()).toHaveText(/0\.00 THB/);
});

test('a second login from another browser ends the first session with the spec toast', async ({ browser }, testInfo) => {
  const player = newPlayer(testInfo);
  const first = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  const second = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  const a = await first.newPage();
  const b = await second.newPage();

  await a.goto('/register');
  await register(a, player, TH);
  await expect(a.getByRole('heading', { name: TH.registered })).toBeVisible();
  await a.goto('/login');
  await login(a, player.username, player.password, TH);
  await expect(a.getByTestId('balance-badge').first()).toBeVisible();

  await b.goto('/login');
  await login(b, player.username, player.password, TH);
  await expect(b.getByTestId('balance-badge').first()).toBeVisible();

  // The first browser navigates: its token check answers 0034 and it is logged out.
  await a.goto('/profile');
  await expect(a.locator('.swal2-popup')).toContainText('มีผู้เข้าสู่ระบบซ้อน');
  await expect(a.locator('.swal2-popup')).toContainText('หากไม่ใช่คุณ กรุณาติดต่อแอดมิน');
  await expect(a).toHaveURL(/\/login/);
  await shot(a, testInfo, 'th-session-elsewhere');

  // The second browser goes on.
  await b.reload();
  await expect(b.getByTestId('balance-badge').first()).toBeVisible();
  await first.close();
  await second.close();
});
