import { DATE_FILTERS, type DateFilter } from '@/lib/date-filter';

import type { DashboardPeriod } from '../api/dashboard-api';

import { addDays } from './format';

/** The longest period the dashboard answers for, in days (docs/money.md "Dashboard"). */
export const DASHBOARD_MAX_DAYS = 92;

/** A period of whole days, both ends included. */
export interface DayPeriod {
  start: string;
  end: string;
}

/** The first day of `day`'s month, moved by whole months. */
function monthStart(day: string, months = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The Monday of `day`'s week: weeks start on Monday. */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The days a date filter (spec §3) covers, counted from `today`, a day of the agent's time zone. */
export function periodOf(filter: DateFilter, today: string): DayPeriod {
  switch (filter) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { start: yesterday, end: yesterday };
    }
    case 'thisWeek':
      return { start: weekStart(today), end: today };
    case 'lastWeek': {
      const monday = addDays(weekStart(today), -7);
      return { start: monday, end: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { start: monthStart(today), end: today };
    case 'lastMonth':
      return { start: monthStart(today, -1), end: addDays(monthStart(today), -1) };
  }
}

/** The date filter whose days are exactly `period`, if one is. */
export function filterOf(period: DashboardPeriod, today: string): DateFilter | null {
  return DATE_FILTERS.find((filter) => {
    const days = periodOf(filter, today);
    return days.start === period.start && days.end === period.end;
  }) ?? null;
}

/** How many days a period holds, both ends included. */
export function daysIn(period: DayPeriod): number {
  return Math.round((Date.parse(`${period.end}T00:00:00Z`) - Date.parse(`${period.start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Why a custom period cannot be asked for, as a text key; null when it can. */
export function periodProblem(period: DashboardPeriod): 'dashboard.err.required' | 'dashboard.err.order' | 'dashboard.err.long' | null {
  if (!period.start || !period.end) return 'dashboard.err.required';
  if (period.start > period.end) return 'dashboard.err.order';
  if (daysIn({ start: period.start, end: period.end }) > DASHBOARD_MAX_DAYS) return 'dashboard.err.long';
  return null;
}
