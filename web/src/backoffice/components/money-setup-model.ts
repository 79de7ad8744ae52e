import { isApiError } from '@/lib/api';
import { currencyDecimals, minorToInput, toMinorUnits } from '@/lib/money';
import type { BackofficeKey } from '@/locales';

import type {
  BankAccountBody,
  BankAccountType,
  MoneyLimits,
  MoneyLimitsBody,
  PromptPayType,
  StaffBank,
  StaffBankAccount,
} from '../types';

import type { FieldErrors } from './checked-form';
import { parseFigure } from './promotion-model';

/* The agent's own bank accounts: the form's values and the server's checks, made here first. */

export const ACCOUNT_TYPES: readonly BankAccountType[] = ['DEPOSIT', 'WITHDRAW', 'DEPOSIT/WITHDRAW'];
export const PROMPTPAY_TYPES: readonly PromptPayType[] = ['PHONE', 'NATIONAL_ID', 'EWALLET'];

/** The digits of each PromptPay target: a Thai mobile, a national (or tax) id, an e-wallet id. */
export const PROMPTPAY_DIGITS: Readonly<Record<PromptPayType, number>> = { PHONE: 10, NATIONAL_ID: 13, EWALLET: 15 };
const PROMPTPAY_PHONE = /^0[689]\d{8}$/;
const DIGITS = /^\d+$/;

export const ACCOUNT_NAME_MAX = 128;
export const SORT_MAX = 9999;

/** The text key of each account type (a key cannot hold the slash of `DEPOSIT/WITHDRAW`). */
export const ACCOUNT_TYPE_KEY = {
  DEPOSIT: 'bankacc.types.deposit',
  WITHDRAW: 'bankacc.types.withdraw',
  'DEPOSIT/WITHDRAW': 'bankacc.types.both',
} as const satisfies Record<BankAccountType, BackofficeKey>;

export type AccountField =
  | 'bankCode'
  | 'bankAccountNo'
  | 'bankAccountName'
  | 'bankAccountType'
  | 'promptPayType'
  | 'promptPayNo'
  | 'qrCode'
  | 'sort';
const ACCOUNT_FIELDS: readonly AccountField[] = [
  'bankCode',
  'bankAccountNo',
  'bankAccountName',
  'bankAccountType',
  'promptPayType',
  'promptPayNo',
  'qrCode',
  'sort',
];

export interface AccountForm {
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
  bankAccountType: BankAccountType;
  /** `status: active`. */
  active: boolean;
  /** Empty: no PromptPay target. */
  promptPayType: PromptPayType | '';
  promptPayNo: string;
  /** Empty: no QR image. */
  qrCode: string;
  sort: string;
}

/** The form over a saved account, or empty for a new one (a deposit account, active, first in order). */
export function accountFormOf(account: StaffBankAccount | null): AccountForm {
  if (!account) {
    return {
      bankCode: '',
      bankAccountNo: '',
      bankAccountName: '',
      bankAccountType: 'DEPOSIT',
      active: true,
      promptPayType: '',
      promptPayNo: '',
      qrCode: '',
      sort: '0',
    };
  }
  return {
    bankCode: account.bankCode,
    bankAccountNo: account.bankAccountNo,
    bankAccountName: account.bankAccountName,
    bankAccountType: account.bankAccountType,
    active: account.status === 'active',
    promptPayType: account.promptPayType ?? '',
    promptPayNo: account.promptPayNo ?? '',
    qrCode: account.qrCode ?? '',
    sort: String(account.sort),
  };
}

/** An account number as typed, without the spaces and dashes banks print it with. */
export const accountNumberOf = (value: string) => value.replace(/[\s-]/g, '');

/** "10" or "10–12": the digits of an account number at this bank. */
export function lengthText([min, max]: readonly [number, number]): string {
  return min === max ? String(min) : `${min}–${max}`;
}

/** What the form's checks find wrong, as the server would (nothing: an empty object). */
export function checkAccount(form: AccountForm, bank: StaffBank | undefined, promptPay: boolean): FieldErrors<AccountField> {
  const errors: FieldErrors<AccountField> = {};
  if (!bank) errors.bankCode = 'bankacc.err.bank';

  const number = accountNumberOf(form.bankAccountNo);
  if (!number) errors.bankAccountNo = 'bankacc.err.required';
  else if (!DIGITS.test(number)) errors.bankAccountNo = 'bankacc.err.digits';
  else if (bank && (number.length < bank.accountNoLength[0] || number.length > bank.accountNoLength[1])) {
    errors.bankAccountNo = 'bankacc.err.length';
  }

  const name = form.bankAccountName.trim();
  if (!name) errors.bankAccountName = 'bankacc.err.required';
  else if (name.length > ACCOUNT_NAME_MAX) errors.bankAccountName = 'bankacc.err.nameLong';

  if (promptPay && form.promptPayType) {
    const target = form.promptPayNo.trim();
    if (!target) errors.promptPayNo = 'bankacc.err.required';
    else if (!DIGITS.test(target) || target.length !== PROMPTPAY_DIGITS[form.promptPayType]) {
      errors.promptPayNo = 'bankacc.err.promptPayLength';
    } else if (form.promptPayType === 'PHONE' && !PROMPTPAY_PHONE.test(target)) errors.promptPayNo = 'bankacc.err.promptPayPhone';
  }

  const sort = form.sort.trim();
  if (!/^\d{1,4}$/.test(sort) || Number(sort) > SORT_MAX) errors.sort = 'bankacc.err.sort';
  return errors;
}

/** The body of create and update: every field (PromptPay only where the agent takes it). */
export function accountBodyOf(form: AccountForm, promptPay: boolean): BankAccountBody {
  const withPromptPay = promptPay && form.promptPayType !== '';
  return {
    bankCode: form.bankCode,
    bankAccountNo: accountNumberOf(form.bankAccountNo),
    bankAccountName: form.bankAccountName.trim().replace(/\s+/g, ' '),
    bankAccountType: form.bankAccountType,
    status: form.active ? 'active' : 'inactive',
    promptPayType: withPromptPay ? (form.promptPayType as PromptPayType) : null,
    promptPayNo: withPromptPay ? form.promptPayNo.trim() : null,
    qrCode: form.qrCode.trim() || null,
    sort: Number(form.sort.trim()),
  };
}

/**
 * Where the server's refusal belongs on the account form; null when it belongs to none of its
 * fields (shown under the form instead).
 */
export function refusedAccountFields(error: unknown): FieldErrors<AccountField> | null {
  if (!isApiError(error)) return null;
  if (error.errorCode === '23505') return { bankAccountNo: 'bankacc.err.duplicate' };
  if (error.errorCode !== '0000') return null;
  const fields = error.fields.filter((f): f is AccountField => (ACCOUNT_FIELDS as readonly string[]).includes(f));
  if (fields.length === 0) return null;
  return Object.fromEntries(fields.map((f) => [f, 'bankacc.err.server'])) as FieldErrors<AccountField>;
}

/** The bank's name in the staff's language (Thai: its Thai name), the server's name or code without one. */
export function bankNameOf(bank: StaffBank | undefined, language: string, fallback: string): string {
  if (!bank) return fallback;
  return (language === 'th' ? bank.nameTh : bank.nameEn) || bank.nameEn || fallback;
}

/* The agent's limits. */

export type LimitsField =
  | 'minimumDeposit'
  | 'maximumDeposit'
  | 'minimumWithdraw'
  | 'maximumWithdraw'
  | 'maximumCreditBalance'
  | 'turn'
  | 'depositExpiryMinutes';
export const AMOUNT_FIELDS = ['minimumDeposit', 'maximumDeposit', 'minimumWithdraw', 'maximumWithdraw', 'maximumCreditBalance'] as const;
const LIMITS_FIELDS: readonly LimitsField[] = [...AMOUNT_FIELDS, 'turn', 'depositExpiryMinutes'];

export type LimitsForm = Record<LimitsField, string>;

export const TURN_MAX = 100;
export const EXPIRY_MINUTES: readonly [number, number] = [5, 1440];

/** The form over the saved limits: amounts as plain input text of the currency's decimals. */
export function limitsFormOf(limits: MoneyLimits): LimitsForm {
  const amount = (value: number) => minorToInput(toMinorUnits(value, limits.currencyCode), limits.currencyCode);
  return {
    minimumDeposit: amount(limits.minimumDeposit),
    maximumDeposit: amount(limits.maximumDeposit),
    minimumWithdraw: amount(limits.minimumWithdraw),
    maximumWithdraw: amount(limits.maximumWithdraw),
    maximumCreditBalance: amount(limits.maximumCreditBalance),
    turn: String(Number(limits.turn)),
    depositExpiryMinutes: String(limits.depositExpiryMinutes),
  };
}

/** What the limits' checks find wrong, as the server would: amounts of the currency, each minimum at most its maximum. */
export function checkLimits(form: LimitsForm, currency: string): FieldErrors<LimitsField> {
  const errors: FieldErrors<LimitsField> = {};
  const decimals = currencyDecimals(currency);
  const amounts: Partial<Record<LimitsField, number>> = {};
  for (const field of AMOUNT_FIELDS) {
    const value = form[field];
    const n = value.trim() ? parseFigure(value, decimals) : null;
    if (!value.trim()) errors[field] = 'limits.err.required';
    else if (n === null) errors[field] = decimals > 0 ? 'limits.err.amount' : 'limits.err.amountWhole';
    else amounts[field] = n;
  }
  if (amounts.maximumCreditBalance === 0) errors.maximumCreditBalance = 'limits.err.positive';
  const range = (low: LimitsField, high: LimitsField) => {
    const min = amounts[low];
    const max = amounts[high];
    if (min !== undefined && max !== undefined && toMinorUnits(min, currency) > toMinorUnits(max, currency)) {
      errors[low] = 'limits.err.range';
    }
  };
  range('minimumDeposit', 'maximumDeposit');
  range('minimumWithdraw', 'maximumWithdraw');

  if (!form.turn.trim()) errors.turn = 'limits.err.required';
  else if (parseFigure(form.turn, 2, TURN_MAX) === null) errors.turn = 'limits.err.turn';

  const expiry = form.depositExpiryMinutes.trim();
  if (!expiry) errors.depositExpiryMinutes = 'limits.err.required';
  else if (!/^\d{1,4}$/.test(expiry) || Number(expiry) < EXPIRY_MINUTES[0] || Number(expiry) > EXPIRY_MINUTES[1]) {
    errors.depositExpiryMinutes = 'limits.err.expiry';
  }
  return errors;
}

/** The body of the limits' save (once `checkLimits` found nothing). */
export function limitsBodyOf(form: LimitsForm, currency: string): MoneyLimitsBody {
  const decimals = currencyDecimals(currency);
  const amount = (field: LimitsField) => parseFigure(form[field], decimals) ?? 0;
  return {
    minimumDeposit: amount('minimumDeposit'),
    maximumDeposit: amount('maximumDeposit'),
    minimumWithdraw: amount('minimumWithdraw'),
    maximumWithdraw: amount('maximumWithdraw'),
    maximumCreditBalance: amount('maximumCreditBalance'),
    turn: parseFigure(form.turn, 2, TURN_MAX) ?? 0,
    depositExpiryMinutes: Number(form.depositExpiryMinutes.trim()),
  };
}

/** The limits the server refused, on their fields; null when none of them is named. */
export function refusedLimitsFields(error: unknown): FieldErrors<LimitsField> | null {
  if (!isApiError(error) || error.errorCode !== '0000') return null;
  const fields = error.fields.filter((f): f is LimitsField => (LIMITS_FIELDS as readonly string[]).includes(f));
  if (fields.length === 0) return null;
  return Object.fromEntries(fields.map((f) => [f, 'limits.err.server'])) as FieldErrors<LimitsField>;
}
