import type { TFunction } from 'i18next';

import { formatDateTime, localeTag, numberFormat } from '@/lib/date';
import { formatMoney, toMinorUnits } from '@/lib/money';

import { isClaimReason, promotionTypeName, type GameRule, type Promotion } from './types';

/** One condition of a promotion in plain words; `id` names the rule it comes from. */
export interface ConditionLine {
  id: string;
  text: string;
}

export interface ConditionContext {
  t: TFunction<'promotions'>;
  currency: string;
  language: string;
  /** The agent's time zone, for the schedule's dates. */
  timeZone?: string | null;
  /** A game category as the site names it. */
  categoryLabel(category: string): string;
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A plain number (a multiplier, a percentage) in the interface language: "10", "1.5". */
export function formatFigure(value: number | string | null | undefined, language: string): string {
  const number = typeof value === 'string' ? Number(value) : (value ?? 0);
  return numberFormat(localeTag(language), { maximumFractionDigits: 2 }).format(Number.isFinite(number) ? number : 0);
}

function positive(value: number | string | null | undefined): boolean {
  const number = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(number) && number > 0;
}

/** The games a promotion's credit may be played in: every game, or categories and providers. */
export function gamesText(rules: readonly GameRule[], ctx: ConditionContext): string {
  const { t } = ctx;
  if (rules.length === 0) return t('conditions.gamesAll');
  const list = rules.map((rule) => {
    const category = ctx.categoryLabel(rule.category);
    const providers = rule.providers ?? ['all'];
    if (providers.length === 0 || providers.some((p) => p.toLowerCase() === 'all')) {
      return t('conditions.allProviders', { category });
    }
    return t('conditions.someProviders', { category, providers: providers.join(', ') });
  });
  return t('conditions.games', { list: list.join(t('weekdays.separator')) });
}

function weekdaysText(days: readonly number[], t: TFunction<'promotions'>): string | null {
  const unique = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (unique.length === 0 || unique.length === 7) return null;
  return unique.map((d) => t(`weekdays.${WEEKDAYS[d]!}`)).join(t('weekdays.separator'));
}

/** happyTime: the weekdays and hours a deposit must be filed in. */
function happyTimeText(promotion: Promotion, t: TFunction<'promotions'>): string | null {
  const { weekdays, fromTime, toTime } = promotion.schedule;
  const days = weekdaysText(weekdays, t);
  const hours = fromTime && toTime ? { from: fromTime, to: toTime } : null;
  if (days && hours) return t('conditions.happyDaysHours', { days, ...hours });
  if (hours) return t('conditions.happyHours', hours);
  if (days) return t('conditions.happyDays', { days });
  return null;
}

function bonusLines(promotion: Promotion, ctx: ConditionContext): ConditionLine[] {
  const { t, currency, language } = ctx;
  if (promotionTypeName(promotion.promotionTypeId) === 'stackTopUp') {
    return [
      { id: 'bonus', text: t('conditions.bonusTiers') },
      ...promotion.stackTiers.map((tier, index) => ({
        id: `tier-${index}`,
        text: t('conditions.tier', { deposit: formatMoney(tier.deposit, currency), bonus: formatMoney(tier.bonus, currency) }),
      })),
    ];
  }
  const { bonus } = promotion;
  if (bonus.type === 'fixed') {
    return [{ id: 'bonus', text: t('conditions.bonusFixed', { amount: formatMoney(bonus.amount, currency) }) }];
  }
  const percent = formatFigure(bonus.percent, language);
  return [
    {
      id: 'bonus',
      text: positive(bonus.maximum)
        ? t('conditions.bonusPercentMax', { percent, maximum: formatMoney(bonus.maximum, currency) })
        : t('conditions.bonusPercent', { percent }),
    },
  ];
}

function typeLine(promotion: Promotion, ctx: ConditionContext): string | null {
  const { t } = ctx;
  switch (promotionTypeName(promotion.promotionTypeId)) {
    case 'happyTime':
      return happyTimeText(promotion, t);
    case 'onetime':
      return t('conditions.onetime');
    case 'onceADay':
      return t('conditions.onceADay');
    case 'welcomeBack':
      return t('conditions.welcomeBack', { days: promotion.welcomeBackDays ?? 0 });
    case 'firstTime':
      return t('conditions.firstTime');
    case 'firstADay':
      return t('conditions.firstADay');
    case 'manualByAdmin':
      return t('conditions.manualByAdmin');
    default:
      return null;
  }
}

function scheduleLine(promotion: Promotion, ctx: ConditionContext): string | null {
  const { t, language, timeZone } = ctx;
  const { startsAt, endsAt } = promotion.schedule;
  const from = startsAt ? formatDateTime(startsAt, language, timeZone) : null;
  const to = endsAt ? formatDateTime(endsAt, language, timeZone) : null;
  if (from && to) return t('conditions.between', { from, to });
  if (from) return t('conditions.from', { from });
  if (to) return t('conditions.until', { to });
  return null;
}

/**
 * A promotion's conditions in plain words, from its structured fields (docs/promotions.md §1):
 * the bonus (a percentage up to its maximum, a fixed amount, or the stack tiers), the minimum
 * deposit, the turnover (an amount or a multiple of deposit + bonus) and what it is counted on,
 * the withdrawal cap (an amount or a multiple of the deposit), the games, the type's own rule
 * (happy hours, welcome-back days…) and the schedule.
 */
export function promotionConditions(promotion: Promotion, context: ConditionContext): ConditionLine[] {
  // Amounts are in the promotion's own currency (the agent's), when it says.
  const ctx = promotion.currencyCode ? { ...context, currency: promotion.currencyCode } : context;
  const { t, currency, language } = ctx;
  const lines = bonusLines(promotion, ctx);
  const type = promotionTypeName(promotion.promotionTypeId);
  const { turnOver } = promotion;

  if (type !== 'stackTopUp' && toMinorUnits(turnOver.minimumDeposit, currency) > 0) {
    lines.push({ id: 'minimumDeposit', text: t('conditions.minimumDeposit', { amount: formatMoney(turnOver.minimumDeposit, currency) }) });
  }
  if (positive(turnOver.turn)) {
    lines.push({
      id: 'turnover',
      text:
        promotion.turnType === 1
          ? t('conditions.turnUnit', { amount: formatMoney(turnOver.turn, currency) })
          : t('conditions.turnMulti', { times: formatFigure(turnOver.turn, language) }),
    });
    lines.push({
      id: 'basis',
      text: promotion.condition.promotionTurnOverType === 1 ? t('conditions.basisCredit') : t('conditions.basisPlay'),
    });
  }
  lines.push({
    id: 'maximumWithdraw',
    text:
      promotion.promotionWithdrawType === 1
        ? t('conditions.withdrawFixed', { amount: formatMoney(turnOver.maximumWithdraw, currency) })
        : t('conditions.withdrawMulti', { times: formatFigure(turnOver.maximumWithdraw, language) }),
  });
  lines.push({ id: 'games', text: gamesText(promotion.gameConfig, ctx) });

  const rule = typeLine(promotion, ctx);
  if (rule) lines.push({ id: 'type', text: rule });
  const schedule = scheduleLine(promotion, ctx);
  if (schedule) lines.push({ id: 'schedule', text: schedule });
  return lines;
}

/** Why a promotion cannot be claimed, in plain words (an unknown reason reads as "not now"). */
export function reasonText(reason: string | null | undefined, t: TFunction<'promotions'>): string {
  return isClaimReason(reason) ? t(`reasons.${reason}`) : t('reasons.other');
}

/** A promotion's name in the interface language; Vietnamese falls back to English, then Thai. */
export function promotionName(promotion: Pick<Promotion, 'name'>, language: string): string {
  const { nameTh, nameEn, nameVi } = promotion.name;
  if (language === 'vi') return nameVi || nameEn || nameTh;
  if (language === 'en') return nameEn || nameTh;
  return nameTh || nameEn;
}
