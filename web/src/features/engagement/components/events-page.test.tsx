import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { eventFixture, name, redemptionFixture, serveEngagement, signedInPlayer } from '../testing';
import { EventsContent } from './events-page';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

function eventsApi(redeem: () => Response = () => ok(redemptionFixture({ eventId: 11, type: 'spins', spins: 2, amount: 0, turnover: null }))) {
  const seen = { searches: [] as unknown[], redeems: [] as unknown[] };
  serveEngagement();
  server.use(
    http.get(`${API}/eventManager/getAllEvent`, () =>
      ok([
        eventFixture(),
        eventFixture({ id: 12, title: name('ลุ้นทองคำ', 'Win gold', 'Trúng vàng'), status: 'upcoming', startsAt: '2026-06-01T00:00:00+07:00' }),
        eventFixture({ id: 13, title: name('แจกทุกวัน', 'Daily gifts', 'Quà mỗi ngày'), redeemed: true }),
        eventFixture({ id: 14, title: name('ไม่มีโค้ด', 'No code', 'Không mã'), redeemable: false }),
      ]),
    ),
    http.post(`${API}/eventManager/search`, async ({ request }) => {
      const body = await request.json();
      seen.searches.push(body);
      return ok({ items: [eventFixture({ id: 15, title: name('จบแล้ว', 'Over', 'Hết'), status: 'ended' })], total: 30, page: (body as { page: number }).page, pageSize: 12 });
    }),
    http.post(`${API}/eventManager/redeemCode`, async ({ request }) => {
      seen.redeems.push(await request.json());
      return redeem();
    }),
  );
  return seen;
}

describe('the activities page', () => {
  signedInPlayer();

  it('lists the current events with their period, rules, prize and what can be done', async () => {
    eventsApi();
    renderWithProviders(<EventsContent />, { route: '/activities' });
    const running = await screen.findByRole('article', { name: 'สงกรานต์แจกหนัก' });
    expect(within(running).getByTestId('event-status').textContent).toBe('กำลังดำเนินการ');
    expect(within(running).getByTestId('event-period').textContent).toMatch(/2569.*–.*2569/);
    expect(running.textContent).toContain('ฝากขั้นต่ำ 100 บาท');
    expect(running.textContent).toContain('เครดิตฟรี 50 บาท');
    expect(within(running).getByLabelText('โค้ดกิจกรรม')).toBeTruthy();

    const upcoming = screen.getByRole('article', { name: 'ลุ้นทองคำ' });
    expect(within(upcoming).queryByLabelText('โค้ดกิจกรรม')).toBeNull();
    expect(within(upcoming).getByTestId('event-code-later').textContent).toBe('กรอกโค้ดได้เมื่อกิจกรรมเริ่ม');
    const redeemed = screen.getByRole('article', { name: 'แจกทุกวัน' });
    expect(within(redeemed).getByTestId('event-redeemed').textContent).toBe('รับรางวัลแล้ว');
    expect(within(redeemed).queryByLabelText('โค้ดกิจกรรม')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'ไม่มีโค้ด' })).queryByRole('form')).toBeNull();
  });

  it('redeems an event code and marks the event redeemed', async () => {
    const seen = eventsApi();
    renderWithProviders(<EventsContent />, { route: '/activities' });
    const running = await screen.findByRole('article', { name: 'สงกรานต์แจกหนัก' });
    await userEvent.type(within(running).getByLabelText('โค้ดกิจกรรม'), 'SK2026');
    await userEvent.click(within(running).getByRole('button', { name: 'รับรางวัล' }));
    expect((await within(running).findByTestId('event-result')).textContent).toContain('รับสิทธิ์หมุนวงล้อ 2 ครั้งแล้ว');
    expect(seen.redeems).toEqual([{ eventId: 11, code: 'SK2026' }]);
    expect(within(running).getByTestId('event-redeemed')).toBeTruthy();
    expect(within(running).queryByLabelText('โค้ดกิจกรรม')).toBeNull();
  });

  it('says why an event code is refused', async () => {
    eventsApi(() => fail(400, '0040', 'unknown', { systemMsg: 'coupon_unknown', fields: ['code'] }));
    renderWithProviders(<EventsContent />, { route: '/activities' });
    const running = await screen.findByRole('article', { name: 'สงกรานต์แจกหนัก' });
    await userEvent.type(within(running).getByLabelText('โค้ดกิจกรรม'), 'WRONG');
    await userEvent.click(within(running).getByRole('button', { name: 'รับรางวัล' }));
    expect((await within(running).findByRole('alert')).textContent).toBe('ไม่พบโค้ดนี้ กรุณาตรวจสอบอีกครั้ง');
  });

  it('searches by status and text, page by page', async () => {
    const seen = eventsApi();
    renderWithProviders(<EventsContent />, { route: '/activities' });
    await screen.findByRole('article', { name: 'สงกรานต์แจกหนัก' });
    await userEvent.click(screen.getByRole('button', { name: 'สิ้นสุดแล้ว' }));
    expect(await screen.findByRole('article', { name: 'จบแล้ว' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'สิ้นสุดแล้ว' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.type(screen.getByRole('searchbox', { name: 'ค้นหากิจกรรม' }), 'ทอง');
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await userEvent.click(await screen.findByTestId('events-next'));
    await waitFor(() =>
      expect(seen.searches).toEqual([
        { status: 'ended', page: 1 },
        { status: 'ended', text: 'ทอง', page: 1 },
        { status: 'ended', text: 'ทอง', page: 2 },
      ]),
    );
    expect(screen.getByText('หน้า 2 จาก 3')).toBeTruthy();
  });
});
