import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders, seedQueryData } from '@/testing/render';

import { boKeys } from '../api/backoffice-api';
import { addDays } from '../components/format';
import { useStaffSession } from '../stores/staff-session';
import { dashboardFixture, dayFiguresFixture } from '../testing/dashboard-fixtures';
import { meFixture, meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';

import { DashboardPage } from './dashboard-page';

// jsdom has no canvas to draw on: the chart records what it was given instead of drawing it.
const drawn = vi.hoisted(() => [] as { type: string; data: { labels: string[]; datasets: { label: string; data: number[] }[] } }[]);
vi.mock('chart.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('chart.js')>();
  class RecordingChart {
    static register() {}
    constructor(_canvas: HTMLCanvasElement, config: (typeof drawn)[number]) {
      drawn.push(config);
    }
    destroy() {}
  }
  return { ...actual, Chart: RecordingChart };
});

/** The dashboard over the asked period: the server's last 7 days without one, 0000 for a start after the end. */
function dashboardServer() {
  const asked: { start: string | null; end: string | null }[] = [];
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/dashboard`, ({ request }) => {
      const url = new URL(request.url);
      const start = url.searchParams.get('start');
      const end = url.searchParams.get('end');
      asked.push({ start, end });
      if (!start || !end) return ok(dashboardFixture());
      if (start > end) return fail(400, '0000', 'Invalid data', { fields: ['start', 'end'] });
      const days = [];
      for (let day = start; day <= end; day = addDays(day, 1)) days.push(dayFiguresFixture(day, { deposits: 1000, depositCount: 1 }));
      return ok(dashboardFixture(days));
    }),
  );
  return asked;
}

beforeEach(async () => {
  drawn.length = 0;
  useStaffSession.getState().signOut();
  await loadStaffTexts('th');
  signInStaff();
  seedQueryData(boKeys.me(), meFixture);
});

const renderPage = (route = '/backoffice/dashboard') => renderWithProviders(<DashboardPage />, { route });

describe('DashboardPage', () => {
  it("shows today's figures as cards and the server's default period day by day", async () => {
    const asked = dashboardServer();
    renderPage();
    const today = await screen.findByTestId('bo-dashboard-today-cards');
    expect(within(today).getByTestId('bo-dashboard-today-cards-deposits').textContent).toContain('12,500.00 THB');
    expect(within(today).getByTestId('bo-dashboard-today-cards-deposits').textContent).toContain('9 รายการ');
    expect(within(today).getByTestId('bo-dashboard-today-cards-withdrawals').textContent).toContain('4,320.50 THB');
    expect(within(today).getByTestId('bo-dashboard-today-cards-withdrawals').textContent).toContain('3 รายการ');
    expect(within(today).getByTestId('bo-dashboard-today-cards-bonus').textContent).toContain('750.00 THB');
    expect(within(today).getByTestId('bo-dashboard-today-cards-ggr').textContent).toContain('2,150.25 THB');
    expect(within(today).getByTestId('bo-dashboard-today-cards-active').textContent).toContain('41');
    expect(within(today).getByTestId('bo-dashboard-today-cards-new').textContent).toContain('6');

    // The period's totals: distinct active players as the server counted them, not a sum of days.
    const period = screen.getByTestId('bo-dashboard-period-cards');
    expect(within(period).getByTestId('bo-dashboard-period-cards-deposits').textContent).toContain('54,500.00 THB');
    expect(within(period).getByTestId('bo-dashboard-period-cards-active').textContent).toContain('57');

    const rows = screen.getAllByTestId(/^bo-dashboard-day-/);
    expect(rows.map((row) => row.dataset.testid)).toEqual([
      'bo-dashboard-day-2026-01-08',
      'bo-dashboard-day-2026-01-09',
      'bo-dashboard-day-2026-01-10',
      'bo-dashboard-day-2026-01-11',
      'bo-dashboard-day-2026-01-12',
      'bo-dashboard-day-2026-01-13',
      'bo-dashboard-day-2026-01-14',
    ]);
    const lossDay = screen.getByTestId('bo-dashboard-day-2026-01-09');
    expect(within(lossDay).getByText('9,000.00 THB')).toBeTruthy();
    expect(within(lossDay).getByText('-800.00 THB')).toBeTruthy();
    expect(within(lossDay).getByText('9,500.00 THB')).toBeTruthy();

    // The charts say in words what they draw.
    const money = screen.getByTestId('bo-dashboard-money-chart-summary').textContent;
    expect(money).toContain('ยอดฝากรวม 54,500.00 THB');
    expect(money).toContain('ยอดถอนรวม 19,820.50 THB');
    const ggr = screen.getByTestId('bo-dashboard-ggr-chart-summary').textContent;
    expect(ggr).toContain('GGR รวม 7,000.25 THB');
    expect(ggr).toMatch(/สูงสุดวันที่ .*11.* \(3,100\.00 THB\) ต่ำสุดวันที่ .*9.* \(-800\.00 THB\)/);
    const figure = screen.getByRole('figure', { name: 'ยอดฝากและยอดถอนรายวัน' });
    expect((await within(figure).findByRole('img')).getAttribute('aria-label')).toBe(money);
    await waitFor(() => expect(drawn).toHaveLength(2));
    const [moneyChart, ggrChart] = drawn as [(typeof drawn)[number], (typeof drawn)[number]];
    expect(moneyChart.data.datasets.map((d) => [d.label, d.data])).toEqual([
      ['ยอดฝาก', [8000, 9000, 0, 15000, 4000, 6000, 12500]],
      ['ยอดถอน', [3000, 9500, 0, 2000, 0, 1000, 4320.5]],
    ]);
    expect(ggrChart.data.datasets.map((d) => d.data)).toEqual([[1200, -800, 0, 3100, 400, 950, 2150.25]]);
    expect(moneyChart.data.labels).toHaveLength(7);

    expect(asked).toEqual([{ start: null, end: null }]);
    // The default days download as they are shown.
    expect(screen.getByTestId('bo-dashboard-csv').getAttribute('href')).toBe('/api/backoffice/dashboard.csv?start=2026-01-08&end=2026-01-14');
  });

  it("asks for last week from Monday to Sunday of the agent's dates, and downloads that period", async () => {
    const asked = dashboardServer();
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByTestId('bo-dashboard-today-cards');
    expect(screen.getByTestId('bo-dashboard-filter-lastWeek').getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByTestId('bo-dashboard-filter-lastWeek'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ start: '2026-01-05', end: '2026-01-11' }));
    await screen.findByTestId('bo-dashboard-day-2026-01-05');
    expect(screen.getAllByTestId(/^bo-dashboard-day-/)).toHaveLength(7);
    expect(screen.getByTestId('bo-dashboard-filter-lastWeek').getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toBe('?start=2026-01-05&end=2026-01-11');
    expect((screen.getByTestId('bo-dashboard-start') as HTMLInputElement).value).toBe('2026-01-05');
    expect((screen.getByTestId('bo-dashboard-end') as HTMLInputElement).value).toBe('2026-01-11');
    expect(screen.getByTestId('bo-dashboard-csv').getAttribute('href')).toBe('/api/backoffice/dashboard.csv?start=2026-01-05&end=2026-01-11');

    await user.click(screen.getByTestId('bo-dashboard-filter-lastMonth'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ start: '2025-12-01', end: '2025-12-31' }));
  });

  it('refuses a custom period the server would, without asking', async () => {
    const asked = dashboardServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('bo-dashboard-today-cards');
    const start = screen.getByTestId('bo-dashboard-start');
    await user.clear(start);
    await user.type(start, '2025-09-01');
    await user.click(screen.getByTestId('bo-dashboard-show'));
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('เลือกได้ไม่เกิน 92 วัน')).toBeTruthy();
    expect(asked).toHaveLength(1);

    await user.clear(start);
    await user.type(start, '2026-01-10');
    await user.click(screen.getByTestId('bo-dashboard-show'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ start: '2026-01-10', end: '2026-01-14' }));
  });

  it('says so when the server refuses the period in the address (0000)', async () => {
    const asked = dashboardServer();
    renderPage('/backoffice/dashboard?start=2026-02-01&end=2026-01-01');
    const notice = await screen.findByTestId('bo-dashboard-error');
    expect(notice.textContent).toContain('ช่วงเวลานี้ใช้ไม่ได้');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(asked).toEqual([{ start: '2026-02-01', end: '2026-01-01' }]);
    expect(screen.queryByTestId('bo-dashboard-period-cards')).toBeNull();
    expect(screen.queryByTestId('bo-dashboard-csv')).toBeNull();

    // A date filter still works from there.
    await userEvent.setup().click(screen.getByTestId('bo-dashboard-filter-yesterday'));
    await waitFor(() => expect(screen.queryByTestId('bo-dashboard-error')).toBeNull());
    expect(asked.at(-1)?.start).toBe(asked.at(-1)?.end);
  });
});
