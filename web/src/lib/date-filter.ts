/**
 * The date filters of spec §3 that every history list offers, as the API's `dateFilter` values
 * (GET bank/transaction, GET game/rounds; docs/money.md).
 */
export const DATE_FILTERS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const DEFAULT_DATE_FILTER: DateFilter = 'today';

export function isDateFilter(value: unknown): value is DateFilter {
  return typeof value === 'string' && (DATE_FILTERS as readonly string[]).includes(value);
}
