/**
 * The one money formatter, and the only conversions between wire amounts and integer minor
 * units. Amounts arrive as JSON numbers (at most two decimals; VND none) or decimal strings;
 * comparisons and arithmetic happen on integer minor units, never on floats.
 */

/** Digits after the point per currency (docs/money.md: VND has none, the others two). */
const MINOR_DIGITS: Readonly<Record<string, number>> = { VND: 0 };

export function currencyDecimals(currency?: string | null): number {
  return MINOR_DIGITS[currency ?? ''] ?? 2;
}

function scale(currency?: string | null): number {
  return 10 ** currencyDecimals(currency);
}

/** A wire amount as integer minor units (rounded to the currency's digits; junk → 0). */
export function toMinorUnits(amount: number | string | null | undefined, currency?: string | null): number {
  const value = typeof amount === 'string' ? Number(amount.trim()) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  const minor = Math.round(value * scale(currency));
  return Object.is(minor, -0) ? 0 : minor;
}

/** Integer minor units as the wire's JSON number (exact for two decimals). */
export function fromMinorUnits(minor: number, currency?: string | null): number {
  return minor / scale(currency);
}

/** Minor units as the plain text of an amount input: "1500", "1234.50". */
export function minorToInput(minor: number, currency?: string | null): string {
  const digits = currencyDecimals(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  if (digits === 0) return `${sign}${abs}`;
  const unit = 10 ** digits;
  const int = Math.floor(abs / unit);
  const frac = abs % unit;
  return frac === 0 ? `${sign}${int}` : `${sign}${int}.${String(frac).padStart(digits, '0')}`;
}

/** "1,234.50 THB"; with `trimZeroCents` whole amounts drop ".00" (quick-amount buttons). */
export function formatMoney(
  amount: number | string | null | undefined,
  currency?: string | null,
  options: { trimZeroCents?: boolean } = {},
): string {
  const value = typeof amount === 'string' ? Number(amount.trim()) : amount;
  const fixed = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : '0.00';
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const [int = '0', frac = '00'] = fixed.replace('-', '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = options.trimZeroCents && frac === '00' ? '' : `.${frac}`;
  const text = `${negative ? '-' : ''}${grouped}${cents}`;
  return currency ? `${text} ${currency}` : text;
}
