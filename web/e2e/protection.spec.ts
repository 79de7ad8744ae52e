import { expect, test, type TestInfo } from '@playwright/test';

import { registerAndLogIn, shot, uniquePlayer } from './support';

/**
 * Player protection against the real server (docs/money.md "Player protection"): a new player
 * of agent PP sets a daily deposit limit of 100, a deposit of 150 is refused at the amount field
 * with what is left, then he takes a one-day break: he is signed out at once, the login page
 * says until when, and logging in again shows the server's self-exclusion message.
 */

const newPlayer = (testInfo: TestInfo) => uniquePlayer(testInfo, '8', 'rg', '06');

test('a deposit limit refuses a deposit above it; a break signs the player out and refuses his login', async ({ page }, testInfo) => {
  test.slow();
  const player = newPlayer(testInfo);
  await registerAndLogIn(page, player);

  // From the settings to the page.
  await page.goto('/setting');
  await page.getByTestId('setting-protection').click();
  await expect(page).toHaveURL(/\/responsible-gaming$/);
  await expect(page.getByRole('heading', { name: 'การเล่นอย่างรับผิดชอบ', level: 1 })).toBeVisible();

  // A first daily deposit limit of 100 holds at once.
  const daily = page.getByRole('group', { name: 'ขีดจำกัดการฝาก รายวัน' });
  await daily.getByRole('button', { name: 'ตั้งขีดจำกัด: ขีดจำกัดการฝาก รายวัน' }).click();
  await daily.getByRole('textbox', { name: 'ขีดจำกัดใหม่' }).fill('100');
  await expect(daily.getByTestId('limit-deposit-day-when')).toHaveText('มีผลทันทีเมื่อบันทึก');
  await daily.getByRole('button', { name: 'บันทึก' }).click();
  await expect(daily.getByTestId('limit-deposit-day-amount')).toHaveText('100.00 THB');
  await expect(daily).toContainText('ใช้ไป 0.00 THB จาก 100.00 THB');
  await expect(daily).toContainText('เหลือ 100.00 THB');
  await shot(page, testInfo, 'protection-1-limit-set');

  // A deposit of 150 passes it: refused at the amount field, with what is left.
  await page.goto('/deposit');
  await expect(page.getByTestId('deposit-method-bank')).toHaveAttribute('aria-selected', 'true');
  const amount = page.getByTestId('deposit-amount');
  await amount.fill('150');
  await page.getByTestId('deposit-submit').click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  // The field's own error, the first text it is described by.
  const errorId = (await amount.getAttribute('aria-describedby'))?.split(' ')[0];
  const fieldError = page.locator(`[id="${errorId}"]`);
  await expect(fieldError).toHaveText('This deposit would pass your deposit limit for this day: 100.00 THB left');
  await expect(page.getByTestId('deposit-pending')).toHaveCount(0);
  await shot(page, testInfo, 'protection-2-deposit-refused');

  // A one-day break: confirmed in a dialog that says it cannot be undone, not even by staff.
  await page.goto('/responsible-gaming');
  const pause = page.getByRole('region', { name: 'พักการเล่น' });
  await pause.getByRole('button', { name: '1 วัน' }).click();
  await pause.getByLabel('รหัสผ่านของคุณ').fill(player.password);
  await pause.getByRole('button', { name: 'พักการเล่น' }).click();
  const dialog = page.getByRole('dialog', { name: 'ยืนยันการพักการเล่น' });
  await expect(dialog).toContainText('แม้แต่เจ้าหน้าที่');
  await expect(dialog.getByTestId('exclusion-until')).not.toBeEmpty();
  await shot(page, testInfo, 'protection-3-break-confirm');
  await dialog.getByRole('button', { name: 'ยืนยัน เริ่มพักการเล่น' }).click();

  // Signed out at once, on the login page, which says until when.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toContainText('เริ่มพักการเล่นแล้ว คุณออกจากระบบแล้ว');
  await expect(page.locator('[data-layout$="-default"]')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pp-auth') ?? '{}').state?.isAuthenticated)).toBe(false);
  await shot(page, testInfo, 'protection-4-signed-out');

  // Logging in again: the server's self-exclusion message, naming the end, in the form.
  const form = page.getByRole('form', { name: 'เข้าสู่ระบบ' });
  await form.getByRole('textbox', { name: 'ชื่อผู้ใช้' }).fill(player.username);
  await form.getByLabel('รหัสผ่าน', { exact: true }).fill(player.password);
  await form.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(form.getByTestId('login-refusal')).toHaveText(/^You have excluded yourself from play until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, testInfo, 'protection-5-login-refused');
});
