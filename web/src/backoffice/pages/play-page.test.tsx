import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { addDays, todayIn } from '../components/format';
import { useStaffSession } from '../stores/staff-session';
import {
  incidentFixture,
  meHandler,
  pageFixture,
  pendingTransferFixture,
  playDaysFixture,
  signInStaff,
} from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';
import type { GameIncident, PendingTransfer } from '../types';

import { PlayPage } from './play-page';

interface Answers {
  days?: (search: URLSearchParams) => Response;
  pending?: PendingTransfer[];
  incidents?: (page: number) => { incidents: GameIncident[]; total: number };
}

/** The three play endpoints, recording each query string they were called with. */
function playServer({ days, pending = [pendingTransferFixture()], incidents }: Answers = {}) {
  const calls = { days: [] as string[], pending: [] as string[], incidents: [] as string[], auth: new Set<string | null>() };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/play/days`, ({ request }) => {
      const url = new URL(request.url);
      calls.days.push(url.search);
      calls.auth.add(`${request.headers.get('authorization')} ${request.headers.get('x-staff-request')}`);
      return days ? days(url.searchParams) : ok(playDaysFixture());
    }),
    http.get(`${API}/backoffice/play/pending`, ({ request }) => {
      calls.pending.push(new URL(request.url).search);
      return ok({ transfers: pending, page: pageFixture(pending.length), reconcileAfterSeconds: 10 });
    }),
    http.get(`${API}/backoffice/play/incidents`, ({ request }) => {
      const url = new URL(request.url);
      calls.incidents.push(url.search);
      const page = Number(url.searchParams.get('page'));
      const answer = incidents
        ? incidents(page)
        : {
            incidents: [
              incidentFixture(),
              incidentFixture({ id: 30, kind: 'foreign_player', playerId: null, username: null, reference: '4410', detail: { username: 'ppsomeoneelse', product: 'PGS' } }),
            ],
            total: 2,
          };
      return ok({ incidents: answer.incidents, page: pageFixture(answer.total, page) });
    }),
  );
  return calls;
}

function renderPlay(route = '/backoffice/play') {
  return renderWithProviders(
    <Routes>
      <Route path="/backoffice/play" element={<PlayPage />} />
    </Routes>,
    { route },
  );
}

describe('PlayPage', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  it('shows the day totals, the pending transfers with their age and the incidents, in Thai', async () => {
    const calls = playServer();
    renderPlay();

    expect(screen.getByRole('heading', { name: 'การเล่นเกม', level: 1 })).toBeTruthy();
    const today = await screen.findByTestId('bo-play-day-2026-01-10');
    expect(within(today).getByText('2,400.00 THB')).toBeTruthy();
    expect(within(today).getByText('2,100.50 THB')).toBeTruthy();
    // The players lost 299.50 that day: the agent won it.
    expect(within(today).getByText('-299.50 THB')).toBeTruthy();
    expect(within(today).getByText('+299.50 THB')).toBeTruthy();
    expect(within(today).getByText('เสาร์ 10 ม.ค. 2569')).toBeTruthy();
    expect(within(screen.getByTestId('bo-play-day-2026-01-09')).getByText('ไม่มีการเล่น')).toBeTruthy();
    // Days are listed as the server sends them, newest first, quiet days included.
    expect(screen.getAllByTestId(/^bo-play-day-/).map((el) => el.dataset.testid)).toEqual([
      'bo-play-day-2026-01-10',
      'bo-play-day-2026-01-09',
      'bo-play-day-2026-01-08',
    ]);
    expect(screen.getByTestId('bo-play-total-turnover').textContent).toContain('2,500.00 THB');
    expect(screen.getByTestId('bo-play-total-payout').textContent).toContain('2,280.50 THB');
    expect(screen.getByTestId('bo-play-total-agent').textContent).toContain('+219.50 THB');
    expect(screen.getByTestId('bo-play-total-rounds').textContent).toContain('130 · 4');
    expect(screen.getByText('วันตามเวลาของเอเย่นต์ (Asia/Bangkok)')).toBeTruthy();
    // The first call asks for the server's default range, and the inputs then show it.
    expect(calls.days[0]).toBe('');
    await waitFor(() => expect((screen.getByTestId('bo-play-from') as HTMLInputElement).value).toBe('2026-01-08'));
    expect((screen.getByTestId('bo-play-to') as HTMLInputElement).value).toBe('2026-01-10');

    const pending = await screen.findByTestId('bo-pending-77');
    expect(within(pending).getByRole('link', { name: 'demo' }).getAttribute('href')).toBe('/backoffice/players/3');
    expect(within(pending).getByText('เข้าเกม')).toBeTruthy();
    expect(within(pending).getByText('700.00 THB')).toBeTruthy();
    expect(within(pending).getByText('รอระบบกระทบยอด')).toBeTruthy();
    expect(within(pending).getByText('ลอง 3 ครั้ง')).toBeTruthy();
    expect(within(pending).getByTestId('bo-pending-age-77').textContent).toBe('2 นาที');
    expect(within(pending).getByText('pp-5f1c0a9e2b7d4c3a1e0f9b8a')).toBeTruthy();
    expect(screen.getByText(/ค้างเกิน 10 วินาที/)).toBeTruthy();
    expect(calls.pending[0]).toBe('?page=1&perPage=20');

    const conflict = await screen.findByTestId('bo-incident-31');
    expect(within(conflict).getByText('รอบเดิมถูกรายงานซ้ำด้วยยอดอื่น')).toBeTruthy();
    expect(within(conflict).getByTestId('bo-incident-detail-31').textContent).toBe(
      'บันทึกไว้: เดิมพัน 10.00 THB จ่าย 0.00 THB · รายงานใหม่: เดิมพัน 10.00 THB จ่าย 50.00 THB',
    );
    expect(within(conflict).getByRole('link', { name: 'demo' })).toBeTruthy();
    const foreign = screen.getByTestId('bo-incident-30');
    expect(within(foreign).getByText('รอบของผู้เล่นที่ไม่ใช่ของเอเย่นต์นี้')).toBeTruthy();
    expect(within(foreign).queryByRole('link')).toBeNull();
    expect(within(foreign).getByTestId('bo-incident-detail-30').textContent).toBe('ผู้ใช้ ppsomeoneelse · ค่าย PGS');
    // Newest first, as the server sends them.
    expect(screen.getAllByTestId(/^bo-incident-\d+$/).map((el) => el.dataset.testid)).toEqual(['bo-incident-31', 'bo-incident-30']);
    expect(calls.incidents[0]).toBe('?page=1&perPage=20');
    // The staff cookie, never a bearer token a script could read.
    expect([...calls.auth]).toEqual(['null 1']);
  });

  it('hands a transfer set aside back to the reconciler, in English', async () => {
    await loadStaffTexts('en');
    const aside = pendingTransferFixture({ id: 78, stage: 'setAside', reference: 'pp-aside-1' });
    playServer({ pending: [aside, pendingTransferFixture()] });
    const released: unknown[] = [];
    server.use(
      http.post(`${API}/backoffice/play/pending/release`, async ({ request }) => {
        released.push(await request.json());
        return released.length === 1 ? ok({}) : fail(404, '0040', 'No transfer set aside under this reference');
      }),
    );
    renderPlay();

    const row = await screen.findByTestId('bo-pending-78');
    expect(within(row).getByText('Set aside for staff')).toBeTruthy();
    // Only a transfer set aside can be handed back.
    expect(within(screen.getByTestId('bo-pending-77')).queryByRole('button')).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Hand back to the reconciler' }));
    expect((await screen.findByTestId('bo-pending-released')).textContent).toBe(
      'Transfer pp-aside-1 handed back to the reconciler',
    );
    expect(released).toEqual([{ reference: 'pp-aside-1' }]);
    await userEvent.click(within(row).getByRole('button', { name: 'Hand back to the reconciler' }));
    await waitFor(() => expect(screen.getByTestId('bo-pending-released').textContent).toBe('Not found'));
  });

  it('asks for the chosen range and keeps it in the address', async () => {
    const calls = playServer({
      days: (search) =>
        search.get('startDate') === '2026-01-01'
          ? ok(playDaysFixture({ startDate: '2026-01-01', endDate: '2026-01-02', days: [], totals: { rounds: 0, players: 0, turnover: 0, payout: 0, winLoss: 0, agentWinLoss: 0 } }))
          : ok(playDaysFixture()),
    });
    const { router } = renderPlay();
    await screen.findByTestId('bo-play-day-2026-01-10');
    await waitFor(() => expect((screen.getByTestId('bo-play-from') as HTMLInputElement).value).toBe('2026-01-08'));

    fireEvent.change(screen.getByTestId('bo-play-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('bo-play-to'), { target: { value: '2026-01-02' } });
    await userEvent.setup().click(screen.getByTestId('bo-play-show'));

    await waitFor(() => expect(calls.days).toContain('?startDate=2026-01-01&endDate=2026-01-02'));
    expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-01-02');
    await waitFor(() => expect(screen.queryByTestId('bo-play-day-2026-01-10')).toBeNull());
    expect(screen.getByTestId('bo-play-total-turnover').textContent).toContain('0.00 THB');
  });

  it('opens a range from the address, and offers the last 7 and 30 days of the agent’s zone', async () => {
    const calls = playServer();
    renderPlay('/backoffice/play?from=2026-01-08&to=2026-01-10');
    await screen.findByTestId('bo-play-day-2026-01-10');
    expect(calls.days[0]).toBe('?startDate=2026-01-08&endDate=2026-01-10');

    const today = todayIn('Asia/Bangkok');
    await userEvent.setup().click(screen.getByTestId('bo-play-last-30'));
    await waitFor(() => expect(calls.days).toContain(`?startDate=${addDays(today, -29)}&endDate=${today}`));
  });

  it('shows the server’s refusal of a range', async () => {
    playServer({ days: () => fail(422, '0000', 'A range holds at most 366 days', { fields: ['startDate', 'endDate'] }) });
    renderPlay('/backoffice/play?from=2020-01-01&to=2026-01-01');
    const error = await screen.findByTestId('bo-play-days-error');
    expect(error.textContent).toBe('ข้อมูลไม่ถูกต้อง (startDate, endDate)');
    // The other two lists are unaffected.
    expect(await screen.findByTestId('bo-pending-77')).toBeTruthy();
  });

  it('pages through the incidents', async () => {
    const calls = playServer({
      incidents: (page) => ({
        incidents: page === 1 ? [incidentFixture({ id: 60 })] : [incidentFixture({ id: 12, kind: 'round_exceeds_credit', detail: { bet: '99999.00', payout: '0.00' } })],
        total: 21,
      }),
    });
    const user = userEvent.setup();
    renderPlay();
    await screen.findByTestId('bo-incident-60');
    expect(screen.getByTestId('bo-incidents-pager-status').textContent).toBe('หน้า 1 จาก 2 · 21 รายการ');
    expect((screen.getByTestId('bo-incidents-pager-previous') as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByTestId('bo-incidents-pager-next'));
    const beyond = await screen.findByTestId('bo-incident-12');
    expect(calls.incidents.at(-1)).toBe('?page=2&perPage=20');
    expect(within(beyond).getByText('รอบที่เกินเครดิตในเกม')).toBeTruthy();
    expect(within(beyond).getByTestId('bo-incident-detail-12').textContent).toBe('เดิมพัน 99,999.00 THB · จ่าย 0.00 THB');
    expect(screen.queryByTestId('bo-incident-60')).toBeNull();
    expect(screen.getByTestId('bo-incidents-pager-status').textContent).toBe('หน้า 2 จาก 2 · 21 รายการ');
    expect((screen.getByTestId('bo-incidents-pager-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when nothing is pending or set aside', async () => {
    playServer({ pending: [], incidents: () => ({ incidents: [], total: 0 }) });
    renderPlay();
    expect(await screen.findByText('ไม่มีรายการโอนค้าง')).toBeTruthy();
    expect(await screen.findByText('ไม่มีเหตุการณ์')).toBeTruthy();
    expect(screen.queryByTestId('bo-incidents-pager')).toBeNull();
  });

  it('speaks English in English mode', async () => {
    await loadStaffTexts('en');
    playServer({ pending: [pendingTransferFixture({ stage: 'inFlight', attempts: 1, ageSeconds: 4, direction: 'toWallet' })] });
    renderPlay();
    expect(screen.getByRole('heading', { name: 'Play', level: 1 })).toBeTruthy();
    const pending = await screen.findByTestId('bo-pending-77');
    expect(within(pending).getByText('In flight')).toBeTruthy();
    expect(within(pending).getByText('Back to wallet')).toBeTruthy();
    expect(within(pending).getByTestId('bo-pending-age-77').textContent).toMatch(/^\d+ secs?$/);
    expect(within(await screen.findByTestId('bo-incident-31')).getByText('Round reported again with other amounts')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Turnover by day' })).toBeTruthy();
    expect(within(await screen.findByTestId('bo-play-day-2026-01-10')).getByText('Sat, 10 Jan 2026')).toBeTruthy();
    expect(screen.getByText('Days in the agent’s time zone (Asia/Bangkok)')).toBeTruthy();
  });
});
