import { describe, expect, it } from 'vitest';

import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [0, 'THB', '0.00 THB'],
    [1234.5, 'THB', '1,234.50 THB'],
    [1000000, 'VND', '1,000,000.00 VND'],
    [0.1 + 0.2, 'THB', '0.30 THB'],
    [-45.678, undefined, '-45.68'],
    ['2500.5', 'THB', '2,500.50 THB'],
    [null, 'THB', '0.00 THB'],
    [Number.NaN, 'THB', '0.00 THB'],
    [-0.001, undefined, '0.00'],
  ])('formats %s %s as %s', (amount, currency, expected) => {
    expect(formatMoney(amount as number, currency)).toBe(expected);
  });
});
