import { expect, test } from '@playwright/test';

// A first journey through the shell; the full browser suite is written separately.
test('a guest is sent to the Thai login page', async ({ page }) => {
  await page.goto('/profile?x=1');
  await expect(page).toHaveURL(/\/login\?x=1$/);
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  const kanit = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px Kanit', 'ทดสอบ');
  });
  expect(kanit).toBe(true);
});

test("the page comes with its agent: no call asks for it", async ({ page, request }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/agent/getDomain')) asked.push(r.url());
  });
  const { data: agent } = await (await request.post('/api/agent/getDomain', { data: { domain: new URL(String(test.info().project.use.baseURL)).hostname } })).json();
  const raw = await (await request.get('/login')).text();
  expect(raw).toContain('<script id="pp-boot" type="application/json">');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const boot = await page.evaluate(() => JSON.parse(document.getElementById('pp-boot')?.textContent ?? 'null'));
  expect(boot.agent.prefix).toBe(agent.prefix);
  expect(asked).toEqual([]);
});

test('the demo player logs in, sees the balance, and logs out after confirming', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'ชื่อผู้ใช้' }).fill('demo');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('balance-badge').first()).toHaveText(/\d\.\d{2} THB$/);

  await page.goto('/no-such-page');
  await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();

  await page.getByRole('navigation', { name: 'เมนูด้านล่าง' }).or(page.locator('header')).first().waitFor();
  const menu = page.getByRole('button', { name: 'เปิดเมนู' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('dialog', { name: 'เมนู' }).getByRole('button', { name: 'ออกจากระบบ' }).click();
  } else {
    await page.locator('header').getByRole('button', { name: 'ออกจากระบบ' }).click();
  }
  await page.locator('.swal2-confirm').click();
  await expect(page).toHaveURL(/\/login$/);
});
