import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';

import type {
  Alliance,
  AllianceBody,
  AwardsPage,
  IncomeKind,
  IncomeReportDay,
  IncomeRun,
  IncomeRunResult,
  IncomeSettings,
  IncomeSettingsBody,
  AwardStatus,
  PlayerIncome,
  StaffAward,
  StaffBonusBody,
} from '../types';

import { boKeys } from './backoffice-api';
import { staffApi } from './client';

/** The report's filter: days of the agent's time zone (`YYYY-MM-DD`); missing ends are the server's default. */
export interface IncomeReportFilter {
  kind?: IncomeKind;
  startDate?: string;
  endDate?: string;
}

/** The awards' filter and page. */
export interface AwardsFilter extends IncomeReportFilter {
  status?: AwardStatus;
  playerId?: number;
  page: number;
}

/** What staff do with an award: hold an open one, release a held one, void either. */
export type AwardAction = 'hold' | 'release' | 'void';

/** The income queries (docs/income.md §4), under the back office's key. */
export const incomeKeys = {
  all: [...boKeys.all, 'income'] as const,
  settings: () => [...incomeKeys.all, 'settings'] as const,
  report: (f: IncomeReportFilter) => [...incomeKeys.all, 'report', f.kind ?? '', f.startDate ?? '', f.endDate ?? ''] as const,
  awards: (f: AwardsFilter) =>
    [...incomeKeys.all, 'awards', f.kind ?? '', f.status ?? '', f.startDate ?? '', f.endDate ?? '', f.playerId ?? 0, f.page] as const,
  runs: () => [...incomeKeys.all, 'runs'] as const,
  alliances: () => [...incomeKeys.all, 'alliances'] as const,
  /** Beside the player's own key, so refreshing the player refreshes this too. */
  player: (playerId: number) => [...boKeys.player(playerId), 'income'] as const,
};

const quiet = { silent: true } as const;
const once = (idempotencyKey: string) => ({ ...quiet, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

export const incomeApi = {
  settings: () => staffApi.get<IncomeSettings>('backoffice/income/settings', quiet),
  /** Every program at once; the server checks each field (0000 names the programs it refused). */
  saveSettings: (body: IncomeSettingsBody) => staffApi.put<IncomeSettings>('backoffice/income/settings', body, quiet),
  report: (f: IncomeReportFilter) =>
    staffApi.get<IncomeReportDay[]>('backoffice/income/report', {
      ...quiet,
      query: { kind: f.kind, startDate: f.startDate, endDate: f.endDate },
    }),
  /** Newest first. */
  awards: (f: AwardsFilter) =>
    staffApi.get<AwardsPage>('backoffice/income/awards', {
      ...quiet,
      query: { kind: f.kind, status: f.status, startDate: f.startDate, endDate: f.endDate, playerId: f.playerId, page: f.page },
    }),
  /** Holds, releases or voids an award once per idempotency key: a repeated key returns the first answer. */
  decide: (id: number, action: AwardAction, remark: string, idempotencyKey: string) =>
    staffApi.post<StaffAward>(`backoffice/income/awards/${id}/${action}`, { remark }, once(idempotencyKey)),
  runs: () => staffApi.get<IncomeRun[]>('backoffice/income/runs', quiet),
  /** Computes that past day now; a period already computed pays nothing again. */
  run: (date: string) => staffApi.post<IncomeRunResult>('backoffice/income/run', { date }, quiet),
  alliances: () => staffApi.get<Alliance[]>('backoffice/alliances', quiet),
  createAlliance: (body: AllianceBody) => staffApi.post<Alliance>('backoffice/alliances', body, quiet),
  updateAlliance: (id: number, body: AllianceBody) => staffApi.put<Alliance>(`backoffice/alliances/${id}`, body, quiet),
  ofPlayer: (playerId: number) => staffApi.get<PlayerIncome>(`backoffice/players/${playerId}/income`, quiet),
  /** Grants a staff bonus once per idempotency key. */
  grantBonus: (playerId: number, body: StaffBonusBody, idempotencyKey: string) =>
    staffApi.post<StaffAward>(`backoffice/players/${playerId}/bonus`, body, once(idempotencyKey)),
};

export const incomeSettingsQuery = () =>
  queryOptions({ queryKey: incomeKeys.settings(), queryFn: incomeApi.settings, staleTime: 0 });

export const incomeReportQuery = (f: IncomeReportFilter) =>
  queryOptions({ queryKey: incomeKeys.report(f), queryFn: () => incomeApi.report(f), staleTime: 0, placeholderData: keepPreviousData });

export const awardsQuery = (f: AwardsFilter) =>
  queryOptions({ queryKey: incomeKeys.awards(f), queryFn: () => incomeApi.awards(f), staleTime: 0, placeholderData: keepPreviousData });

export const incomeRunsQuery = () => queryOptions({ queryKey: incomeKeys.runs(), queryFn: incomeApi.runs, staleTime: 0 });

export const alliancesQuery = () =>
  queryOptions({ queryKey: incomeKeys.alliances(), queryFn: incomeApi.alliances, staleTime: 0 });

export const playerIncomeQuery = (playerId: number) =>
  queryOptions({ queryKey: incomeKeys.player(playerId), queryFn: () => incomeApi.ofPlayer(playerId), staleTime: 0 });
