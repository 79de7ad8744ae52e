import { currencyDecimals, toMinorUnits } from '@/lib/money';

/** Why an amount typed by the player cannot be sent. */
export type AmountError =
  | 'required'
  | 'invalid'
  | 'decimals'
  | 'zero'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'aboveAvailable';

export interface AmountLimits {
  currency?: string | null;
  /** The agent's minimum (inclusive); absent or 0: none. */
  minimum?: number | null;
  /** The agent's maximum (inclusive); absent or ≤ 0: none. */
  maximum?: number | null;
  /** What the player has (withdrawable balance); absent: not checked. */
  available?: number | null;
}

export type AmountCheck = { ok: true; minor: number } | { ok: false; error: AmountError };

/** Integer parts longer than this cannot be money here and would lose precision. */
const MAX_INTEGER_DIGITS = 12;

/**
 * Reads an amount as integer minor units: digits with an optional point, thousands commas and
 * spaces allowed, at most the currency's decimals (VND none, others two).
 */
export function parseAmount(text: string, currency?: string | null): AmountCheck {
  const cleaned = text.replace(/[\s,]/g, '');
  if (!cleaned) return { ok: false, error: 'required' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return { ok: false, error: 'invalid' };
  const int = match[1]!.replace(/^0+(?=\d)/, '');
  const frac = (match[2] ?? '').replace(/0+$/, '');
  const digits = currencyDecimals(currency);
  if (frac.length > digits) return { ok: false, error: 'decimals' };
  if (int.length > MAX_INTEGER_DIGITS) return { ok: false, error: 'invalid' };
  const minor = Number(int) * 10 ** digits + Number(frac.padEnd(digits, '0') || '0');
  if (minor === 0) return { ok: false, error: 'zero' };
  return { ok: true, minor };
}

/** Parses and checks an amount against the agent's limits and, for withdrawals, the balance. */
export function validateAmount(text: string, limits: AmountLimits = {}): AmountCheck {
  const parsed = parseAmount(text, limits.currency);
  if (!parsed.ok) return parsed;
  const { minor } = parsed;
  const { currency, minimum, maximum, available } = limits;
  if (minimum != null && minimum > 0 && minor < toMinorUnits(minimum, currency)) {
    return { ok: false, error: 'belowMinimum' };
  }
  if (maximum != null && maximum > 0 && minor > toMinorUnits(maximum, currency)) {
    return { ok: false, error: 'aboveMaximum' };
  }
  if (available != null && minor > toMinorUnits(available, currency)) {
    return { ok: false, error: 'aboveAvailable' };
  }
  return { ok: true, minor };
}

/** One-tap amounts per currency, kept to those inside the limits. */
const QUICK_AMOUNTS: Readonly<Record<string, readonly number[]>> = {
  THB: [100, 300, 500, 1000, 3000, 5000],
  VND: [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000],
  LAK: [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000],
};

export function quickAmounts(limits: AmountLimits): number[] {
  const list = QUICK_AMOUNTS[limits.currency ?? ''] ?? QUICK_AMOUNTS.THB!;
  const { minimum, maximum } = limits;
  return list.filter(
    (value) => (minimum == null || value >= minimum) && (maximum == null || maximum <= 0 || value <= maximum),
  );
}
