import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { serveAgent } from '@/features/agent/testing';
import { useAuthStore } from '@/features/auth';
import { i18n, loadNamespace } from '@/lib/i18n';
import { agentFixture, userFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { holdContent, pageFixture, serveContent } from '../testing';
import { ArticlesPage } from './articles-page';
import { DocumentPage } from './document-page';
import { HelpPage } from './help-page';
import { LandingPage } from './landing-page';

beforeAll(() => loadNamespace('content'));
beforeEach(() => serveAgent(agentFixture()));
afterEach(async () => {
  useAuthStore.getState().logout();
  await i18n.changeLanguage('th');
});

const pageCalls = (calls: ReturnType<typeof serveContent>) => calls.filter((c) => c.path === 'getPage').map((c) => c.body);

describe('a document page', () => {
  it('says it is loading until the page is in', async () => {
    holdContent();
    renderWithProviders(<DocumentPage slug="rules" title="กฎกติกา" />);
    const loading = await screen.findByTestId('content-loading');
    expect(loading.getAttribute('role')).toBe('status');
    expect(loading.textContent).toBe('กำลังโหลดเนื้อหา…');
    // The menu's name stands as the title meanwhile.
    expect(screen.getByRole('heading', { level: 1, name: 'กฎกติกา' })).toBeTruthy();
  });

  it('shows the agent title, the day it was updated and the body, asked in the interface language', async () => {
    const calls = serveContent();
    renderWithProviders(<DocumentPage slug="aboutUs" title="menu name" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'เกี่ยวกับเรา' })).toBeTruthy();
    const document = screen.getByTestId('content-document');
    expect(within(document).getByRole('heading', { level: 2, name: 'เนื้อหาภาษาไทย' })).toBeTruthy();
    expect(within(document).getByText('aboutUs').tagName).toBe('STRONG');
    expect(within(document).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('content-date').textContent).toMatch(/^อัปเดตล่าสุด .*2569/);
    expect(screen.queryByTestId('content-other-language')).toBeNull();
    expect(pageCalls(calls)).toEqual([{ slug: 'aboutUs', lang: 'th' }]);
  });

  it('says what could not be loaded and loads it again on retry', async () => {
    let fail = true;
    const calls = serveContent({ page: (slug, lang) => (fail ? null : pageFixture(slug, lang)) });
    renderWithProviders(<DocumentPage slug="privacy-policy" title="นโยบายความเป็นส่วนตัว" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดเนื้อหานี้ไม่สำเร็จ');
    expect(screen.queryByTestId('content-document')).toBeNull();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByTestId('content-document')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'privacy-policy (th)' })).toBeTruthy();
    expect(pageCalls(calls)).toHaveLength(2);
  });

  it('asks again in the new language when the interface language changes', async () => {
    const calls = serveContent();
    renderWithProviders(<DocumentPage slug="aboutUs" title="menu name" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'เกี่ยวกับเรา' })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByTestId('content-date').textContent).toMatch(/^Last updated 20 November 2026$/);
    await act(() => i18n.changeLanguage('vi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Về chúng tôi' })).toBeTruthy();
    expect(pageCalls(calls).map((body) => body.lang)).toEqual(['th', 'en', 'vi']);
  });

  it('says so when the agent has the page in another language only', async () => {
    serveContent({ page: (slug) => pageFixture(slug, 'th') });
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<DocumentPage slug="rules" title="Rules" />);
    expect((await screen.findByTestId('content-other-language')).textContent).toBe(
      'Not available in this language yet: shown in Thai',
    );
  });
});

describe('the help page', () => {
  it('shows its words and each question as a native accordion', async () => {
    serveContent();
    renderWithProviders(<HelpPage title="ศูนย์ช่วยเหลือ" />);
    const items = await screen.findAllByTestId('faq-item');
    expect(items).toHaveLength(4);
    expect(items.every((item) => item.tagName === 'DETAILS' && !(item as HTMLDetailsElement).open)).toBe(true);
    const first = items[0] as HTMLDetailsElement;
    expect(first.querySelector('summary')?.textContent).toBe('ฝากเงินอย่างไร? 1');
    expect(within(first).getByRole('link', { name: 'หน้าฝากเงิน' }).getAttribute('href')).toBe('/deposit');
    expect(screen.getByTestId('content-help').textContent).toContain('เนื้อหาภาษาไทย');
  });

  it('says when there are no questions', async () => {
    serveContent({ page: (slug, lang) => pageFixture(slug, lang, { items: null }) });
    renderWithProviders(<HelpPage title="Help" />);
    expect(await screen.findByText('ยังไม่มีคำถามในตอนนี้')).toBeTruthy();
  });
});

describe('the articles page', () => {
  it('lists the articles as cards, each opening its article by ?article=', async () => {
    const calls = serveContent();
    const { router } = renderWithProviders(<ArticlesPage title="บทความ" />, { route: '/articles' });
    const cards = await screen.findAllByTestId('article-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'first-deposit th',
      'turnover-explained th',
      'responsible-play th',
    ]);
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'turnover-explained th' })).toBeTruthy();
    expect(router.state.location.search).toBe('?article=turnover-explained');
    expect(screen.getByTestId('article').textContent).toContain('The words of turnover-explained in th.');
    expect(screen.getByTestId('content-date').textContent).toMatch(/^เผยแพร่ /);
    fireEvent.click(screen.getByTestId('articles-back'));
    expect(await screen.findAllByTestId('article-card')).toHaveLength(3);
    expect(calls.map((c) => c.path)).toEqual(['getArticles', 'getArticle']);
    expect(calls[0]?.body).toEqual({ lang: 'th', page: 1, pageSize: 12 });
  });

  it('goes through the list a page at a time', async () => {
    const slugs = Array.from({ length: 14 }, (_, i) => `article-${i + 1}`);
    const calls = serveContent({ articles: slugs });
    const { router } = renderWithProviders(<ArticlesPage title="Articles" />, { route: '/articles' });
    expect(await screen.findAllByTestId('article-card')).toHaveLength(12);
    fireEvent.click(screen.getByTestId('articles-next'));
    await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(2));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('หน้า 2 จาก 2')).toBeTruthy();
    expect(calls.map((c) => c.body.page)).toEqual([1, 2]);
  });

  it('says when an article is not there, asking nothing for a name no article has', async () => {
    const calls = serveContent();
    renderWithProviders(<ArticlesPage title="Articles" />, { route: '/articles?article=gone' });
    expect((await screen.findByTestId('article-missing')).textContent).toBe('ไม่พบบทความนี้ อาจถูกนำออกไปแล้ว');
    expect(calls).toHaveLength(1);
    renderWithProviders(<ArticlesPage title="Articles" />, { route: '/articles?article=../etc' });
    expect((await screen.findAllByTestId('article-missing')).length).toBe(2);
    expect(calls).toHaveLength(1);
  });

  it('says when there are no articles', async () => {
    serveContent({ articles: [] });
    renderWithProviders(<ArticlesPage title="Articles" />, { route: '/articles' });
    expect(await screen.findByTestId('articles-empty')).toBeTruthy();
  });

  it('asks again in the new language', async () => {
    const calls = serveContent();
    renderWithProviders(<ArticlesPage title="Articles" />, { route: '/articles' });
    await screen.findAllByTestId('article-card');
    await act(() => i18n.changeLanguage('vi'));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe('first-deposit vi'));
    expect(calls.map((c) => c.body.lang)).toEqual(['th', 'vi']);
  });
});

describe('the landing page', () => {
  it('offers a guest to register or log in, with the text, the highlights and three questions', async () => {
    serveContent({ page: (slug, lang) => pageFixture(slug, lang, slug === 'landing' ? { title: 'เล่นที่ Prompt-Play' } : {}) });
    renderWithProviders(<LandingPage />, { route: '/landing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'เล่นที่ Prompt-Play' })).toBeTruthy();
    expect(screen.getByTestId('landing-register').getAttribute('href')).toBe('/register');
    expect(screen.getByTestId('landing-login').getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('landing-play')).toBeNull();
    expect(screen.getByTestId('landing-text').textContent).toContain('เนื้อหาภาษาไทย');
    expect(screen.getAllByTestId('landing-highlight')).toHaveLength(4);
    await waitFor(() => expect(screen.getAllByTestId('faq-item')).toHaveLength(3));
    expect(screen.getByTestId('landing-all-questions').getAttribute('href')).toBe('/help');
  });

  it('takes a member to the games instead', async () => {
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    serveContent();
    renderWithProviders(<LandingPage />, { route: '/landing' });
    expect((await screen.findByTestId('landing-play')).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('landing-register')).toBeNull();
  });
});
