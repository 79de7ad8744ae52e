import { describe, expect, it } from 'vitest';

import { BO_DICTIONARIES, translate, type BoKey } from './i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('back office texts', () => {
  it('has every key in English with the same placeholders as in Thai', () => {
    const th = BO_DICTIONARIES.th;
    const en = BO_DICTIONARIES.en;
    expect(Object.keys(en).sort()).toEqual(Object.keys(th).sort());
    for (const key of Object.keys(th) as BoKey[]) {
      expect(en[key].trim(), key).not.toBe('');
      expect(placeholders(en[key]), key).toEqual(placeholders(th[key]));
    }
  });

  it('uses the status texts of docs/money.md in Thai', () => {
    expect(translate('th', 'status.0001')).toBe('รอดำเนินการ');
    expect(translate('th', 'status.0000')).toBe('ทำรายการสำเร็จ');
    expect(translate('th', 'status.0002')).toBe('รายการล้มเหลว กรุณาติดต่อแอดมิน');
    expect(translate('th', 'status.1001')).toBe('ยึดเครดิต');
    expect(translate('th', 'status.0009')).toBe('รอโปรโมชั่นสิ้นสุด');
    expect(translate('en', 'status.0001')).toBe('Pending');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'queue.credited', { amount: '1.00 THB', username: 'demo' })).toBe('Credited 1.00 THB to demo');
    expect(translate('en', 'queue.rejected', { id: 4 })).toBe('Rejected request #4 of {username}');
  });
});
