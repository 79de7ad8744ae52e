import { describe, expect, it } from 'vitest';

import { manualPromotionFixture, staffPromotionFixture } from '../testing/promotion-fixtures';

import {
  bodyOf,
  bodyOfSaved,
  emptyForm,
  formOf,
  fromLocalInput,
  offsetOf,
  parseFigure,
  toLocalInput,
  validate,
  type PromotionForm,
} from './promotion-model';

/** A form that passes every check, of the given type. */
function filled(overrides: Partial<PromotionForm> = {}): PromotionForm {
  return {
    ...emptyForm(),
    nameTh: 'โปร',
    nameEn: 'Promo',
    bonusPercent: '10',
    turn: '5',
    maximumWithdraw: '2000',
    ...overrides,
  };
}

describe('promotion times', () => {
  it('turn a datetime-local value into an instant with this computer’s offset, and back', () => {
    const iso = fromLocalInput('2026-02-01T10:30');
    const local = new Date(2026, 1, 1, 10, 30);
    expect(iso).toBe(`2026-02-01T10:30:00${offsetOf(local)}`);
    expect(new Date(iso ?? '').getTime()).toBe(local.getTime());
    expect(toLocalInput(iso)).toBe('2026-02-01T10:30');
    expect(toLocalInput('2026-02-01T03:30:00Z')).toBe(toLocalInput(new Date(Date.UTC(2026, 1, 1, 3, 30)).toISOString()));
  });

  it('read nothing from an empty or broken value', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });

  it('write the offset as ±HH:MM', () => {
    expect(offsetOf(new Date(2026, 0, 1))).toMatch(/^[+-]\d{2}:\d{2}$/);
  });
});

describe('parseFigure', () => {
  it('takes at most the currency’s decimals, no sign, up to the limit', () => {
    expect(parseFigure('1,000.50', 2)).toBe(1000.5);
    expect(parseFigure('10.555', 2)).toBeNull();
    expect(parseFigure('10.5', 0)).toBeNull();
    expect(parseFigure('-1', 2)).toBeNull();
    expect(parseFigure('1001', 2, 1000)).toBeNull();
    expect(parseFigure('1000', 2, 1000)).toBe(1000);
  });
});

describe('validate', () => {
  it('passes a complete form', () => {
    expect(validate(filled(), 'THB')).toEqual({});
  });

  it('asks for the names, the bonus, the turn and the maximum withdraw of an empty form', () => {
    expect(validate(emptyForm(), 'THB')).toEqual({
      nameTh: 'promoForm.err.required',
      nameEn: 'promoForm.err.required',
      bonusPercent: 'promoForm.err.required',
      turn: 'promoForm.err.required',
      maximumWithdraw: 'promoForm.err.required',
    });
  });

  it('checks amounts against the currency: VND has no decimals', () => {
    const form = filled({ bonusType: 'fixed', bonusAmount: '50.5', minimumDeposit: '100.25' });
    expect(validate(form, 'THB')).toEqual({});
    expect(validate(form, 'VND')).toEqual({ bonusAmount: 'promoForm.err.amountWhole', minimumDeposit: 'promoForm.err.amountWhole' });
  });

  it('caps multipliers at 1000 and refuses a maximum withdraw of 0', () => {
    expect(validate(filled({ turnType: 2, turn: '1001' }), 'THB').turn).toBe('promoForm.err.multiplier');
    expect(validate(filled({ turnType: 1, turn: '5000' }), 'THB').turn).toBeUndefined();
    expect(validate(filled({ promotionWithdrawType: 2, maximumWithdraw: '1500' }), 'THB').maximumWithdraw).toBe('promoForm.err.multiplier');
    expect(validate(filled({ maximumWithdraw: '0' }), 'THB').maximumWithdraw).toBe('promoForm.err.positive');
  });

  it('wants the end after the start', () => {
    expect(validate(filled({ startsAt: '2026-02-02T10:00', endsAt: '2026-02-01T10:00' }), 'THB')).toEqual({ endsAt: 'promoForm.err.endsBeforeStart' });
    expect(validate(filled({ startsAt: '2026-02-01T10:00', endsAt: '2026-02-02T10:00' }), 'THB')).toEqual({});
  });

  it('checks the happy-time hours only for happy time', () => {
    expect(validate(filled({ promotionTypeId: 2 }), 'THB')).toEqual({ fromTime: 'promoForm.err.required', toTime: 'promoForm.err.required' });
    expect(validate(filled({ promotionTypeId: 2, fromTime: '20:00', toTime: '20:00' }), 'THB')).toEqual({ toTime: 'promoForm.err.sameTime' });
    expect(validate(filled({ promotionTypeId: 2, fromTime: '22:00', toTime: '02:00' }), 'THB')).toEqual({});
    expect(validate(filled({ promotionTypeId: 1, fromTime: '', toTime: '' }), 'THB')).toEqual({});
  });

  it('wants the welcome-back days for welcome back', () => {
    expect(validate(filled({ promotionTypeId: 5 }), 'THB')).toEqual({ welcomeBackDays: 'promoForm.err.required' });
    expect(validate(filled({ promotionTypeId: 5, welcomeBackDays: '0' }), 'THB')).toEqual({ welcomeBackDays: 'promoForm.err.days' });
    expect(validate(filled({ promotionTypeId: 5, welcomeBackDays: '7' }), 'THB')).toEqual({});
  });

  it('wants ascending tiers above 0 for a stack top-up, and no bonus of its own', () => {
    const stack = (stackTiers: PromotionForm['stackTiers']) => validate(filled({ promotionTypeId: 7, bonusPercent: '', stackTiers }), 'THB');
    expect(stack([{ deposit: '500', bonus: '50' }, { deposit: '1000', bonus: '120' }])).toEqual({});
    expect(stack([{ deposit: '1000', bonus: '50' }, { deposit: '500', bonus: '120' }])).toEqual({ stackTiers: 'promoForm.err.tiersOrder' });
    expect(stack([{ deposit: '500', bonus: '0' }])).toEqual({ stackTiers: 'promoForm.err.tiers' });
    expect(stack([])).toEqual({ stackTiers: 'promoForm.err.tiersMissing' });
  });

  it('wants providers on a game rule that does not allow every provider', () => {
    expect(validate(filled({ gameConfig: [{ category: 'slot', all: false, providers: ' , ' }] }), 'THB')).toEqual({ gameConfig: 'promoForm.err.providers' });
    expect(validate(filled({ gameConfig: [{ category: 'slot', all: false, providers: 'PGS' }] }), 'THB')).toEqual({});
  });

  it('takes a path, an https address or a data picture, nothing else', () => {
    expect(validate(filled({ imageUrl: 'http://example.com/a.png' }), 'THB').imageUrl).toBe('promoForm.err.image');
    expect(validate(filled({ imageUrl: 'javascript:alert(1)' }), 'THB').imageUrl).toBe('promoForm.err.image');
    expect(validate(filled({ imageUrl: '/promo/a.png' }), 'THB')).toEqual({});
    expect(validate(filled({ imageUrl: 'https://cdn.example.com/a.png' }), 'THB')).toEqual({});
    expect(validate(filled({ imageUrl: 'data:image/png;base64,iVBORw0KGgo=' }), 'THB')).toEqual({});
  });
});

describe('bodyOf', () => {
  it('sends a type’s own fields only on that type', () => {
    const form = filled({
      promotionTypeId: 1,
      weekdays: [1, 3],
      fromTime: '20:00',
      toTime: '22:00',
      welcomeBackDays: '7',
      stackTiers: [{ deposit: '500', bonus: '50' }],
    });
    const body = bodyOf(form);
    expect(body.weekdays).toEqual([]);
    expect(body.fromTime).toBeNull();
    expect(body.toTime).toBeNull();
    expect(body.welcomeBackDays).toBeNull();
    expect(body.stackTiers).toEqual([]);

    const happy = bodyOf({ ...form, promotionTypeId: 2, weekdays: [4, 0] });
    expect([happy.weekdays, happy.fromTime, happy.toTime]).toEqual([[0, 4], '20:00', '22:00']);
    expect(bodyOf({ ...form, promotionTypeId: 5 }).welcomeBackDays).toBe(7);
    const stack = bodyOf({ ...form, promotionTypeId: 7 });
    expect(stack.stackTiers).toEqual([{ deposit: 500, bonus: 50 }]);
    expect([stack.bonusType, stack.bonusPercent, stack.bonusAmount]).toEqual(['fixed', 0, 0]);
  });

  it('sends every provider as all, and a list of codes otherwise', () => {
    const body = bodyOf(
      filled({
        gameConfig: [
          { category: 'slot', all: true, providers: 'ignored' },
          { category: 'casino', all: false, providers: 'SA, SEXY  SA' },
        ],
      }),
    );
    expect(body.gameConfig).toEqual([
      { category: 'slot', providers: ['all'] },
      { category: 'casino', providers: ['SA', 'SEXY'] },
    ]);
  });
});

describe('a saved promotion', () => {
  it('fills the form with its values', () => {
    const form = formOf(staffPromotionFixture());
    expect(form).toMatchObject({
      nameTh: 'โบนัสฝาก 10%',
      bonusType: 'percent',
      bonusPercent: '10',
      bonusMaximum: '500',
      minimumDeposit: '100',
      turnType: 2,
      turn: '5',
      turnBasis: 2,
      promotionWithdrawType: 1,
      maximumWithdraw: '2000',
      gameConfig: [{ category: 'slot', all: true, providers: '' }],
      sortOrder: '1',
    });
  });

  it('goes back as the same body, field for field, for a quick switch', () => {
    const manual = manualPromotionFixture({ schedule: { startsAt: '2026-01-01T00:00:00+07:00', endsAt: null, weekdays: [], fromTime: null, toTime: null } });
    const body = bodyOfSaved(manual);
    expect(body).toMatchObject({
      promotionTypeId: 9,
      bonusType: 'fixed',
      turnType: 2,
      turn: 1,
      maximumWithdraw: 1000,
      startsAt: '2026-01-01T00:00:00+07:00',
      isActive: true,
      display: true,
      sortOrder: 5,
    });
    expect(bodyOf(formOf(staffPromotionFixture()))).toEqual({ ...bodyOfSaved(staffPromotionFixture()) });
  });
});
