"""The promotion rules of spec §4–§5 and docs/promotions.md as pure functions of integers of
minor units: who may claim what, how big the bonus is, what turnover it asks, what may be
withdrawn and when the promotion ends."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import ROUND_CEILING, ROUND_DOWN, Decimal

NORMAL, HAPPY_TIME, ONETIME, ONCE_A_DAY, WELCOME_BACK = 1, 2, 3, 4, 5
FIRST_TIME, STACK_TOP_UP, FIRST_A_DAY, MANUAL_BY_ADMIN = 6, 7, 8, 9
TYPE_NAMES = {
    NORMAL: "normal",
    HAPPY_TIME: "happyTime",
    ONETIME: "onetime",
    ONCE_A_DAY: "onceADay",
    WELCOME_BACK: "welcomeBack",
    FIRST_TIME: "firstTime",
    STACK_TOP_UP: "stackTopUp",
    FIRST_A_DAY: "firstADay",
    MANUAL_BY_ADMIN: "manualByAdmin",
}
UNIT, MULTI = 1, 2  # turn types
BY_CREDIT, BY_PLAY = 1, 2  # turn bases
FIXED = 1  # withdraw type 1; anything else is a multiple of the promotion cash


@dataclass(frozen=True)
class Terms:
    """The turnover and withdraw terms a claim runs under."""

    turn_basis: int
    turn_type: int
    turn: Decimal  # minor units (unit) or a multiplier (multi)
    withdraw_type: int
    maximum_withdraw: Decimal  # minor units (fixed) or a multiplier of the promotion cash
    manual: bool = False  # manualByAdmin: the manual figures below apply
    manual_turn_type: int = UNIT
    manual_turn: Decimal = Decimal(0)


@dataclass(frozen=True)
class Figures:
    """The wallet's figures the rules read, in minor units."""

    credit: int  # at home plus at a game upstream
    cash_promotion: int = 0
    credit_promotion: int = 0
    event_credit: int = 0
    played: int = 0  # bets recorded since the promotion began
    topped_up: int = 0  # deposits made while the promotion was active (part of cash_promotion)


def _ceil(value: Decimal) -> int:
    return int(value.to_integral_value(rounding=ROUND_CEILING))


def _floor(value: Decimal) -> int:
    return int(value.to_integral_value(rounding=ROUND_DOWN))


def required_turn(terms: Terms, figures: Figures) -> int:
    """Spec §5: manual promotions use the manual figure; others the promotion's turn, fixed
    or multiplied by the promotion's cash, credit and event credit."""
    kind, turn = (
        (terms.manual_turn_type, terms.manual_turn)
        if terms.manual
        else (terms.turn_type, terms.turn)
    )
    if kind == UNIT:
        return _ceil(turn)
    return _ceil(turn * (figures.cash_promotion + figures.credit_promotion + figures.event_credit))


def reached_by(terms: Terms, figures: Figures) -> int:
    """What the turnover is judged on: the credit (basis 1) or the amount played (basis 2;
    DESIGN §5: the same rule with the bets in place of the credit)."""
    return figures.played if terms.turn_basis == BY_PLAY else figures.credit


def turnover_reached(terms: Terms, figures: Figures) -> bool:
    return reached_by(terms, figures) >= required_turn(terms, figures)


def maximum_withdraw(terms: Terms, figures: Figures) -> int:
    """The cap: fixed, or a multiple of the qualifying deposit; a deposit the player made
    while the promotion was active raises it by itself (the player's own money is never
    seized). A maximum of 0 is no cap."""
    if terms.maximum_withdraw <= 0:
        return figures.credit  # 0: no cap, as a bonus maximum of 0 is none
    if terms.withdraw_type == FIXED:
        cap = _floor(terms.maximum_withdraw)
    else:
        # A manual grant has no deposit: its multiple is of the bonus.
        cash = figures.cash_promotion - figures.topped_up or figures.credit_promotion
        cap = _floor(terms.maximum_withdraw * cash)
    return cap + figures.topped_up


# ----- claiming ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Offer:
    """What the claim rules need of a promotion."""

    type_id: int
    is_active: bool
    starts_at: datetime | None
    ends_at: datetime | None
    minimum_deposit: int
    bonus_type: str  # percent or fixed
    bonus_percent: Decimal
    bonus_amount: int
    bonus_maximum: int  # 0: no cap
    weekdays: tuple[int, ...] = ()
    from_minute: int | None = None
    to_minute: int | None = None
    welcome_back_days: int | None = None
    stack_tiers: tuple[tuple[int, int], ...] = ()  # (day's deposits, bonus), ascending


@dataclass(frozen=True)
class Past:
    """The player's history as the claim rules read it, at the instant of the deposit."""

    deposits_before: int = 0  # approved deposits before this one
    last_deposit_at: datetime | None = None  # the latest of them
    deposits_today_before: int = 0  # of them, today's (the agent's day)
    claimed_ever: bool = False  # this promotion, ever
    claimed_today: bool = False  # this promotion, today
    deposited_today: int = 0  # today's approved deposits, this one included
    stack_level: int = 0  # tiers of this promotion unlocked today
    active_promotion: bool = False
    credit: int = 0  # before this deposit


@dataclass(frozen=True)
class ClearCredit:
    """The agent's rule that the credit be cleared before a new promotion (spec §9)."""

    required: bool = False
    below: int = 0


def in_happy_time(offer: Offer, local: datetime) -> bool:
    """Inside the configured weekdays and hours; a window whose end is before its start runs
    past midnight and belongs to the weekday it started on."""
    if offer.from_minute is None or offer.to_minute is None:
        start_day_ok = not offer.weekdays or local.weekday() in offer.weekdays
        return start_day_ok
    minute = local.hour * 60 + local.minute
    start, end = offer.from_minute, offer.to_minute
    if start <= end:
        inside, day = start <= minute < end, local
    elif minute >= start:
        inside, day = True, local
    else:
        inside, day = minute < end, local - timedelta(days=1)
    return inside and (not offer.weekdays or day.weekday() in offer.weekdays)


def refusal(
    offer: Offer,
    past: Past,
    *,
    local: datetime,
    deposit: int | None,
    clear: ClearCredit,
    extending: bool = False,
) -> str | None:
    """Why this player may not claim this promotion with this deposit (None: they may).

    `local` is the instant the deposit was filed, in the agent's time zone; `deposit` None
    judges everything but the deposit (the promotion page, a reservation). `extending` is a
    stackTopUp deposit on the same day's running claim, which the one-active rule allows."""
    if offer.type_id == MANUAL_BY_ADMIN:
        return "staff_only"
    if not offer.is_active:
        return "inactive"
    if offer.starts_at is not None and local < offer.starts_at:
        return "not_started"
    if offer.ends_at is not None and local >= offer.ends_at:
        return "ended"
    if past.active_promotion and not extending:
        return "active_promotion"
    # A credit under one minor unit has nothing left to clear, whatever the setting.
    if clear.required and not extending and past.credit >= max(clear.below, 1):
        return "clear_credit"
    if offer.type_id == HAPPY_TIME and not in_happy_time(offer, local):
        return "outside_hours"
    if offer.type_id == ONETIME and past.claimed_ever:
        return "used"
    if offer.type_id in (ONCE_A_DAY, STACK_TOP_UP) and past.claimed_today and not extending:
        # A stack top-up runs once a day: ended, it is not started again that day.
        return "used_today"
    if offer.type_id == FIRST_TIME and past.deposits_before > 0:
        return "not_first_deposit"
    if offer.type_id == FIRST_A_DAY and past.deposits_today_before > 0:
        return "not_first_today"
    if offer.type_id == WELCOME_BACK:
        days = offer.welcome_back_days or 0
        last = past.last_deposit_at
        if last is None:
            return "not_welcome_back"
        if local - last.astimezone(local.tzinfo) < timedelta(days=days):
            return "not_welcome_back"
    if deposit is None:
        return None
    if offer.type_id == STACK_TOP_UP:
        level, _ = stack_bonus(offer, past.deposited_today, past.stack_level)
        return None if level > past.stack_level else "no_tier"
    if deposit < offer.minimum_deposit:
        return "below_minimum"
    return None


def bonus(offer: Offer, deposit: int) -> int:
    """The bonus of a deposit: a percentage (down to the minor unit, up to the cap) or fixed."""
    if offer.bonus_type == "fixed":
        return offer.bonus_amount
    amount = _floor(Decimal(deposit) * offer.bonus_percent / 100)
    return min(amount, offer.bonus_maximum) if offer.bonus_maximum > 0 else amount


def stack_bonus(offer: Offer, deposited_today: int, level: int) -> tuple[int, int]:
    """(tiers unlocked, bonus of the tiers newly unlocked) for the day's deposits so far."""
    unlocked = sum(1 for threshold, _ in offer.stack_tiers if deposited_today >= threshold)
    unlocked = max(unlocked, level)
    return unlocked, sum(amount for _, amount in offer.stack_tiers[level:unlocked])


def claim_key(type_id: int, day: str) -> str | None:
    """What makes a claim unique per player and promotion (a partial unique index)."""
    if type_id in (ONETIME, FIRST_TIME):
        return "once"
    if type_id in (ONCE_A_DAY, FIRST_A_DAY, STACK_TOP_UP):
        return day
    return None


# ----- withdrawing and ending ------------------------------------------------------------------


@dataclass(frozen=True)
class Cashable:
    amount: int  # what may be withdrawn now
    required: int
    remaining: int  # turnover still missing, 0 when reached
    cap: int  # the maximum withdraw
    seize: int  # credit above the cap, seized when a withdrawal is made


def cashable(terms: Terms, figures: Figures) -> Cashable:
    """Spec §5 with an active promotion: the credit if the turnover is reached, capped at the
    maximum withdraw, else 0."""
    required = required_turn(terms, figures)
    reached = reached_by(terms, figures)
    cap = maximum_withdraw(terms, figures)
    if reached < required:
        return Cashable(0, required, required - reached, cap, 0)
    amount = min(figures.credit, cap)
    return Cashable(amount, required, 0, cap, figures.credit - amount)


def below_threshold(credit: int, clear: ClearCredit, unit: int) -> bool:
    """The promotion ends when the credit falls below the agent's threshold (at least one
    unit of the currency, whatever the setting: a promotion on nothing is over)."""
    return credit < max(clear.below, unit)


def fits(game_config: list[dict[str, object]], category: str, provider: str) -> bool:
    """Spec §4 step 3: the game's category and provider fit the promotion's gameConfig
    (provider `all` permits any; no rule at all permits every game)."""
    if not game_config:
        return True
    for rule in game_config:
        if str(rule.get("category", "")).lower() != category.lower():
            continue
        providers = [str(p).lower() for p in rule.get("providers") or ["all"]]  # type: ignore[union-attr]
        if "all" in providers or provider.lower() in providers:
            return True
    return False
