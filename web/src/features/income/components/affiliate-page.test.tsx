import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { walletQueryOptions } from '@/features/wallet';
import { toast } from '@/lib/toast';
import { walletFixture } from '@/testing/fixtures';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import {
  affiliateFixture,
  affiliateReportFixture,
  allianceFixture,
  downlineFixture,
  incomeRowFixture,
  signedInPlayer,
  withdrawalFixture,
} from '../testing';
import type { AffiliateOverview, IncomeWithdrawal } from '../types';
import { AffiliateContent } from './affiliate-page';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

interface Seen {
  overviews: number;
  reports: unknown[];
  downlines: unknown[];
  withdrawals: unknown[];
}

function affiliateApi(
  options: { overview?: AffiliateOverview; withdrawal?: () => Response; afterWithdrawal?: AffiliateOverview } = {},
) {
  const seen: Seen = { overviews: 0, reports: [], downlines: [], withdrawals: [] };
  let overview = options.overview ?? affiliateFixture();
  server.use(
    http.post(`${API}/affiliateManager`, () => {
      seen.overviews += 1;
      return ok(overview);
    }),
    http.post(`${API}/affiliateManager/report`, async ({ request }) => {
      const body = (await request.json()) as { dateFilter: string };
      seen.reports.push(body);
      return ok(
        body.dateFilter === 'thisMonth'
          ? affiliateReportFixture({
              dateFilter: 'thisMonth',
              from: '2026-05-01',
              to: '2026-05-04',
              rows: [{ date: '2026-05-02', level: 1, category: 'sport', players: 2, turnover: 9000, netLoss: 800, income: 45 }],
              total: { turnover: 9000, netLoss: 800, income: 45 },
            })
          : affiliateReportFixture(),
      );
    }),
    http.post(`${API}/affiliateManager/income`, () =>
      ok([incomeRowFixture(), incomeRowFixture({ id: 2, date: '2026-05-01', type: 'rolling', incomeTotal: 40, status: 'paid', paidAt: '2026-05-02T03:00:00Z' })]),
    ),
    http.post(`${API}/affiliateManager/downline`, async ({ request }) => {
      const body = (await request.json()) as { page: number };
      seen.downlines.push(body);
      if (body.page === 2) {
        return ok(
          downlineFixture({
            total: 21,
            page: 2,
            items: [{ username: 'la***21', level: 1, registeredAt: '2026-04-30T05:00:00Z', active: true, turnover: 10, selfReferral: false }],
          }),
        );
      }
      return ok(downlineFixture({ total: 21 }));
    }),
    http.post(`${API}/affiliateManager/withdrawal`, async ({ request }) => {
      seen.withdrawals.push(await request.json());
      if (options.withdrawal) return options.withdrawal();
      overview = options.afterWithdrawal ?? { ...overview, balance: 0 };
      return ok(withdrawalFixture());
    }),
  );
  return seen;
}

describe('the affiliate page', () => {
  signedInPlayer();

  it('shows the downline, the income, what waits, the share link and the commission rates', async () => {
    affiliateApi();
    renderWithProviders(<AffiliateContent />, { route: '/affiliate' });
    const overview = await screen.findByTestId('affiliate-overview');
    expect(within(overview).getByTestId('downline-level1').textContent).toBe('5');
    expect(within(overview).getByTestId('downline-level2').textContent).toBe('3');
    expect(within(overview).getByTestId('downline-total').textContent).toBe('8');
    expect(within(overview).getByTestId('affiliate-today').textContent).toBe('12.75 THB');
    expect(within(overview).getByTestId('affiliate-month').textContent).toBe('431.20 THB');
    expect(within(overview).getByTestId('affiliate-balance').textContent).toBe('250.00 THB');
    expect(within(overview).getByTestId('affiliate-minimum').textContent).toBe('ถอนขั้นต่ำ 100.00 THB');
    expect(within(overview).getByTestId('affiliate-turnover-rule').textContent).toBe(
      'ต้องทำเทิร์นโอเวอร์ 5 เท่าของยอดที่ถอน ก่อนถอนเป็นเงินสด',
    );
    expect(within(overview).getByTestId('affiliate-withdraw')).toHaveProperty('disabled', false);
    expect(within(overview).queryByTestId('affiliate-withdraw-reason')).toBeNull();
    expect(within(overview).getByTestId('affiliate-basis').textContent).toBe('คิดค่าคอมมิชชั่นจากยอดเล่นของเพื่อน');
    const levels = within(overview).getAllByTestId('affiliate-level-rates');
    expect(levels.map((level) => level.textContent)).toEqual([
      'อัตราค่าคอมมิชชั่นชั้นที่ 1สล็อต0.5%คาสิโน0.3%',
      'อัตราค่าคอมมิชชั่นชั้นที่ 2สล็อต0.2%',
    ]);

    const share = screen.getByTestId('affiliate-share');
    expect(within(share).getByTestId('affiliate-link').textContent).toBe('https://demo.example/register?ref=INV7');
    expect(within(share).getByTestId('affiliate-code').textContent).toBe('INV7');
    const qr = within(share).getByRole('img', { name: 'คิวอาร์โค้ดของลิงก์แนะนำ' });
    expect(qr.getAttribute('data-payload')).toBe('https://demo.example/register?ref=INV7');
    expect(qr.querySelector('svg')).toBeTruthy();

    // No alliance: no alliance section, and no off notice.
    expect(screen.queryByTestId('alliance')).toBeNull();
    expect(screen.queryByTestId('affiliate-off')).toBeNull();
  });

  it('reports by date filter chip: rows per date, level and category, and the totals', async () => {
    const seen = affiliateApi();
    const user = userEvent.setup();
    renderWithProviders(<AffiliateContent />, { route: '/affiliate' });
    const report = await screen.findByTestId('affiliate-report');
    const rows = await within(report).findAllByTestId('report-row');
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => [row.getAttribute('data-level'), row.getAttribute('data-category')])).toEqual([
      ['1', 'slot'],
      ['2', 'casino'],
    ]);
    expect(rows[0]!.textContent).toContain('ชั้นที่ 1 · สล็อต');
    expect(rows[0]!.textContent).toContain('ผู้เล่น 3 คน');
    expect(within(rows[0]!).getByTestId('report-row-income').textContent).toBe('+10.00 THB');
    expect(within(report).getByTestId('report-total-turnover').textContent).toBe('3,000.00 THB');
    expect(within(report).getByTestId('report-total-netloss').textContent).toBe('230.00 THB');
    expect(within(report).getByTestId('report-total-income').textContent).toBe('12.00 THB');
    expect(within(report).getByTestId('history-filter-today').getAttribute('aria-pressed')).toBe('true');

    await user.click(within(report).getByTestId('history-filter-thisMonth'));
    await waitFor(() => expect(within(report).getByTestId('report-total-income').textContent).toBe('45.00 THB'));
    expect(within(report).getAllByTestId('report-row')).toHaveLength(1);
    expect(within(report).getByTestId('report-row').textContent).toContain('กีฬา');
    expect(seen.reports).toEqual([{ dateFilter: 'today' }, { dateFilter: 'thisMonth' }]);
  });

  it('lists the income history and the downline, with the self-referral flagged, a page at a time', async () => {
    const seen = affiliateApi();
    const user = userEvent.setup();
    renderWithProviders(<AffiliateContent />, { route: '/affiliate' });

    const history = await screen.findByTestId('income-history');
    const incomeRows = await within(history).findAllByTestId('income-row');
    expect(incomeRows.map((row) => row.getAttribute('data-type'))).toEqual(['affiliate', 'rolling']);
    expect(incomeRows[0]!.textContent).toContain('แนะนำเพื่อน');
    expect(within(incomeRows[0]!).getByTestId('income-row-amount').textContent).toBe('120.50 THB');
    expect(within(incomeRows[0]!).getByTestId('income-row-status').textContent).toBe('รอถอน');
    expect(within(incomeRows[1]!).getByTestId('income-row-status').textContent).toBe('ถอนแล้ว');

    const downline = screen.getByTestId('downline');
    const members = await within(downline).findAllByTestId('downline-row');
    expect(members.map((row) => within(row).getByTestId('downline-username').textContent)).toEqual(['pl***01', 'me***99']);
    expect(members.map((row) => row.getAttribute('data-level'))).toEqual(['1', '2']);
    expect(within(members[0]!).getByTestId('downline-active').textContent).toBe('เล่นอยู่');
    expect(within(members[0]!).getByTestId('downline-turnover').textContent).toBe('ยอดเล่นเดือนนี้ 1,500.00 THB');
    expect(within(members[0]!).queryByTestId('downline-self-referral')).toBeNull();
    expect(within(members[1]!).getByTestId('downline-active').textContent).toBe('ไม่ได้เล่น');
    expect(within(members[1]!).getByTestId('downline-self-referral').textContent).toBe('แนะนำตัวเอง: ไม่นำมาคิดค่าคอมมิชชั่น');
    expect(within(downline).getByTestId('downline-count').textContent).toBe('21 คน');
    expect(within(downline).getByTestId('downline-page').textContent).toBe('หน้า 1 จาก 2');

    await user.click(within(downline).getByTestId('downline-next'));
    await waitFor(() => expect(within(downline).getByTestId('downline-username').textContent).toBe('la***21'));
    expect(within(downline).getByTestId('downline-page').textContent).toBe('หน้า 2 จาก 2');
    expect(seen.downlines).toEqual([{ page: 1 }, { page: 2 }]);
  });

  it('copying the link or the code shows the success toast', async () => {
    affiliateApi();
    const user = userEvent.setup();
    renderWithProviders(<AffiliateContent />, { route: '/affiliate' });
    await user.click(await screen.findByRole('button', { name: 'คัดลอกลิงก์แนะนำ' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith({ title: 'คัดลอกสำเร็จ', text: 'https://demo.example/register?ref=INV7' }),
    );
    expect(await navigator.clipboard.readText()).toBe('https://demo.example/register?ref=INV7');

    await user.click(screen.getByRole('button', { name: 'คัดลอกโค้ดแนะนำ' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith({ title: 'คัดลอกสำเร็จ', text: 'INV7' }));
    expect(await navigator.clipboard.readText()).toBe('INV7');
  });

  it('withdrawing moves the income into credit, says the turnover to play and reads the figures again', async () => {
    const seen = affiliateApi();
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<AffiliateContent />, { route: '/affiliate' });
    queryClient.setQueryData(walletQueryOptions().queryKey, walletFixture);
    await user.click(await screen.findByTestId('affiliate-withdraw'));

    const text = 'รับ 250.00 THB เข้าเครดิตแล้ว ต้องทำเทิร์นโอเวอร์อีก 1,250.00 THB จึงจะถอนเป็นเงินสดได้';
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith({ title: 'ถอนรายได้สำเร็จ', text }));
    expect(seen.withdrawals).toEqual([{ type: 'affiliate' }]);
    expect((await screen.findByTestId('affiliate-turnover-note')).textContent).toBe(text);
    // The answer's wallet is in the cache at once, the newest there is: it is not read again.
    // The overview is read again (nothing waits now).
    expect(queryClient.getQueryData(walletQueryOptions().queryKey)?.creditBalance).toBe(1484.5);
    expect(queryClient.getQueryState(walletQueryOptions().queryKey)?.isInvalidated).toBe(false);
    await waitFor(() => expect(screen.getByTestId('affiliate-balance').textContent).toBe('0.00 THB'));
    expect(seen.overviews).toBe(2);
    expect(screen.getByTestId('affiliate-withdraw')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('affiliate-withdraw-reason').textContent).toBe('ยังไม่มีรายได้รอถอน');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('without a turnover multiple the success toast names only the amount', async () => {
    affiliateApi({ withdrawal: () => ok(withdrawalFixture({ turnover: null })) });
    const user = userEvent.setup();
    renderWithProviders(<AffiliateContent />, { route: '/affiliate' });
    await user.click(await screen.findByTestId('affiliate-withdraw'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith({ title: 'ถอนรายได้สำเร็จ', text: 'รับ 250.00 THB เข้าเครดิตแล้ว' }),
    );
    expect(screen.queryByTestId('affiliate-turnover-note')).toBeNull();
  });

  it('below the minimum the withdraw button is disabled and says what is missing', async () => {
    const seen = affiliateApi({ overview: affiliateFixture({ balance: 60, minimumWithdraw: 100 }) });
    const user = userEvent.setup();
    renderWithProviders(<AffiliateContent />, { route: '/affiliate' });
    const button = await screen.findByTestId('affiliate-withdraw');
    expect(button).toHaveProperty('disabled', true);
    const reason = screen.getByTestId('affiliate-withdraw-reason');
    expect(reason.textContent).toBe('ถอนได้เมื่อมีรายได้ครบ 100.00 THB (ขาดอีก 40.00 THB)');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    await user.click(button);
    expect(seen.withdrawals).toEqual([]);
  });

  it('a running promotion (0066 active_promotion) is said in plain words', async () => {
    const seen = affiliateApi({ withdrawal: () => fail(409, '0066', 'promotion running', { systemMsg: 'active_promotion' }) });
    const user = userEvent.setup();
    renderWithProviders(<AffiliateContent />, { route: '/affiliate' });
    await user.click(await screen.findByTestId('affiliate-withdraw'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith({
        title: 'ถอนรายได้ไม่สำเร็จ',
        text: 'คุณมีโปรโมชั่นที่ใช้งานอยู่ รายได้จะรออยู่ในยอดรอถอนอย่างปลอดภัย ทำเงื่อนไขโปรโมชั่นให้ครบหรือยกเลิกโปรโมชั่นก่อน จึงจะถอนได้',
      }),
    );
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(seen.withdrawals).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.queryByTestId('affiliate-turnover-note')).toBeNull();
  });

  it('below the minimum on the server (0050 below_minimum) is said in plain words', async () => {
    affiliateApi({ withdrawal: () => fail(400, '0050', 'too little', { systemMsg: 'below_minimum' }) });
    const user = userEvent.setup();
    renderWithProviders(<AffiliateContent />, { route: '/affiliate' });
    await user.click(await screen.findByTestId('affiliate-withdraw'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith({ title: 'ถอนรายได้ไม่สำเร็จ', text: 'รายได้รอถอนยังไม่ถึงยอดถอนขั้นต่ำ' }),
    );
  });

  it('another refusal shows the server’s message', async () => {
    affiliateApi({ withdrawal: () => fail(400, '0001', 'no permission') });
    const user = userEvent.setup();
    renderWithProviders(<AffiliateContent />, { route: '/affiliate' });
    await user.click(await screen.findByTestId('affiliate-withdraw'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith({ title: 'ถอนรายได้ไม่สำเร็จ', text: 'no permission' }));
  });

  it('an alliance owner sees the alliance: code, link, players, share, and its own withdrawal', async () => {
    const seen = affiliateApi({ overview: affiliateFixture({ alliance: allianceFixture() }) });
    const user = userEvent.setup();
    renderWithProviders(<AffiliateContent />, { route: '/affiliate' });
    const alliance = await screen.findByTestId('alliance');
    expect(within(alliance).getByRole('heading', { name: 'พันธมิตร Partner One' })).toBeTruthy();
    expect(within(alliance).getByTestId('alliance-code').textContent).toBe('PARTNER1');
    expect(within(alliance).getByTestId('alliance-link').textContent).toBe('https://demo.example/al/PARTNER1');
    expect(within(alliance).getByTestId('alliance-qr').getAttribute('data-payload')).toBe('https://demo.example/al/PARTNER1');
    expect(within(alliance).getByTestId('alliance-players').textContent).toBe('12');
    expect(within(alliance).getByTestId('alliance-share-percent').textContent).toBe('20%');
    expect(within(alliance).getByTestId('alliance-balance').textContent).toBe('840.00 THB');
    const withdrawal: IncomeWithdrawal = withdrawalFixture({ type: 'alliance', amount: 840, turnover: null });
    server.use(
      http.post(`${API}/affiliateManager/withdrawal`, async ({ request }) => {
        seen.withdrawals.push(await request.json());
        return ok(withdrawal);
      }),
    );
    await user.click(within(alliance).getByTestId('alliance-withdraw'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith({ title: 'ถอนรายได้สำเร็จ', text: 'รับ 840.00 THB เข้าเครดิตแล้ว' }),
    );
    expect(seen.withdrawals).toEqual([{ type: 'alliance' }]);
  });

  it('a program turned off is said, and what waits can still be withdrawn', async () => {
    affiliateApi({ overview: affiliateFixture({ enabled: false }) });
    renderWithProviders(<AffiliateContent />, { route: '/affiliate' });
    expect((await screen.findByTestId('affiliate-off')).textContent).toBe(
      'ระบบแนะนำเพื่อนปิดอยู่ในขณะนี้ ยังไม่มีการคำนวณค่าคอมมิชชั่น',
    );
    expect(screen.getByTestId('affiliate-withdraw')).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('affiliate-withdraw-reason')).toBeNull();
  });

  it('says in place what could not be loaded, and loads it again on retry', async () => {
    affiliateApi();
    let calls = 0;
    server.use(
      http.post(`${API}/affiliateManager`, () => {
        calls += 1;
        return calls === 1 ? fail(500, '9999', 'down') : ok(affiliateFixture());
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AffiliateContent />, { route: '/affiliate' });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]!.textContent).toContain('โหลดข้อมูลไม่สำเร็จ');
    expect(toast.error).not.toHaveBeenCalled();
    await user.click(within(alerts[0]!).getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect((await screen.findByTestId('affiliate-balance')).textContent).toBe('250.00 THB');
  });
});
