"""The promotion engine's pure rules (docs/promotions.md §2–§5): who may claim what, the bonus,
the turnover, the maximum withdraw, what may be cashed and when a promotion is over."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from promptplay.cashier.rules import WalletFigures, Withdrawable, withdrawable
from promptplay.promotions.rules import (
    BY_CREDIT,
    BY_PLAY,
    FIRST_A_DAY,
    FIRST_TIME,
    FIXED,
    HAPPY_TIME,
    MANUAL_BY_ADMIN,
    MULTI,
    NORMAL,
    ONCE_A_DAY,
    ONETIME,
    STACK_TOP_UP,
    UNIT,
    WELCOME_BACK,
    Cashable,
    ClearCredit,
    Figures,
    Offer,
    Past,
    Terms,
    below_threshold,
    bonus,
    cashable,
    claim_key,
    fits,
    in_happy_time,
    maximum_withdraw,
    reached_by,
    refusal,
    required_turn,
    stack_bonus,
    turnover_reached,
)

ZONE = ZoneInfo("Asia/Bangkok")
MULTIPLE = 2  # withdraw type: a multiple of the promotion cash
FRIDAY, SATURDAY, SUNDAY = 4, 5, 6


def at(day: int, hour: int, minute: int = 0, second: int = 0) -> datetime:
    """An instant of January 2025 in the agent's zone (the 3rd is a Friday, the 4th a
    Saturday, the 5th a Sunday, the 6th a Monday)."""
    return datetime(2025, 1, day, hour, minute, second, tzinfo=ZONE)


NOON_FRIDAY = at(3, 12)

BASE = Offer(
    type_id=NORMAL,
    is_active=True,
    starts_at=None,
    ends_at=None,
    minimum_deposit=10_000,
    bonus_type="percent",
    bonus_percent=Decimal(10),
    bonus_amount=0,
    bonus_maximum=0,
)


def offer(**changes: object) -> Offer:
    return replace(BASE, **changes)  # type: ignore[arg-type]


def verdict(
    promotion: Offer = BASE,
    past: Past | None = None,
    *,
    local: datetime = NOON_FRIDAY,
    deposit: int | None = 10_000,
    clear: ClearCredit | None = None,
    extending: bool = False,
) -> str | None:
    return refusal(
        promotion,
        past or Past(),
        local=local,
        deposit=deposit,
        clear=clear or ClearCredit(),
        extending=extending,
    )


TIERS = ((10_000, 1_000), (30_000, 4_000), (50_000, 10_000))

# For each type a promotion and a history under which a deposit of 10 000 at Friday noon
# may claim it; the tests below change one thing at a time.
CLAIMABLE: dict[int, tuple[Offer, Past]] = {
    NORMAL: (offer(), Past()),
    HAPPY_TIME: (
        offer(type_id=HAPPY_TIME, weekdays=(FRIDAY,), from_minute=11 * 60, to_minute=13 * 60),
        Past(deposits_before=2),
    ),
    ONETIME: (offer(type_id=ONETIME), Past(deposits_before=5)),
    ONCE_A_DAY: (offer(type_id=ONCE_A_DAY), Past(deposits_before=5, claimed_ever=True)),
    WELCOME_BACK: (
        offer(type_id=WELCOME_BACK, welcome_back_days=7),
        Past(deposits_before=3, last_deposit_at=NOON_FRIDAY - timedelta(days=30)),
    ),
    FIRST_TIME: (offer(type_id=FIRST_TIME), Past()),
    STACK_TOP_UP: (
        offer(type_id=STACK_TOP_UP, stack_tiers=TIERS),
        Past(deposited_today=10_000),
    ),
    FIRST_A_DAY: (
        offer(type_id=FIRST_A_DAY),
        Past(deposits_before=9, last_deposit_at=NOON_FRIDAY - timedelta(days=1)),
    ),
}
PLAYER_TYPES = sorted(CLAIMABLE)


def test_every_type_but_manual_has_a_claimable_case() -> None:
    assert set(PLAYER_TYPES) == set(range(1, 9))
    for type_id, (promotion, past) in CLAIMABLE.items():
        assert verdict(promotion, past) is None, type_id
        assert verdict(promotion, past, deposit=None) is None, type_id


# ----- refusals every type shares -----------------------------------------------------------


@pytest.mark.parametrize("type_id", PLAYER_TYPES)
def test_an_inactive_promotion_is_refused_even_when_extending(type_id: int) -> None:
    promotion, past = CLAIMABLE[type_id]
    promotion = replace(promotion, is_active=False)
    assert verdict(promotion, past) == "inactive"
    assert verdict(promotion, past, deposit=None) == "inactive"
    assert verdict(promotion, past, extending=True) == "inactive"


@pytest.mark.parametrize("type_id", PLAYER_TYPES)
def test_schedule_start_is_inclusive_and_end_exclusive(type_id: int) -> None:
    promotion, past = CLAIMABLE[type_id]
    second = timedelta(seconds=1)
    # The schedule is in UTC, the deposit instant in the agent's zone: the same instants.
    instant = NOON_FRIDAY.astimezone(UTC)
    assert verdict(replace(promotion, starts_at=instant + second), past) == "not_started"
    assert verdict(replace(promotion, starts_at=instant), past) is None
    assert verdict(replace(promotion, ends_at=instant), past) == "ended"
    assert verdict(replace(promotion, ends_at=instant - second), past) == "ended"
    assert verdict(replace(promotion, ends_at=instant + second), past) is None
    assert (
        verdict(replace(promotion, starts_at=instant - second, ends_at=instant + second), past)
        is None
    )


@pytest.mark.parametrize("type_id", PLAYER_TYPES)
def test_one_active_promotion_at_a_time_unless_extending(type_id: int) -> None:
    promotion, past = CLAIMABLE[type_id]
    busy = replace(past, active_promotion=True)
    assert verdict(promotion, busy) == "active_promotion"
    assert verdict(promotion, busy, deposit=None) == "active_promotion"
    assert verdict(promotion, busy, extending=True) is None


@pytest.mark.parametrize("type_id", PLAYER_TYPES)
def test_clear_credit_refuses_credit_at_or_above_the_threshold(type_id: int) -> None:
    promotion, past = CLAIMABLE[type_id]
    clear = ClearCredit(required=True, below=50_000)
    assert verdict(promotion, replace(past, credit=49_999), clear=clear) is None
    assert verdict(promotion, replace(past, credit=50_000), clear=clear) == "clear_credit"
    assert verdict(promotion, replace(past, credit=75_000), clear=clear) == "clear_credit"
    assert verdict(promotion, replace(past, credit=75_000), clear=clear, deposit=None) == (
        "clear_credit"
    )
    assert verdict(promotion, replace(past, credit=75_000), clear=clear, extending=True) is None
    not_required = ClearCredit(required=False, below=50_000)
    assert verdict(promotion, replace(past, credit=10**9), clear=not_required) is None


def test_an_empty_wallet_has_cleared_its_credit_whatever_the_threshold() -> None:
    """`clearCreditBelow` may be set to 0 (the settings accept any amount from 0): a player
    with no credit at all has nothing left to clear and may claim, as `below_threshold` (at
    least one unit whatever the setting) would already have ended a promotion on it."""
    clear = ClearCredit(required=True, below=0)
    assert below_threshold(0, clear, 100)
    assert verdict(past=Past(credit=0), clear=clear) is None


@pytest.mark.parametrize("type_id", [t for t in PLAYER_TYPES if t != STACK_TOP_UP])
def test_below_minimum_only_when_a_deposit_is_given(type_id: int) -> None:
    promotion, past = CLAIMABLE[type_id]
    promotion = replace(promotion, minimum_deposit=25_000)
    assert verdict(promotion, past, deposit=24_999) == "below_minimum"
    assert verdict(promotion, past, deposit=25_000) is None
    assert verdict(promotion, past, deposit=None) is None


def test_a_normal_promotion_takes_any_qualifying_deposit() -> None:
    for past in (Past(), Past(deposits_before=50, claimed_ever=True, claimed_today=True)):
        assert verdict(past=past, deposit=10_000) is None
        assert verdict(past=past, deposit=10**9) is None
        assert verdict(past=past, deposit=9_999) == "below_minimum"


# ----- one type at a time -------------------------------------------------------------------

OVER_MIDNIGHT = offer(type_id=HAPPY_TIME, weekdays=(FRIDAY,), from_minute=22 * 60, to_minute=2 * 60)


@pytest.mark.parametrize(
    ("local", "expected"),
    [
        (at(3, 12), None),
        (at(3, 11), None),  # start inclusive
        (at(3, 10, 59, 59), "outside_hours"),
        (at(3, 12, 59, 59), None),
        (at(3, 13), "outside_hours"),  # end exclusive
        (at(4, 12), "outside_hours"),  # Saturday
        (at(10, 12), None),  # the next Friday
    ],
)
def test_happy_time_within_a_day(local: datetime, expected: str | None) -> None:
    promotion, past = CLAIMABLE[HAPPY_TIME]
    assert verdict(promotion, past, local=local) == expected


@pytest.mark.parametrize(
    ("local", "expected"),
    [
        (at(3, 22), None),  # Friday, start inclusive
        (at(3, 21, 59, 59), "outside_hours"),
        (at(3, 23, 59, 59), None),
        (at(4, 0), None),  # Saturday after midnight: Friday's window
        (at(4, 1), None),
        (at(4, 1, 59, 59), None),
        (at(4, 2), "outside_hours"),  # end exclusive
        (at(3, 1), "outside_hours"),  # Friday 01:00 belongs to Thursday's window
        (at(4, 23), "outside_hours"),  # Saturday night
        (at(5, 1), "outside_hours"),  # Sunday 01:00 belongs to Saturday's window
    ],
)
def test_happy_time_past_midnight_belongs_to_the_day_it_started(
    local: datetime, expected: str | None
) -> None:
    assert verdict(OVER_MIDNIGHT, local=local) == expected


def test_happy_time_without_weekdays_runs_every_day() -> None:
    every_day = replace(OVER_MIDNIGHT, weekdays=())
    for day in range(3, 10):
        assert verdict(every_day, local=at(day, 23)) is None
        assert verdict(every_day, local=at(day, 1)) is None
        assert verdict(every_day, local=at(day, 12)) == "outside_hours"


def test_happy_time_weekdays_without_hours_is_the_whole_day() -> None:
    weekend = offer(type_id=HAPPY_TIME, weekdays=(SATURDAY, SUNDAY))
    assert in_happy_time(weekend, at(4, 0))
    assert in_happy_time(weekend, at(5, 23, 59, 59))
    assert not in_happy_time(weekend, at(3, 23, 59, 59))
    assert not in_happy_time(weekend, at(6, 0))


windows = st.tuples(st.integers(0, 1439), st.integers(0, 1439)).filter(lambda w: w[0] != w[1])
weekday_sets = st.lists(st.integers(0, 6), unique=True).map(tuple)


@settings(max_examples=25, deadline=None)
@given(window=windows, weekdays=weekday_sets)
def test_happy_time_lasts_its_length_on_each_of_its_days(
    window: tuple[int, int], weekdays: tuple[int, ...]
) -> None:
    """Over a whole week, minute by minute, the window is open for its length (wrapping past
    midnight when it ends before it starts) on each configured day (all seven when none)."""
    start, end = window
    promotion = offer(type_id=HAPPY_TIME, weekdays=weekdays, from_minute=start, to_minute=end)
    monday = at(6, 0)
    open_minutes = sum(
        in_happy_time(promotion, monday + timedelta(minutes=m)) for m in range(7 * 24 * 60)
    )
    length = end - start if start < end else 24 * 60 - start + end
    assert open_minutes == length * (len(weekdays) or 7)


instants = st.datetimes(
    min_value=datetime(2024, 1, 1), max_value=datetime(2026, 12, 31), timezones=st.just(ZONE)
)


@given(start=st.integers(1, 1439), end=st.integers(0, 1438), weekdays=weekday_sets, local=instants)
def test_a_window_past_midnight_is_the_evening_plus_the_next_morning(
    start: int, end: int, weekdays: tuple[int, ...], local: datetime
) -> None:
    """22:00–02:00 on Friday is 22:00–24:00 on Friday plus 00:00–02:00 on Saturday."""
    if end >= start:
        return
    wrapped = offer(type_id=HAPPY_TIME, weekdays=weekdays, from_minute=start, to_minute=end)
    evening = replace(wrapped, to_minute=24 * 60)
    morning = replace(wrapped, from_minute=0, weekdays=tuple(sorted((d + 1) % 7 for d in weekdays)))
    assert in_happy_time(wrapped, local) == (
        in_happy_time(evening, local) or in_happy_time(morning, local)
    )


def test_onetime_once_ever() -> None:
    promotion, past = CLAIMABLE[ONETIME]
    assert verdict(promotion, replace(past, claimed_ever=True)) == "used"
    assert verdict(promotion, replace(past, claimed_ever=True), deposit=None) == "used"
    assert verdict(promotion, replace(past, claimed_ever=False)) is None


def test_once_a_day_once_today() -> None:
    promotion, past = CLAIMABLE[ONCE_A_DAY]
    assert verdict(promotion, replace(past, claimed_today=True)) == "used_today"
    assert verdict(promotion, replace(past, claimed_today=True), deposit=None) == "used_today"
    assert verdict(promotion, replace(past, claimed_ever=True, claimed_today=False)) is None


def test_welcome_back_counts_the_days_since_the_last_deposit() -> None:
    promotion, past = CLAIMABLE[WELCOME_BACK]  # 7 days

    def since(ago: timedelta) -> str | None:
        return verdict(promotion, replace(past, last_deposit_at=NOON_FRIDAY - ago))

    assert since(timedelta(days=7)) is None
    assert since(timedelta(days=8)) is None
    assert since(timedelta(days=6)) == "not_welcome_back"
    assert since(timedelta(days=7) - timedelta(seconds=1)) == "not_welcome_back"
    assert since(timedelta(hours=1)) == "not_welcome_back"
    # A player with no deposit at all is new, not back.
    assert verdict(promotion, Past()) == "not_welcome_back"
    assert verdict(promotion, Past(), deposit=None) == "not_welcome_back"


def test_welcome_back_compares_instants_across_zones() -> None:
    promotion, past = CLAIMABLE[WELCOME_BACK]
    exactly = (NOON_FRIDAY - timedelta(days=7)).astimezone(UTC)
    assert verdict(promotion, replace(past, last_deposit_at=exactly)) is None
    early = exactly + timedelta(minutes=1)
    assert verdict(promotion, replace(past, last_deposit_at=early)) == "not_welcome_back"


def test_first_time_only_on_the_first_deposit_ever() -> None:
    promotion, _ = CLAIMABLE[FIRST_TIME]
    assert verdict(promotion, Past(deposits_before=0)) is None
    assert verdict(promotion, Past(deposits_before=1)) == "not_first_deposit"
    assert verdict(promotion, Past(deposits_before=1), deposit=None) == "not_first_deposit"


def test_first_a_day_only_on_the_first_deposit_of_the_day() -> None:
    promotion, past = CLAIMABLE[FIRST_A_DAY]
    assert verdict(promotion, replace(past, deposits_today_before=0)) is None
    assert verdict(promotion, replace(past, deposits_today_before=1)) == "not_first_today"
    assert verdict(promotion, replace(past, deposits_today_before=3)) == "not_first_today"


@pytest.mark.parametrize(
    ("deposited_today", "level", "expected"),
    [
        (9_999, 0, "no_tier"),  # no tier reached
        (10_000, 0, None),  # the first tier
        (29_999, 1, "no_tier"),  # the same level again
        (30_000, 1, None),  # a new tier
        (45_000, 0, None),
        (60_000, 2, None),
        (60_000, 3, "no_tier"),  # every tier already unlocked
        (10_000, 2, "no_tier"),  # fewer deposits than the level: nothing new
    ],
)
def test_stack_top_up_needs_a_tier_not_yet_unlocked_today(
    deposited_today: int, level: int, expected: str | None
) -> None:
    promotion, _ = CLAIMABLE[STACK_TOP_UP]
    past = Past(deposited_today=deposited_today, stack_level=level)
    assert verdict(promotion, past) == expected
    # The promotion page (no deposit yet) shows it as claimable.
    assert verdict(promotion, past, deposit=None) is None


def test_extending_lifts_only_the_one_active_rule() -> None:
    promotion, _ = CLAIMABLE[STACK_TOP_UP]
    busy = Past(deposited_today=20_000, stack_level=1, active_promotion=True)
    assert verdict(promotion, busy, extending=True) == "no_tier"
    assert verdict(promotion, replace(busy, deposited_today=30_000), extending=True) is None


@given(
    past=st.builds(
        Past,
        deposits_before=st.integers(0, 5),
        deposits_today_before=st.integers(0, 5),
        claimed_ever=st.booleans(),
        claimed_today=st.booleans(),
        deposited_today=st.integers(0, 10**6),
        stack_level=st.integers(0, 3),
        active_promotion=st.booleans(),
        credit=st.integers(0, 10**6),
    ),
    is_active=st.booleans(),
    deposit=st.none() | st.integers(0, 10**6),
    required=st.booleans(),
    extending=st.booleans(),
)
def test_manual_by_admin_is_never_claimed_by_a_player(
    past: Past, is_active: bool, deposit: int | None, required: bool, extending: bool
) -> None:
    promotion = offer(type_id=MANUAL_BY_ADMIN, is_active=is_active, minimum_deposit=0)
    clear = ClearCredit(required=required, below=0)
    assert verdict(promotion, past, deposit=deposit, clear=clear, extending=extending) == (
        "staff_only"
    )


ascending_tiers = st.lists(st.integers(1, 10**6), unique=True, max_size=5).flatmap(
    lambda deposits: st.tuples(*[st.integers(1, 10**5) for _ in deposits]).map(
        lambda bonuses: tuple(zip(sorted(deposits), bonuses, strict=True))
    )
)
offers = st.builds(
    Offer,
    type_id=st.integers(1, 8),
    is_active=st.booleans(),
    starts_at=st.none() | instants,
    ends_at=st.none() | instants,
    minimum_deposit=st.integers(0, 10**6),
    bonus_type=st.sampled_from(["percent", "fixed"]),
    bonus_percent=st.decimals(0, 100, places=2),
    bonus_amount=st.integers(0, 10**6),
    bonus_maximum=st.integers(0, 10**6),
    weekdays=weekday_sets,
    from_minute=st.none() | st.integers(0, 1439),
    to_minute=st.none() | st.integers(0, 1439),
    welcome_back_days=st.none() | st.integers(1, 30),
    stack_tiers=ascending_tiers,
)
pasts = st.builds(
    Past,
    deposits_before=st.integers(0, 3),
    last_deposit_at=st.none() | instants,
    deposits_today_before=st.integers(0, 3),
    claimed_ever=st.booleans(),
    claimed_today=st.booleans(),
    deposited_today=st.integers(0, 3 * 10**6),
    stack_level=st.integers(0, 5),
    active_promotion=st.booleans(),
    credit=st.integers(0, 10**6),
)


@given(
    promotion=offers,
    past=pasts,
    local=instants,
    deposit=st.integers(0, 2 * 10**6),
    clear=st.builds(ClearCredit, required=st.booleans(), below=st.integers(0, 10**6)),
    extending=st.booleans(),
)
def test_the_verdict_without_a_deposit_is_the_deposit_free_part(
    promotion: Offer,
    past: Past,
    local: datetime,
    deposit: int,
    clear: ClearCredit,
    extending: bool,
) -> None:
    """A promotion refused on the page is refused for every deposit, for the same reason; a
    deposit it takes was claimable on the page too."""
    kwargs = {"local": local, "clear": clear, "extending": extending}
    without = refusal(promotion, past, deposit=None, **kwargs)  # type: ignore[arg-type]
    with_deposit = refusal(promotion, past, deposit=deposit, **kwargs)  # type: ignore[arg-type]
    if without is not None:
        assert with_deposit == without
    if with_deposit is None:
        assert without is None
    assert with_deposit in {None, "below_minimum", "no_tier"} or with_deposit == without


# ----- the bonus ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("percent", "deposit", "maximum", "expected"),
    [
        ("10", 12_345, 0, 1_234),  # 1 234.5 floors to the minor unit
        ("12.5", 999, 0, 124),  # 124.875
        ("33.33", 10_000, 0, 3_333),
        ("100", 50_000, 0, 50_000),
        ("50", 100_000, 30_000, 30_000),  # capped
        ("50", 60_000, 30_000, 30_000),  # exactly at the cap
        ("50", 10_000, 30_000, 5_000),  # under the cap
        ("50", 100_000, 0, 50_000),  # 0: no cap
        ("10", 9, 0, 0),
    ],
)
def test_percent_bonus_floors_and_caps(
    percent: str, deposit: int, maximum: int, expected: int
) -> None:
    promotion = offer(bonus_percent=Decimal(percent), bonus_maximum=maximum)
    assert bonus(promotion, deposit) == expected


@given(
    percent=st.decimals(0, 1000, places=2),
    deposit=st.integers(0, 10**12),
    more=st.integers(0, 10**12),
    maximum=st.integers(0, 10**10),
)
def test_percent_bonus_properties(percent: Decimal, deposit: int, more: int, maximum: int) -> None:
    uncapped = bonus(offer(bonus_percent=percent), deposit)
    # At most the exact percentage, less than one minor unit under it.
    assert uncapped * 100 <= deposit * percent < (uncapped + 1) * 100
    capped = bonus(offer(bonus_percent=percent, bonus_maximum=maximum), deposit)
    if maximum > 0:
        assert capped == min(uncapped, maximum)
    else:
        assert capped == uncapped
    assert bonus(offer(bonus_percent=percent, bonus_maximum=maximum), deposit + more) >= capped


@given(amount=st.integers(0, 10**8), deposit=st.integers(0, 10**12))
def test_fixed_bonus_is_its_amount_whatever_the_deposit(amount: int, deposit: int) -> None:
    promotion = offer(bonus_type="fixed", bonus_amount=amount, bonus_percent=Decimal(50))
    assert bonus(promotion, deposit) == amount
    # The maximum caps a percentage only.
    assert bonus(replace(promotion, bonus_maximum=1), deposit) == amount


# ----- stack top-up -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deposited", "level", "expected"),
    [
        (0, 0, (0, 0)),
        (9_999, 0, (0, 0)),
        (10_000, 0, (1, 1_000)),
        (30_000, 0, (2, 5_000)),  # two tiers at once
        (30_000, 1, (2, 4_000)),  # only the newly unlocked one
        (49_999, 2, (2, 0)),
        (50_000, 2, (3, 10_000)),
        (10**9, 0, (3, 15_000)),
        (10**9, 3, (3, 0)),
        (10_000, 2, (2, 0)),  # the level never goes down
    ],
)
def test_stack_bonus_examples(deposited: int, level: int, expected: tuple[int, int]) -> None:
    assert stack_bonus(offer(type_id=STACK_TOP_UP, stack_tiers=TIERS), deposited, level) == (
        expected
    )


@given(
    tiers=ascending_tiers,
    deposits=st.lists(st.integers(1, 10**6), max_size=8),
)
def test_a_days_stack_bonuses_add_up_to_its_unlocked_tiers(
    tiers: tuple[tuple[int, int], ...], deposits: list[int]
) -> None:
    """Deposit after deposit, the bonuses of the newly unlocked tiers add up to the bonus of
    every tier the day's total reaches, whatever the order and size of the deposits."""
    promotion = offer(type_id=STACK_TOP_UP, stack_tiers=tiers)
    level, paid, total = 0, 0, 0
    for deposit in deposits:
        total += deposit
        new_level, amount = stack_bonus(promotion, total, level)
        assert new_level >= level
        assert amount >= 0
        assert (amount > 0) == (new_level > level)
        level, paid = new_level, paid + amount
    reached = [tier_bonus for threshold, tier_bonus in tiers if total >= threshold]
    assert level == len(reached)
    assert paid == sum(reached)


@given(
    tiers=ascending_tiers,
    deposited=st.integers(0, 10**7),
    more=st.integers(0, 10**7),
    level=st.integers(0, 6),
)
def test_stack_bonus_is_monotone_and_never_negative(
    tiers: tuple[tuple[int, int], ...], deposited: int, more: int, level: int
) -> None:
    promotion = offer(type_id=STACK_TOP_UP, stack_tiers=tiers)
    less_level, less = stack_bonus(promotion, deposited, level)
    more_level, more_bonus = stack_bonus(promotion, deposited + more, level)
    assert 0 <= less <= more_bonus
    assert level <= less_level <= more_level


# ----- turnover -----------------------------------------------------------------------------


def terms(**changes: object) -> Terms:
    base = Terms(
        turn_basis=BY_CREDIT,
        turn_type=UNIT,
        turn=Decimal(30_000),
        withdraw_type=FIXED,
        maximum_withdraw=Decimal(40_000),
    )
    return replace(base, **changes)  # type: ignore[arg-type]


figures_strategy = st.builds(
    Figures,
    credit=st.integers(0, 10**10),
    cash_promotion=st.integers(0, 10**10),
    credit_promotion=st.integers(0, 10**10),
    event_credit=st.integers(0, 10**10),
    played=st.integers(0, 10**10),
)


@given(figures=figures_strategy)
def test_a_unit_turn_is_its_fixed_figure_rounded_up(figures: Figures) -> None:
    assert required_turn(terms(turn=Decimal(150_000)), figures) == 150_000
    assert required_turn(terms(turn=Decimal("1000.01")), figures) == 1_001
    assert required_turn(terms(turn=Decimal(0)), figures) == 0


@pytest.mark.parametrize(
    ("turn", "cash", "credit", "event", "expected"),
    [
        ("3", 10_000, 5_000, 1_000, 48_000),
        ("1.5", 333, 0, 0, 500),  # 499.5 rounds up
        ("0.01", 1, 0, 0, 1),
        ("2", 0, 0, 0, 0),
        ("10", 0, 2_500, 0, 25_000),
        ("1", 0, 0, 7_000, 7_000),
    ],
)
def test_a_multi_turn_multiplies_cash_credit_and_event(
    turn: str, cash: int, credit: int, event: int, expected: int
) -> None:
    figures = Figures(credit=1, cash_promotion=cash, credit_promotion=credit, event_credit=event)
    assert required_turn(terms(turn_type=MULTI, turn=Decimal(turn)), figures) == expected


@given(
    turn=st.decimals(0, 1000, places=2),
    figures=figures_strategy,
    extra=st.integers(0, 10**10),
)
def test_a_multi_turn_is_the_product_rounded_up_and_grows_with_the_figures(
    turn: Decimal, figures: Figures, extra: int
) -> None:
    promotion = terms(turn_type=MULTI, turn=turn)
    required = required_turn(promotion, figures)
    base = figures.cash_promotion + figures.credit_promotion + figures.event_credit
    assert required - 1 < turn * base <= required
    for field in ("cash_promotion", "credit_promotion", "event_credit"):
        bigger = replace(figures, **{field: getattr(figures, field) + extra})
        assert required_turn(promotion, bigger) >= required
    # Neither the credit nor the amount played changes what is asked.
    other = replace(figures, credit=figures.credit + extra, played=figures.played + extra)
    assert required_turn(promotion, other) == required


def test_manual_promotions_use_the_manual_figure() -> None:
    figures = Figures(credit=0, cash_promotion=0, credit_promotion=1_000, event_credit=0)
    promotion = terms(turn_type=MULTI, turn=Decimal(50), manual=True)
    unit = replace(promotion, manual_turn_type=UNIT, manual_turn=Decimal(20_000))
    assert required_turn(unit, figures) == 20_000
    multi = replace(promotion, manual_turn_type=MULTI, manual_turn=Decimal(5))
    assert required_turn(multi, figures) == 5_000
    multi_frac = replace(promotion, manual_turn_type=MULTI, manual_turn=Decimal("2.5"))
    odd = Figures(credit=0, credit_promotion=333)
    assert required_turn(multi_frac, odd) == 833  # 832.5 rounds up
    # Without the manual flag the manual figures are ignored.
    assert required_turn(replace(multi, manual=False), figures) == 50_000


def test_reached_by_reads_the_credit_or_the_amount_played() -> None:
    figures = Figures(credit=12_000, played=99_000)
    assert reached_by(terms(turn_basis=BY_CREDIT), figures) == 12_000
    assert reached_by(terms(turn_basis=BY_PLAY), figures) == 99_000


@pytest.mark.parametrize(
    ("basis", "credit", "played", "reached"),
    [
        (BY_CREDIT, 30_000, 0, True),  # exactly the turn
        (BY_CREDIT, 29_999, 10**9, False),
        (BY_CREDIT, 10**9, 0, True),
        (BY_PLAY, 10**9, 29_999, False),
        (BY_PLAY, 0, 30_000, True),
        (BY_PLAY, 0, 31_000, True),
    ],
)
def test_turnover_reached_at_the_required_turn(
    basis: int, credit: int, played: int, reached: bool
) -> None:
    figures = Figures(credit=credit, played=played)
    assert turnover_reached(terms(turn_basis=basis), figures) is reached


# ----- maximum withdraw ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "figure", "cash", "expected"),
    [
        (FIXED, "50000", 10_000, 50_000),
        (FIXED, "50000.99", 0, 50_000),  # floors
        (FIXED, "0", 10_000, 10**9),  # 0 is no cap: the whole credit
        (MULTIPLE, "2", 10_000, 20_000),
        (MULTIPLE, "2.5", 333, 832),  # 832.5 floors
        (MULTIPLE, "3", 0, 3 * 10**6),  # no deposit (a manual grant): of the bonus
        (MULTIPLE, "0.01", 99, 0),
    ],
)
def test_maximum_withdraw(kind: int, figure: str, cash: int, expected: int) -> None:
    promotion = terms(withdraw_type=kind, maximum_withdraw=Decimal(figure))
    figures = Figures(credit=10**9, cash_promotion=cash, credit_promotion=10**6)
    assert maximum_withdraw(promotion, figures) == expected


@given(figure=st.decimals("0.01", 10**6, places=2), figures=figures_strategy)
def test_a_fixed_maximum_ignores_the_wallet(figure: Decimal, figures: Figures) -> None:
    promotion = terms(withdraw_type=FIXED, maximum_withdraw=figure)
    assert maximum_withdraw(promotion, figures) == maximum_withdraw(promotion, Figures(credit=0))
    assert figure - 1 < maximum_withdraw(promotion, figures) <= figure


# ----- cashable -----------------------------------------------------------------------------


def test_cashable_while_the_turnover_is_unmet() -> None:
    result = cashable(terms(), Figures(credit=20_000, cash_promotion=10_000))
    assert result == Cashable(amount=0, required=30_000, remaining=10_000, cap=40_000, seize=0)


def test_cashable_once_met_is_the_credit_up_to_the_cap() -> None:
    above = cashable(terms(), Figures(credit=50_000))
    assert above == Cashable(amount=40_000, required=30_000, remaining=0, cap=40_000, seize=10_000)
    under = cashable(terms(), Figures(credit=35_000))
    assert (under.amount, under.seize, under.remaining) == (35_000, 0, 0)
    exact = cashable(terms(), Figures(credit=30_000))
    assert (exact.amount, exact.remaining) == (30_000, 0)


def test_cashable_on_play_basis_and_a_multiple_cap() -> None:
    promotion = terms(
        turn_basis=BY_PLAY,
        turn_type=MULTI,
        turn=Decimal(5),
        withdraw_type=MULTIPLE,
        maximum_withdraw=Decimal(3),
    )
    figures = Figures(credit=80_000, cash_promotion=10_000, credit_promotion=5_000, played=0)
    unmet = cashable(promotion, figures)
    assert (unmet.amount, unmet.required, unmet.remaining, unmet.cap) == (0, 75_000, 75_000, 30_000)
    met = cashable(promotion, replace(figures, played=75_000))
    assert (met.amount, met.remaining, met.seize) == (30_000, 0, 50_000)


terms_strategy = st.builds(
    Terms,
    turn_basis=st.sampled_from([BY_CREDIT, BY_PLAY]),
    turn_type=st.sampled_from([UNIT, MULTI]),
    turn=st.decimals(0, 10**6, places=2),
    withdraw_type=st.sampled_from([FIXED, MULTIPLE]),
    maximum_withdraw=st.decimals(0, 10**6, places=2),
    manual=st.booleans(),
    manual_turn_type=st.sampled_from([UNIT, MULTI]),
    manual_turn=st.decimals(0, 10**6, places=2),
)


@given(promotion=terms_strategy, figures=figures_strategy)
def test_cashable_properties(promotion: Terms, figures: Figures) -> None:
    result = cashable(promotion, figures)
    assert result.required == required_turn(promotion, figures)
    assert result.cap == maximum_withdraw(promotion, figures)
    assert result.remaining == max(result.required - reached_by(promotion, figures), 0)
    assert (result.remaining == 0) == turnover_reached(promotion, figures)
    if result.remaining:
        assert (result.amount, result.seize) == (0, 0)
    else:
        assert result.amount == min(figures.credit, result.cap)
        assert result.amount + result.seize == figures.credit
        assert result.seize >= 0


@given(promotion=terms_strategy, figures=figures_strategy, extra=st.integers(0, 10**10))
def test_more_credit_or_play_never_means_less_to_cash(
    promotion: Terms, figures: Figures, extra: int
) -> None:
    before = cashable(promotion, figures).amount
    richer = replace(figures, credit=figures.credit + extra, played=figures.played + extra)
    assert cashable(promotion, richer).amount >= before


# ----- the end for low credit ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("credit", "below", "unit", "ends"),
    [
        (0, 0, 100, True),
        (99, 0, 100, True),  # at least one unit whatever the setting
        (100, 0, 100, False),
        (99, 50, 100, True),
        (49_999, 50_000, 100, True),
        (50_000, 50_000, 100, False),
        (0, 0, 1, True),
        (1, 0, 1, False),
    ],
)
def test_below_threshold(credit: int, below: int, unit: int, ends: bool) -> None:
    assert below_threshold(credit, ClearCredit(required=False, below=below), unit) is ends
    assert below_threshold(credit, ClearCredit(required=True, below=below), unit) is ends


@given(
    credit=st.integers(0, 10**8),
    less=st.integers(0, 10**8),
    below=st.integers(0, 10**8),
    unit=st.sampled_from([1, 100, 1000]),
)
def test_a_lower_credit_is_below_too(credit: int, less: int, below: int, unit: int) -> None:
    clear = ClearCredit(below=below)
    if below_threshold(credit, clear, unit):
        assert below_threshold(max(credit - less, 0), clear, unit)
    assert below_threshold(unit - 1, clear, unit)


# ----- games --------------------------------------------------------------------------------


@given(category=st.text(max_size=10), provider=st.text(max_size=10))
def test_no_game_rule_permits_every_game(category: str, provider: str) -> None:
    assert fits([], category, provider)


@pytest.mark.parametrize(
    ("config", "category", "provider", "expected"),
    [
        ([{"category": "slot", "providers": ["all"]}], "slot", "PG", True),
        ([{"category": "slot", "providers": ["all"]}], "slot", "anything", True),
        ([{"category": "slot", "providers": ["all"]}], "casino", "PG", False),
        ([{"category": "slot", "providers": ["ALL"]}], "slot", "JILI", True),
        ([{"category": "slot", "providers": ["PG", "JILI"]}], "slot", "pg", True),
        ([{"category": "slot", "providers": ["PG", "JILI"]}], "SLOT", "Jili", True),
        ([{"category": "Slot", "providers": ["pg"]}], "slot", "PG", True),
        ([{"category": "slot", "providers": ["PG", "JILI"]}], "slot", "SA", False),
        ([{"category": "slot", "providers": ["PG", "JILI"]}], "casino", "PG", False),
        (
            [
                {"category": "casino", "providers": ["SA"]},
                {"category": "slot", "providers": ["PG"]},
            ],
            "slot",
            "PG",
            True,
        ),
        (
            [
                {"category": "casino", "providers": ["SA"]},
                {"category": "slot", "providers": ["PG"]},
            ],
            "casino",
            "PG",
            False,
        ),
        (
            [
                {"category": "slot", "providers": ["PG"]},
                {"category": "slot", "providers": ["JILI"]},
            ],
            "slot",
            "JILI",
            True,
        ),
    ],
)
def test_fits(
    config: list[dict[str, object]], category: str, provider: str, expected: bool
) -> None:
    assert fits(config, category, provider) is expected


# ----- claim keys ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("type_id", "expected"),
    [
        (NORMAL, None),
        (HAPPY_TIME, None),
        (ONETIME, "once"),
        (ONCE_A_DAY, "2025-01-03"),
        (WELCOME_BACK, None),
        (FIRST_TIME, "once"),
        (STACK_TOP_UP, "2025-01-03"),
        (FIRST_A_DAY, "2025-01-03"),
        (MANUAL_BY_ADMIN, None),
    ],
)
def test_claim_key(type_id: int, expected: str | None) -> None:
    assert claim_key(type_id, "2025-01-03") == expected


def test_claim_keys_per_day_differ_between_days() -> None:
    for type_id in (ONCE_A_DAY, FIRST_A_DAY, STACK_TOP_UP):
        assert claim_key(type_id, "2025-01-03") != claim_key(type_id, "2025-01-04")
    for type_id in (ONETIME, FIRST_TIME):
        assert claim_key(type_id, "2025-01-03") == claim_key(type_id, "2025-01-04")


# ----- the UFA floor with a promotion -------------------------------------------------------


def ufa(result: Cashable, credit: int, cash: int = 0, minimum: int = 0) -> Withdrawable:
    return withdrawable(
        WalletFigures(credit, cash),
        agent_turn=Decimal(1),
        minimum_withdraw=minimum,
        promotion=result,
        unit=100,
        floor_to_unit=True,
    )


def test_ufa_floor_with_a_promotion_examples() -> None:
    under_cap = cashable(terms(maximum_withdraw=Decimal(100_000)), Figures(credit=32_345))
    floored = ufa(under_cap, 32_345)
    assert (floored.amount, floored.reason, floored.seize) == (32_300, "ok", 0)
    capped = cashable(terms(maximum_withdraw=Decimal("39999")), Figures(credit=52_345))
    floored = ufa(capped, 52_345)
    assert (floored.amount, floored.seize) == (39_900, 12_346)


@given(promotion=terms_strategy, figures=figures_strategy, cash=st.integers(0, 10**10))
def test_ufa_floor_with_a_promotion_is_whole_units_never_above_its_amount(
    promotion: Terms, figures: Figures, cash: int
) -> None:
    result = cashable(promotion, figures)
    # The agent's own turn and minimum do not apply under a promotion.
    floored = ufa(result, figures.credit, cash, minimum=10**12)
    assert floored.amount % 100 == 0
    assert result.amount - 100 < floored.amount <= result.amount
    assert floored.seize == result.seize
    assert floored.remaining == result.remaining
    if result.remaining:
        assert (floored.amount, floored.reason) == (0, "turnover")
    else:
        # What is withdrawn and seized never exceeds the credit, and leaves less than a unit.
        left = figures.credit - floored.amount - floored.seize
        assert 0 <= left < 100
