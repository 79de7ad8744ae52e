import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api';
import type { DateFilter } from '@/lib/date-filter';

import type {
  AffiliateOverview,
  AffiliateReport,
  BonusOffer,
  Commission,
  CommissionKind,
  DownlinePage,
  IncomeRow,
  IncomeWithdrawal,
  ReturnLost,
  ReturnLostPreview,
  WithdrawKind,
} from '../types';

/**
 * The player's income calls (docs/income.md §3). Every answer is the signed-in player's own: it
 * lives under ['me', …] and is dropped at logout; ['me', 'income'] holds them all.
 */
export const incomeKeys = {
  all: ['me', 'income'] as const,
  affiliate: ['me', 'income', 'affiliate'] as const,
  report: (dateFilter: DateFilter) => ['me', 'income', 'report', dateFilter] as const,
  history: (dateFilter: DateFilter | null) => ['me', 'income', 'history', dateFilter ?? 'all'] as const,
  downline: (page: number) => ['me', 'income', 'downline', page] as const,
  returnLost: ['me', 'income', 'returnLost'] as const,
  returnLostPreview: ['me', 'income', 'returnLost', 'preview'] as const,
  commission: (kind: CommissionKind) => ['me', 'income', 'commission', kind] as const,
  bonuses: ['me', 'income', 'bonuses'] as const,
};

/** Reads are silent: each page says in place what could not be loaded, with a way to retry. */
const quiet = { silent: true } as const;

/** POST affiliateManager: the share link and code, the downline, the income and what waits. */
export function getAffiliate(): Promise<AffiliateOverview> {
  return api.post<AffiliateOverview>('affiliateManager', {}, quiet);
}

/** POST affiliateManager/report: the downline's activity by day, level and category. */
export function getAffiliateReport(dateFilter: DateFilter): Promise<AffiliateReport> {
  return api.post<AffiliateReport>('affiliateManager/report', { dateFilter }, quiet);
}

/** POST affiliateManager/income: the player's income of every program, newest first. */
export function getIncomeHistory(dateFilter: DateFilter | null = null): Promise<IncomeRow[]> {
  return api
    .post<IncomeRow[] | null>('affiliateManager/income', dateFilter ? { dateFilter } : {}, quiet)
    .then((rows) => rows ?? []);
}

/** POST affiliateManager/downline: one page of the players the player brought. */
export function getDownline(page: number): Promise<DownlinePage> {
  return api.post<DownlinePage>('affiliateManager/downline', { page }, quiet);
}

/**
 * POST returnLost (the update): the player's ended periods the scheduler has not reached yet
 * are computed first, then the program's terms, what waits and the awards.
 */
export function getReturnLost(): Promise<ReturnLost> {
  return api.post<ReturnLost>('returnLost', {}, quiet);
}

/** POST returnLost/returnLostCalculate: what the running period would pay if it ended now. */
export function getReturnLostPreview(): Promise<ReturnLostPreview> {
  return api.post<ReturnLostPreview>('returnLost/returnLostCalculate', {}, quiet);
}

/** POST rolling/get or rebate/get: rates, today's running commission, what waits and the history. */
export function getCommission(kind: CommissionKind): Promise<Commission> {
  return api.post<Commission>(`${kind}/get`, {}, quiet);
}

/** POST bonus/get: the bonuses the player may claim now. */
export function getBonuses(): Promise<BonusOffer[]> {
  return api.post<BonusOffer[] | null>('bonus/get', {}, quiet).then((list) => list ?? []);
}

const WITHDRAW_CALLS: Readonly<Record<WithdrawKind, { path: string; body: Record<string, unknown> }>> = {
  affiliate: { path: 'affiliateManager/withdrawal', body: { type: 'affiliate' } },
  alliance: { path: 'affiliateManager/withdrawal', body: { type: 'alliance' } },
  returnLost: { path: 'returnLost/withdrawal', body: {} },
  rolling: { path: 'rolling/withdrawal', body: {} },
  rebate: { path: 'rebate/withdrawal', body: {} },
};

/**
 * Moves the whole waiting income of a program into credit. The caller says why a refusal
 * (0050, 0066), so the client shows no toast of its own.
 */
export function withdrawIncome(kind: WithdrawKind): Promise<IncomeWithdrawal> {
  const call = WITHDRAW_CALLS[kind];
  return api.post<IncomeWithdrawal>(call.path, call.body, { silent: true });
}

/** POST bonus/claim: pays one bonus into credit, once. */
export function claimBonus(bonusType: string, playerId?: number | null): Promise<IncomeWithdrawal> {
  const body = playerId ? { playerId, bonusType } : { bonusType };
  return api.post<IncomeWithdrawal>('bonus/claim', body, { silent: true });
}

export const affiliateQueryOptions = () =>
  queryOptions({ queryKey: incomeKeys.affiliate, queryFn: getAffiliate, staleTime: 30_000 });

export const affiliateReportQueryOptions = (dateFilter: DateFilter) =>
  queryOptions({ queryKey: incomeKeys.report(dateFilter), queryFn: () => getAffiliateReport(dateFilter), staleTime: 30_000 });

export const incomeHistoryQueryOptions = (dateFilter: DateFilter | null = null) =>
  queryOptions({ queryKey: incomeKeys.history(dateFilter), queryFn: () => getIncomeHistory(dateFilter), staleTime: 30_000 });

export const downlineQueryOptions = (page: number) =>
  queryOptions({ queryKey: incomeKeys.downline(page), queryFn: () => getDownline(page), staleTime: 30_000 });

export const returnLostQueryOptions = () =>
  queryOptions({ queryKey: incomeKeys.returnLost, queryFn: getReturnLost, staleTime: 30_000 });

export const returnLostPreviewQueryOptions = () =>
  queryOptions({ queryKey: incomeKeys.returnLostPreview, queryFn: getReturnLostPreview, staleTime: 30_000 });

export const commissionQueryOptions = (kind: CommissionKind) =>
  queryOptions({ queryKey: incomeKeys.commission(kind), queryFn: () => getCommission(kind), staleTime: 30_000 });

export const bonusesQueryOptions = () =>
  queryOptions({ queryKey: incomeKeys.bonuses, queryFn: getBonuses, staleTime: 30_000 });
