import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { bankAccountFixture, bankFixtures, walletFixture } from '@/testing/fixtures';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { useStaffSession } from '../stores/staff-session';
import { formatDateTime } from '../components/format';
import { cashierFixture, gameRoundFixture, gameTransferFixture, meHandler, pageFixture, signInStaff } from '../testing/fixtures';
import { playerIncomeHandlers } from '../testing/income-fixtures';
import { loadStaffTexts } from '../testing/language';
import { memberProfileFixture, playerProfileHandlers, protectionFixture } from '../testing/member-fixtures';
import { bankAccountsPageFixture } from '../testing/payment-fixtures';
import { playerPromotionHandlers } from '../testing/promotion-fixtures';
import type { MemberProfile, PlayerBankChangeBody, PlayerDetail, PlayerProfileBody, PlayerStatusBody } from '../types';

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
    ...playerProfileHandlers(3),
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
      ...playerProfileHandlers(3),
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
      ...playerProfileHandlers(99),
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

/**
 * The player's page over a profile the writes change, as the server does: the detail carries the
 * status the profile has, and every write and read is counted.
 */
function manageServer(profile: MemberProfile = memberProfileFixture()) {
  const state = {
    profile,
    profileReads: 0,
    detailReads: 0,
    statuses: [] as PlayerStatusBody[],
    passwords: [] as unknown[],
    contacts: [] as PlayerProfileBody[],
    banks: [] as PlayerBankChangeBody[],
    /** The answers a contact save with this phone gets instead of success (the client may send a 409 twice). */
    contactRefusals: {} as Record<string, () => Response>,
  };
  server.use(
    meHandler(),
    ...playerPromotionHandlers(3),
    ...playerIncomeHandlers(3),
    http.get(`${API}/backoffice/players/3`, () => {
      state.detailReads += 1;
      const detail = detailFixture({ isPlaying: false });
      return ok({ ...detail, player: { ...detail.player, status: state.profile.status, tel: state.profile.tel } });
    }),
    http.get(`${API}/backoffice/players/3/transfers`, () => ok({ transfers: [], page: pageFixture(0) })),
    http.get(`${API}/backoffice/players/3/rounds`, () => ok({ rounds: [], page: pageFixture(0), totals: { rounds: 0, bet: 0, payout: 0, winLoss: 0 } })),
    http.get(`${API}/backoffice/players/3/profile`, () => {
      state.profileReads += 1;
      return ok(state.profile);
    }),
    http.get(`${API}/backoffice/players/3/protection`, () => ok(protectionFixture())),
    http.put(`${API}/backoffice/players/3/status`, async ({ request }) => {
      const body = (await request.json()) as PlayerStatusBody;
      state.statuses.push(body);
      state.profile = { ...state.profile, status: body.status };
      return ok(state.profile);
    }),
    http.post(`${API}/backoffice/players/3/password`, async ({ request }) => {
      state.passwords.push(await request.json());
      return ok({});
    }),
    http.put(`${API}/backoffice/players/3/profile`, async ({ request }) => {
      const body = (await request.json()) as PlayerProfileBody;
      state.contacts.push(body);
      const refusal = state.contactRefusals[body.tel];
      if (refusal) return refusal();
      state.profile = { ...state.profile, ...body };
      return ok(state.profile);
    }),
    http.put(`${API}/backoffice/players/3/bankAccount`, async ({ request }) => {
      const body = (await request.json()) as PlayerBankChangeBody;
      state.banks.push(body);
      state.profile = {
        ...state.profile,
        bankAccount: bankAccountFixture({ id: 10, bank: bankFixtures[2], bankAccountNo: body.bankAccountNo, bankAccountName: body.bankAccountName }),
      };
      return ok(state.profile);
    }),
    http.get(`${API}/backoffice/bankAccounts`, () => ok(bankAccountsPageFixture())),
  );
  return state;
}

describe('PlayerDetailPage: manage', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  it('suspends only with a reason, sends {status, reason}, and shows the new status once both are fetched again', async () => {
    const state = manageServer();
    const user = userEvent.setup();
    renderDetail();
    const badge = await screen.findByTestId('bo-manage-status-badge');
    expect(badge.textContent).toBe('ใช้งาน');
    expect((await screen.findByTestId('bo-player-status')).textContent).toBe('ใช้งาน');
    expect(screen.queryByTestId('bo-manage-reactivate')).toBeNull();

    await user.click(screen.getByTestId('bo-manage-suspend'));
    const dialog = await screen.findByRole('dialog', { name: 'ระงับ demo' });
    await user.click(within(dialog).getByTestId('bo-manage-status-confirm'));
    expect(within(dialog).getByRole('alert').textContent).toBe('กรุณาระบุเหตุผล');
    expect(state.statuses).toEqual([]);

    const reads = { profile: state.profileReads, detail: state.detailReads };
    await user.type(within(dialog).getByTestId('bo-manage-status-reason'), '  chargeback fraud  ');
    await user.click(within(dialog).getByTestId('bo-manage-status-confirm'));
    await waitFor(() => expect(state.statuses).toEqual([{ status: 'suspended', reason: 'chargeback fraud' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The detail (its own badge) and the profile are fetched again.
    await waitFor(() => expect(screen.getByTestId('bo-player-status').textContent).toBe('ระงับ'));
    expect(state.detailReads).toBeGreaterThan(reads.detail);
    expect(state.profileReads).toBeGreaterThan(reads.profile);
    expect(screen.getByTestId('bo-manage-status-badge').textContent).toBe('ระงับ');
    expect(screen.getByTestId('bo-manage-notice').textContent).toContain('ระงับ demo แล้ว');
    // A suspended player is reactivated or deactivated, never suspended again.
    expect(screen.getByTestId('bo-manage-reactivate')).toBeTruthy();
    expect(screen.queryByTestId('bo-manage-suspend')).toBeNull();

    await user.click(screen.getByTestId('bo-manage-reactivate'));
    const again = await screen.findByRole('dialog', { name: 'เปิดใช้งาน demo อีกครั้ง' });
    await user.type(within(again).getByTestId('bo-manage-status-reason'), 'cleared');
    await user.click(within(again).getByTestId('bo-manage-status-confirm'));
    await waitFor(() => expect(screen.getByTestId('bo-player-status').textContent).toBe('ใช้งาน'));
    expect(state.statuses.at(-1)).toEqual({ status: 'active', reason: 'cleared' });
  });

  it('refuses a weak or a mismatched password without a request, sends a valid one and never shows it', async () => {
    const state = manageServer();
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByTestId('bo-manage-password-open'));
    const dialog = await screen.findByRole('dialog', { name: 'รหัสผ่าน' });
    const password = within(dialog).getByTestId('bo-manage-password') as HTMLInputElement;
    const confirm = within(dialog).getByTestId('bo-manage-password-confirm') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(within(dialog).getByText('8–64 ตัวอักษร มีตัวอักษรภาษาอังกฤษและตัวเลขอย่างน้อยอย่างละ 1 ตัว')).toBeTruthy();

    // Letters only: no digit.
    await user.type(password, 'abcdefgh');
    await user.type(confirm, 'abcdefgh');
    await user.click(within(dialog).getByTestId('bo-manage-password-save'));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('ใช้ 8 ถึง 64 ตัวอักษร มีตัวอักษรภาษาอังกฤษและตัวเลขอย่างน้อยอย่างละ 1 ตัว')).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'abc12345');
    await user.clear(confirm);
    await user.type(confirm, 'abc12346');
    await user.click(within(dialog).getByTestId('bo-manage-password-save'));
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน')).toBeTruthy();
    expect(state.passwords).toEqual([]);

    await user.clear(confirm);
    await user.type(confirm, 'abc12345');
    await user.click(within(dialog).getByTestId('bo-manage-password-save'));
    await waitFor(() => expect(state.passwords).toEqual([{ password: 'abc12345' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('bo-manage-notice').textContent).toContain('ตั้งรหัสผ่านใหม่ให้ demo แล้ว');
    expect(document.body.textContent).not.toContain('abc12345');
    // Opened again, the form starts empty.
    await user.click(screen.getByTestId('bo-manage-password-open'));
    expect((screen.getByTestId('bo-manage-password') as HTMLInputElement).value).toBe('');
  });

  it('edits the contact details from the profile and shows a blacklisted (1002) and a taken (23505) phone at the phone', async () => {
    const state = manageServer();
    state.contactRefusals['0899999999'] = () => fail(403, '1002', 'Blacklisted', { fields: ['tel'] });
    state.contactRefusals['0811111111'] = () => fail(409, '23505', 'This phone number is already registered', { fields: ['tel'] });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByTestId('bo-manage-contact-open'));
    const dialog = await screen.findByRole('dialog', { name: 'ข้อมูลติดต่อ' });
    const tel = within(dialog).getByTestId('bo-manage-tel') as HTMLInputElement;
    expect(tel.value).toBe('0812345678');
    expect((within(dialog).getByTestId('bo-manage-email') as HTMLInputElement).value).toBe('demo@example.com');
    expect((within(dialog).getByTestId('bo-manage-lineId') as HTMLInputElement).value).toBe('demo.line');

    await user.clear(tel);
    await user.type(tel, '089-999-9999');
    await user.clear(within(dialog).getByTestId('bo-manage-lineId'));
    await user.click(within(dialog).getByTestId('bo-manage-contact-save'));
    await waitFor(() => expect(tel.getAttribute('aria-invalid')).toBe('true'));
    expect(state.contacts[0]).toEqual({ tel: '0899999999', email: 'demo@example.com', firstName: 'Somchai', lastName: 'Jaidee', nickName: null, lineId: null });
    expect(document.getElementById(tel.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe('อยู่ในบัญชีดำ ใช้ไม่ได้');
    expect(screen.getByRole('dialog')).toBeTruthy();

    await user.clear(tel);
    await user.type(tel, '0811111111');
    expect(tel.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(dialog).getByTestId('bo-manage-contact-save'));
    await waitFor(() => expect(tel.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('มีผู้เล่นอื่นใช้อยู่แล้ว')).toBeTruthy();
    expect(new Set(state.contacts.map((c) => c.tel))).toEqual(new Set(['0899999999', '0811111111']));

    await user.clear(tel);
    await user.type(tel, '0822222222');
    await user.click(within(dialog).getByTestId('bo-manage-contact-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('bo-manage-fact-tel').textContent).toContain('0822222222'));
  });

  it('refuses an account number of the wrong length for the bank without a request, then sends a valid body', async () => {
    const state = manageServer();
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByTestId('bo-manage-bank-open'));
    const dialog = await screen.findByRole('dialog', { name: 'บัญชีรับเงินถอน' });
    const bank = (await within(dialog).findByTestId('bo-manage-bank-code')) as HTMLSelectElement;
    await user.selectOptions(bank, 'GSB');
    const number = within(dialog).getByTestId('bo-manage-bank-number') as HTMLInputElement;
    expect(within(dialog).getByText('ตัวเลข 12 หลักสำหรับธนาคารนี้')).toBeTruthy();
    await user.type(number, '1234567890');
    await user.type(within(dialog).getByTestId('bo-manage-bank-name'), 'Somchai  Jaidee');
    await user.type(within(dialog).getByTestId('bo-manage-bank-reason'), 'old account closed');
    await user.click(within(dialog).getByTestId('bo-manage-bank-save'));
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('เลขที่บัญชีของธนาคารนี้มี 12 หลัก')).toBeTruthy();
    expect(state.banks).toEqual([]);

    await user.type(number, '12');
    await user.click(within(dialog).getByTestId('bo-manage-bank-save'));
    await waitFor(() => expect(state.banks).toEqual([{ bankCode: 'GSB', bankAccountNo: '123456789012', bankAccountName: 'Somchai Jaidee', reason: 'old account closed' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByTestId('bo-manage-bank')).getByText('123456789012')).toBeTruthy();
    expect(screen.getByTestId('bo-manage-notice').textContent).toContain('เปลี่ยนบัญชีรับเงินถอนของ demo แล้ว');
  });
});

describe('PlayerDetailPage: protection and roles', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
  });

  const EXCLUDED = protectionFixture({ excludedUntil: '2026-04-01T10:00:00Z', realityCheckMinutes: 15 });

  it('shows the player’s protection, and his self-exclusion beside his status', async () => {
    signInStaff();
    playerServer();
    server.use(http.get(`${API}/backoffice/players/3/protection`, () => ok(EXCLUDED)));
    renderDetail();
    // The whole page loads first (a dozen calls): more than the usual second on a busy machine.
    const badge = await screen.findByTestId('bo-player-excluded', {}, { timeout: 5000 });
    expect(badge.textContent).toBe(`พักการเล่นถึง ${formatDateTime('2026-04-01T10:00:00Z', 'th')}`);
    // Beside the account status, in the same line of facts.
    expect(badge.parentElement?.contains(screen.getByTestId('bo-player-status'))).toBe(true);
    const protection = screen.getByTestId('bo-player-protection');
    expect(within(protection).getByRole('heading', { name: 'การคุ้มครองผู้เล่น', level: 2 })).toBeTruthy();
    expect(within(protection).getByTestId('bo-protection-excluded')).toBeTruthy();
    expect(within(protection).getByTestId('bo-protection-reality').textContent).toContain('ทุก 15 นาที');
  });

  it('offers the agent’s admin the adjustment, the promotion grant and the staff bonus', async () => {
    signInStaff();
    playerServer();
    renderDetail();
    expect(await screen.findByTestId('bo-adjust-amount', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByTestId('bo-grant-section')).toBeTruthy();
    expect(screen.queryByTestId('bo-adjust-admin-only')).toBeNull();
    expect(screen.queryByTestId('bo-grant-admin-only')).toBeNull();
    expect(await screen.findByTestId('bo-income-grant-form')).toBeTruthy();
  });

  it('shows other staff who adjusts credit and grants promotions and bonuses, without their forms', async () => {
    signInStaff(cashierFixture);
    playerServer();
    server.use(meHandler(cashierFixture));
    renderDetail();
    expect((await screen.findByTestId('bo-adjust-admin-only', {}, { timeout: 5000 })).textContent).toBe('แอดมินของเอเย่นต์เท่านั้นที่ปรับเครดิตผู้เล่นได้');
    expect(screen.queryByTestId('bo-adjust-amount')).toBeNull();
    expect((await screen.findByTestId('bo-grant-admin-only')).textContent).toBe('แอดมินของเอเย่นต์เท่านั้นที่มอบโปรโมชั่นให้ผู้เล่นได้');
    expect(screen.queryByTestId('bo-grant-form')).toBeNull();
    expect((await screen.findByTestId('bo-income-grant-admin-only')).textContent).toBe('แอดมินของเอเย่นต์เท่านั้นที่มอบโบนัสให้ผู้เล่นได้');
    expect(screen.queryByTestId('bo-income-grant-form')).toBeNull();
    // What staff may do stays: his account's management, and the lists as CSV.
    expect(await screen.findByTestId('bo-manage-suspend')).toBeTruthy();
    expect(screen.getByTestId('bo-player-transactions-csv')).toBeTruthy();
    expect(screen.getByTestId('bo-player-ledger-csv')).toBeTruthy();
  });
});
