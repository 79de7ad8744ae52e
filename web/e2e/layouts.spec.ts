import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { headerBalance, staffToken } from './support';

/**
 * Each of the eight layouts against the real server: the staff publish it as agent PP's layout
 * through the back office, and a visitor's login page and a signed-in player's home page draw
 * that layout's own chrome (its frame, header and footer), no wider than the screen (down to a
 * 360 px phone), with no script error and each of its files linked once. The demo
 * layout is put back after.
 */

const LAYOUTS = ['a', 'b', 'c', 'pp-1', 'ufa-a', 'ufa-b', 'ufa-c', 'zuka'] as const;

type Staff = Record<string, string>;

async function template(request: APIRequestContext, staff: Staff) {
  const response = await request.get('/api/backoffice/template', { headers: staff });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).data.templateSetting as { layout: { name: string } } & Record<string, unknown>;
}

async function publish(request: APIRequestContext, staff: Staff, templateSetting: unknown) {
  const response = await request.put('/api/backoffice/template', { headers: staff, data: { templateSetting } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Script errors of the page, collected from its first load. */
function scriptErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * The page is no wider than the screen, at its own width and on a narrow 360 px phone, once the
 * header's images (a host's own logo) have loaded.
 */
async function fitsTheScreen(page: Page) {
  const original = page.viewportSize();
  for (const width of [original?.width ?? 390, 360]) {
    await page.setViewportSize({ width, height: original?.height ?? 800 });
    // The header's own images only: a lazy image further down may never load at all.
    await page.waitForFunction(() => [...document.querySelectorAll('header img')].every((image) => (image as HTMLImageElement).complete));
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
  }
  if (original) await page.setViewportSize(original);
}

/**
 * The style sheets and modules the page links, the server's (the layout's skin and the route,
 * named from the build's manifest) and the build's own: each linked once, once the site has
 * loaded its skin (Vite's loader finds a linked sheet and adds none), and each there to fetch.
 */
async function linksItsFilesOnce(page: Page) {
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"]')].map((link) => [link.rel, link.href] as const),
  );
  const named = links.map(([rel, href]) => `${rel} ${href}`);
  expect(new Set(named).size, named.join('\n')).toBe(named.length);
  // The site's sheet and the skin's own, at least.
  expect(links.filter(([rel]) => rel === 'stylesheet').length, named.join('\n')).toBeGreaterThanOrEqual(2);
  for (const [, href] of links) {
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
}

test.describe.configure({ mode: 'serial' });

let staff: Staff;
let published: Awaited<ReturnType<typeof template>>;

test.beforeAll(async ({ request }) => {
  staff = await staffToken(request);
  published = await template(request, staff);
});

test.afterAll(async ({ request }) => {
  await publish(request, staff, published);
});

for (const layout of LAYOUTS) {
  test(`layout ${layout}: the visitor's and the player's pages draw its own chrome`, async ({ page, request }) => {
    await publish(request, staff, { ...published, layout: { name: layout } });
    const errors = scriptErrors(page);

    await page.goto('/login');
    const visitor = page.locator(`[data-layout="${layout}-default"]`);
    await expect(visitor).toBeVisible();
    await expect(visitor.locator('header').first()).toBeVisible();
    await expect(visitor.locator('footer').first()).toBeAttached();
    await expect(page.locator('[data-layout$="-authenticated"]')).toHaveCount(0);
    await fitsTheScreen(page);
    await linksItsFilesOnce(page);

    await page.locator('input[name="username"]').fill('demo');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/$/);
    const player = page.locator(`[data-layout="${layout}-authenticated"]`);
    await expect(player).toBeVisible();
    await expect(headerBalance(page).filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator(`[data-layout="${layout}-default"]`)).toHaveCount(0);
    await fitsTheScreen(page);

    expect(errors).toEqual([]);
  });
}
