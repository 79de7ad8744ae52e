import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { server } from '@/testing/msw-server';
import { renderWithProviders, seedQueryData } from '@/testing/render';

import { boKeys } from '../api/backoffice-api';
import { useStaffSession } from '../stores/staff-session';
import { contentServer } from '../testing/content-fixtures';
import { meFixture, meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';

import { ContentPage } from './content-page';

beforeEach(async () => {
  useStaffSession.getState().signOut();
  await loadStaffTexts('th');
  signInStaff();
  seedQueryData(boKeys.me(), meFixture);
  server.use(meHandler());
});

const renderPage = (search = '') => renderWithProviders(<ContentPage />, { route: `/backoffice/content${search}` });

describe('ContentPage', () => {
  it('opens on the announcements and switches tabs through the address', async () => {
    contentServer();
    const user = userEvent.setup();
    const { router } = renderPage();
    expect(screen.getByRole('tab', { name: 'ประกาศ' }).getAttribute('aria-selected')).toBe('true');
    const row = await screen.findByTestId('bo-announcement-row-1');
    expect(within(row).getByText('ปิดปรับปรุงระบบ')).toBeTruthy();
    expect(within(row).getByText('แสดง')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'แบนเนอร์' }));
    expect(router.state.location.search).toBe('?tab=banners');
    const banner = await screen.findByTestId('bo-banner-row-2');
    expect(banner.querySelector('img')?.getAttribute('src')).toBe('/api/uploads/banner1.png');
    expect(screen.queryByTestId('bo-announcement-row-1')).toBeNull();
  });

  it('adds an announcement: an empty one is refused at its fields, a full one is sent and listed', async () => {
    const state = contentServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('bo-announcement-row-1');
    await user.click(screen.getByTestId('bo-announcement-new'));
    expect(screen.getByRole('heading', { name: 'ประกาศใหม่' })).toBeTruthy();
    await user.click(screen.getByTestId('bo-announcement-save'));
    expect(screen.getByTestId('bo-announcement-title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('bo-announcement-message').getAttribute('aria-invalid')).toBe('true');
    expect(state.announcementPosts).toEqual([]);

    await user.type(screen.getByTestId('bo-announcement-title'), 'Songkran bonus');
    await user.type(screen.getByTestId('bo-announcement-message'), 'Deposit today{Enter}and get 10% more');
    expect(screen.getByText('30 / 2000 ตัวอักษร')).toBeTruthy();
    await user.clear(screen.getByTestId('bo-announcement-sort'));
    await user.type(screen.getByTestId('bo-announcement-sort'), '5');
    await user.click(screen.getByTestId('bo-announcement-active'));
    await user.click(screen.getByTestId('bo-announcement-save'));
    await waitFor(() =>
      expect(state.announcementPosts).toEqual([{ title: 'Songkran bonus', message: 'Deposit today\nand get 10% more', isActive: false, sort: 5 }]),
    );
    const added = await screen.findByTestId('bo-announcement-row-9');
    expect(within(added).getByText('Songkran bonus')).toBeTruthy();
    expect(within(added).getByText('ซ่อน')).toBeTruthy();
    expect(screen.getByTestId('bo-announcement-notice').textContent).toContain('เพิ่มประกาศ “Songkran bonus” แล้ว');
  });

  it("edits a banner's link: neither a path nor https is refused, the saved link shows in the list", async () => {
    const state = contentServer();
    const user = userEvent.setup();
    renderPage('?tab=banners');
    await user.click(await screen.findByTestId('bo-banner-edit-2'));
    const link = screen.getByTestId('bo-banner-linkUrl') as HTMLInputElement;
    expect(link.value).toBe('/promotion');
    expect(screen.getByText(/หน้าของเว็บไซต์ เช่น \/promotion/)).toBeTruthy();
    expect(screen.getByAltText('ตัวอย่างรูปภาพ').getAttribute('src')).toBe('/api/uploads/banner1.png');

    await user.clear(link);
    await user.type(link, 'http://elsewhere.example');
    await user.click(screen.getByTestId('bo-banner-save'));
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('หน้าของเว็บไซต์ (ขึ้นต้นด้วย /) หรือที่อยู่ https://')).toBeTruthy();
    expect(state.bannerPuts).toEqual([]);

    await user.clear(link);
    await user.type(link, '/deposit');
    await user.click(screen.getByTestId('bo-banner-save'));
    await waitFor(() =>
      expect(state.bannerPuts).toEqual([
        { id: '2', body: { title: 'Welcome bonus', imageUrl: '/api/uploads/banner1.png', linkUrl: '/deposit', isActive: true, sort: 1 } },
      ]),
    );
    expect(within(await screen.findByTestId('bo-banner-link-2')).getByText('/deposit')).toBeTruthy();
    expect(screen.getByTestId('bo-banner-notice').textContent).toContain('บันทึกแบนเนอร์ “Welcome bonus” แล้ว');
  });

  it('edits a page body with a live preview drawn as elements (a heading, a list, bold, a link) and saves it', async () => {
    const state = contentServer();
    const user = userEvent.setup();
    renderPage('?tab=pages');
    const body = (await screen.findByTestId('bo-page-body')) as HTMLTextAreaElement;
    expect(body.value).toBe('เว็บไซต์สำหรับผู้มีอายุ 18 ปีขึ้นไป');
    const markup = '## Deposits\n\nOnly from **your own** account. See <b>[the deposit page](/deposit)</b>.\n\n- Automatic\n- 24 hours';
    fireEvent.change(body, { target: { value: markup } });

    const preview = screen.getByTestId('bo-page-body-preview');
    expect(within(preview).getByRole('heading', { name: 'Deposits' }).tagName).toBe('H3');
    expect(within(preview).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Automatic', '24 hours']);
    expect(within(preview).getByText('your own').tagName).toBe('STRONG');
    expect(within(preview).getByRole('link', { name: 'the deposit page' }).getAttribute('href')).toBe('/deposit');
    // What looks like HTML is shown as typed, never inserted as markup.
    expect(preview.querySelector('b')).toBeNull();
    expect(preview.textContent).toContain('<b>');
    expect(screen.getByTestId('bo-markup-help').textContent).toContain('## …');

    await user.click(screen.getByTestId('bo-page-save'));
    await waitFor(() => expect(state.pagePuts).toEqual([{ slug: 'aboutUs', lang: 'th', body: { title: 'เกี่ยวกับเรา', body: markup, items: null } }]));
    expect(await screen.findByText('บันทึก เกี่ยวกับเรา (ไทย) แล้ว')).toBeTruthy();
  });

  it("edits help's questions: reorders, removes and adds entries, and a language without a text starts empty", async () => {
    const state = contentServer();
    const user = userEvent.setup();
    renderPage('?tab=pages');
    await screen.findByTestId('bo-page-body');
    await user.selectOptions(screen.getByTestId('bo-page-slug'), 'help');
    expect(await screen.findByTestId('bo-page-item-2')).toBeTruthy();
    await user.click(screen.getByTestId('bo-page-item-2-up'));
    await user.click(screen.getByTestId('bo-page-item-0-remove'));
    await user.click(screen.getByTestId('bo-page-item-add'));
    await user.click(screen.getByTestId('bo-page-save'));
    // A new entry needs its question.
    expect(screen.getByTestId('bo-page-items-2-title').getAttribute('aria-invalid')).toBe('true');
    expect(state.pagePuts).toEqual([]);
    await user.type(screen.getByTestId('bo-page-items-2-title'), 'Can I play on my phone?');
    await user.type(screen.getByTestId('bo-page-items-2-body'), 'Yes.');
    await user.click(screen.getByTestId('bo-page-save'));
    await waitFor(() => expect(state.pagePuts).toHaveLength(1));
    expect(state.pagePuts[0]?.body.items).toEqual([
      { title: 'Is my account safe?', body: 'Never share your password.' },
      { title: 'How long does a withdrawal take?', body: 'A few minutes.' },
      { title: 'Can I play on my phone?', body: 'Yes.' },
    ]);

    await user.click(screen.getByTestId('bo-page-lang-vi'));
    expect(await screen.findByTestId('bo-page-missing')).toBeTruthy();
    expect((screen.getByTestId('bo-page-title') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('bo-page-item-0')).toBeNull();
  });

  it('saves a new article as a draft in the chosen language', async () => {
    const state = contentServer();
    const user = userEvent.setup();
    renderPage('?tab=articles');
    const row = await screen.findByTestId('bo-article-row-responsible-play');
    expect(within(row).getByTestId('bo-article-responsible-play-th').dataset.status).toBe('published');
    expect(within(row).getByTestId('bo-article-responsible-play-en').dataset.status).toBe('draft');
    expect(within(row).getByTestId('bo-article-responsible-play-vi').dataset.status).toBe('missing');

    await user.click(screen.getByTestId('bo-article-new'));
    await user.type(screen.getByTestId('bo-article-slug'), 'bad slug');
    await user.type(screen.getByTestId('bo-article-title'), 'Deposit guide');
    fireEvent.change(screen.getByTestId('bo-article-body'), { target: { value: '## Step one\n\n- Open the deposit page' } });
    await user.click(screen.getByTestId('bo-article-lang-en'));
    await user.click(screen.getByTestId('bo-article-status-draft'));
    expect(screen.getByTestId('bo-article-save').textContent).toBe('บันทึกฉบับร่าง');
    await user.click(screen.getByTestId('bo-article-save'));
    expect(screen.getByTestId('bo-article-slug').getAttribute('aria-invalid')).toBe('true');
    expect(state.articlePuts).toEqual([]);

    await user.clear(screen.getByTestId('bo-article-slug'));
    await user.type(screen.getByTestId('bo-article-slug'), 'deposit-guide');
    await user.click(screen.getByTestId('bo-article-save'));
    await waitFor(() =>
      expect(state.articlePuts).toEqual([
        {
          slug: 'deposit-guide',
          lang: 'en',
          body: { title: 'Deposit guide', summary: '', body: '## Step one\n\n- Open the deposit page', imageUrl: null, status: 'draft', publishedAt: null },
        },
      ]),
    );
    const added = await screen.findByTestId('bo-article-row-deposit-guide');
    expect(within(added).getByTestId('bo-article-deposit-guide-en').dataset.status).toBe('draft');
    expect(within(added).getByTestId('bo-article-deposit-guide-th').dataset.status).toBe('missing');
    expect(screen.getByTestId('bo-article-notice').textContent).toContain('บันทึก “Deposit guide” (อังกฤษ) เป็นฉบับร่างแล้ว');
  });
});
