import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { serveAgent } from '@/features/agent/testing';
import type { DateFilter } from '@/lib/date-filter';
import { i18n } from '@/lib/i18n';
import { agentFixture, historyFixture, transactionFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import type { HistoryTab } from '../history-filters';
import { HistoryPanel } from './history-panel';

function Harness() {
  const [tab, setTab] = useState<HistoryTab>('all');
  const [filter, setFilter] = useState<DateFilter>('today');
  return <HistoryPanel tab={tab} filter={filter} onTabChange={setTab} onFilterChange={setFilter} />;
}

const rows = [
  transactionFixture({ id: 3, type: 'WITHDRAW', amount: 300, status: '0002', reason: 'บัญชีปลายทางไม่ถูกต้อง', createdAt: '2026-11-21T09:30:00Z' }),
  transactionFixture({ id: 2, type: 'DEPOSIT', channel: 'TRUEMONEY', amount: 150, status: '0000', createdAt: '2026-11-21T08:10:00Z' }),
  transactionFixture({ id: 1, type: 'DEPOSIT', amount: 500, status: '0001', createdAt: '2026-11-21T08:00:00Z' }),
];

describe('HistoryPanel', () => {
  beforeEach(() => serveAgent(agentFixture()));
  afterEach(async () => {
    await i18n.changeLanguage('th');
  });

  it('asks for the chosen date filter and shows each row with its status badge', async () => {
    const filters: Array<string | null> = [];
    server.use(
      http.get(`${API}/bank/transaction`, ({ request }) => {
        const filter = new URL(request.url).searchParams.get('dateFilter');
        filters.push(filter);
        return ok({ transactionHistory: historyFixture(filter === 'today' ? rows : []) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    const list = await screen.findAllByTestId('history-row');
    expect(list.map((row) => row.getAttribute('data-status'))).toEqual(['0002', '0000', '0001']);
    expect(within(list[0]!).getByTestId('history-row-status').textContent).toBe('รายการล้มเหลว กรุณาติดต่อแอดมิน');
    expect(list[0]!.textContent).toContain('ถอนเงิน');
    expect(list[0]!.textContent).toContain('−300.00 THB');
    expect(list[0]!.textContent).toContain('เหตุผล: บัญชีปลายทางไม่ถูกต้อง');
    expect(list[1]!.textContent).toContain('TrueMoney');
    expect(list[1]!.textContent).toContain('+150.00 THB');
    // Bangkok time (UTC+7), Thai calendar: 21 Nov 2026 16:30.
    expect(list[0]!.querySelector('time')?.textContent).toMatch(/21 พ\.ย\. 2569.*16:30/);

    await user.click(screen.getByTestId('history-tab-deposit'));
    expect(screen.getAllByTestId('history-row').map((row) => row.getAttribute('data-type'))).toEqual(['DEPOSIT', 'DEPOSIT']);
    expect(screen.getByTestId('history-tab-deposit').getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByTestId('history-filter-lastWeek'));
    expect(await screen.findByTestId('history-empty')).toBeTruthy();
    expect(screen.getByTestId('history-filter-lastWeek').getAttribute('aria-pressed')).toBe('true');
    expect(filters).toEqual(['today', 'lastWeek']);
  });

  it('speaks the interface language', async () => {
    await i18n.changeLanguage('en');
    server.use(http.get(`${API}/bank/transaction`, () => ok({ transactionHistory: historyFixture(rows) })));
    renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getAllByTestId('history-row-status').map((b) => b.textContent)).toEqual([
      'Failed, please contact support',
      'Successful',
      'Pending',
    ]));
    expect(screen.getByRole('button', { name: 'This month' })).toBeTruthy();
  });
});
