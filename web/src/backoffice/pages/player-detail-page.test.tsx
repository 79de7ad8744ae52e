import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { walletFixture } from '@/testing/fixtures';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { useStaffSession } from '../stores/staff-session';
import { gameRoundFixture, gameTransferFixture, meHandler, pageFixture, signInStaff } from '../testing/fixtures';
import { playerIncomeHandlers } from '../testing/income-fixtures';
import { loadStaffTexts } from '../testing/language';
import { playerPromotionHandlers } from '../testing/promotion-fixtures';
import type { PlayerDetail } from '../types';

import { PlayerDetailPage } from './player-detail-page';

function detailFixture(overrides: Partial<PlayerDetail> = {}): PlayerDetail {
  return {
    player: { id: 3, userId: 7, username: 'demo', tel: '0812345678', creditBalance: 1234.5, currencyCode: 'THB', status: 'active', createdAt: '2026-01-01T00:00:00Z' },
    wallet: { ...walletFixture, gameCredit: 250 },
    isPlaying: true,
    bankAccount: null,
    transactions: [],
    ledger: [],
    ...overrides,
  };
}

const TRANSFERS = [
  gameTransferFixture({ id: 53, direction: 'toWallet', amount: 0.5, status: 'pending', settledAt: null, reference: 'pp-back-3' }),
  gameTransferFixture({ id: 52, direction: 'toProvider', amount: 300, status: 'failed', error: 'insufficient balance', reference: 'pp-failed-2' }),
  gameTransferFixture({ id: 51, direction: 'toProvider', amount: 1000, status: 'success' }),
];

/** The detail and its two play lists; rounds come 20 a page out of 25. */
function playerServer() {
  const calls = { transfers: [] as string[], rounds: [] as string[] };
  server.use(
    meHandler(),
    ...playerPromotionHandlers(3),
    ...playerIncomeHandlers(3),
    http.get(`${API}/backoffice/players/3`, () => ok(detailFixture())),
    http.get(`${API}/backoffice/players/3/transfers`, ({ request }) => {
      calls.transfers.push(new URL(request.url).search);
      return ok({ transfers: TRANSFERS, page: pageFixture(3) });
    }),
    http.get(`${API}/backoffice/players/3/rounds`, ({ request }) => {
      const url = new URL(request.url);
      calls.rounds.push(url.search);
      const page = Number(url.searchParams.get('page'));
      const rounds =
        page === 1
          ? [gameRoundFixture(), gameRoundFixture({ id: 900, roundId: '4411', bet: 20, payout: 0, winLoss: -20, category: 'keno', gameName: 'Lucky Keno', gameCode: 'GKENO-KENO-001', providerPrefix: 'GKENO', providerName: 'G Keno' })]
          : [gameRoundFixture({ id: 870, roundId: '4300', bet: 5, payout: 5, winLoss: 0 })];
      return ok({ rounds, page: pageFixture(25, page), totals: { rounds: 25, bet: 310, payout: 295.5, winLoss: -14.5 } });
    }),
  );
  return calls;
}

function renderDetail(id: number | string = 3) {
  return renderWithProviders(
    <Routes>
      <Route path="/backoffice/players/:id" element={<PlayerDetailPage />} />
    </Routes>,
    { route: `/backoffice/players/${id}` },
  );
}

describe('PlayerDetailPage: play', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  it('shows the game credit, that the player is in a game, and his transfers newest first', async () => {
    const calls = playerServer();
    renderDetail();
    expect(await screen.findByTestId('bo-player-playing')).toHaveProperty('textContent', 'กำลังเล่นเกม');
    await waitFor(() => expect(screen.getByTestId('bo-player-game-credit').textContent).toBe('250.00 THB'));

    const transfers = await screen.findByTestId('bo-player-game-transfers');
    expect(within(transfers).getByRole('heading', { name: 'การโอนเครดิตเข้า-ออกเกม' })).toBeTruthy();
    await within(transfers).findByTestId('bo-game-transfer-51');
    expect(within(transfers).getAllByTestId(/^bo-game-transfer-/).map((el) => el.dataset.testid)).toEqual([
      'bo-game-transfer-53',
      'bo-game-transfer-52',
      'bo-game-transfer-51',
    ]);
    const back = within(transfers).getByTestId('bo-game-transfer-53');
    expect(within(back).getByText('กลับกระเป๋า')).toBeTruthy();
    expect(within(back).getByText('0.50 THB')).toBeTruthy();
    expect(within(back).getByText('รอดำเนินการ')).toBeTruthy();
    expect(within(back).getByText('ยังไม่เสร็จ')).toBeTruthy();
    const failed = within(transfers).getByTestId('bo-game-transfer-52');
    expect(within(failed).getByText('ล้มเหลว')).toBeTruthy();
    expect(within(failed).getByText('insufficient balance')).toBeTruthy();
    const done = within(transfers).getByTestId('bo-game-transfer-51');
    expect(within(done).getByText('เข้าเกม')).toBeTruthy();
    expect(within(done).getByText('1,000.00 THB')).toBeTruthy();
    expect(within(done).getByText('สำเร็จ')).toBeTruthy();
    expect(within(done).getByText('pp-5f1c0a9e2b7d4c3a1e0f9b8a')).toBeTruthy();
    expect(within(done).getByText('amb')).toBeTruthy();
    // One page: the status, no buttons.
    expect(screen.getByTestId('bo-game-transfers-pager-status').textContent).toBe('หน้า 1 จาก 1 · 3 รายการ');
    expect(screen.queryByTestId('bo-game-transfers-pager-next')).toBeNull();
    expect(calls.transfers).toEqual(['?page=1&perPage=20']);
  });

  it('shows his rounds with game, provider, bet, payout and win/loss, and pages through them', async () => {
    const calls = playerServer();
    const user = userEvent.setup();
    renderDetail();
    const rounds = await screen.findByTestId('bo-player-game-rounds');
    const win = await within(rounds).findByTestId('bo-game-round-901');
    expect(within(win).getByText('Golden Lotus')).toBeTruthy();
    expect(within(win).getByText('สล็อต · PGS-SLOT-007')).toBeTruthy();
    expect(within(win).getByText('Pocket Gaming Soft')).toBeTruthy();
    expect(within(win).getByText('10.00 THB')).toBeTruthy();
    expect(within(win).getByText('25.00 THB')).toBeTruthy();
    expect(within(win).getByText('+15.00 THB')).toBeTruthy();
    const loss = within(rounds).getByTestId('bo-game-round-900');
    expect(within(loss).getByText('คีโน · GKENO-KENO-001')).toBeTruthy();
    expect(within(loss).getByText('-20.00 THB')).toBeTruthy();
    const totals = screen.getByTestId('bo-game-rounds-totals');
    expect(totals.textContent).toContain('ทั้งหมด 25 รอบ');
    expect(totals.textContent).toContain('310.00 THB');
    expect(totals.textContent).toContain('-14.50 THB');

    expect(screen.getByTestId('bo-game-rounds-pager-status').textContent).toBe('หน้า 1 จาก 2 · 25 รายการ');
    await user.click(screen.getByTestId('bo-game-rounds-pager-next'));
    expect(await within(rounds).findByTestId('bo-game-round-870')).toBeTruthy();
    expect(within(rounds).queryByTestId('bo-game-round-901')).toBeNull();
    expect(calls.rounds).toEqual(['?page=1&perPage=20', '?page=2&perPage=20']);
    expect(screen.getByTestId('bo-game-rounds-pager-status').textContent).toBe('หน้า 2 จาก 2 · 25 รายการ');
    await user.click(screen.getByTestId('bo-game-rounds-pager-previous'));
    expect(await within(rounds).findByTestId('bo-game-round-901')).toBeTruthy();
  });

  it('says so for a player who never played', async () => {
    server.use(
      meHandler(),
      ...playerPromotionHandlers(3),
      ...playerIncomeHandlers(3),
      http.get(`${API}/backoffice/players/3`, () => ok(detailFixture({ isPlaying: false, wallet: { ...walletFixture, gameCredit: 0 } }))),
      http.get(`${API}/backoffice/players/3/transfers`, () => ok({ transfers: [], page: pageFixture(0) })),
      http.get(`${API}/backoffice/players/3/rounds`, () =>
        ok({ rounds: [], page: pageFixture(0), totals: { rounds: 0, bet: 0, payout: 0, winLoss: 0 } }),
      ),
    );
    renderDetail();
    expect(await screen.findByText('ยังไม่มีการโอนเข้าเกม')).toBeTruthy();
    expect(await screen.findByText('ยังไม่มีรอบการเล่น')).toBeTruthy();
    expect(screen.queryByTestId('bo-player-playing')).toBeNull();
    expect(screen.queryByTestId('bo-game-rounds-totals')).toBeNull();
  });

  it('shows "not found" for a player of another agent', async () => {
    server.use(
      meHandler(),
      http.get(`${API}/backoffice/players/99`, () => fail(404, '0040', 'Player not found')),
      http.get(`${API}/backoffice/players/99/transfers`, () => fail(404, '0040', 'Player not found')),
      http.get(`${API}/backoffice/players/99/rounds`, () => fail(404, '0040', 'Player not found')),
      ...playerPromotionHandlers(99),
      ...playerIncomeHandlers(99),
    );
    renderDetail(99);
    expect(await screen.findByText('ไม่พบข้อมูล')).toBeTruthy();
    expect(screen.queryByTestId('bo-player-game-rounds')).toBeNull();
  });

  it('speaks English in English mode', async () => {
    await loadStaffTexts('en');
    playerServer();
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Game transfers' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent game rounds' })).toBeTruthy();
    const done = await screen.findByTestId('bo-game-transfer-51');
    expect(within(done).getByText('Done')).toBeTruthy();
    expect(within(done).getByText('To the game')).toBeTruthy();
    expect(within(await screen.findByTestId('bo-game-round-901')).getByText('Slot · PGS-SLOT-007')).toBeTruthy();
    expect(screen.getByTestId('bo-player-playing').textContent).toBe('In a game');
  });
});
