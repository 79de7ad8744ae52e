import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

import { announcementFixture, serveAnnouncements } from '../testing';
import { AnnouncementStrip } from './announcement-strip';

const older = announcementFixture(1, { title: 'ยินดีต้อนรับ', message: 'ฝาก-ถอนอัตโนมัติ ตลอด 24 ชั่วโมง', createdAt: '2026-11-01T03:00:00+00:00' });
const latest = announcementFixture(2, { title: 'แจ้งปิดปรับปรุงระบบ', message: 'ธนาคารบางแห่งอาจโอนล่าช้า\nช่วง 00:00-02:00 น.', createdAt: '2026-11-20T03:00:00+00:00' });
const oldest = announcementFixture(3, { title: 'กติกาใหม่', message: 'อ่านกติกาได้ที่หน้ากติกา', createdAt: '2026-10-01T03:00:00+00:00' });

describe('the announcement strip', () => {
  beforeEach(() => i18n.changeLanguage('th'));

  it('shows the latest announcement, not the agent\'s first, with its mark and count', async () => {
    serveAnnouncements([older, latest, oldest]);
    renderWithProviders(<AnnouncementStrip data-home-block="announcements" />);
    const strip = await screen.findByRole('region', { name: 'ประกาศ' });
    expect(strip.dataset.homeBlock).toBe('announcements');
    const line = within(strip).getByTestId('announcement-latest');
    expect(line.textContent).toContain('แจ้งปิดปรับปรุงระบบ');
    expect(line.textContent).toContain('ธนาคารบางแห่งอาจโอนล่าช้า');
    expect(line.textContent).not.toContain('ยินดีต้อนรับ');
    expect(within(strip).getByText('ประกาศทั้งหมด 3 รายการ')).toBeTruthy();
  });

  it('unfolds every announcement in the agent\'s order on a tap, and folds them again', async () => {
    serveAnnouncements([older, latest, oldest]);
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementStrip />);
    const toggle = await screen.findByRole('button', { name: /แจ้งปิดปรับปรุงระบบ/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list')).toBeNull(); // the folded list is hidden

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list');
    expect(list.closest('[id]')?.id).toBe(toggle.getAttribute('aria-controls'));
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['ยินดีต้อนรับ', 'แจ้งปิดปรับปรุงระบบ', 'กติกาใหม่']);
    expect(within(list).getByText(/ช่วง 00:00-02:00 น\./).textContent).toBe('ธนาคารบางแห่งอาจโอนล่าช้า\nช่วง 00:00-02:00 น.');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps its room while the announcements load, hidden from screen readers', async () => {
    serveAnnouncements([older]);
    const { container } = renderWithProviders(<AnnouncementStrip base="x-notice" />);
    const placeholder = container.querySelector('.x-notice--loading');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.querySelector('.x-notice__bar')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'ประกาศ' })).toBeTruthy();
    expect(container.querySelector('.x-notice--loading')).toBeNull();
  });

  it('draws nothing when the agent has no announcement', async () => {
    const calls = serveAnnouncements([]);
    const { container } = renderWithProviders(<AnnouncementStrip />);
    await waitFor(() => expect(calls()).toBe(1));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
