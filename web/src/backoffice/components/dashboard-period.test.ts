import { describe, expect, it } from 'vitest';

import { daysIn, filterOf, periodOf, periodProblem } from './dashboard-period';

describe('dashboard periods', () => {
  // 2026-01-14 is a Wednesday.
  const today = '2026-01-14';

  it('count weeks from Monday and months from their first day', () => {
    expect(periodOf('today', today)).toEqual({ start: '2026-01-14', end: '2026-01-14' });
    expect(periodOf('yesterday', today)).toEqual({ start: '2026-01-13', end: '2026-01-13' });
    expect(periodOf('thisWeek', today)).toEqual({ start: '2026-01-12', end: '2026-01-14' });
    expect(periodOf('lastWeek', today)).toEqual({ start: '2026-01-05', end: '2026-01-11' });
    expect(periodOf('thisMonth', today)).toEqual({ start: '2026-01-01', end: '2026-01-14' });
    expect(periodOf('lastMonth', today)).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });

  it('take a Sunday as the last day of its week, and March back to February', () => {
    expect(periodOf('thisWeek', '2026-01-18')).toEqual({ start: '2026-01-12', end: '2026-01-18' });
    expect(periodOf('thisWeek', '2026-01-12')).toEqual({ start: '2026-01-12', end: '2026-01-12' });
    expect(periodOf('lastMonth', '2024-03-31')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('name the filter a period is, and refuse what the server would', () => {
    expect(filterOf({ start: '2026-01-05', end: '2026-01-11' }, today)).toBe('lastWeek');
    expect(filterOf({ start: '2026-01-05', end: '2026-01-12' }, today)).toBeNull();
    expect(daysIn({ start: '2026-01-01', end: '2026-01-31' })).toBe(31);
    expect(periodProblem({ start: '2026-01-10', end: '2026-01-09' })).toBe('dashboard.err.order');
    expect(periodProblem({ start: '2025-10-01', end: '2026-01-01' })).toBe('dashboard.err.long');
    expect(periodProblem({ start: '2025-10-02', end: '2026-01-01' })).toBeNull();
    expect(periodProblem({ start: '', end: '2026-01-01' })).toBe('dashboard.err.required');
  });
});
