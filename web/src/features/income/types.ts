export type {
  AffiliateOverview,
  AffiliateReport,
  AffiliateReportRow,
  AllianceOverview,
  BonusOffer,
  Commission,
  CommissionDay,
  CommissionKind,
  CommissionRow,
  DownlineMember,
  DownlinePage,
  IncomeKind,
  IncomeRate,
  IncomeRow,
  IncomeStatus,
  IncomeWithdrawal,
  ReturnLost,
  ReturnLostAward,
  ReturnLostExpiry,
  ReturnLostPreview,
} from '@/types/api';

/** The programs whose waiting income a player withdraws into credit (docs/income.md §1). */
export type WithdrawKind = 'affiliate' | 'alliance' | 'returnLost' | 'rolling' | 'rebate';

/** 0066: income cannot join the credit while a promotion runs (systemMsg `active_promotion`). */
export const PROMOTION_RUNNING = '0066';
/** 0050: nothing waits, or less than the program's minimum (systemMsg `below_minimum`). */
export const NOTHING_TO_WITHDRAW = '0050';

/**
 * A decimal of the wire as a number: rates, percents and turnover multiples arrive as decimal
 * strings, amounts as numbers (junk → 0).
 */
export function toNumber(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}
