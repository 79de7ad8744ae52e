import { describe, expect, it } from 'vitest';

import { bankFixtures } from '@/testing/fixtures';

import { isValidAccountNo, isValidPassword, isValidPhone, isValidUsername, usernameRule } from './validation';

describe('phone by dialing code', () => {
  it.each([
    ['0812345678', '+66', true],
    ['0612345678', '66', true],
    ['0712345678', '+66', true],
    ['0912345678', '+66', true],
    ['0512345678', '+66', false],
    ['081234567', '+66', false],
    ['08123456789', '+66', false],
    ['0912345678', '+84', true],
    ['0312345678', '+84', true],
    ['912345678', '+84', false],
    ['02012345678', '+856', true],
    ['0201234567', '+856', false],
    ['03012345678', '+856', false],
    ['0812345678', undefined, true],
    ['0812345678', '+1', true],
  ])('%s with %s → %s', (tel, code, valid) => {
    expect(isValidPhone(tel, code)).toBe(valid);
  });
});

describe('username and password rules', () => {
  const rule = usernameRule(null);
  it.each([
    ['demo', true],
    ['Demo1', true],
    ['abc', false],
    ['1demo', false],
    ['demo_1', false],
    ['a234567890123456', true],
    ['a2345678901234567', false],
  ])('username %s → %s', (name, valid) => {
    expect(isValidUsername(name, rule)).toBe(valid);
  });

  it.each([
    ['demo1234', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['a1', false],
  ])('password %s → %s', (pw, valid) => {
    expect(isValidPassword(pw)).toBe(valid);
  });
});

describe('bank account number', () => {
  it('is digits within the bank length', () => {
    expect(isValidAccountNo('1234567890', bankFixtures[0])).toBe(true);
    expect(isValidAccountNo('123456789', bankFixtures[0])).toBe(false);
    expect(isValidAccountNo('12345678901a', bankFixtures[2])).toBe(false);
    expect(isValidAccountNo('123456789012', bankFixtures[2])).toBe(true);
  });
});
