import { describe, expect, it } from 'vitest';

import { parseAmount, quickAmounts, validateAmount } from './amount';

describe('parseAmount', () => {
  it.each([
    ['100', 'THB', 10000],
    ['1,500', 'THB', 150000],
    [' 99.9 ', 'THB', 9990],
    ['0.01', 'THB', 1],
    ['100.50', 'THB', 10050],
    ['100.', 'THB', 10000],
    ['007', 'THB', 700],
    ['150000', 'VND', 150000],
    ['150,000.00', 'VND', 150000],
  ])('reads %j (%s) as %i minor units', (text, currency, minor) => {
    expect(parseAmount(text, currency)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'invalid'],
    ['-5', 'invalid'],
    ['1e3', 'invalid'],
    ['.5', 'invalid'],
    ['1.2.3', 'invalid'],
    ['10.005', 'decimals'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['1234567890123', 'invalid'],
  ])('refuses %j as %s', (text, error) => {
    expect(parseAmount(text, 'THB')).toEqual({ ok: false, error });
  });

  it('allows no decimals in VND', () => {
    expect(parseAmount('1000.5', 'VND')).toEqual({ ok: false, error: 'decimals' });
  });
});

describe('validateAmount', () => {
  const deposit = { currency: 'THB', minimum: 100, maximum: 50000 };

  it('accepts the limits themselves', () => {
    expect(validateAmount('100', deposit)).toEqual({ ok: true, minor: 10000 });
    expect(validateAmount('50000', deposit)).toEqual({ ok: true, minor: 5000000 });
  });

  it('refuses amounts outside the limits', () => {
    expect(validateAmount('99.99', deposit)).toEqual({ ok: false, error: 'belowMinimum' });
    expect(validateAmount('50000.01', deposit)).toEqual({ ok: false, error: 'aboveMaximum' });
  });

  it('treats a missing or zero maximum as no maximum', () => {
    expect(validateAmount('1000000', { currency: 'THB', minimum: 1, maximum: 0 }).ok).toBe(true);
    expect(validateAmount('1000000', { currency: 'THB' }).ok).toBe(true);
  });

  it('checks a withdrawal against the withdrawable balance, exactly', () => {
    const limits = { currency: 'THB', minimum: 100, maximum: 50000, available: 0.1 + 0.2 + 300 };
    expect(validateAmount('300.30', limits)).toEqual({ ok: true, minor: 30030 });
    expect(validateAmount('300.31', limits)).toEqual({ ok: false, error: 'aboveAvailable' });
    expect(validateAmount('50', limits)).toEqual({ ok: false, error: 'belowMinimum' });
  });

  it('reports a malformed amount before any limit', () => {
    expect(validateAmount('', deposit)).toEqual({ ok: false, error: 'required' });
    expect(validateAmount('12.345', deposit)).toEqual({ ok: false, error: 'decimals' });
  });
});

describe('quickAmounts', () => {
  it('offers the currency’s amounts inside the limits', () => {
    expect(quickAmounts({ currency: 'THB', minimum: 300, maximum: 3000 })).toEqual([300, 500, 1000, 3000]);
    expect(quickAmounts({ currency: 'VND', minimum: 50_000 })).toEqual([
      100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000,
    ]);
    expect(quickAmounts({ currency: 'XXX', maximum: 0 })).toEqual([100, 300, 500, 1000, 3000, 5000]);
  });
});
