import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api';

import {
  couponBodyOf,
  emptyCouponForm,
  getPath,
  miniGamesBodyOf,
  miniGamesFormOf,
  oddsOf,
  pathsOf,
  serverFieldErrors,
  setPath,
  validateCodes,
  validateCoupon,
  validateRanks,
  type RanksForm,
} from './engagement-model';
import { fromLocalInput } from './promotion-model';

const invalid = (fields: string[], systemMsg?: string) => new ApiError(422, { errorCode: '0000', msg: 'Invalid data', fields, systemMsg });

describe('oddsOf', () => {
  it('gives each weight its share in percent with two decimals', () => {
    expect(oddsOf(['1', '1', '2'])).toEqual([25, 25, 50]);
    expect(oddsOf(['1', '2'])).toEqual([33.33, 66.67]);
    expect(oddsOf(['0', '7'])).toEqual([0, 100]);
  });

  it('leaves out a weight that is not a whole number and gives zeros when nothing can be drawn', () => {
    expect(oddsOf(['x', '3', '1'])).toEqual([null, 75, 25]);
    expect(oddsOf(['0', '0'])).toEqual([0, 0]);
    expect(oddsOf([])).toEqual([]);
  });
});

describe('paths', () => {
  it('reads and writes a value at a dotted path without touching the rest', () => {
    const value = { wheel: { segments: [{ weight: '1' }, { weight: '2' }] }, other: { a: '1' } };
    const next = setPath(value, 'wheel.segments.1.weight', '9');
    expect(getPath(next, 'wheel.segments.1.weight')).toBe('9');
    expect(getPath(value, 'wheel.segments.1.weight')).toBe('2');
    expect(Array.isArray(next.wheel.segments)).toBe(true);
    expect(next.other).toBe(value.other);
    expect(next.wheel.segments[0]).toBe(value.wheel.segments[0]);
    expect(getPath(next, 'wheel.missing.x')).toBeUndefined();
  });

  it('names the text fields and lists of a form', () => {
    expect(pathsOf({ a: '', b: { c: '' }, d: [{ e: '' }], f: true })).toEqual(['a', 'b.c', 'd', 'd.0.e']);
  });
});

describe('serverFieldErrors', () => {
  const known = pathsOf({ code: '', name: { nameTh: '' }, tiers: [{ name: { nameTh: '', nameEn: '' }, threshold: '' }], wheel: { turnover: '', segments: [] } });

  it('puts each path of the message at its field, with the server’s words', () => {
    const { fields, rest } = serverFieldErrors(invalid(['tiers'], 'tiers.0.threshold: too small; code: taken'), known);
    expect(fields).toEqual({ 'tiers.0.threshold': 'too small', code: 'taken' });
    expect(rest).toBe(false);
  });

  it('finds a name’s or a row’s first field, a field by its last part, and a list by its row', () => {
    expect(serverFieldErrors(invalid(['tiers'], 'tiers.0.name: Value error'), known).fields).toEqual({ 'tiers.0.name.nameTh': 'Value error' });
    expect(serverFieldErrors(invalid(['segments']), known).fields).toEqual({ 'wheel.segments': '' });
    expect(serverFieldErrors(invalid(['wheel'], 'wheel.segments.3.weight: too big'), known).fields).toEqual({ 'wheel.segments': 'too big' });
    expect(serverFieldErrors(invalid(['nameTh']), known).fields).toEqual({ 'name.nameTh': '' });
  });

  it('says when it named something the form does not have, or was not a field refusal', () => {
    expect(serverFieldErrors(invalid(['body'], 'body: Field required'), known)).toEqual({ fields: {}, rest: true });
    expect(serverFieldErrors(new ApiError(409, { errorCode: '0051', msg: '' }), known)).toEqual({ fields: {}, rest: true });
  });
});

describe('coupons', () => {
  it('sends a spins coupon without credit, its code upper-cased, its period with the offset', () => {
    const form = {
      ...emptyCouponForm(),
      code: ' spin -5 ',
      name: { nameTh: ' สปิน ', nameEn: 'Spins', nameVi: '' },
      type: 'spins' as const,
      amount: '50',
      spins: '5',
      turnoverMultiple: '3',
      startsAt: '2026-01-01T00:00',
      endsAt: '2026-01-02T00:00',
    };
    expect(validateCoupon(form, 'THB')).toEqual({});
    expect(couponBodyOf(form)).toMatchObject({
      code: 'SPIN-5',
      name: { nameTh: 'สปิน', nameEn: 'Spins', nameVi: '' },
      type: 'spins',
      amount: 0,
      spins: 5,
      turnoverMultiple: 0,
      startsAt: fromLocalInput('2026-01-01T00:00'),
    });
  });

  it('refuses a credit amount with cents in a currency without them, and a zero credit', () => {
    const base = { ...emptyCouponForm(), name: { nameTh: 'ก', nameEn: 'A', nameVi: '' }, startsAt: '2026-01-01T00:00', endsAt: '2026-01-02T00:00' };
    expect(validateCoupon({ ...base, amount: '10.5' }, 'VND')).toEqual({ amount: 'engagement.err.amountWhole' });
    expect(validateCoupon({ ...base, amount: '0' }, 'THB')).toEqual({ amount: 'engagement.err.positive' });
    expect(validateCoupon({ ...base, amount: '1', turnoverMultiple: '1001' }, 'THB')).toEqual({ turnoverMultiple: 'engagement.err.multiple' });
  });

  it('takes batches of 1 to 10,000 codes with a short prefix', () => {
    expect(validateCodes({ count: '10000', prefix: 'ny26' })).toEqual({});
    expect(validateCodes({ count: '0', prefix: '' })).toEqual({ count: 'engagement.err.count' });
    expect(validateCodes({ count: '5', prefix: 'TOO-LONG-PREFIX' })).toEqual({ prefix: 'engagement.err.prefix' });
    expect(validateCodes({ count: '5', prefix: '-NY' })).toEqual({ prefix: 'engagement.err.prefix' });
  });
});

describe('mini games', () => {
  it('fills what the server left out with its defaults and sends every part back', () => {
    const form = miniGamesFormOf({});
    expect(form.checkIn.days).toHaveLength(7);
    expect(form.wheel.segments).toEqual([]);
    expect(miniGamesBodyOf(form)).toEqual({
      wheel: { enabled: false, turnover: 0, segments: [] },
      earn: { perDeposit: null, perTurnover: null, dailyFree: 0 },
      checkIn: { enabled: false, turnover: 0, days: Array.from({ length: 7 }, () => ({ type: 'none', amount: 0 })) },
    });
  });
});

describe('ranks', () => {
  const tier = (threshold: string) => ({ name: { nameTh: 'ก', nameEn: 'A', nameVi: 'V' }, icon: '⭐', threshold, cashbackRate: '0', withdrawLimit: '0', rankUpBonus: '0' });

  it('needs thresholds that rise from tier to tier', () => {
    const form: RanksForm = { basis: 'turnover', diamondEvery: '0', tiers: [tier('0'), tier('1000'), tier('1000')] };
    expect(validateRanks(form, 'THB')).toEqual({ 'tiers.2.threshold': 'engagement.err.thresholdOrder' });
    expect(validateRanks({ ...form, tiers: [tier('0'), tier('1000')] }, 'THB')).toEqual({});
  });
});
