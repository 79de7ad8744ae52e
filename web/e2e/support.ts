import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** What the register form is found by, in one language. */
export interface RegisterLabels {
  registerTitle: string;
  username: string;
  password: string;
  confirmPassword: string;
  tel: string;
  bank: string;
  accountNo: string;
  accountName: string;
}

export const TH_REGISTER: RegisterLabels = {
  registerTitle: 'สมัครสมาชิก',
  username: 'ชื่อผู้ใช้',
  password: 'รหัสผ่าน',
  confirmPassword: 'ยืนยันรหัสผ่าน',
  tel: 'เบอร์โทรศัพท์',
  bank: 'ธนาคารกสิกรไทย',
  accountNo: 'เลขที่บัญชี',
  accountName: 'ชื่อบัญชี',
};

let serial = 0;

/**
 * A player no other test of the run uses. `marker` keeps the specs' players apart; the
 * project name keeps the phone and desktop runs apart.
 */
export function uniquePlayer(testInfo: TestInfo, marker: string, prefix: string, tel: string) {
  serial += 1;
  const digits = `${Date.now()}${marker}${testInfo.project.name === 'phone' ? 1 : 2}${serial}`.slice(-8);
  return {
    username: `${prefix}${digits}`,
    password: 'secret123',
    tel: `${tel}${digits}`,
    accountNo: `${marker}${digits}0`.slice(0, 10),
    accountName: 'สมหญิง รักดี',
  };
}

export type Player = ReturnType<typeof uniquePlayer>;

/** A full-page screenshot from the top (a scrolled page draws its sticky header mid-page). */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

/** Fills and sends the register form (CAPTCHA is off for the browser tests). */
export async function register(page: Page, player: Player, labels: RegisterLabels) {
  const form = page.getByRole('form', { name: labels.registerTitle });
  await form.getByRole('textbox', { name: labels.username }).fill(player.username);
  await form.getByLabel(labels.password, { exact: true }).fill(player.password);
  await form.getByLabel(labels.confirmPassword, { exact: true }).fill(player.password);
  await form.getByRole('textbox', { name: labels.tel }).fill(player.tel);
  await form.locator('label', { has: page.getByRole('radio', { name: labels.bank }) }).click();
  await expect(form.getByRole('radio', { name: labels.bank })).toBeChecked();
  await form.getByRole('textbox', { name: labels.accountNo }).fill(player.accountNo);
  await form.getByRole('textbox', { name: labels.accountName }).fill(player.accountName);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: labels.registerTitle, exact: true }).click();
}

/** The balance in the site's header (the side menu has a copy of it). */
export function headerBalance(page: Page) {
  return page.locator('header').getByTestId('balance-badge');
}

/**
 * Registers through the form, logs straight in and closes the after-login popup, which shows
 * the promotions flagged for it once to a new player.
 */
export async function registerAndLogIn(page: Page, player: Player) {
  await page.goto('/register');
  await register(page, player, TH_REGISTER);
  await expect(page.getByRole('heading', { name: 'สมัครสมาชิกสำเร็จ' })).toBeVisible();
  await page.getByRole('button', { name: 'เข้าสู่ระบบทันที' }).click();
  await expect(page).toHaveURL(/\/$/);
  const popup = page.getByTestId('promotion-popup');
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

/** Agent PP's demo back office logins (README, "Demo logins"). */
export const BACKOFFICE_LOGINS = {
  staff: { username: 'staff', password: 'staff1234' },
  cashier: { username: 'cashier', password: 'cashier1234' },
} as const;

/** One of agent PP's back office logins signs in through its page and lands on the back office. */
export async function backofficeLogIn(page: Page, login: keyof typeof BACKOFFICE_LOGINS = 'staff') {
  const { username, password } = BACKOFFICE_LOGINS[login];
  await page.goto('/backoffice/login');
  await page.getByTestId('bo-login-username').fill(username);
  await page.getByTestId('bo-login-password').fill(password);
  await page.getByTestId('bo-login-submit').click();
  await expect(page).toHaveURL(/\/backoffice$/);
}

/** The staff of agent PP, through the back office API: a bearer token. */
export async function staffToken(request: APIRequestContext) {
  const response = await request.post('/api/backoffice/auth/login', { data: BACKOFFICE_LOGINS.staff });
  expect(response.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await response.json()).data.accessToken}` };
}
