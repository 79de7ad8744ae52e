import { describe, expect, it } from 'vitest';

import { currencyDecimals, formatMoney, fromMinorUnits, minorToInput, toMinorUnits } from './money';

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

describe('minor units', () => {
  it('knows which currencies have no minor unit', () => {
    expect(currencyDecimals('THB')).toBe(2);
    expect(currencyDecimals('LAK')).toBe(2);
    expect(currencyDecimals('VND')).toBe(0);
    expect(currencyDecimals(undefined)).toBe(2);
  });

  it.each([
    [0.1 + 0.2, 'THB', 30],
    [1234.5, 'THB', 123450],
    ['99.99', 'THB', 9999],
    [150000, 'VND', 150000],
    [null, 'THB', 0],
    [Number.NaN, 'THB', 0],
    [-0.001, 'THB', 0],
  ])('%s %s is %i minor units', (amount, currency, minor) => {
    expect(toMinorUnits(amount as number, currency)).toBe(minor);
  });

  it('turns minor units back into wire numbers and input text', () => {
    expect(fromMinorUnits(12345, 'THB')).toBe(123.45);
    expect(fromMinorUnits(150000, 'VND')).toBe(150000);
    expect(minorToInput(150000, 'THB')).toBe('1500');
    expect(minorToInput(123450, 'THB')).toBe('1234.50');
    expect(minorToInput(105, 'THB')).toBe('1.05');
    expect(minorToInput(150000, 'VND')).toBe('150000');
  });
});

describe('formatMoney trimZeroCents', () => {
  it('drops only zero cents', () => {
    expect(formatMoney(1000, undefined, { trimZeroCents: true })).toBe('1,000');
    expect(formatMoney(1000.5, 'THB', { trimZeroCents: true })).toBe('1,000.50 THB');
  });
});
