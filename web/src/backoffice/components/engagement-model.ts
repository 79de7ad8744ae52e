/**
 * The engagement forms (docs/engagement.md §6 "Back office"): their values as typed text, the
 * checks the server makes too, and the bodies they send. Errors are text keys by the body's own
 * path (`segments.2.weight`), which is how the server names a refused field.
 */
import { isApiError } from '@/lib/api';
import { currencyDecimals } from '@/lib/money';
import type { BackofficeKey } from '@/locales';

import type {
  CouponBody,
  CouponType,
  EarnRule,
  EventBody,
  MiniGameSettings,
  MiniGameSettingsBody,
  Name,
  Prize,
  PrizeType,
  RankBasis,
  RankSettings,
  RankSettingsBody,
  RewardItemBody,
  RewardKind,
  StaffCoupon,
  StaffEvent,
  StaffRewardItem,
} from '../api/engagement-types';

import { fromLocalInput, parseFigure, toLocalInput } from './promotion-model';

/** What is wrong, by the body's path. */
export type PathErrors = Record<string, BackofficeKey>;

export const COUPON_TYPES = ['credit', 'promotion', 'spins'] as const satisfies readonly CouponType[];
export const PRIZE_TYPES = ['credit', 'spins', 'diamonds', 'none'] as const satisfies readonly PrizeType[];
export const REWARD_KINDS = ['credit', 'spins', 'physical'] as const satisfies readonly RewardKind[];
export const RANK_BASES = ['turnover', 'deposit'] as const satisfies readonly RankBasis[];
export const LANGUAGES = ['Th', 'En', 'Vi'] as const;
export type NameKey = `name${(typeof LANGUAGES)[number]}`;

/** The wheel takes 2 to 16 segments; the check-in has one prize a day for 7 days. */
export const MIN_SEGMENTS = 2;
export const MAX_SEGMENTS = 16;
export const CHECK_IN_DAYS = 7;
export const MAX_TIERS = 20;
/** A batch of codes: 1 … 10,000 at a time. */
export const MAX_CODES = 10_000;
/** Turnover multiples above this are refused. */
export const MAX_MULTIPLE = 1000;
/** The largest picture the server keeps (by its bytes) and the kinds it takes. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{0,31}$/;
const CODE_PREFIX = /^([A-Z0-9][A-Z0-9_-]{0,11})?$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const IMAGE_URL = /^(\/\S+|https:\/\/\S+)$/;
const WHOLE = /^\d{1,9}$/;

export const emptyName = (): Name => ({ nameTh: '', nameEn: '', nameVi: '' });

/** A name in the staff's language (Vietnamese falls back to English, then Thai). */
export function nameIn(name: Name | null | undefined, language: string): string {
  if (!name) return '';
  if (language === 'en') return name.nameEn || name.nameTh;
  if (language === 'vi') return name.nameVi || name.nameEn || name.nameTh;
  return name.nameTh || name.nameEn;
}

/** A number the server sent as an input's text (empty for none). */
export function textOf(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : String(value);
}

const num = (value: string) => (value.trim() ? Number(value.trim().replace(/,/g, '')) : 0);
const trimName = (name: Name): Name => ({ nameTh: name.nameTh.trim(), nameEn: name.nameEn.trim(), nameVi: name.nameVi.trim() });

/**
 * The checks every form shares, writing into `errors` by path: money in the agent's currency,
 * whole counts, multiples, the two required names, a period in order.
 */
function checker(errors: PathErrors, currency: string) {
  const decimals = currencyDecimals(currency);
  return {
    money(path: string, value: string, { required = false, positive = false } = {}) {
      if (!value.trim()) {
        if (required) errors[path] = 'engagement.err.required';
        return;
      }
      const n = parseFigure(value, decimals);
      if (n === null) errors[path] = decimals > 0 ? 'engagement.err.amount' : 'engagement.err.amountWhole';
      else if (positive && n <= 0) errors[path] = 'engagement.err.positive';
    },
    whole(path: string, value: string, { required = false, positive = false } = {}) {
      if (!value.trim()) {
        if (required) errors[path] = 'engagement.err.required';
        return;
      }
      if (!WHOLE.test(value.trim())) errors[path] = 'engagement.err.whole';
      else if (positive && Number(value) <= 0) errors[path] = 'engagement.err.positive';
    },
    multiple(path: string, value: string) {
      if (value.trim() && parseFigure(value, 2, MAX_MULTIPLE) === null) errors[path] = 'engagement.err.multiple';
    },
    /** Thai and English are required; with `all`, Vietnamese too. `path` empty: the names are the form's own fields. */
    names(path: string, name: Name, { all = false } = {}) {
      const at = (key: string) => (path ? `${path}.${key}` : key);
      if (!name.nameTh.trim()) errors[at('nameTh')] = 'engagement.err.required';
      if (!name.nameEn.trim()) errors[at('nameEn')] = 'engagement.err.required';
      if (all && !name.nameVi.trim()) errors[at('nameVi')] = 'engagement.err.required';
    },
    period(startsAt: string, endsAt: string, { required = false } = {}) {
      const starts = startsAt ? fromLocalInput(startsAt) : null;
      const ends = endsAt ? fromLocalInput(endsAt) : null;
      if (startsAt && !starts) errors.startsAt = 'engagement.err.dateTime';
      else if (!startsAt && required) errors.startsAt = 'engagement.err.required';
      if (endsAt && !ends) errors.endsAt = 'engagement.err.dateTime';
      else if (!endsAt && required) errors.endsAt = 'engagement.err.required';
      else if (starts && ends && new Date(ends) <= new Date(starts)) errors.endsAt = 'engagement.err.endsBeforeStart';
    },
    image(path: string, value: string) {
      if (value.trim() && !IMAGE_URL.test(value.trim())) errors[path] = 'engagement.err.image';
    },
  };
}

/* Coupons. */

export interface CouponForm {
  code: string;
  name: Name;
  type: CouponType;
  amount: string;
  spins: string;
  /** A promotion's id as text, empty for none. */
  promotionId: string;
  /** The event-credit turnover multiple of a credit coupon. */
  turnoverMultiple: string;
  startsAt: string;
  endsAt: string;
  usesPerPlayer: string;
  usesTotal: string;
  minimumDeposit: string;
  /** An event's id as text, empty for none. */
  eventId: string;
  active: boolean;
}

export function emptyCouponForm(): CouponForm {
  return {
    code: '',
    name: emptyName(),
    type: 'credit',
    amount: '',
    spins: '',
    promotionId: '',
    turnoverMultiple: '0',
    startsAt: '',
    endsAt: '',
    usesPerPlayer: '1',
    usesTotal: '0',
    minimumDeposit: '0',
    eventId: '',
    active: true,
  };
}

export function couponFormOf(c: StaffCoupon): CouponForm {
  return {
    code: c.code ?? '',
    name: { ...c.name },
    type: c.type,
    amount: c.type === 'credit' ? textOf(c.amount) : '',
    spins: c.type === 'spins' ? textOf(c.spins) : '',
    promotionId: c.promotionId === null ? '' : String(c.promotionId),
    turnoverMultiple: textOf(c.turnoverMultiple) || '0',
    startsAt: toLocalInput(c.startsAt),
    endsAt: toLocalInput(c.endsAt),
    usesPerPlayer: String(c.usesPerPlayer),
    usesTotal: String(c.usesTotal),
    minimumDeposit: textOf(c.minimumDeposit) || '0',
    eventId: c.eventId === null ? '' : String(c.eventId),
    active: c.active,
  };
}

/** A code as the server keeps it: without spaces (a code copied in groups), upper case. */
export const normalizeCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

export function validateCoupon(form: CouponForm, currency: string): PathErrors {
  const errors: PathErrors = {};
  const check = checker(errors, currency);
  const code = normalizeCode(form.code);
  if (code && !COUPON_CODE.test(code)) errors.code = 'engagement.err.code';
  check.names('name', form.name);
  if (form.type === 'credit') {
    check.money('amount', form.amount, { required: true, positive: true });
    check.multiple('turnoverMultiple', form.turnoverMultiple);
  }
  if (form.type === 'spins') check.whole('spins', form.spins, { required: true, positive: true });
  if (form.type === 'promotion' && !form.promotionId) errors.promotionId = 'engagement.err.required';
  check.period(form.startsAt, form.endsAt, { required: true });
  check.whole('usesPerPlayer', form.usesPerPlayer, { required: true });
  check.whole('usesTotal', form.usesTotal, { required: true });
  check.money('minimumDeposit', form.minimumDeposit);
  return errors;
}

/** The body of a checked form: a type's own figures only on that type. */
export function couponBodyOf(form: CouponForm): CouponBody {
  return {
    code: normalizeCode(form.code) || null,
    name: trimName(form.name),
    type: form.type,
    amount: form.type === 'credit' ? num(form.amount) : 0,
    spins: form.type === 'spins' ? num(form.spins) : 0,
    promotionId: form.type === 'promotion' && form.promotionId ? Number(form.promotionId) : null,
    turnoverMultiple: form.type === 'credit' ? num(form.turnoverMultiple) : 0,
    startsAt: fromLocalInput(form.startsAt) ?? '',
    endsAt: fromLocalInput(form.endsAt) ?? '',
    usesPerPlayer: num(form.usesPerPlayer),
    usesTotal: num(form.usesTotal),
    minimumDeposit: num(form.minimumDeposit),
    eventId: form.eventId ? Number(form.eventId) : null,
    active: form.active,
  };
}

/** A saved coupon as a body again, field for field (the list's switch sends it with `active` changed). */
export function couponBodyOfSaved(c: StaffCoupon): CouponBody {
  return {
    code: c.code,
    name: c.name,
    type: c.type,
    amount: c.amount,
    spins: c.spins,
    promotionId: c.promotionId,
    turnoverMultiple: c.turnoverMultiple,
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    usesPerPlayer: c.usesPerPlayer,
    usesTotal: c.usesTotal,
    minimumDeposit: c.minimumDeposit,
    eventId: c.eventId,
    active: c.active,
  };
}

export interface CodesForm {
  count: string;
  prefix: string;
}

export function validateCodes(form: CodesForm): PathErrors {
  const errors: PathErrors = {};
  const count = form.count.trim();
  if (!count) errors.count = 'engagement.err.required';
  else if (!WHOLE.test(count) || Number(count) < 1 || Number(count) > MAX_CODES) errors.count = 'engagement.err.count';
  if (!CODE_PREFIX.test(normalizeCode(form.prefix))) errors.prefix = 'engagement.err.prefix';
  return errors;
}

/* Events. */

export const EVENT_TEXTS = ['title', 'body', 'rules', 'prize'] as const;
export type EventText = (typeof EVENT_TEXTS)[number];

export interface EventForm {
  title: Name;
  body: Name;
  rules: Name;
  prize: Name;
  imageUrl: string;
  startsAt: string;
  endsAt: string;
  couponId: string;
  active: boolean;
}

export function emptyEventForm(): EventForm {
  return {
    title: emptyName(),
    body: emptyName(),
    rules: emptyName(),
    prize: emptyName(),
    imageUrl: '',
    startsAt: '',
    endsAt: '',
    couponId: '',
    active: true,
  };
}

export function eventFormOf(e: StaffEvent): EventForm {
  return {
    title: { ...e.title },
    body: { ...e.body },
    rules: { ...e.rules },
    prize: { ...e.prize },
    imageUrl: e.imageUrl,
    startsAt: toLocalInput(e.startsAt),
    endsAt: toLocalInput(e.endsAt),
    couponId: e.couponId === null ? '' : String(e.couponId),
    active: e.active,
  };
}

export function validateEvent(form: EventForm, currency: string): PathErrors {
  const errors: PathErrors = {};
  const check = checker(errors, currency);
  check.names('title', form.title);
  check.image('imageUrl', form.imageUrl);
  check.period(form.startsAt, form.endsAt, { required: true });
  return errors;
}

export function eventBodyOf(form: EventForm): EventBody {
  return {
    title: trimName(form.title),
    body: trimName(form.body),
    rules: trimName(form.rules),
    prize: trimName(form.prize),
    imageUrl: form.imageUrl.trim(),
    startsAt: fromLocalInput(form.startsAt) ?? '',
    endsAt: fromLocalInput(form.endsAt) ?? '',
    couponId: form.couponId ? Number(form.couponId) : null,
    active: form.active,
  };
}

export function eventBodyOfSaved(e: StaffEvent): EventBody {
  return {
    title: e.title,
    body: e.body,
    rules: e.rules,
    prize: e.prize,
    imageUrl: e.imageUrl,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    couponId: e.couponId,
    active: e.active,
  };
}

/* The lucky wheel, the spins earned and the check-in. */

export interface PrizeRow {
  type: PrizeType;
  amount: string;
}

export interface SegmentRow {
  label: Name;
  color: string;
  prize: PrizeRow;
  weight: string;
}

export interface EarnRow {
  on: boolean;
  amount: string;
  spins: string;
  maxPerDay: string;
}

/** The settings' form; `turnover` is the multiple of the event credit a credit prize pays. */
export interface MiniGamesForm {
  wheel: { enabled: boolean; turnover: string; segments: SegmentRow[] };
  earn: { perDeposit: EarnRow; perTurnover: EarnRow; dailyFree: string };
  checkIn: { enabled: boolean; turnover: string; days: PrizeRow[] };
}

/** Colours a new segment takes in turn. */
export const SEGMENT_COLORS = ['#f59e0b', '#ef4444', '#8b5cf6', '#10b981', '#3b82f6', '#ec4899', '#14b8a6', '#f97316'] as const;

const prizeRowOf = (prize: Prize): PrizeRow => ({ type: prize.type, amount: prize.type === 'none' ? '' : textOf(prize.amount) });
const earnRowOf = (rule: EarnRule | null | undefined): EarnRow =>
  rule
    ? { on: true, amount: textOf(rule.amount), spins: String(rule.spins), maxPerDay: String(rule.maxPerDay ?? 0) }
    : { on: false, amount: '', spins: '', maxPerDay: '0' };

export function newSegment(index: number): SegmentRow {
  return {
    label: emptyName(),
    color: SEGMENT_COLORS[index % SEGMENT_COLORS.length] ?? '#f59e0b',
    prize: { type: 'none', amount: '' },
    weight: '1',
  };
}

/** The form over the settings as the server sent them (a missing part is the server's default: off, none). */
export function miniGamesFormOf(s: MiniGameSettings): MiniGamesForm {
  const days = (s.checkIn?.days ?? []).slice(0, CHECK_IN_DAYS).map(prizeRowOf);
  while (days.length < CHECK_IN_DAYS) days.push({ type: 'none', amount: '' });
  return {
    wheel: {
      enabled: s.wheel?.enabled ?? false,
      turnover: textOf(s.wheel?.turnover) || '0',
      segments: (s.wheel?.segments ?? []).map((segment) => ({
        label: { ...segment.label },
        color: segment.color,
        prize: prizeRowOf(segment.prize),
        weight: String(segment.weight),
      })),
    },
    earn: {
      perDeposit: earnRowOf(s.earn?.perDeposit),
      perTurnover: earnRowOf(s.earn?.perTurnover),
      dailyFree: String(s.earn?.dailyFree ?? 0),
    },
    checkIn: { enabled: s.checkIn?.enabled ?? false, turnover: textOf(s.checkIn?.turnover) || '0', days },
  };
}

/**
 * Each weight's share of the draws in percent, two decimals (as the player's list shows it):
 * null for a weight that is not a whole number; all zeros when nothing can be drawn.
 */
export function oddsOf(weights: readonly string[]): Array<number | null> {
  const parsed = weights.map((w) => (WHOLE.test(w.trim()) ? Number(w.trim()) : null));
  const total = parsed.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  return parsed.map((w) => (w === null ? null : total > 0 ? Math.round((w * 10_000) / total) / 100 : 0));
}

function checkPrize(check: ReturnType<typeof checker>, path: string, prize: PrizeRow) {
  if (prize.type === 'credit') check.money(`${path}.amount`, prize.amount, { required: true, positive: true });
  else if (prize.type !== 'none') check.whole(`${path}.amount`, prize.amount, { required: true, positive: true });
}

function checkEarn(check: ReturnType<typeof checker>, path: string, row: EarnRow) {
  if (!row.on) return;
  check.money(`${path}.amount`, row.amount, { required: true, positive: true });
  check.whole(`${path}.spins`, row.spins, { required: true, positive: true });
  check.whole(`${path}.maxPerDay`, row.maxPerDay, { required: true });
}

export function validateMiniGames(form: MiniGamesForm, currency: string): PathErrors {
  const errors: PathErrors = {};
  const check = checker(errors, currency);
  const segments = form.wheel.segments;
  check.multiple('wheel.turnover', form.wheel.turnover);
  if (segments.length < MIN_SEGMENTS || segments.length > MAX_SEGMENTS) errors['wheel.segments'] = 'engagement.err.segmentCount';
  segments.forEach((segment, i) => {
    const path = `wheel.segments.${i}`;
    // A segment's label shows on the wheel in every language: all three are required.
    check.names(`${path}.label`, segment.label, { all: true });
    if (!COLOR.test(segment.color)) errors[`${path}.color`] = 'engagement.err.color';
    checkPrize(check, `${path}.prize`, segment.prize);
    check.whole(`${path}.weight`, segment.weight, { required: true });
  });
  const odds = oddsOf(segments.map((s) => s.weight));
  if (segments.length && odds.every((o) => o === 0)) errors['wheel.segments'] = 'engagement.err.weights';
  checkEarn(check, 'earn.perDeposit', form.earn.perDeposit);
  checkEarn(check, 'earn.perTurnover', form.earn.perTurnover);
  check.whole('earn.dailyFree', form.earn.dailyFree, { required: true });
  check.multiple('checkIn.turnover', form.checkIn.turnover);
  form.checkIn.days.forEach((day, i) => checkPrize(check, `checkIn.days.${i}`, day));
  return errors;
}

const prizeOf = (row: PrizeRow): Prize => ({ type: row.type, amount: row.type === 'none' ? 0 : num(row.amount) });
const earnOf = (row: EarnRow): EarnRule | null =>
  row.on ? { amount: num(row.amount), spins: num(row.spins), maxPerDay: num(row.maxPerDay) } : null;

export function miniGamesBodyOf(form: MiniGamesForm): MiniGameSettingsBody {
  return {
    wheel: {
      enabled: form.wheel.enabled,
      turnover: num(form.wheel.turnover),
      segments: form.wheel.segments.map((s) => ({
        label: trimName(s.label),
        color: s.color.toLowerCase(),
        prize: prizeOf(s.prize),
        weight: num(s.weight),
      })),
    },
    earn: { perDeposit: earnOf(form.earn.perDeposit), perTurnover: earnOf(form.earn.perTurnover), dailyFree: num(form.earn.dailyFree) },
    checkIn: { enabled: form.checkIn.enabled, turnover: num(form.checkIn.turnover), days: form.checkIn.days.map(prizeOf) },
  };
}

/* Ranks. */

export interface TierRow {
  name: Name;
  icon: string;
  threshold: string;
  cashbackRate: string;
  withdrawLimit: string;
  rankUpBonus: string;
}

export interface RanksForm {
  basis: RankBasis;
  diamondEvery: string;
  tiers: TierRow[];
}

export const newTier = (): TierRow => ({ name: emptyName(), icon: '⭐', threshold: '', cashbackRate: '0', withdrawLimit: '0', rankUpBonus: '0' });

export function ranksFormOf(s: RankSettings): RanksForm {
  return {
    basis: s.basis,
    diamondEvery: textOf(s.diamondEvery) || '0',
    tiers: [...s.tiers]
      .sort((a, b) => a.level - b.level)
      .map((tier) => ({
        name: { ...tier.name },
        icon: tier.icon,
        threshold: textOf(tier.threshold),
        cashbackRate: textOf(tier.cashbackRate) || '0',
        withdrawLimit: textOf(tier.withdrawLimit) || '0',
        rankUpBonus: textOf(tier.rankUpBonus) || '0',
      })),
  };
}

export function validateRanks(form: RanksForm, currency: string): PathErrors {
  const errors: PathErrors = {};
  const check = checker(errors, currency);
  check.money('diamondEvery', form.diamondEvery, { required: true });
  if (form.tiers.length > MAX_TIERS) errors.tiers = 'engagement.err.tierCount';
  const decimals = currencyDecimals(currency);
  let previous: number | null = null;
  form.tiers.forEach((tier, i) => {
    const path = `tiers.${i}`;
    check.names(`${path}.name`, tier.name, { all: true });
    if (!tier.icon.trim()) errors[`${path}.icon`] = 'engagement.err.required';
    else if (tier.icon.trim().length > 500) errors[`${path}.icon`] = 'engagement.err.tooLong';
    check.money(`${path}.threshold`, tier.threshold, { required: true });
    const threshold = parseFigure(tier.threshold, decimals);
    if (threshold !== null) {
      if (previous !== null && threshold <= previous) errors[`${path}.threshold`] = 'engagement.err.thresholdOrder';
      previous = threshold;
    }
    if (!tier.cashbackRate.trim()) errors[`${path}.cashbackRate`] = 'engagement.err.required';
    else if (parseFigure(tier.cashbackRate, 2, 100) === null) errors[`${path}.cashbackRate`] = 'engagement.err.percent';
    check.money(`${path}.withdrawLimit`, tier.withdrawLimit, { required: true });
    check.money(`${path}.rankUpBonus`, tier.rankUpBonus, { required: true });
  });
  return errors;
}

/** The settings of a checked form: tiers numbered from 1 in their order. */
export function ranksBodyOf(form: RanksForm): RankSettingsBody {
  return {
    basis: form.basis,
    diamondEvery: num(form.diamondEvery),
    tiers: form.tiers.map((tier, i) => ({
      level: i + 1,
      name: trimName(tier.name),
      icon: tier.icon.trim(),
      threshold: num(tier.threshold),
      cashbackRate: num(tier.cashbackRate),
      withdrawLimit: num(tier.withdrawLimit),
      rankUpBonus: num(tier.rankUpBonus),
    })),
  };
}

/* Rewards. */

export interface RewardItemForm {
  name: Name;
  imageUrl: string;
  kind: RewardKind;
  amount: string;
  /** The turnover multiple of a credit item's event credit. */
  turnover: string;
  price: string;
  /** Empty: unlimited. */
  stock: string;
  active: boolean;
  /** The item's place in the player's list (lower first). */
  sort: string;
}

export function emptyRewardItemForm(): RewardItemForm {
  return { name: emptyName(), imageUrl: '', kind: 'credit', amount: '', turnover: '0', price: '', stock: '', active: true, sort: '0' };
}

export function rewardItemFormOf(item: StaffRewardItem): RewardItemForm {
  return {
    name: { ...item.name },
    imageUrl: item.imageUrl,
    kind: item.kind,
    amount: item.kind === 'physical' ? '' : textOf(item.amount),
    turnover: textOf(item.turnover) || '0',
    price: String(item.price),
    stock: item.stock === null ? '' : String(item.stock),
    active: item.active,
    sort: String(item.sort),
  };
}

export function validateRewardItem(form: RewardItemForm, currency: string): PathErrors {
  const errors: PathErrors = {};
  const check = checker(errors, currency);
  check.names('name', form.name, { all: true });
  check.image('imageUrl', form.imageUrl);
  if (form.kind === 'credit') {
    check.money('amount', form.amount, { required: true, positive: true });
    check.multiple('turnover', form.turnover);
  }
  if (form.kind === 'spins') check.whole('amount', form.amount, { required: true, positive: true });
  check.whole('price', form.price, { required: true, positive: true });
  check.whole('stock', form.stock);
  check.whole('sort', form.sort, { required: true });
  return errors;
}

export function rewardItemBodyOf(form: RewardItemForm): RewardItemBody {
  return {
    name: trimName(form.name),
    imageUrl: form.imageUrl.trim(),
    kind: form.kind,
    amount: form.kind === 'physical' ? 0 : num(form.amount),
    turnover: form.kind === 'credit' ? num(form.turnover) : 0,
    price: num(form.price),
    stock: form.stock.trim() ? num(form.stock) : null,
    active: form.active,
    sort: num(form.sort),
  };
}

export function rewardItemBodyOfSaved(item: StaffRewardItem): RewardItemBody {
  return {
    name: item.name,
    imageUrl: item.imageUrl,
    kind: item.kind,
    amount: item.amount,
    turnover: item.turnover,
    price: item.price,
    stock: item.stock,
    active: item.active,
    sort: item.sort,
  };
}

/* The server's refusals. */

/** The part of a validation message (`path: text; path: text`) about one path. */
function detailOf(systemMsg: string | undefined, raw: string): string {
  if (!systemMsg) return '';
  return systemMsg
    .split('; ')
    .filter((part) => part.startsWith(`${raw}:`))
    .map((part) => part.slice(part.indexOf(':') + 1).trim())
    .join('; ');
}

/**
 * A path the server names, as one of the form's fields: itself, a field it ends with
 * (`nameTh` → `name.nameTh`), the first field of a list's row or of a name
 * (`tiers.1.name` → `tiers.1.name.nameTh`), or else the nearest of its parents the form has
 * (`wheel.segments.3.weight` of a list without that row → `wheel.segments`).
 */
function placeOf(raw: string, known: readonly string[]): string | null {
  const path = raw.replace(/^body\./, '');
  if (known.includes(path)) return path;
  const suffix = known.find((k) => k.endsWith(`.${path}`));
  if (suffix) return suffix;
  const child = known.find((k) => k.startsWith(`${path}.`));
  if (child && (/\.\d+(\.|$)/.test(path) || child === `${path}.nameTh`)) return child;
  const parent = path.slice(0, Math.max(0, path.lastIndexOf('.')));
  return parent ? placeOf(parent, known) : null;
}

/**
 * The server's refusal (0000) at the fields it names, each with the server's own words where it
 * gave some: the paths of its message (`wheel.segments.1.weight: …`) first, then the fields it
 * lists that no such path is under. `rest` says it named something the form has no field for
 * (or was another refusal).
 */
export function serverFieldErrors(error: unknown, known: readonly string[]): { fields: Record<string, string>; rest: boolean } {
  if (!isApiError(error) || error.errorCode !== '0000') return { fields: {}, rest: true };
  const raws: string[] = [];
  for (const part of (error.systemMsg ?? '').split('; ')) {
    const colon = part.indexOf(':');
    const place = colon > 0 ? part.slice(0, colon).trim() : '';
    if (/^[A-Za-z][\w.]*$/.test(place) && !raws.includes(place)) raws.push(place);
  }
  for (const field of error.fields) {
    if (!raws.some((raw) => raw === field || raw.startsWith(`${field}.`))) raws.push(field);
  }
  const fields: Record<string, string> = {};
  let rest = raws.length === 0;
  for (const raw of raws) {
    const place = placeOf(raw, known);
    if (place) fields[place] = [fields[place], detailOf(error.systemMsg, raw)].filter(Boolean).join('; ');
    else rest = true;
  }
  return { fields, rest };
}

/** The paths of a form's text fields and lists (`wheel.segments.0.label.nameTh`, `wheel.segments`). */
export function pathsOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return prefix ? [prefix] : [];
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const own = prefix && Array.isArray(value) ? [prefix] : [];
  return [...own, ...entries.flatMap(([key, v]) => pathsOf(v, prefix ? `${prefix}.${key}` : key))];
}

/* Values by path. */

/** The value at a dotted path (`wheel.segments.2.weight`), or undefined. */
export function getPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `value` with `next` at a dotted path; lists stay lists. */
export function setPath<T>(value: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split('.');
  if (key === undefined) return value;
  const child = rest.length ? setPath((value as Record<string, unknown>)[key], rest.join('.'), next) : next;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(key)] = child;
    return copy as T;
  }
  return { ...(value as object), [key]: child } as T;
}
