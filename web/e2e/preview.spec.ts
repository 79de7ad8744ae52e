import { expect, test, type APIRequestContext, type Frame, type Page } from '@playwright/test';

import { backofficeLogIn, staffToken } from './support';

/**
 * Preview mode against the real server: the staff of agent PP open the template editor, whose
 * frame shows the player site with a previewId. An edit reaches the frame over the socket
 * within a second, while an ordinary visitor's page keeps the published template; publishing
 * then changes the visitor's page too. The demo template is put back after.
 */

type Staff = Record<string, string>;

async function published(request: APIRequestContext, staff: Staff) {
  const response = await request.get('/api/backoffice/template', { headers: staff });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).data.templateSetting as { template: { title: string } } & Record<string, unknown>;
}

/** The preview's frame, once the player site in it has drawn its layout. */
async function previewFrame(page: Page): Promise<Frame> {
  const element = page.getByTestId('template-preview-frame');
  await expect(element).toHaveAttribute('src', /previewId=/);
  const frame = await (await element.elementHandle())!.contentFrame();
  expect(frame).not.toBeNull();
  await expect(frame!.locator('[data-layout]').first()).toBeVisible();
  return frame!;
}

test('an edit shows in the preview at once, the live site changes only when published', async ({ page, browser, request }, testInfo) => {
  test.slow();
  const before = await published(request, await staffToken(request));
  const title = `Preview ${testInfo.project.name} ${Date.now()}`;
  const visitor = await (await browser.newContext()).newPage();
  try {
    await visitor.goto('/login');
    await expect(visitor).toHaveTitle(before.template.title);

    // The staff's back office session (a new login ends the token's session above).
    await backofficeLogIn(page);
    await page.goto('/backoffice/template');
    const frame = await previewFrame(page);
    await expect.poll(() => frame.title()).toBe(before.template.title);

    await page.getByTestId('template-title').fill(title);
    // Within a second of the edit (the editor waits 200 ms after the last key before sending).
    await expect.poll(() => frame.title(), { timeout: 1_000 }).toBe(title);

    await visitor.reload();
    await expect(visitor.locator('[data-layout]').first()).toBeVisible();
    await expect(visitor).toHaveTitle(before.template.title);

    await page.getByTestId('template-publish').click();
    await expect
      .poll(async () => {
        await visitor.reload();
        await visitor.locator('[data-layout]').first().waitFor();
        return visitor.title();
      })
      .toBe(title);
  } finally {
    const staff = await staffToken(request);
    await request.put('/api/backoffice/template', { headers: staff, data: { templateSetting: before } });
    await visitor.context().close();
  }
});
