import { expect, test } from '@playwright/test';

// Forgot password against the real server (docs/api.md "Forgot password"). The name and phone
// belong to no player: the server answers as for anyone and sends no code, so no player's
// codes of the hour are spent and the demo player's password stays as the other specs expect.
test('a visitor asks for a code from the login page and a wrong code is refused at its field', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'ลืมรหัสผ่าน?' }).click();
  await expect(page).toHaveURL(/\/login\?forgot=1$/);
  await expect(page.getByRole('heading', { name: 'ลืมรหัสผ่าน', level: 1 })).toBeVisible();

  const account = page.getByRole('form', { name: 'ยืนยันบัญชี' });
  await account.getByRole('textbox', { name: 'ชื่อผู้ใช้' }).fill('nosuchplayer');
  await account.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }).fill('0812345670');
  await account.getByRole('button', { name: 'ขอรหัส OTP' }).click();

  const reset = page.getByRole('form', { name: 'ตั้งรหัสผ่านใหม่' });
  await expect(reset.getByTestId('forgot-sent')).toContainText('0812345670');
  await expect(reset.getByTestId('forgot-sent')).toContainText('10 นาที');
  await expect(reset.getByRole('button', { name: /^ขอรหัสใหม่ได้ใน \d+ วินาที$/ })).toBeDisabled();
  const code = reset.getByRole('textbox', { name: 'รหัส OTP' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('000000');
  await reset.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('brandnew99');
  await reset.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill('brandnew99');
  await reset.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
  await expect(reset.getByText('รหัสไม่ถูกต้องหรือหมดอายุแล้ว')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeVisible();
});
