import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { useStaffSession } from '../stores/staff-session';
import { meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';
import { playLimitFixture, protectionFixture } from '../testing/member-fixtures';
import type { Protection } from '../types';

import { formatDateTime } from './format';
import { PlayerProtection, SelfExcludedBadge } from './player-protection';

const EXCLUDED_UNTIL = '2026-04-01T10:00:00Z';

/** Limits on both kinds, one reached, a raise and a removal waiting; excluded; reminded every 30 minutes. */
const GUARDED = protectionFixture({
  limits: [
    playLimitFixture({ kind: 'deposit', period: 'day', amount: 5000, used: 1200 }),
    playLimitFixture({ kind: 'deposit', period: 'week', amount: 10000, used: 1200, pending: { amount: 20000, startsAt: '2026-01-13T05:00:00Z' } }),
    playLimitFixture({ kind: 'loss', period: 'month', amount: 3000, used: 3000, pending: { amount: null, startsAt: '2026-01-12T23:00:00Z' } }),
  ],
  excludedUntil: EXCLUDED_UNTIL,
  realityCheckMinutes: 30,
});

function protectionServer(protection: Protection) {
  const reads = { count: 0 };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/players/3/protection`, () => {
      reads.count += 1;
      return ok(protection);
    }),
  );
  return reads;
}

const limitRow = (kind: string, period: string) => screen.getByTestId(`bo-protection-${kind}-${period}`);

describe('PlayerProtection', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  it('shows the six limits with what each period used and the change waiting, read only', async () => {
    protectionServer(GUARDED);
    renderWithProviders(<PlayerProtection playerId={3} />, { route: '/backoffice/players/3' });

    const deposits = await screen.findByTestId('bo-protection-deposit');
    expect(within(deposits).getByRole('heading', { name: 'ขีดจำกัดการฝาก' })).toBeTruthy();
    expect(within(deposits).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['ช่วงเวลา', 'ขีดจำกัด', 'ฝากไปแล้ว']);
    expect(within(limitRow('deposit', 'day')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['5,000.00 THB', '1,200.00 THB']);
    expect(within(limitRow('deposit', 'day')).getByRole('rowheader').textContent).toBe('รายวัน');
    expect(screen.getByTestId('bo-protection-deposit-week-pending').textContent).toBe(
      `จะเปลี่ยนเป็น 20,000.00 THB เมื่อ ${formatDateTime('2026-01-13T05:00:00Z', 'th')}`,
    );
    expect(within(limitRow('deposit', 'month')).getAllByRole('cell')[0]!.textContent).toBe('ไม่จำกัด');

    const losses = screen.getByTestId('bo-protection-loss');
    expect(within(losses).getAllByRole('columnheader')[2]!.textContent).toBe('เสียไปแล้ว');
    expect(within(limitRow('loss', 'month')).getAllByRole('cell')[1]!.textContent).toBe('3,000.00 THBถึงขีดจำกัดแล้ว');
    expect(screen.getByTestId('bo-protection-loss-month-pending').textContent).toBe(`จะยกเลิกขีดจำกัดเมื่อ ${formatDateTime('2026-01-12T23:00:00Z', 'th')}`);
    expect(within(limitRow('loss', 'day')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['ไม่จำกัด', '0.00 THB']);

    expect(screen.getByTestId('bo-protection-reality').textContent).toBe('แจ้งเตือนเวลาเล่นทุก 30 นาทีขณะเปิดเกม');
    expect(screen.getByTestId('bo-player-protection').textContent).toContain('มีผลหลังผู้เล่นขอ 24 ชั่วโมง');
    // Staff change nothing here.
    expect(within(screen.getByTestId('bo-player-protection')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('bo-player-protection')).queryByRole('textbox')).toBeNull();
  });

  it('puts a self-exclusion first, with its end and that nobody lifts it', async () => {
    protectionServer(GUARDED);
    renderWithProviders(<PlayerProtection playerId={3} />, { route: '/backoffice/players/3' });
    const until = formatDateTime(EXCLUDED_UNTIL, 'th');
    const notice = await screen.findByTestId('bo-protection-excluded');
    expect(notice.dataset.tone).toBe('warning');
    expect(within(notice).getByText(`พักการเล่นถึง ${until}`)).toBeTruthy();
    expect(notice.textContent).toContain('ไม่มีใครยกเลิกหรือย่นเวลาได้ รวมทั้งพนักงาน');
    expect(screen.getByTestId('bo-protection-exclusion').textContent).toBe(`พักการเล่นถึง ${until}`);
  });

  it('says there is no exclusion, no reminder and no limit for a player who set nothing', async () => {
    protectionServer(protectionFixture());
    renderWithProviders(<PlayerProtection playerId={3} />, { route: '/backoffice/players/3' });
    expect((await screen.findByTestId('bo-protection-exclusion')).textContent).toBe('พักการเล่นไม่ได้พักการเล่น');
    expect(screen.queryByTestId('bo-protection-excluded')).toBeNull();
    expect(screen.getByTestId('bo-protection-reality').textContent).toBe('แจ้งเตือนเวลาเล่นปิด');
    expect(screen.getAllByText('ไม่จำกัด')).toHaveLength(6);
  });

  it('shows why it could not load, with a retry', async () => {
    server.use(meHandler(), http.get(`${API}/backoffice/players/3/protection`, () => fail(404, '0040', 'Player not found')));
    renderWithProviders(<PlayerProtection playerId={3} />, { route: '/backoffice/players/3' });
    expect((await screen.findByRole('alert')).textContent).toBe('ไม่พบข้อมูล');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
  });

  it('speaks English in English mode', async () => {
    await loadStaffTexts('en');
    protectionServer(GUARDED);
    renderWithProviders(<PlayerProtection playerId={3} />, { route: '/backoffice/players/3' });
    expect(await screen.findByRole('heading', { name: 'Player protection' })).toBeTruthy();
    expect(within(await screen.findByTestId('bo-protection-excluded')).getByText(`Self-excluded until ${formatDateTime(EXCLUDED_UNTIL, 'en')}`)).toBeTruthy();
    expect(screen.getByTestId('bo-protection-deposit-week-pending').textContent).toBe(`Changes to 20,000.00 THB on ${formatDateTime('2026-01-13T05:00:00Z', 'en')}`);
    expect(screen.getByTestId('bo-protection-reality').textContent).toBe('Reality checkEvery 30 min while a game is open');
  });
});

describe('SelfExcludedBadge', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  it('reads the player’s protection once with the section beside it, and says until when', async () => {
    const reads = protectionServer(GUARDED);
    renderWithProviders(
      <>
        <SelfExcludedBadge playerId={3} testId="bo-player-excluded" />
        <PlayerProtection playerId={3} />
      </>,
      { route: '/backoffice/players/3' },
    );
    expect((await screen.findByTestId('bo-player-excluded')).textContent).toBe(`พักการเล่นถึง ${formatDateTime(EXCLUDED_UNTIL, 'th')}`);
    expect(reads.count).toBe(1);
  });

  it('shows nothing while the player is not excluded', async () => {
    protectionServer(protectionFixture());
    renderWithProviders(
      <>
        <SelfExcludedBadge playerId={3} testId="bo-player-excluded" />
        <PlayerProtection playerId={3} />
      </>,
      { route: '/backoffice/players/3' },
    );
    await screen.findByTestId('bo-protection-exclusion');
    expect(screen.queryByTestId('bo-player-excluded')).toBeNull();
  });
});
