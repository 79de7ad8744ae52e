/**
 * The one money formatter. Amounts arrive as JSON numbers (at most two decimals) or decimal
 * strings; they are only formatted here, never computed with as floats.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currency?: string | null,
): string {
  const value = typeof amount === 'string' ? Number(amount.trim()) : amount;
  const fixed = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : '0.00';
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const [int = '0', frac = '00'] = fixed.replace('-', '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${negative ? '-' : ''}${grouped}.${frac}`;
  return currency ? `${text} ${currency}` : text;
}
