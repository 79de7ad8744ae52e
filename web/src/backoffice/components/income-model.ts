/**
 * The income settings as the staff form holds them (every figure a string), and the ways between
 * them and the server's `IncomeSettings` (docs/income.md §2). The checks mirror the server's so
 * most mistakes show at their field before a round trip; the server has the last word, and the
 * fields it refuses are read back onto the form (`serverErrors`).
 */
import { isApiError } from '@/lib/api';
import type { BackofficeKey } from '@/locales';

import type { IncomeKind, IncomeSettings, IncomeSettingsBody } from '../types';

import { GAME_CATEGORIES, MAX_MULTIPLIER, parseFigure } from './promotion-model';

/** The programs of the settings, in the order the form shows them. */
export const PROGRAMS = ['affiliate', 'alliance', 'returnLost', 'rolling', 'rebate', 'birthday'] as const;
export type Program = (typeof PROGRAMS)[number];

/** Every kind of award (docs/income.md §1). */
export const INCOME_KINDS: readonly IncomeKind[] = ['affiliate', 'alliance', 'returnLost', 'rolling', 'rebate', 'bonus'];

/** A rate's category: a game category, or every category at once. */
export const ALL_CATEGORIES = 'all';
export const RATE_CATEGORIES = [ALL_CATEGORIES, ...GAME_CATEGORIES] as const;

/** Affiliate levels the server accepts (docs/income.md §2). */
export const MAX_LEVELS = 5;
/** Rates per list the server accepts. */
export const MAX_RATES = 20;
const MAX_PERCENT = 100;
const MAX_EXPIRY_DAYS = 365;

export type Basis = NonNullable<NonNullable<IncomeSettingsBody['affiliate']>['basis']>;
export type Period = NonNullable<NonNullable<IncomeSettingsBody['returnLost']>['period']>;

export interface RateRow {
  category: string;
  percent: string;
}

export interface ProgramForm {
  enabled: boolean;
  minimumWithdraw: string;
  turnover: string;
}

export interface SettingsForm {
  affiliate: ProgramForm & { basis: Basis; levels: RateRow[][] };
  alliance: ProgramForm;
  returnLost: ProgramForm & {
    period: Period;
    rate: string;
    minimumLoss: string;
    maximum: string;
    categories: string[];
    expiryDays: string;
  };
  rolling: ProgramForm & { rates: RateRow[] };
  rebate: ProgramForm & { rates: RateRow[] };
  birthday: ProgramForm & { amount: string };
}

/**
 * What is wrong, by the field's path in the body (`affiliate.levels.0.rates.1.percent`); a
 * program's own name holds what the server refused in it that no field of the form shows.
 */
export type SettingsErrors = Partial<Record<string, BackofficeKey>>;

/** A figure as the form shows it: the wire's "10.50" or 10.5 read as text, trailing zeros dropped. */
export function figureText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : String(value);
}

const rateRows = (rates: readonly { category: string; percent: number | string }[]): RateRow[] =>
  rates.map((r) => ({ category: r.category, percent: figureText(r.percent) }));

function programOf(p: { enabled?: boolean; minimumWithdraw?: number | string; turnover?: number | string }): ProgramForm {
  return { enabled: !!p.enabled, minimumWithdraw: figureText(p.minimumWithdraw ?? 0), turnover: figureText(p.turnover ?? 0) };
}

/** The form over saved settings. */
export function formOf(settings: IncomeSettings): SettingsForm {
  // A program the server leaves out has its defaults (everything off).
  const { affiliate = {}, alliance = {}, returnLost = {}, rolling = {}, rebate = {}, birthday = {} } = settings;
  return {
    affiliate: {
      ...programOf(affiliate),
      basis: affiliate.basis ?? 'turnover',
      levels: [...(affiliate.levels ?? [])].sort((a, b) => a.level - b.level).map((level) => rateRows(level.rates ?? [])),
    },
    alliance: programOf(alliance),
    returnLost: {
      ...programOf(returnLost),
      period: returnLost.period ?? 'day',
      rate: figureText(returnLost.rate ?? 0),
      minimumLoss: figureText(returnLost.minimumLoss ?? 0),
      maximum: figureText(returnLost.maximum ?? 0),
      categories: [...(returnLost.categories ?? [])],
      expiryDays: figureText(returnLost.expiryDays ?? 7),
    },
    rolling: { ...programOf(rolling), rates: rateRows(rolling.rates ?? []) },
    rebate: { ...programOf(rebate), rates: rateRows(rebate.rates ?? []) },
    birthday: { ...programOf(birthday), amount: figureText(birthday.amount ?? 0) },
  };
}

/** A new rate row: the first category the list does not have yet. */
export function nextRate(rows: readonly RateRow[]): RateRow {
  const taken = new Set(rows.map((r) => r.category));
  return { category: RATE_CATEGORIES.find((c) => !taken.has(c)) ?? ALL_CATEGORIES, percent: '' };
}

/** Checks the form; nothing wrong is an empty object. `decimals` are the currency's. */
export function validate(form: SettingsForm, decimals: number): SettingsErrors {
  const errors: SettingsErrors = {};
  const wrongAmount: BackofficeKey = decimals > 0 ? 'income.err.amount' : 'income.err.amountWhole';

  const amount = (path: string, value: string) => {
    if (!value.trim()) errors[path] = 'income.err.required';
    else if (parseFigure(value, decimals) === null) errors[path] = wrongAmount;
  };
  const percent = (path: string, value: string) => {
    if (!value.trim()) errors[path] = 'income.err.required';
    else if (parseFigure(value, 2, MAX_PERCENT) === null) errors[path] = 'income.err.percent';
  };
  const multiple = (path: string, value: string) => {
    if (!value.trim()) errors[path] = 'income.err.required';
    else if (parseFigure(value, 2, MAX_MULTIPLIER) === null) errors[path] = 'income.err.multiple';
  };
  const program = (name: Program, p: ProgramForm) => {
    // A bonus is claimed whole: the birthday's minimum withdrawal is not on the form (kept as saved).
    if (name !== 'birthday') amount(`${name}.minimumWithdraw`, p.minimumWithdraw);
    multiple(`${name}.turnover`, p.turnover);
  };
  const rates = (path: string, rows: readonly RateRow[]) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      percent(`${path}.${i}.percent`, row.percent);
      if (seen.has(row.category)) errors[`${path}.${i}.category`] = 'income.err.duplicate';
      seen.add(row.category);
    });
  };

  for (const name of PROGRAMS) program(name, form[name]);
  form.affiliate.levels.forEach((rows, i) => rates(`affiliate.levels.${i}.rates`, rows));
  rates('rolling.rates', form.rolling.rates);
  rates('rebate.rates', form.rebate.rates);
  percent('returnLost.rate', form.returnLost.rate);
  amount('returnLost.minimumLoss', form.returnLost.minimumLoss);
  amount('returnLost.maximum', form.returnLost.maximum);
  const days = form.returnLost.expiryDays.trim();
  if (!/^\d{1,3}$/.test(days) || Number(days) < 1 || Number(days) > MAX_EXPIRY_DAYS) errors['returnLost.expiryDays'] = 'income.err.days';
  amount('birthday.amount', form.birthday.amount);
  return errors;
}

/** The body of a valid form (`validate` found nothing): every figure a number. */
export function bodyOf(form: SettingsForm, decimals: number): IncomeSettingsBody {
  const money = (value: string) => parseFigure(value, decimals) ?? 0;
  const figure = (value: string, max: number) => parseFigure(value, 2, max) ?? 0;
  const program = (p: ProgramForm) => ({
    enabled: p.enabled,
    minimumWithdraw: money(p.minimumWithdraw),
    turnover: figure(p.turnover, MAX_MULTIPLIER),
  });
  const rates = (rows: readonly RateRow[]) => rows.map((r) => ({ category: r.category, percent: figure(r.percent, MAX_PERCENT) }));
  const { affiliate, alliance, returnLost, rolling, rebate, birthday } = form;
  return {
    affiliate: {
      ...program(affiliate),
      basis: affiliate.basis,
      levels: affiliate.levels.map((rows, i) => ({ level: i + 1, rates: rates(rows) })),
    },
    alliance: program(alliance),
    returnLost: {
      ...program(returnLost),
      period: returnLost.period,
      rate: figure(returnLost.rate, MAX_PERCENT),
      minimumLoss: money(returnLost.minimumLoss),
      maximum: money(returnLost.maximum),
      categories: GAME_CATEGORIES.filter((c) => returnLost.categories.includes(c)),
      expiryDays: Number(returnLost.expiryDays.trim()),
    },
    rolling: { ...program(rolling), rates: rates(rolling.rates) },
    rebate: { ...program(rebate), rates: rates(rebate.rates) },
    birthday: { ...program(birthday), amount: money(birthday.amount) },
  };
}

/** Every path the form has a field for. */
export function fieldPaths(form: SettingsForm): Set<string> {
  const paths = new Set<string>();
  for (const name of PROGRAMS) {
    for (const key of Object.keys(form[name])) {
      if (key === 'levels' || key === 'rates' || (name === 'birthday' && key === 'minimumWithdraw')) continue;
      paths.add(`${name}.${key}`);
    }
  }
  const rates = (path: string, rows: readonly RateRow[]) => {
    paths.add(path);
    rows.forEach((_, i) => {
      paths.add(`${path}.${i}.category`);
      paths.add(`${path}.${i}.percent`);
    });
  };
  form.affiliate.levels.forEach((rows, i) => rates(`affiliate.levels.${i}.rates`, rows));
  rates('rolling.rates', form.rolling.rates);
  rates('rebate.rates', form.rebate.rates);
  return paths;
}

const PATH = /^[A-Za-z0-9_.]+$/;

/**
 * Where a refusal of the settings (0000) points: the names the server gives in `fields` (its
 * own checks name the field, `affiliate.minimumWithdraw`, or the rate list, `rolling.rates`,
 * `affiliate.levels.2` for level 2), and, for a body it could not validate, the place of each
 * problem at the head of its `systemMsg` ("affiliate.levels.0.rates.1.percent: Input should be
 * …; …"). Each lands on the field or list it names, or, when the form has none, on its program.
 */
export function serverErrors(error: unknown, form: SettingsForm): SettingsErrors {
  if (!isApiError(error) || error.errorCode !== '0000') return {};
  const places = [...error.fields];
  for (const part of (error.systemMsg ?? '').split('; ')) {
    const colon = part.indexOf(': ');
    const place = colon > 0 ? part.slice(0, colon) : '';
    if (PATH.test(place)) places.push(place);
  }
  const known = fieldPaths(form);
  const errors: SettingsErrors = {};
  for (const raw of places) {
    // The server names a level's rate list by its level (`affiliate.levels.2`: the second).
    const level = /^affiliate\.levels\.(\d+)$/.exec(raw);
    const place = level ? `affiliate.levels.${Number(level[1]) - 1}.rates` : raw;
    // A list's entry (`returnLost.categories.2`) shows at the list.
    const field = known.has(place) ? place : place.replace(/\.\d+$/, '');
    if (known.has(field)) errors[field] = 'income.err.server';
    else {
      const program = PROGRAMS.find((p) => field === p || field.startsWith(`${p}.`));
      if (program) errors[program] = 'income.err.serverProgram';
    }
  }
  return errors;
}

/** The errors under one path (a rate list's, a level's), for a child editor. */
export function hasErrorUnder(errors: SettingsErrors, prefix: string): boolean {
  return Object.keys(errors).some((key) => key === prefix || key.startsWith(`${prefix}.`));
}
