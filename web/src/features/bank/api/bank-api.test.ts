import { describe, expect, it } from 'vitest';

import { bankName } from './bank-api';

describe('bankName', () => {
  const bank = { nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank Public Company Limited' };
  it('is Thai in Thai and English otherwise, without the corporate suffix', () => {
    expect(bankName(bank, 'th')).toBe('ธนาคารกสิกรไทย');
    expect(bankName(bank, 'en')).toBe('Kasikornbank');
    expect(bankName(bank, 'vi')).toBe('Kasikornbank');
    expect(bankName({ nameTh: '', nameEn: 'Bank for Agriculture' }, 'th')).toBe('Bank for Agriculture');
  });
});
