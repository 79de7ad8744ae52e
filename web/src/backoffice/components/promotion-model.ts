/**
 * A promotion as the staff form holds it (every input a string), and the ways between it, the
 * server's `StaffPromotion` and the `PromotionIn` body (docs/promotions.md §1, §6). The checks
 * mirror the server's so most mistakes show before a round trip; the server has the last word.
 */
import { currencyDecimals } from '@/lib/money';
import type { BackofficeKey } from '@/locales';

import type { GameRule, PromotionBody, StaffPromotion } from '../types';

/** Promotion types by id (docs/promotions.md §1). */
export const PROMOTION_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type PromotionTypeId = (typeof PROMOTION_TYPES)[number];
export const HAPPY_TIME = 2;
export const WELCOME_BACK = 5;
export const STACK_TOP_UP = 7;
export const MANUAL_BY_ADMIN = 9;

/** The lobby's categories (server/promptplay/models/game.py CATEGORIES). */
export const GAME_CATEGORIES = ['casino', 'slot', 'sport', 'fishing', 'card', 'keno', 'cockfight', 'esport', 'trading'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
/** The provider that stands for every provider of a category. */
export const ALL_PROVIDERS = 'all';

/** Weekdays as the server counts them: 0 Monday … 6 Sunday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The largest picture a staff member may pick from disk (the body carries it as base64). */
export const MAX_IMAGE_BYTES = 400 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
const IMAGE_URL = /^(\/\S*|https:\/\/\S+|data:image\/(png|jpeg|webp|gif|svg\+xml);base64,[A-Za-z0-9+/=]+)$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Multipliers above this are refused (a multi turn, a multiple maximum withdraw). */
export const MAX_MULTIPLIER = 1000;
const MAX_AMOUNT = 999_999_999_999.99;

export interface GameRuleRow {
  category: string;
  /** Every provider of the category (`['all']` on the wire). */
  all: boolean;
  /** Provider codes, separated by commas or spaces. */
  providers: string;
}

export interface TierRow {
  deposit: string;
  bonus: string;
}

export interface PromotionForm {
  nameTh: string;
  nameEn: string;
  nameVi: string;
  imageUrl: string;
  promotionTypeId: number;
  bonusType: 'percent' | 'fixed';
  bonusPercent: string;
  bonusMaximum: string;
  bonusAmount: string;
  minimumDeposit: string;
  turnType: 1 | 2;
  turn: string;
  turnBasis: 1 | 2;
  promotionWithdrawType: 1 | 2;
  maximumWithdraw: string;
  gameConfig: GameRuleRow[];
  /** `YYYY-MM-DDTHH:mm` of a datetime-local input (this computer's time zone), or empty. */
  startsAt: string;
  endsAt: string;
  weekdays: number[];
  fromTime: string;
  toTime: string;
  welcomeBackDays: string;
  stackTiers: TierRow[];
  isActive: boolean;
  display: boolean;
  popup: boolean;
  sortOrder: string;
}

/** The field names of the form, which are the body's (and the server's `fields`). */
export type PromotionField = keyof PromotionForm;
/** What is wrong with each field, as text keys. */
export type FormErrors = Partial<Record<PromotionField, BackofficeKey>>;

export function emptyForm(): PromotionForm {
  return {
    nameTh: '',
    nameEn: '',
    nameVi: '',
    imageUrl: '',
    promotionTypeId: 1,
    bonusType: 'percent',
    bonusPercent: '',
    bonusMaximum: '',
    bonusAmount: '',
    minimumDeposit: '',
    turnType: 2,
    turn: '',
    turnBasis: 2,
    promotionWithdrawType: 1,
    maximumWithdraw: '',
    gameConfig: [],
    startsAt: '',
    endsAt: '',
    weekdays: [],
    fromTime: '',
    toTime: '',
    welcomeBackDays: '',
    stackTiers: [{ deposit: '', bonus: '' }],
    isActive: true,
    display: true,
    popup: false,
    sortOrder: '0',
  };
}

/** Which extra fields a type has, and whether its bonus is set on the promotion at all. */
export function typeShows(typeId: number) {
  return {
    happyTime: typeId === HAPPY_TIME,
    welcomeBack: typeId === WELCOME_BACK,
    stackTiers: typeId === STACK_TOP_UP,
    /** stackTopUp pays its tiers' bonuses; staff set a manual grant's bonus when they grant it. */
    bonus: typeId !== STACK_TOP_UP && typeId !== MANUAL_BY_ADMIN,
    /** A manual grant has no qualifying deposit. */
    minimumDeposit: typeId !== MANUAL_BY_ADMIN,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in this computer's time zone (empty for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `+07:00` for a date in this computer's time zone. */
export function offsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A datetime-local value as an ISO time with this computer's offset (null for empty or unreadable). */
export function fromLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  if (Number.isNaN(date.getTime())) return null;
  return `${y}-${mo}-${d}T${h}:${mi}:00${offsetOf(date)}`;
}

/** A number the server sent (money is a number, a Decimal a string) as an input's text. */
function text(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : String(value);
}

function ruleRows(rules: readonly GameRule[]): GameRuleRow[] {
  return rules.map((rule) => {
    const providers = rule.providers ?? [ALL_PROVIDERS];
    const all = providers.length === 0 || providers.some((p) => p.toLowerCase() === ALL_PROVIDERS);
    return { category: rule.category, all, providers: all ? '' : providers.join(', ') };
  });
}

/** What the form and the body both take from a saved promotion as it is: names, picture, type, choices and flags. */
function savedChoices(p: StaffPromotion) {
  return {
    nameTh: p.name.nameTh,
    nameEn: p.name.nameEn,
    nameVi: p.name.nameVi,
    imageUrl: p.imageUrl,
    promotionTypeId: p.promotionTypeId,
    bonusType: p.bonus.type,
    turnType: (p.turnType === 1 ? 1 : 2) as 1 | 2,
    turnBasis: (p.condition.promotionTurnOverType === 1 ? 1 : 2) as 1 | 2,
    promotionWithdrawType: (p.promotionWithdrawType === 2 ? 2 : 1) as 1 | 2,
    isActive: p.isActive,
    display: p.display,
    popup: p.popup,
  };
}

/** A saved promotion's figures, each through `as` (an input's text for the form, a number for the body). */
function savedFigures<T>(p: StaffPromotion, as: (value: number | string | null | undefined) => T) {
  return {
    bonusPercent: as(p.bonus.percent),
    bonusMaximum: as(p.bonus.maximum),
    bonusAmount: as(p.bonus.amount),
    minimumDeposit: as(p.turnOver.minimumDeposit),
    turn: as(p.turnOver.turn),
    maximumWithdraw: as(p.turnOver.maximumWithdraw),
  };
}

/** The form over a saved promotion. */
export function formOf(p: StaffPromotion): PromotionForm {
  return {
    ...savedChoices(p),
    ...savedFigures(p, text),
    gameConfig: ruleRows(p.gameConfig),
    startsAt: toLocalInput(p.schedule.startsAt),
    endsAt: toLocalInput(p.schedule.endsAt),
    weekdays: [...p.schedule.weekdays].sort((a, b) => a - b),
    fromTime: p.schedule.fromTime ?? '',
    toTime: p.schedule.toTime ?? '',
    welcomeBackDays: p.welcomeBackDays === null ? '' : String(p.welcomeBackDays),
    stackTiers: p.stackTiers.length
      ? p.stackTiers.map((tier) => ({ deposit: text(tier.deposit), bonus: text(tier.bonus) }))
      : [{ deposit: '', bonus: '' }],
    sortOrder: String(p.sortOrder),
  };
}

/** Provider codes of a row, without blanks and repeats. */
export function providerList(row: GameRuleRow): string[] {
  if (row.all) return [ALL_PROVIDERS];
  return [...new Set(row.providers.split(/[\s,]+/).map((p) => p.trim()).filter(Boolean))];
}

/** A decimal text with at most `decimals` places, at least 0 and at most `max` (null when it is not). */
export function parseFigure(value: string, decimals: number, max = MAX_AMOUNT): number | null {
  const trimmed = value.trim().replace(/,/g, '');
  const pattern = decimals > 0 ? new RegExp(`^\\d{1,15}(\\.\\d{1,${decimals}})?$`) : /^\d{1,15}$/;
  if (!pattern.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) && n <= max ? n : null;
}

/** What the form's checks find wrong (nothing: an empty object). */
export function validate(form: PromotionForm, currency: string): FormErrors {
  const errors: FormErrors = {};
  const money = currencyDecimals(currency);
  const shows = typeShows(form.promotionTypeId);
  const amount = (field: PromotionField, value: string, { required = false, positive = false } = {}) => {
    if (!value.trim()) {
      if (required) errors[field] = 'promoForm.err.required';
      return;
    }
    const n = parseFigure(value, money);
    if (n === null) errors[field] = money > 0 ? 'promoForm.err.amount' : 'promoForm.err.amountWhole';
    else if (positive && n <= 0) errors[field] = 'promoForm.err.positive';
  };

  if (!form.nameTh.trim()) errors.nameTh = 'promoForm.err.required';
  if (!form.nameEn.trim()) errors.nameEn = 'promoForm.err.required';
  if (form.imageUrl && !IMAGE_URL.test(form.imageUrl.trim())) errors.imageUrl = 'promoForm.err.image';

  if (shows.bonus) {
    if (form.bonusType === 'percent') {
      if (!form.bonusPercent.trim()) errors.bonusPercent = 'promoForm.err.required';
      else {
        const n = parseFigure(form.bonusPercent, 2, MAX_MULTIPLIER);
        if (n === null) errors.bonusPercent = 'promoForm.err.percent';
        else if (n <= 0) errors.bonusPercent = 'promoForm.err.positive';
      }
      amount('bonusMaximum', form.bonusMaximum);
    } else {
      amount('bonusAmount', form.bonusAmount, { required: true, positive: true });
    }
  }
  if (shows.minimumDeposit) amount('minimumDeposit', form.minimumDeposit);

  if (form.turnType === 1) amount('turn', form.turn, { required: true });
  else if (!form.turn.trim()) errors.turn = 'promoForm.err.required';
  else if (parseFigure(form.turn, 2, MAX_MULTIPLIER) === null) errors.turn = 'promoForm.err.multiplier';

  if (form.promotionWithdrawType === 1) amount('maximumWithdraw', form.maximumWithdraw, { required: true, positive: true });
  else if (!form.maximumWithdraw.trim()) errors.maximumWithdraw = 'promoForm.err.required';
  else {
    const n = parseFigure(form.maximumWithdraw, 2, MAX_MULTIPLIER);
    if (n === null) errors.maximumWithdraw = 'promoForm.err.multiplier';
    else if (n <= 0) errors.maximumWithdraw = 'promoForm.err.positive';
  }

  if (form.gameConfig.some((row) => !row.category)) errors.gameConfig = 'promoForm.err.category';
  else if (form.gameConfig.some((row) => providerList(row).length === 0)) errors.gameConfig = 'promoForm.err.providers';
  else if (form.gameConfig.some((row) => providerList(row).some((p) => p.length > 32))) errors.gameConfig = 'promoForm.err.providers';

  const starts = form.startsAt ? fromLocalInput(form.startsAt) : null;
  const ends = form.endsAt ? fromLocalInput(form.endsAt) : null;
  if (form.startsAt && !starts) errors.startsAt = 'promoForm.err.dateTime';
  if (form.endsAt && !ends) errors.endsAt = 'promoForm.err.dateTime';
  else if (starts && ends && new Date(ends) <= new Date(starts)) errors.endsAt = 'promoForm.err.endsBeforeStart';

  if (shows.happyTime) {
    if (!CLOCK.test(form.fromTime)) errors.fromTime = form.fromTime ? 'promoForm.err.clock' : 'promoForm.err.required';
    if (!CLOCK.test(form.toTime)) errors.toTime = form.toTime ? 'promoForm.err.clock' : 'promoForm.err.required';
    else if (form.fromTime === form.toTime) errors.toTime = 'promoForm.err.sameTime';
  }
  if (shows.welcomeBack) {
    const days = Number(form.welcomeBackDays);
    if (!form.welcomeBackDays.trim()) errors.welcomeBackDays = 'promoForm.err.required';
    else if (!/^\d+$/.test(form.welcomeBackDays.trim()) || days < 1 || days > 3650) errors.welcomeBackDays = 'promoForm.err.days';
  }
  if (shows.stackTiers) {
    const tiers = form.stackTiers.map((tier) => [parseFigure(tier.deposit, money), parseFigure(tier.bonus, money)] as const);
    if (tiers.length === 0) errors.stackTiers = 'promoForm.err.tiersMissing';
    else if (tiers.some(([deposit, bonus]) => deposit === null || bonus === null || deposit <= 0 || bonus <= 0)) {
      errors.stackTiers = 'promoForm.err.tiers';
    } else if (tiers.some(([deposit], i) => i > 0 && (deposit ?? 0) <= (tiers[i - 1]?.[0] ?? 0))) {
      errors.stackTiers = 'promoForm.err.tiersOrder';
    }
  }
  if (!/^\d{1,6}$/.test(form.sortOrder.trim()) || Number(form.sortOrder) > 100_000) errors.sortOrder = 'promoForm.err.sortOrder';
  return errors;
}

const num = (value: string) => (value.trim() ? Number(value.trim().replace(/,/g, '')) : 0);

/** The `PromotionIn` body of a checked form: a type's own fields only on that type. */
export function bodyOf(form: PromotionForm): PromotionBody {
  const shows = typeShows(form.promotionTypeId);
  const percent = shows.bonus && form.bonusType === 'percent';
  return {
    nameTh: form.nameTh.trim(),
    nameEn: form.nameEn.trim(),
    nameVi: form.nameVi.trim(),
    imageUrl: form.imageUrl.trim(),
    promotionTypeId: form.promotionTypeId,
    bonusType: shows.bonus ? form.bonusType : 'fixed',
    bonusPercent: percent ? num(form.bonusPercent) : 0,
    bonusMaximum: percent ? num(form.bonusMaximum) : 0,
    bonusAmount: shows.bonus && !percent ? num(form.bonusAmount) : 0,
    minimumDeposit: shows.minimumDeposit ? num(form.minimumDeposit) : 0,
    turnType: form.turnType,
    turn: num(form.turn),
    turnBasis: form.turnBasis,
    promotionWithdrawType: form.promotionWithdrawType,
    maximumWithdraw: num(form.maximumWithdraw),
    gameConfig: form.gameConfig.map((row) => ({ category: row.category, providers: providerList(row) })),
    startsAt: form.startsAt ? fromLocalInput(form.startsAt) : null,
    endsAt: form.endsAt ? fromLocalInput(form.endsAt) : null,
    weekdays: shows.happyTime ? [...form.weekdays].sort((a, b) => a - b) : [],
    fromTime: shows.happyTime ? form.fromTime : null,
    toTime: shows.happyTime ? form.toTime : null,
    welcomeBackDays: shows.welcomeBack ? Number(form.welcomeBackDays) : null,
    stackTiers: shows.stackTiers ? form.stackTiers.map((tier) => ({ deposit: num(tier.deposit), bonus: num(tier.bonus) })) : [],
    isActive: form.isActive,
    display: form.display,
    popup: form.popup,
    sortOrder: Number(form.sortOrder),
  };
}

/**
 * A saved promotion as a body again, field for field as the server sent it (the list's quick
 * switches send the whole body with one flag changed).
 */
export function bodyOfSaved(p: StaffPromotion): PromotionBody {
  const n = (value: number | string | null | undefined) => (value === null || value === undefined ? 0 : Number(value));
  return {
    ...savedChoices(p),
    ...savedFigures(p, n),
    gameConfig: p.gameConfig.map((rule) => ({ category: rule.category, providers: rule.providers ?? [ALL_PROVIDERS] })),
    startsAt: p.schedule.startsAt,
    endsAt: p.schedule.endsAt,
    weekdays: p.schedule.weekdays,
    fromTime: p.schedule.fromTime,
    toTime: p.schedule.toTime,
    welcomeBackDays: p.welcomeBackDays,
    stackTiers: p.stackTiers.map((tier) => ({ deposit: tier.deposit, bonus: tier.bonus })),
    sortOrder: p.sortOrder,
  };
}
