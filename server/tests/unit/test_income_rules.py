"""The income calculations (docs/income.md §2): rates, levels, minimums, caps, expiry and the
agent's day."""

from __future__ import annotations

from datetime import UTC, date, datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

from promptplay.income import rules
from promptplay.income.rules import Stat

BANGKOK = ZoneInfo("Asia/Bangkok")


def test_a_share_rounds_down_to_the_minor_unit_and_ignores_losses() -> None:
    assert rules.share(12345, Decimal("1.5")) == 185  # 185.175
    assert rules.share(-500, Decimal(10)) == 0
    assert rules.share(500, Decimal(0)) == 0


def test_commission_takes_each_categorys_rate_or_the_all_rate() -> None:
    rates = {"slot": Decimal("1"), "all": Decimal("0.5")}
    assert rules.commission({"slot": 10000, "casino": 10000, "sport": 333}, rates) == 100 + 50 + 1
    assert rules.commission({"slot": 10000}, {"casino": Decimal(1)}) == 0


def test_return_lost_needs_the_minimum_loss_and_stops_at_the_cap() -> None:
    assert rules.return_lost(10000, Decimal(10), 5000, 0) == (1000, False)
    assert rules.return_lost(4999, Decimal(10), 5000, 0) == (0, False)
    assert rules.return_lost(100000, Decimal(10), 0, 2500) == (2500, True)
    assert rules.return_lost(-100, Decimal(10), 0, 0) == (0, False)


def test_uplines_stop_at_a_self_referral_and_at_a_loop() -> None:
    links = {4: (3, False), 3: (2, True), 2: (1, False)}
    assert rules.uplines(4, links, 5) == [(1, 3)]
    assert rules.uplines(2, links, 5) == [(1, 1)]
    loop = {1: (2, False), 2: (1, False)}
    assert rules.uplines(1, loop, 5) == [(1, 2)]
    assert rules.uplines(4, {4: (3, False), 3: (2, False), 2: (1, False)}, 2) == [(1, 3), (2, 2)]


def test_affiliate_pays_each_level_its_rate_on_turnover_or_net_loss() -> None:
    links = {3: (2, False), 2: (1, False)}
    levels = {1: {"all": Decimal(1)}, 2: {"slot": Decimal("0.5")}}
    stats = [Stat(3, "slot", 10000, 4000), Stat(3, "casino", 2000, 5000), Stat(2, "slot", 100, 0)]
    by_turnover = rules.affiliate(stats, links, "turnover", levels)
    assert by_turnover[2].amount == 100 + 20
    assert by_turnover[1].amount == 50 + 1  # level 2 slot of 3, level 1 of 2
    by_loss = rules.affiliate(stats, links, "netLoss", levels)
    assert by_loss[2].amount == 60  # 1 % of 6000; the casino win counts 0
    assert by_loss[1].amount == 30 + 1
    assert dict(by_turnover[1].lines)[(2, "slot")] == [1, 10000, 6000, 50]


def test_weeks_start_on_monday_and_days_are_the_agents() -> None:
    assert rules.week_of(date(2026, 11, 25)) == (date(2026, 11, 23), date(2026, 11, 29), "2026-W48")
    assert rules.period_of(date(2026, 11, 25), "day") == (date(2026, 11, 25),) * 2 + ("2026-11-25",)
    # 23:30 UTC on the 24th is already the 25th in Bangkok.
    assert rules.local_day(datetime(2026, 11, 24, 23, 30, tzinfo=UTC), BANGKOK) == date(
        2026, 11, 25
    )
    # An award of the 24th expiring after 2 days goes at Bangkok's midnight of the 27th.
    assert rules.expires_at(date(2026, 11, 24), 2, BANGKOK) == datetime(
        2026, 11, 26, 17, 0, tzinfo=UTC
    )


def test_ended_days_after_the_last_done_and_within_the_backlog() -> None:
    today = date(2026, 11, 24)
    assert rules.ended_days(None, today, 3) == [
        date(2026, 11, 21),
        date(2026, 11, 22),
        date(2026, 11, 23),
    ]
    assert rules.ended_days(date(2026, 11, 22), today, 3) == [date(2026, 11, 23)]
    assert rules.ended_days(date(2026, 11, 23), today, 3) == []
    assert rules.ended_days(date(2026, 1, 1), today, 2) == [date(2026, 11, 22), date(2026, 11, 23)]


def test_birthday_month_once_a_year_and_masked_names() -> None:
    assert rules.birthday_key(date(1990, 11, 3), date(2026, 11, 24)) == "birthday:2026"
    assert rules.birthday_key(date(1990, 10, 3), date(2026, 11, 24)) is None
    assert rules.birthday_key(None, date(2026, 11, 24)) is None
    assert rules.masked("somchai99") == "so*****99"
    assert rules.masked("abc") == "a**"
