import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { FOOTER_LINKS } from '@/config/navigation';
import { CONTENT_PAGES } from '@/config/pages';
import { connectApiSession, useAuthStore } from '@/features/auth';
import { serveContent } from '@/features/content/testing';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { agentFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { renderApp, signIn } from './testing';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

/** The first page of a layout loads its skin and texts lazily: on a busy machine that takes a while. */
const SLOW = { timeout: 5000 };
// A layout's skin loads lazily on its first use in the run: more than 5 s on a busy machine.
const FIRST_SKIN = { timeout: 15_000 };
const COMING_SOON = 'เรากำลังเตรียมส่วนนี้อยู่ และจะเปิดให้ใช้งานเร็ว ๆ นี้';

describe('the content pages', () => {
  beforeAll(() => connectApiSession(api));
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().logout();
  });
  afterEach(() => {
    useAuthStore.getState().logout();
    queryClient.clear();
  });

  it.each([
    ['/aboutUs', 'เกี่ยวกับเรา', 'content-document'],
    ['/terms-and-conditions', 'terms-and-conditions (th)', 'content-document'],
    ['/help', 'help (th)', 'faq-item'],
    ['/faq', 'help (th)', 'faq-item'],
    ['/articles', 'บทความ', 'article-card'],
    ['/blogs', 'บล็อก', 'article-card'],
    ['/landing', 'landing (th)', 'landing-highlight'],
  ])('serves %s (no longer a coming-soon page)', async (path, title, content) => {
    serveContent();
    signIn();
    renderApp(path, queryClient);
    expect(await screen.findByRole('heading', { name: title, level: 1 }, SLOW)).toBeTruthy();
    expect((await screen.findAllByTestId(content)).length).toBeGreaterThan(0);
    expect(screen.queryByText(COMING_SOON)).toBeNull();
  });

  it('keeps /test a coming-soon page', async () => {
    signIn();
    renderApp('/test', queryClient);
    expect(await screen.findByText(COMING_SOON, {}, SLOW)).toBeTruthy();
  });

  it('sends a guest to /login as every page does (spec §2)', async () => {
    const router = renderApp('/rules', queryClient);
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 }, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the landing page to a guest under ufa-c, with the way in', { timeout: 20_000 }, async () => {
    serveContent();
    server.use(http.post(`${API}/agent/getDomain`, () => ok(agentFixture({ templateSetting: { template: {}, layout: { name: 'ufa-c' } } }))));
    renderApp('/landing', queryClient);
    expect(await screen.findByRole('heading', { name: 'landing (th)', level: 1 }, FIRST_SKIN)).toBeTruthy();
    expect(screen.getByTestId('landing-register').getAttribute('href')).toBe('/register');
  });

  it('links every document page, help and the articles from the footer', async () => {
    serveContent();
    signIn();
    renderApp('/aboutUs', queryClient);
    const footer = await screen.findByRole('contentinfo', {}, SLOW);
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const page of CONTENT_PAGES.filter((p) => p.path !== '/landing')) {
      expect(hrefs, page.path).toContain(page.path);
    }
    expect(FOOTER_LINKS.map((link) => link.to)).not.toContain('/landing');
  });
});
