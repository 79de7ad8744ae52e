import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { i18n, loadNamespace } from '@/lib/i18n';

import { promotionConditions, promotionName, reasonText, type ConditionContext } from './conditions';
import { promotionFixture } from './testing';
import { CLAIM_REASONS, type Promotion } from './types';

const CATEGORIES: Record<string, Record<string, string>> = {
  th: { slot: 'สล็อต', casino: 'คาสิโน' },
  en: { slot: 'Slots', casino: 'Casino' },
};

function ctx(language = 'th'): ConditionContext {
  return {
    t: i18n.getFixedT(language, 'promotions'),
    currency: 'THB',
    language,
    timeZone: 'Asia/Bangkok',
    categoryLabel: (c) => CATEGORIES[language]?.[c] ?? c,
  };
}

/** The lines as { rule: text }. */
function described(promotion: Promotion, language = 'th'): Record<string, string> {
  return Object.fromEntries(promotionConditions(promotion, ctx(language)).map((line) => [line.id, line.text]));
}

describe('promotion conditions in plain words', () => {
  beforeAll(async () => {
    for (const language of ['th', 'en', 'vi']) await i18n.loadLanguages(language);
    await loadNamespace('promotions');
  });
  afterAll(() => i18n.changeLanguage('th'));

  it('a percent bonus up to a maximum, multi turnover on play, a fixed cap, one category (Thai)', () => {
    const lines = described(promotionFixture());
    expect(lines).toEqual({
      bonus: 'โบนัส 50% ของยอดฝาก สูงสุด 500.00 THB',
      minimumDeposit: 'ฝากขั้นต่ำ 100.00 THB',
      turnover: 'ทำยอดเทิร์นโอเวอร์ 5 เท่าของ (ยอดฝาก + โบนัส)',
      basis: 'นับจากยอดเล่น: ยอดเดิมพันรวมต้องถึงยอดเทิร์นจึงจะถอนได้',
      maximumWithdraw: 'ถอนได้สูงสุด 3,000.00 THB',
      games: 'เล่นได้เฉพาะ สล็อต ทุกค่าย',
    });
  });

  it('a fixed bonus, a unit turnover on credit, a cap as a multiple of the deposit, providers (English)', () => {
    const promotion = promotionFixture({
      bonus: { type: 'fixed', percent: null, amount: 200, maximum: null },
      turnType: 1,
      turnOver: { turn: 2500, maximumWithdraw: 1.5, minimumDeposit: 0 },
      condition: { promotionTurnOverType: 1 },
      promotionWithdrawType: 2,
      gameConfig: [
        { category: 'slot', providers: ['PGS', 'JIL'] },
        { category: 'casino', providers: ['all'] },
      ],
    });
    const lines = described(promotion, 'en');
    expect(lines.bonus).toBe('A bonus of 200.00 THB');
    expect(lines.minimumDeposit).toBeUndefined(); // no minimum, no line
    expect(lines.turnover).toBe('Turnover of 2,500.00 THB');
    expect(lines.basis).toBe('Counted on your remaining credit: it must reach the turnover before you can withdraw');
    expect(lines.maximumWithdraw).toBe('Withdraw at most 1.5× your deposit');
    expect(lines.games).toBe('Only Slots by PGS, JIL, Casino, every provider');
  });

  it('a percent bonus without a cap; no turnover at all; every game', () => {
    const promotion = promotionFixture({
      bonus: { type: 'percent', percent: 12.5, amount: null, maximum: null },
      turnOver: { turn: 0, maximumWithdraw: 3000, minimumDeposit: 100 },
      gameConfig: [],
    });
    const lines = described(promotion, 'en');
    expect(lines.bonus).toBe('12.5% bonus on your deposit');
    expect(lines.turnover).toBeUndefined();
    expect(lines.basis).toBeUndefined();
    expect(lines.games).toBe('Every game may be played');
  });

  it('happy hours on chosen weekdays, every day, or all week', () => {
    const happy = (schedule: Partial<Promotion['schedule']>) =>
      promotionFixture({
        promotionTypeId: 2,
        schedule: { startsAt: null, endsAt: null, weekdays: [], fromTime: null, toTime: null, ...schedule },
      });
    expect(described(happy({ weekdays: [5, 0], fromTime: '18:00', toTime: '02:00' })).type).toBe(
      'รับได้เฉพาะวันจันทร์, เสาร์ เวลา 18:00–02:00 น.',
    );
    expect(described(happy({ weekdays: [0, 1, 2, 3, 4, 5, 6], fromTime: '12:00', toTime: '13:00' }), 'en').type).toBe(
      'Every day, from 12:00 to 13:00',
    );
    expect(described(happy({ weekdays: [6] }), 'vi').type).toBe('Chỉ vào Chủ Nhật');
  });

  it('the type’s own rule: welcome-back days, first deposit, once a day', () => {
    expect(described(promotionFixture({ promotionTypeId: 5, welcomeBackDays: 14 }), 'en').type).toBe(
      'For members who have not deposited for 14 days or more',
    );
    expect(described(promotionFixture({ promotionTypeId: 6 })).type).toBe('สำหรับการฝากเงินครั้งแรกเท่านั้น');
    expect(described(promotionFixture({ promotionTypeId: 4 }), 'vi').type).toBe('Mỗi ngày nhận được một lần');
    expect(described(promotionFixture({ promotionTypeId: 1 })).type).toBeUndefined();
  });

  it('stack top-up: its tiers instead of a bonus, and no minimum deposit', () => {
    const promotion = promotionFixture({
      promotionTypeId: 7,
      stackTiers: [
        { deposit: 500, bonus: 50 },
        { deposit: 1000, bonus: 150 },
      ],
    });
    const lines = described(promotion, 'en');
    expect(lines['tier-0']).toBe('Deposit 500.00 THB in total: 50.00 THB bonus');
    expect(lines['tier-1']).toBe('Deposit 1,000.00 THB in total: 150.00 THB bonus');
    expect(lines.minimumDeposit).toBeUndefined();
  });

  it('the schedule, in the agent’s time zone', () => {
    const both = promotionFixture({
      schedule: { startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-05-31T16:59:00Z', weekdays: [], fromTime: null, toTime: null },
    });
    expect(described(both, 'en').schedule).toBe('From 1 May 2026, 07:00 to 31 May 2026, 23:59');
    const until = promotionFixture({
      schedule: { startsAt: null, endsAt: '2026-05-31T16:59:00Z', weekdays: [], fromTime: null, toTime: null },
    });
    expect(described(until, 'en').schedule).toBe('Ends 31 May 2026, 23:59');
  });

  it('names in the interface language: Vietnamese falls back to English', () => {
    const promotion = promotionFixture();
    expect(promotionName(promotion, 'th')).toBe('โบนัสสมาชิกใหม่ 50%');
    expect(promotionName(promotion, 'en')).toBe('Welcome bonus 50%');
    expect(promotionName(promotion, 'vi')).toBe('Welcome bonus 50%');
    expect(promotionName(promotionFixture({ name: { nameTh: 'ก', nameEn: 'A', nameVi: 'Ă' } }), 'vi')).toBe('Ă');
  });

  it('says every refusal reason in words of its own, in each language', () => {
    for (const language of ['th', 'en', 'vi']) {
      const t = i18n.getFixedT(language, 'promotions');
      const other = reasonText('something_new', t);
      const texts = CLAIM_REASONS.map((reason) => reasonText(reason, t));
      expect(new Set(texts).size).toBe(CLAIM_REASONS.length);
      expect(texts).not.toContain(other);
    }
    expect(reasonText('used_today', i18n.getFixedT('th', 'promotions'))).toBe('วันนี้คุณรับโปรโมชั่นนี้ไปแล้ว');
    expect(reasonText(null, i18n.getFixedT('en', 'promotions'))).toBe('This promotion cannot be claimed right now');
  });
});
