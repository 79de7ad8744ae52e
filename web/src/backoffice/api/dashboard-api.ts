import { queryOptions } from '@tanstack/react-query';

import type { Dashboard } from '../types';

import { boKeys } from './backoffice-api';
import { staffApi, staffCsvUrl } from './client';

/** A period of the agent's days (`YYYY-MM-DD`, both included); none is the server's default (the last 7 days). */
export interface DashboardPeriod {
  start?: string;
  end?: string;
}

export const dashboardKeys = {
  all: [...boKeys.all, 'dashboard'] as const,
  period: (period: DashboardPeriod) => [...dashboardKeys.all, period.start ?? '', period.end ?? ''] as const,
};

const quiet = { silent: true } as const;

function periodQuery(period: DashboardPeriod): Record<string, string> {
  const query: Record<string, string> = {};
  if (period.start) query.start = period.start;
  if (period.end) query.end = period.end;
  return query;
}

export const dashboardApi = {
  /** Today, the period's totals and its days; a start after the end or more than 92 days is 0000. */
  get: (period: DashboardPeriod) => staffApi.get<Dashboard>('backoffice/dashboard', { ...quiet, query: periodQuery(period) }),
};

/**
 * The address of the period's days as CSV (with a totals row). A plain link: the browser sends
 * the staff cookie with it, and a read needs no staff request header.
 */
export function dashboardCsvUrl(period: DashboardPeriod): string {
  return staffCsvUrl('dashboard.csv', periodQuery(period));
}

export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({ queryKey: dashboardKeys.period(period), queryFn: () => dashboardApi.get(period), staleTime: 30_000 });
