import type { Bank, PlayerConfiguration } from '@/types/api';

/** Phone rules by dialing code (docs/api.md; +66 is the default). */
export const PHONE_RULES: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  '66': { pattern: /^0[6789]\d{8}$/, example: '0812345678' },
  '84': { pattern: /^0\d{9}$/, example: '0912345678' },
  '856': { pattern: /^020\d{8}$/, example: '02012345678' },
};

export function phoneRule(dialingCode: string | null | undefined) {
  const code = String(dialingCode ?? '').replace(/\D/g, '');
  return PHONE_RULES[code] ?? PHONE_RULES['66']!;
}

export function isValidPhone(tel: string, dialingCode: string | null | undefined): boolean {
  return phoneRule(dialingCode).pattern.test(tel.trim());
}

export interface UsernameRule {
  minLength: number;
  maxLength: number;
  pattern: RegExp;
}

export function usernameRule(config?: PlayerConfiguration | null): UsernameRule {
  const rule = config?.usernameRule;
  let pattern = /^[a-z][a-z0-9]*$/;
  if (rule?.pattern) {
    try {
      pattern = new RegExp(rule.pattern);
    } catch {
      /* keep the documented default */
    }
  }
  return { minLength: rule?.minLength ?? 4, maxLength: rule?.maxLength ?? 16, pattern };
}

export function isValidUsername(username: string, rule: UsernameRule): boolean {
  const value = username.trim().toLowerCase();
  return value.length >= rule.minLength && value.length <= rule.maxLength && rule.pattern.test(value);
}

export function passwordRule(config?: PlayerConfiguration | null) {
  return {
    minLength: config?.passwordRule?.minLength ?? 8,
    maxLength: config?.passwordRule?.maxLength ?? 64,
  };
}

export function isValidPassword(password: string, rule = passwordRule()): boolean {
  return (
    password.length >= rule.minLength &&
    password.length <= rule.maxLength &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  );
}

/** The bank's allowed account number lengths as [min, max]. */
export function accountNoLength(bank: Bank | null | undefined): [number, number] {
  const [min, max] = bank?.accountNoLength ?? [];
  const lo = typeof min === 'number' ? min : 10;
  return [lo, typeof max === 'number' ? max : lo];
}

export function isValidAccountNo(accountNo: string, bank: Bank | null | undefined): boolean {
  const [min, max] = accountNoLength(bank);
  return /^\d+$/.test(accountNo) && accountNo.length >= min && accountNo.length <= max;
}
