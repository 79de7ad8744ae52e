import { isApiError } from '@/lib/api';
import type { BackofficeKey } from '@/locales';

import type { CompanyAgentRow, CompanyOptions, CountryOption, MoneyLimits, NewAdminBody, NewAgentBody } from '../types';

import type { FieldErrors } from './checked-form';
import { checkPassword } from './member-model';
import { checkLimits, limitsBodyOf, limitsFormOf, type LimitsField, type LimitsForm } from './money-setup-model';
import { USERNAME_PATTERN } from './team-model';

/* The company's console (docs/money.md "The company's console"): a new agent's form, its
   checks as the server makes them, and where the server's refusals belong. */

export const PREFIX_LENGTH: readonly [number, number] = [2, 16];
const PREFIX = /^[A-Za-z0-9]{2,16}$/;
/** At most this many domains in one new agent (the server's limit). */
export const DOMAINS_MAX = 10;
// A host name: dot-separated labels of letters, digits and inner hyphens (the server's rule).
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`);
/** A Thai mobile: 0, then 6, 8 or 9, then 8 digits. */
const TRUEMONEY_MOBILE = /^0[689]\d{8}$/;
const GAME_USERNAME = /^[A-Za-z0-9_.@-]{1,64}$/;
export const GAME_KEY_LENGTH: readonly [number, number] = [16, 128];
const GAME_KEY = /^[\x21-\x7e]{16,128}$/;
/** The only currency TrueMoney pays in. */
export const TRUEMONEY_CURRENCY = 'THB';

/** A domain as the agent's domains keep it: lower case, without a scheme, path, port or trailing dot. */
export function cleanDomain(value: string): string {
  let host = value.trim().toLowerCase();
  const scheme = host.indexOf('://');
  if (scheme >= 0) host = host.slice(scheme + 3);
  host = host.split('/')[0] ?? '';
  host = host.replace(/:\d*$/, '');
  return host.replace(/\.+$/, '');
}

export const isDomain = (value: string) => DOMAIN.test(value);
/** A key as upstreams issue them: 16–128 printable characters without spaces. */
export const isGameKey = (value: string) => GAME_KEY.test(value);

/** The domains of a text of one a line, cleaned, each once, in order. */
export function domainsOf(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).map(cleanDomain).filter(Boolean))];
}

const phoneOf = (value: string) => value.replace(/[\s-]/g, '');

/**
 * Limits a new agent of this currency starts with when the operator sets them at once: the
 * server's own defaults for baht and đồng, and as much in kip.
 */
export function defaultLimits(currencyCode: string): MoneyLimits {
  const base = { currencyCode, turn: 1, depositExpiryMinutes: 30 };
  if (currencyCode === 'VND') {
    return { ...base, minimumDeposit: 50_000, maximumDeposit: 500_000_000, minimumWithdraw: 100_000, maximumWithdraw: 200_000_000, maximumCreditBalance: 5_000_000_000 };
  }
  if (currencyCode === 'LAK') {
    return { ...base, minimumDeposit: 10_000, maximumDeposit: 50_000_000, minimumWithdraw: 50_000, maximumWithdraw: 20_000_000, maximumCreditBalance: 500_000_000 };
  }
  return { ...base, minimumDeposit: 10, maximumDeposit: 100_000, minimumWithdraw: 100, maximumWithdraw: 50_000, maximumCreditBalance: 1_000_000 };
}

export interface NewAgentForm extends LimitsForm {
  prefix: string;
  /** One a line. */
  domains: string;
  layout: string;
  countryCode: string;
  truemoneyMobile: string;
  gameCompany: string;
  gameUsername: string;
  gameApiKey: string;
  /** Off: the currency's defaults (`limits: null`). */
  setLimits: boolean;
  username: string;
  password: string;
  confirm: string;
}

export type NewAgentField = Exclude<keyof NewAgentForm, 'setLimits'>;

const LIMITS_FIELDS: readonly LimitsField[] = [
  'minimumDeposit',
  'maximumDeposit',
  'minimumWithdraw',
  'maximumWithdraw',
  'maximumCreditBalance',
  'turn',
  'depositExpiryMinutes',
];

/** The country of a code among the options. */
export const countryOf = (options: CompanyOptions, code: string): CountryOption | undefined =>
  options.countries.find((country) => country.code === code);

/** The first choice of each list (Thailand and layout `a` where offered), the limits of its currency. */
export function emptyNewAgent(options: CompanyOptions): NewAgentForm {
  const country = countryOf(options, 'TH') ?? options.countries[0];
  const layout = options.layouts.includes('a') ? 'a' : (options.layouts[0] ?? '');
  return {
    prefix: '',
    domains: '',
    layout,
    countryCode: country?.code ?? '',
    truemoneyMobile: '',
    gameCompany: options.gameCompanies[0] ?? '',
    gameUsername: '',
    gameApiKey: '',
    setLimits: false,
    ...limitsFormOf(defaultLimits(country?.currencyCode ?? TRUEMONEY_CURRENCY)),
    username: '',
    password: '',
    confirm: '',
  };
}

/** What a new agent's form lacks before it is sent, as the server would find it. */
export function checkNewAgent(form: NewAgentForm, currencyCode: string): FieldErrors<NewAgentField> {
  const errors: FieldErrors<NewAgentField> = {};
  const prefix = form.prefix.trim();
  if (!prefix) errors.prefix = 'company.err.required';
  else if (!PREFIX.test(prefix)) errors.prefix = 'company.err.prefix';

  const domains = domainsOf(form.domains);
  if (domains.length === 0) errors.domains = 'company.err.required';
  else if (domains.some((domain) => !isDomain(domain))) errors.domains = 'company.err.domain';
  else if (domains.length > DOMAINS_MAX) errors.domains = 'company.err.domainsMax';

  if (!form.layout) errors.layout = 'company.err.required';
  if (!form.countryCode) errors.countryCode = 'company.err.required';
  if (!form.gameCompany) errors.gameCompany = 'company.err.required';

  const mobile = phoneOf(form.truemoneyMobile);
  if (currencyCode === TRUEMONEY_CURRENCY && mobile && !TRUEMONEY_MOBILE.test(mobile)) errors.truemoneyMobile = 'company.err.truemoney';
  const gameUsername = form.gameUsername.trim();
  if (gameUsername && !GAME_USERNAME.test(gameUsername)) errors.gameUsername = 'company.err.gameUsername';
  const gameApiKey = form.gameApiKey.trim();
  if (gameApiKey && !isGameKey(gameApiKey)) errors.gameApiKey = 'company.err.gameKey';

  if (form.setLimits) Object.assign(errors, checkLimits(form, currencyCode));

  Object.assign(errors, checkNewAdmin(form));
  return errors;
}

/** The body of the create call (once `checkNewAgent` found nothing): optional values only when given. */
export function newAgentBodyOf(form: NewAgentForm, currencyCode: string): NewAgentBody {
  const gameUsername = form.gameUsername.trim();
  const gameApiKey = form.gameApiKey.trim();
  const truemoneyMobile = phoneOf(form.truemoneyMobile);
  return {
    prefix: form.prefix.trim().toUpperCase(),
    domains: domainsOf(form.domains),
    countryCode: form.countryCode,
    gameCompany: form.gameCompany,
    ...(gameUsername ? { gameUsername } : {}),
    ...(gameApiKey ? { gameApiKey } : {}),
    layout: form.layout,
    // TrueMoney pays in baht only: another currency never sends a number.
    ...(currencyCode === TRUEMONEY_CURRENCY && truemoneyMobile ? { truemoneyMobile } : {}),
    limits: form.setLimits ? limitsBodyOf(form, currencyCode) : null,
    admin: newAdminBodyOf(form),
  };
}

/* An agent's admin (the first, or another later). */

export interface NewAdminForm {
  username: string;
  password: string;
  confirm: string;
}

export type NewAdminField = keyof NewAdminForm;

export const emptyNewAdmin = (): NewAdminForm => ({ username: '', password: '', confirm: '' });

/** The staff rules: a username of 4–16 a–z and 0–9 starting with a letter, a password typed the same twice. */
export function checkNewAdmin(form: NewAdminForm): FieldErrors<NewAdminField> {
  const errors: FieldErrors<NewAdminField> = checkPassword(form);
  const username = form.username.trim();
  if (!username) errors.username = 'company.err.required';
  else if (!USERNAME_PATTERN.test(username)) errors.username = 'team.err.username';
  return errors;
}

export const newAdminBodyOf = (form: NewAdminForm): NewAdminBody => ({ username: form.username.trim(), password: form.password });

/* The server's refusals. */

/** Where each field the server names belongs on the form, and its text when invalid or taken. */
const SERVER_FIELDS: Record<string, { field: NewAgentField; invalid: BackofficeKey; taken?: BackofficeKey }> = {
  prefix: { field: 'prefix', invalid: 'company.err.prefix', taken: 'company.err.prefixTaken' },
  domain: { field: 'domains', invalid: 'company.err.domain', taken: 'company.err.domainTaken' },
  domains: { field: 'domains', invalid: 'company.err.domain', taken: 'company.err.domainTaken' },
  country: { field: 'countryCode', invalid: 'company.err.server' },
  countryCode: { field: 'countryCode', invalid: 'company.err.server' },
  layout: { field: 'layout', invalid: 'company.err.server' },
  gameCompany: { field: 'gameCompany', invalid: 'company.err.server' },
  gameUsername: { field: 'gameUsername', invalid: 'company.err.gameUsername' },
  gameApiKey: { field: 'gameApiKey', invalid: 'company.err.gameKey' },
  truemoneyMobile: { field: 'truemoneyMobile', invalid: 'company.err.truemoney', taken: 'company.err.truemoneyTaken' },
  username: { field: 'username', invalid: 'team.err.username', taken: 'team.err.taken' },
  password: { field: 'password', invalid: 'member.err.passwordRule' },
  ...Object.fromEntries(LIMITS_FIELDS.map((name) => [name, { field: name, invalid: 'company.err.server' as const }])),
};

/** Codes whose `fields` name values the server refused (the catalogue's invalid data, and 0003 as the console's brief names it). */
const INVALID_CODES = new Set(['0000', '0003']);

/**
 * Where the server's refusal of a form belongs: a taken value (23505) or an invalid one at the
 * fields it names, among `fields`. Null when it names none of them (said under the form).
 */
export function refusedFields<F extends NewAgentField>(error: unknown, fields: readonly F[]): FieldErrors<F> | null {
  if (!isApiError(error)) return null;
  const taken = error.errorCode === '23505';
  if (!taken && !INVALID_CODES.has(error.errorCode)) return null;
  const errors: FieldErrors<F> = {};
  for (const name of error.fields) {
    const place = SERVER_FIELDS[name];
    if (!place || !(fields as readonly string[]).includes(place.field)) continue;
    errors[place.field as F] = taken ? (place.taken ?? 'company.err.server') : place.invalid;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Every field of the new agent's form, in the order they are shown (the first in error takes the focus). */
export const NEW_AGENT_FIELDS: readonly NewAgentField[] = [
  'prefix',
  'domains',
  'layout',
  'countryCode',
  'truemoneyMobile',
  'gameCompany',
  'gameUsername',
  'gameApiKey',
  ...LIMITS_FIELDS,
  'username',
  'password',
  'confirm',
];

export const NEW_ADMIN_FIELDS: readonly NewAdminField[] = ['username', 'password', 'confirm'];

/* The list as CSV. */

/** The columns of the agents' CSV: the wire's field names. */
export const AGENT_CSV_COLUMNS = ['prefix', 'status', 'countryCode', 'currencyCode', 'gameCompany', 'layout', 'domains', 'paymentMethods', 'players'] as const;

/** The rows shown, a line each after the header; lists joined by spaces. */
export function agentCsvRows(rows: readonly CompanyAgentRow[]): (string | number)[][] {
  return [
    [...AGENT_CSV_COLUMNS],
    ...rows.map((row) => [
      row.prefix,
      row.status,
      row.countryCode,
      row.currencyCode,
      row.gameCompany,
      row.layout,
      row.domains.join(' '),
      row.paymentMethods.join(' '),
      row.players,
    ]),
  ];
}

/** The key's end as the console shows it: the hidden part as dots. */
export const maskedKey = (end: string) => `••••${end}`;

/**
 * An agent's site on the scheme of the page (`//domain`), and on its port when the console is
 * served on one (a developer's or the browser tests' server answers every site on one port).
 */
export function siteLinkOf(domain: string, port = typeof window === 'undefined' ? '' : window.location.port): string {
  return `//${domain}${port ? `:${port}` : ''}`;
}

/** The agent's back office login on that site. */
export const backofficeLinkOf = (domain: string, port?: string) => `${siteLinkOf(domain, port)}/backoffice/login`;

