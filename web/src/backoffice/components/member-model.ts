import { isApiError } from '@/lib/api';
import type { BackofficeKey } from '@/locales';

import type {
  BlacklistBody,
  BlacklistEntry,
  BlacklistKind,
  MemberProfile,
  PlayerBankChangeBody,
  PlayerProfileBody,
  PlayerStatus,
  StaffBank,
} from '../types';

import type { FieldErrors } from './checked-form';
import { accountNumberOf } from './money-setup-model';

/* A player's status, password, contact details and withdrawal account, and the blacklist: the
   forms' values and the server's checks (docs/money.md "Back office"), made here first. */

/** What staff may do to a player's status, and the status each sets. */
export type StatusAction = 'suspend' | 'deactivate' | 'reactivate';
export const STATUS_OF_ACTION: Readonly<Record<StatusAction, PlayerStatus>> = {
  suspend: 'suspended',
  deactivate: 'inactive',
  reactivate: 'active',
};

/** The actions that change a player of this status (never to the status he has). */
export function statusActionsOf(status: PlayerStatus): StatusAction[] {
  if (status === 'active') return ['suspend', 'deactivate'];
  if (status === 'suspended') return ['reactivate', 'deactivate'];
  return ['reactivate', 'suspend'];
}

/** The reason of a status or account change, as the server takes it. */
export const REASON_MAX = 500;

/* A new password. */

export const PASSWORD_LENGTH: readonly [number, number] = [8, 64];

export interface PasswordForm {
  password: string;
  confirm: string;
}

export type PasswordField = keyof PasswordForm;

/** The player rules: 8–64 characters with a letter and a digit, typed the same twice. */
export function checkPassword(form: PasswordForm): FieldErrors<PasswordField> {
  const errors: FieldErrors<PasswordField> = {};
  const { password, confirm } = form;
  if (!password) errors.password = 'member.err.required';
  else if (password.length < PASSWORD_LENGTH[0] || password.length > PASSWORD_LENGTH[1] || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    errors.password = 'member.err.passwordRule';
  }
  if (!confirm) errors.confirm = 'member.err.required';
  else if (confirm !== password) errors.confirm = 'member.err.passwordMismatch';
  return errors;
}

/* Contact details. */

export interface ContactForm {
  tel: string;
  email: string;
  firstName: string;
  lastName: string;
  nickName: string;
  lineId: string;
}

export type ContactField = keyof ContactForm;
const CONTACT_FIELDS: readonly ContactField[] = ['tel', 'email', 'firstName', 'lastName', 'nickName', 'lineId'];

/** The longest value of each field the server keeps. */
export const CONTACT_MAX: Readonly<Record<ContactField, number>> = {
  tel: 20,
  email: 254,
  firstName: 100,
  lastName: 100,
  nickName: 100,
  lineId: 64,
};

export function contactFormOf(profile: MemberProfile): ContactForm {
  return {
    tel: profile.tel,
    email: profile.email ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    nickName: profile.nickName ?? '',
    lineId: profile.lineId ?? '',
  };
}

/** A phone as typed, without the spaces and dashes people write it with. */
const phoneOf = (value: string) => value.replace(/[\s-]/g, '');
const PHONE = /^\d{9,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the contact form's checks find wrong (the server checks the phone against the agent's country). */
export function checkContact(form: ContactForm): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  const tel = phoneOf(form.tel);
  if (!tel) errors.tel = 'member.err.required';
  else if (!PHONE.test(tel)) errors.tel = 'member.err.tel';
  const email = form.email.trim();
  if (email && !EMAIL.test(email)) errors.email = 'member.err.email';
  for (const field of CONTACT_FIELDS) {
    if (!errors[field] && form[field].trim().length > CONTACT_MAX[field]) errors[field] = 'member.err.tooLong';
  }
  return errors;
}

/** Every field, an empty one as null (the server clears it). */
export function contactBodyOf(form: ContactForm): PlayerProfileBody {
  const optional = (value: string) => value.trim() || null;
  return {
    tel: phoneOf(form.tel),
    email: optional(form.email),
    firstName: optional(form.firstName),
    lastName: optional(form.lastName),
    nickName: optional(form.nickName),
    lineId: optional(form.lineId),
  };
}

/* A new withdrawal account. */

export interface BankChangeForm {
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
  reason: string;
}

export type BankChangeField = keyof BankChangeForm;
const BANK_CHANGE_FIELDS: readonly BankChangeField[] = ['bankCode', 'bankAccountNo', 'bankAccountName', 'reason'];
export const ACCOUNT_NAME_MAX = 128;

export const emptyBankChange = (): BankChangeForm => ({ bankCode: '', bankAccountNo: '', bankAccountName: '', reason: '' });

/** A bank account number: digits only, of a length the bank issues. */
function accountNumberProblem(value: string, bank: StaffBank | undefined): BackofficeKey | null {
  const number = accountNumberOf(value);
  if (!number) return 'member.err.required';
  if (!/^\d+$/.test(number)) return 'member.err.digits';
  if (bank && (number.length < bank.accountNoLength[0] || number.length > bank.accountNoLength[1])) return 'member.err.accountLength';
  return null;
}

export function checkBankChange(form: BankChangeForm, bank: StaffBank | undefined): FieldErrors<BankChangeField> {
  const errors: FieldErrors<BankChangeField> = {};
  if (!bank) errors.bankCode = 'member.err.bank';
  const number = accountNumberProblem(form.bankAccountNo, bank);
  if (number) errors.bankAccountNo = number;
  const name = form.bankAccountName.trim();
  if (!name) errors.bankAccountName = 'member.err.required';
  else if (name.length > ACCOUNT_NAME_MAX) errors.bankAccountName = 'member.err.tooLong';
  const reason = form.reason.trim();
  if (!reason) errors.reason = 'member.err.reason';
  else if (reason.length > REASON_MAX) errors.reason = 'member.err.tooLong';
  return errors;
}

export function bankChangeBodyOf(form: BankChangeForm): PlayerBankChangeBody {
  return {
    bankCode: form.bankCode,
    bankAccountNo: accountNumberOf(form.bankAccountNo),
    bankAccountName: form.bankAccountName.trim().replace(/\s+/g, ' '),
    reason: form.reason.trim(),
  };
}

/* The blacklist. */

export interface BlacklistForm {
  kind: BlacklistKind;
  tel: string;
  bankCode: string;
  bankAccountNo: string;
  reason: string;
}

export type BlacklistField = Exclude<keyof BlacklistForm, 'kind'>;
const BLACKLIST_FIELDS: readonly BlacklistField[] = ['tel', 'bankCode', 'bankAccountNo', 'reason'];

export const emptyBlacklistForm = (kind: BlacklistKind = 'tel'): BlacklistForm => ({ kind, tel: '', bankCode: '', bankAccountNo: '', reason: '' });

export function checkBlacklist(form: BlacklistForm, bank: StaffBank | undefined): FieldErrors<BlacklistField> {
  const errors: FieldErrors<BlacklistField> = {};
  if (form.kind === 'tel') {
    const tel = phoneOf(form.tel);
    if (!tel) errors.tel = 'member.err.required';
    else if (!PHONE.test(tel)) errors.tel = 'member.err.tel';
  } else {
    if (!bank) errors.bankCode = 'member.err.bank';
    const number = accountNumberProblem(form.bankAccountNo, bank);
    if (number) errors.bankAccountNo = number;
  }
  const reason = form.reason.trim();
  if (!reason) errors.reason = 'member.err.reason';
  else if (reason.length > REASON_MAX) errors.reason = 'member.err.tooLong';
  return errors;
}

/** A phone, or a bank account: only the fields of its kind. */
export function blacklistBodyOf(form: BlacklistForm): BlacklistBody {
  const reason = form.reason.trim();
  if (form.kind === 'tel') return { kind: 'tel', tel: phoneOf(form.tel), reason };
  return { kind: 'bank_account', bankCode: form.bankCode, bankAccountNo: accountNumberOf(form.bankAccountNo), reason };
}

/** An entry's value in parts: the phone, or the bank code and the account number of `BANKCODE:number`. */
export function blacklistValueOf(entry: BlacklistEntry): { tel: string } | { bankCode: string; bankAccountNo: string } {
  if (entry.kind === 'tel') return { tel: entry.value };
  const colon = entry.value.indexOf(':');
  if (colon < 0) return { bankCode: '', bankAccountNo: entry.value };
  return { bankCode: entry.value.slice(0, colon), bankAccountNo: entry.value.slice(colon + 1) };
}

/* The server's refusals. */

/** The text of each refusal the forms place at a field. */
const REFUSAL_TEXT: Readonly<Record<string, BackofficeKey>> = {
  '1002': 'member.err.blacklisted',
  '23505': 'member.err.taken',
  '0000': 'member.err.server',
};

/**
 * Where the server's refusal belongs on a form of these fields: a blacklisted value (1002), one
 * another player holds (23505), or one it found invalid (0000), at the fields it names; `texts`
 * words a code otherwise. Null when it names none of them (shown under the form instead).
 */
export function refusedMemberFields<F extends string>(
  error: unknown,
  known: readonly F[],
  texts: Readonly<Record<string, BackofficeKey>> = {},
): FieldErrors<F> | null {
  if (!isApiError(error)) return null;
  const key = texts[error.errorCode] ?? REFUSAL_TEXT[error.errorCode];
  if (!key) return null;
  const fields = error.fields.filter((f): f is F => (known as readonly string[]).includes(f));
  if (fields.length === 0) return null;
  return Object.fromEntries(fields.map((f) => [f, key])) as FieldErrors<F>;
}

export const MEMBER_FORM_FIELDS = {
  contact: CONTACT_FIELDS,
  bankChange: BANK_CHANGE_FIELDS,
  blacklist: BLACKLIST_FIELDS,
  password: ['password'] as readonly PasswordField[],
} as const;
