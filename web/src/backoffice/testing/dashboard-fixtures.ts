import type { Dashboard, DayFigures, Figures } from '../types';

export function dayFiguresFixture(date: string, overrides: Partial<DayFigures> = {}): DayFigures {
  return {
    date,
    deposits: 0,
    depositCount: 0,
    withdrawals: 0,
    withdrawalCount: 0,
    bonusCost: 0,
    turnover: 0,
    ggr: 0,
    activePlayers: 0,
    newPlayers: 0,
    ...overrides,
  };
}

/** The sums of some days; `activePlayers` counts distinct players, so it is given, not summed. */
function totalsOf(days: readonly DayFigures[], activePlayers: number): Figures {
  const sum = (pick: (d: DayFigures) => number) => days.reduce((total, d) => total + pick(d), 0);
  return {
    deposits: sum((d) => d.deposits),
    depositCount: sum((d) => d.depositCount),
    withdrawals: sum((d) => d.withdrawals),
    withdrawalCount: sum((d) => d.withdrawalCount),
    bonusCost: sum((d) => d.bonusCost),
    turnover: sum((d) => d.turnover),
    ggr: sum((d) => d.ggr),
    activePlayers,
    newPlayers: sum((d) => d.newPlayers),
  };
}

/** Today is Wednesday 2026-01-14 in the agent's zone; by default the server's last 7 days. */
export const DASHBOARD_TODAY = dayFiguresFixture('2026-01-14', {
  deposits: 12500,
  depositCount: 9,
  withdrawals: 4320.5,
  withdrawalCount: 3,
  bonusCost: 750,
  turnover: 88000,
  ggr: 2150.25,
  activePlayers: 41,
  newPlayers: 6,
});

export function dashboardFixture(days: DayFigures[] = defaultDays(), overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    currencyCode: 'THB',
    start: days[0]?.date ?? '2026-01-08',
    end: days[days.length - 1]?.date ?? '2026-01-14',
    today: DASHBOARD_TODAY,
    period: totalsOf(days, 57),
    days,
    ...overrides,
  };
}

function defaultDays(): DayFigures[] {
  return [
    dayFiguresFixture('2026-01-08', { deposits: 8000, depositCount: 5, withdrawals: 3000, withdrawalCount: 2, turnover: 40000, ggr: 1200, activePlayers: 20, newPlayers: 2 }),
    dayFiguresFixture('2026-01-09', { deposits: 9000, depositCount: 6, withdrawals: 9500, withdrawalCount: 4, turnover: 52000, ggr: -800, activePlayers: 25, newPlayers: 1 }),
    dayFiguresFixture('2026-01-10'),
    dayFiguresFixture('2026-01-11', { deposits: 15000, depositCount: 11, withdrawals: 2000, withdrawalCount: 1, bonusCost: 500, turnover: 70000, ggr: 3100, activePlayers: 33, newPlayers: 4 }),
    dayFiguresFixture('2026-01-12', { deposits: 4000, depositCount: 2, turnover: 10000, ggr: 400, activePlayers: 8 }),
    dayFiguresFixture('2026-01-13', { deposits: 6000, depositCount: 4, withdrawals: 1000, withdrawalCount: 1, turnover: 30000, ggr: 950, activePlayers: 18, newPlayers: 3 }),
    DASHBOARD_TODAY,
  ];
}
