import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders, seedQueryData } from '@/testing/render';

import { boKeys } from '../api/backoffice-api';
import type { EventBody, StaffEvent } from '../api/engagement-types';
import { eventBodyOfSaved } from '../components/engagement-model';
import { fromLocalInput } from '../components/promotion-model';
import { useStaffSession } from '../stores/staff-session';
import { staffCouponFixture, staffEventFixture } from '../testing/engagement-fixtures';
import { meFixture, meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';

import { EngagementEventsPage } from './engagement-events-page';

const HIDDEN = staffEventFixture({
  id: 9,
  title: { nameTh: 'ลุ้นรางวัล', nameEn: 'Lucky draw', nameVi: '' },
  imageUrl: '',
  status: 'upcoming',
  couponId: null,
  active: false,
  redemptions: 0,
});

/** The event calls over mutable state, recording the writes and the uploads. */
function eventServer(list: StaffEvent[] = [staffEventFixture(), HIDDEN]) {
  const state = {
    list: [...list],
    posts: [] as EventBody[],
    puts: [] as Array<{ id: string; body: EventBody }>,
    uploads: [] as Array<{ type: string; staffHeader: string | null }>,
  };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/events`, () => ok(state.list)),
    http.get(`${API}/backoffice/coupons`, () => ok([staffCouponFixture()])),
    http.post(`${API}/backoffice/events`, async ({ request }) => {
      const body = (await request.json()) as EventBody;
      state.posts.push(body);
      const created = staffEventFixture({ id: 12, title: { nameTh: body.title.nameTh, nameEn: body.title.nameEn, nameVi: body.title.nameVi ?? '' } });
      state.list = [...state.list, created];
      return ok(created);
    }),
    http.put(`${API}/backoffice/events/:id`, async ({ request, params }) => {
      const body = (await request.json()) as EventBody;
      state.puts.push({ id: String(params.id), body });
      const current = state.list.find((e) => e.id === Number(params.id)) as StaffEvent;
      const next = { ...current, active: body.active ?? true };
      state.list = state.list.map((e) => (e.id === next.id ? next : e));
      return ok(next);
    }),
    http.post(`${API}/backoffice/events/uploadImage`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      // (jsdom's File crosses into Node's fetch without its bytes: the kind is what arrives intact.)
      state.uploads.push({ type: file.type, staffHeader: request.headers.get('X-Staff-Request') });
      return ok({ url: '/api/uploads/0f1e2d.png', contentType: 'image/png', size: file.size });
    }),
  );
  return state;
}

beforeEach(async () => {
  useStaffSession.getState().signOut();
  await loadStaffTexts('th');
  signInStaff();
  seedQueryData(boKeys.me(), meFixture);
});

const renderPage = (search = '') => renderWithProviders(<EngagementEventsPage />, { route: `/backoffice/engagement/events${search}` });
const gif = () => new File(['GIF89a'], 'banner.gif', { type: 'image/gif' });

describe('EngagementEventsPage', () => {
  it('lists every event, hidden ones too, with its status, coupon and redemptions', async () => {
    eventServer();
    renderPage();
    const running = await screen.findByTestId('bo-event-row-8');
    expect(within(running).getByText('ฉลองปีใหม่')).toBeTruthy();
    expect(within(running).getByText('กำลังจัด')).toBeTruthy();
    expect(await within(running).findByText('WELCOME100')).toBeTruthy();
    expect(running.querySelector('img')?.getAttribute('src')).toBe('/api/uploads/abc.png');
    const hidden = screen.getByTestId('bo-event-row-9');
    expect(within(hidden).getByText('เร็ว ๆ นี้')).toBeTruthy();
    expect(within(hidden).getByTestId('bo-event-active-9').getAttribute('aria-checked')).toBe('false');
  });

  it('switches an event on with its whole body', async () => {
    const state = eventServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'เปิดใช้งาน: ลุ้นรางวัล' }));
    await waitFor(() => expect(state.puts).toHaveLength(1));
    expect(state.puts[0]).toEqual({ id: '9', body: { ...eventBodyOfSaved(HIDDEN), active: true } });
  });

  it('creates an event with an uploaded picture: the file goes up, its address comes back and shows', async () => {
    const state = eventServer();
    const user = userEvent.setup();
    renderPage('?edit=new');
    await user.type(await screen.findByTestId('bo-event-title-nameTh'), 'แจกโค้ด');
    await user.type(screen.getByTestId('bo-event-title-nameEn'), 'Code drop');
    await user.type(screen.getByTestId('bo-event-body-nameEn'), 'Redeem a code');
    await user.type(screen.getByTestId('bo-event-prize-nameTh'), 'เครดิต 50');

    await user.upload(screen.getByTestId('bo-event-image-file'), gif());
    const preview = await screen.findByAltText('ตัวอย่างรูปภาพ');
    expect(preview.getAttribute('src')).toBe('/api/uploads/0f1e2d.png');
    expect((screen.getByTestId('bo-event-image-url') as HTMLInputElement).value).toBe('/api/uploads/0f1e2d.png');
    expect(state.uploads).toEqual([{ type: 'image/gif', staffHeader: '1' }]);

    fireEvent.change(screen.getByTestId('bo-event-startsAt'), { target: { value: '2026-03-01T10:00' } });
    fireEvent.change(screen.getByTestId('bo-event-endsAt'), { target: { value: '2026-03-08T10:00' } });
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'WELCOME100 · ต้อนรับ 100' })).toHaveLength(1));
    await user.selectOptions(screen.getByTestId('bo-event-couponId'), '5');
    await user.click(screen.getByTestId('bo-event-save'));

    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]).toEqual({
      title: { nameTh: 'แจกโค้ด', nameEn: 'Code drop', nameVi: '' },
      body: { nameTh: '', nameEn: 'Redeem a code', nameVi: '' },
      rules: { nameTh: '', nameEn: '', nameVi: '' },
      prize: { nameTh: 'เครดิต 50', nameEn: '', nameVi: '' },
      imageUrl: '/api/uploads/0f1e2d.png',
      startsAt: fromLocalInput('2026-03-01T10:00'),
      endsAt: fromLocalInput('2026-03-08T10:00'),
      couponId: 5,
      active: true,
    });
    expect((await screen.findByTestId('bo-events-notice')).textContent).toContain('สร้าง “แจกโค้ด” แล้ว');
  });

  it('refuses a file the server would refuse without sending it, and shows the server’s refusal of one it took', async () => {
    const state = eventServer();
    // The file picker offers images only; a file dropped in anyway is checked all the same.
    const user = userEvent.setup({ applyAccept: false });
    renderPage('?edit=new');
    const input = await screen.findByTestId('bo-event-image-file');
    await user.upload(input, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('รับเฉพาะไฟล์ PNG, JPEG, WebP หรือ GIF')).toBeTruthy();
    await user.upload(input, new File(['x'.repeat(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('ไฟล์ใหญ่เกิน 1024 kB')).toBeTruthy();
    expect(state.uploads).toHaveLength(0);

    server.use(
      http.post(`${API}/backoffice/events/uploadImage`, () => fail(422, '0000', 'Invalid data', { fields: ['file'], systemMsg: 'upload_type' })),
    );
    await user.upload(input, gif());
    expect(await screen.findByText('ข้อมูลไม่ถูกต้อง (upload_type)')).toBeTruthy();
    expect(screen.getByTestId('bo-event-image-url').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s refusal at the field it names', async () => {
    eventServer();
    server.use(
      http.put(`${API}/backoffice/events/:id`, () =>
        fail(422, '0000', 'Invalid data', { fields: ['endsAt'], systemMsg: 'endsAt: after startsAt' }),
      ),
    );
    const user = userEvent.setup();
    renderPage('?edit=8');
    expect(((await screen.findByTestId('bo-event-title-nameEn')) as HTMLInputElement).value).toBe('New year party');
    await user.click(screen.getByTestId('bo-event-save'));
    expect((await screen.findByTestId('bo-event-error')).textContent).toContain('ข้อมูลไม่ถูกต้อง');
    expect(screen.getByTestId('bo-event-endsAt').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('เซิร์ฟเวอร์ไม่รับค่านี้ (after startsAt)')).toBeTruthy();
  });

  it('needs the Thai and English titles and the period', async () => {
    const state = eventServer();
    const user = userEvent.setup();
    renderPage('?edit=new');
    await user.click(await screen.findByTestId('bo-event-save'));
    const form = screen.getByTestId('bo-event-form');
    expect(within(form).getAllByText('กรุณากรอกข้อมูลนี้')).toHaveLength(4);
    expect(screen.getByTestId('bo-event-title-nameTh').getAttribute('aria-invalid')).toBe('true');
    expect(state.posts).toHaveLength(0);
  });
});
