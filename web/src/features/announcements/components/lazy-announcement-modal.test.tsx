import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/features/auth';
import { useModalStore } from '@/features/modals';
import { i18n } from '@/lib/i18n';
import { userFixture } from '@/testing/fixtures';
import { API, fail } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { announcementFixture, serveAnnouncements } from '../testing';
import type { Announcement } from '../types';
import { LazyAnnouncementModal } from './lazy-announcement-modal';

const first = announcementFixture(1, { title: 'ยินดีต้อนรับสู่ Prompt-Play', message: 'ฝาก-ถอนอัตโนมัติ ตลอด 24 ชั่วโมง' });
const second = announcementFixture(2, { title: 'แจ้งปิดปรับปรุงระบบธนาคาร', message: 'ธนาคารบางแห่งอาจโอนล่าช้า' });
const third = announcementFixture(3, { title: 'โปรโมชั่นใหม่', message: 'รับโบนัสเพิ่ม 10%' });

const signIn = (id = 7) =>
  act(() => useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture({ id, username: `player${id}` }) }));
const signOut = () => act(() => useAuthStore.getState().logout());
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));
const dialog = () => screen.queryByRole('dialog');

/** Serves `list` (what the next calls answer can change); returns the calls made. */
function serve(initial: Announcement[]) {
  let list = initial;
  const calls = serveAnnouncements(() => list);
  return { calls, set: (next: Announcement[]) => (list = next) };
}

describe('the after-login announcement dialog', () => {
  beforeEach(() => i18n.changeLanguage('th'));
  afterEach(() => {
    useAuthStore.getState().logout();
    useModalStore.getState().closeAll();
  });

  it('opens once after a login with every announcement, and closes with Escape', async () => {
    const { calls } = serve([first, second]);
    const user = userEvent.setup();
    renderWithProviders(<LazyAnnouncementModal />, { route: '/login' });
    await settle();
    expect(dialog()).toBeNull();
    expect(calls()).toBe(0); // nothing asked before the sign-in

    await signIn();
    const shown = await screen.findByRole('dialog', { name: 'ประกาศ' });
    expect(shown.getAttribute('aria-modal')).toBe('true');
    expect(useModalStore.getState().announcement).toBe(true);
    expect(within(shown).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([first.title, second.title]);
    expect(within(shown).getByText(second.message)).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(useModalStore.getState().announcement).toBe(false);
  });

  it('does not open again in this session for the same announcements, but does for a new one', async () => {
    const { calls, set } = serve([first, second]);
    const user = userEvent.setup();
    renderWithProviders(<LazyAnnouncementModal />, { route: '/login' });

    await signIn();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'รับทราบ' }));
    expect(dialog()).toBeNull();

    await signOut();
    await signIn();
    await waitFor(() => expect(calls()).toBe(2)); // asked afresh after the second sign-in
    await settle();
    expect(dialog()).toBeNull();
    expect(useModalStore.getState().announcement).toBe(false);

    set([third, first, second]);
    await signOut();
    await signIn();
    const shown = await screen.findByRole('dialog', { name: 'ประกาศ' });
    expect(within(shown).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([third.title, first.title, second.title]);
  });

  it('opens for another player signing in on the same tab', async () => {
    serve([first]);
    const user = userEvent.setup();
    renderWithProviders(<LazyAnnouncementModal />, { route: '/login' });
    await signIn(7);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await signOut();
    await signIn(8);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('never shows a visitor the dialog, even with its flag open', async () => {
    const { calls } = serve([first, second]);
    renderWithProviders(<LazyAnnouncementModal />, { route: '/' });
    act(() => useModalStore.getState().open('announcement'));
    await settle();
    expect(dialog()).toBeNull();
    expect(calls()).toBe(0);
  });

  it('does not open when the page loads already signed in (a reload)', async () => {
    const { calls } = serve([first]);
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    renderWithProviders(<LazyAnnouncementModal />, { route: '/' });
    await settle();
    expect(dialog()).toBeNull();
    expect(calls()).toBe(0);
  });

  it('waits for the after-login promotion popup to close, so two dialogs never stack', async () => {
    serve([first]);
    renderWithProviders(<LazyAnnouncementModal />, { route: '/login' });
    act(() => useModalStore.getState().open('showPromotionPopup'));
    await signIn();
    await settle();
    expect(dialog()).toBeNull();
    act(() => useModalStore.getState().close('showPromotionPopup'));
    expect(await screen.findByRole('dialog', { name: 'ประกาศ' })).toBeTruthy();
  });

  it('stays closed when the agent has no announcement, and when they cannot be read', async () => {
    const { calls } = serve([]);
    renderWithProviders(<LazyAnnouncementModal />, { route: '/login' });
    await signIn();
    await waitFor(() => expect(calls()).toBe(1));
    await settle();
    expect(dialog()).toBeNull();

    let failed = 0;
    server.use(
      http.get(`${API}/announcement/byPlayer`, () => {
        failed += 1;
        return fail(500, '9999', 'Something went wrong');
      }),
    );
    await signOut();
    await signIn(8);
    await waitFor(() => expect(failed).toBe(1));
    await settle();
    expect(dialog()).toBeNull();
    expect(useModalStore.getState().announcement).toBe(false);
  });

  it('keeps Tab inside while open and gives focus back on closing', async () => {
    serve([first, second]);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button">before</button>
        <LazyAnnouncementModal />
      </>,
      { route: '/login' },
    );
    const before = await screen.findByRole('button', { name: 'before' });
    act(() => before.focus());
    await signIn();
    const shown = await screen.findByRole('dialog');
    expect(shown.contains(document.activeElement)).toBe(true);

    const close = within(shown).getByRole('button', { name: 'ปิด' });
    const acknowledge = within(shown).getByRole('button', { name: 'รับทราบ' });
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(acknowledge);
    await user.tab();
    expect(document.activeElement).toBe(close); // round, never out to "before"
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(acknowledge);

    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('closes on a click on the backdrop', async () => {
    serve([first]);
    const user = userEvent.setup();
    renderWithProviders(<LazyAnnouncementModal />, { route: '/login' });
    await signIn();
    const shown = await screen.findByRole('dialog');
    await user.click(shown.previousElementSibling as HTMLElement);
    expect(dialog()).toBeNull();
    expect(useModalStore.getState().announcement).toBe(false);
  });
});
