"""The rules of ranks, diamonds and rewards as pure functions (docs/engagement.md §5)."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from decimal import Decimal

import pytest

from promptplay.ranks import rules


@dataclass(frozen=True)
class Step:
    level: int
    threshold: int


TIERS = [Step(1, 0), Step(2, 100_000), Step(3, 500_000)]


@pytest.mark.parametrize(
    ("amount", "level"),
    [(0, 1), (99_999, 1), (100_000, 2), (499_999, 2), (500_000, 3), (10**12, 3)],
)
def test_tier_of_an_amount(amount: int, level: int) -> None:
    found = rules.tier_of(amount, TIERS)
    assert found is not None and found.level == level


def test_below_every_threshold_there_is_no_tier() -> None:
    tiers = [Step(1, 1_000), Step(2, 5_000)]
    assert rules.tier_of(999, tiers) is None
    assert rules.tier_of(0, []) is None


def test_standing_keeps_a_rank_reached_before() -> None:
    # Staff raised the thresholds: the player keeps level 2, the next is 3.
    raised = [Step(1, 0), Step(2, 900_000), Step(3, 2_000_000)]
    rank, following = rules.standing(150_000, 2, raised)
    assert (rank.level if rank else None, following.level if following else None) == (2, 3)
    # The amount reaching higher than the recorded level counts.
    rank, following = rules.standing(600_000, 1, TIERS)
    assert (rank.level if rank else None, following) == (3, None)
    # Nothing reached, nothing recorded: no rank, the first tier next.
    rank, following = rules.standing(10, 0, [Step(1, 1_000)])
    assert (rank, following.level if following else None) == (None, 1)
    # A removed tier: the recorded level stands for the highest one left under it.
    rank, _ = rules.standing(0, 5, TIERS)
    assert rank is not None and rank.level == 3


@pytest.mark.parametrize(
    ("amount", "rank", "following", "expected"),
    [
        (0, TIERS[0], TIERS[1], (0.0, 100_000)),
        (25_000, TIERS[0], TIERS[1], (0.25, 75_000)),
        (100_000, TIERS[1], TIERS[2], (0.0, 400_000)),
        (300_000, TIERS[1], TIERS[2], (0.5, 200_000)),
        (600_000, TIERS[2], None, (1.0, 0)),
        (500, None, Step(1, 1_000), (0.5, 500)),
        # A rank kept above what the amount reaches: no progress yet, the whole way left.
        (50_000, Step(2, 100_000), Step(3, 500_000), (0.0, 450_000)),
    ],
)
def test_progress_to_the_next_tier(
    amount: int, rank: Step | None, following: Step | None, expected: tuple[float, int]
) -> None:
    assert rules.progress(amount, rank, following) == expected


@pytest.mark.parametrize(
    ("turnover", "counted", "every", "expected"),
    [
        (10_500, 0, 1_000, 10),
        (10_500, 10_000, 1_000, 0),
        (11_000, 10_000, 1_000, 1),
        (999, 0, 1_000, 0),
        (10_000_000, 0, 0, 0),  # diamonds off
        (5_000, 8_000, 1_000, 0),  # counted beyond (never negative)
    ],
)
def test_diamonds_of_the_turnover_not_yet_counted(
    turnover: int, counted: int, every: int, expected: int
) -> None:
    assert rules.new_diamonds(turnover, counted, every) == expected


def test_diamonds_add_up_whatever_the_steps() -> None:
    """Counting as play comes in, a few rounds at a time, gives what counting once gives."""
    every, counted, given = 700, 0, 0
    for step in itertools.accumulate([130, 990, 1, 4_000, 77, 0, 2_802]):
        new = rules.new_diamonds(step, counted, every)
        given += new
        counted += new * every
    assert given == 7_999 // every


def test_the_tiers_a_rank_up_passes() -> None:
    assert [t.level for t in rules.passed(0, 3, TIERS)] == [1, 2, 3]
    assert [t.level for t in rules.passed(1, 3, TIERS)] == [2, 3]
    assert rules.passed(3, 3, TIERS) == []
    assert rules.passed(3, 1, TIERS) == []


def test_benefits() -> None:
    assert rules.cashback_rate(Decimal(10), Decimal(20)) == 20
    assert rules.cashback_rate(Decimal(10), Decimal(5)) == 10
    assert rules.cashback_rate(Decimal(10), None) == 10
    assert rules.withdraw_maximum(100_000, 300_000) == 300_000
    assert rules.withdraw_maximum(100_000, 50_000) == 100_000
    assert rules.withdraw_maximum(100_000, 0) == 100_000
    assert rules.withdraw_maximum(100_000, None) == 100_000


def test_serial_format() -> None:
    made = {rules.serial() for _ in range(200)}
    assert len(made) == 200
    for serial in made:
        assert rules.SERIAL.match(serial), serial
        assert len(serial) == 12 and serial[:3] == "RW-" and serial[7] == "-"
        assert not set(serial[3:].replace("-", "")) & set("01IO")
    assert rules.serial(lambda letters: letters[0]) == "RW-2222-2222"
    assert not rules.SERIAL.match("RW-ABCD-EFG1")


@pytest.mark.parametrize(
    ("icon", "ok"),
    [
        ("🥇", True),
        ("👑✨", True),
        ("/api/uploads/abc.png", True),
        ("https://cdn.example/gold.webp", True),
        ("http://cdn.example/gold.webp", False),
        ("https://cdn.example/a b.png", False),
        ("<b>", False),
        ("a long text that is no icon", False),
        ("", False),
    ],
)
def test_icon(icon: str, ok: bool) -> None:
    assert rules.icon_ok(icon) is ok


def test_tier_problems_name_the_field() -> None:
    assert rules.tier_problems([1, 2, 3], [0, 100, 200]) == []
    assert rules.tier_problems([1, 3], [0, 100]) == ["tiers.1.level"]
    assert rules.tier_problems([1, 2], [100, 100]) == ["tiers.1.threshold"]
    assert rules.tier_problems([2, 1], [200, 100]) == [
        "tiers.0.level",
        "tiers.1.level",
        "tiers.1.threshold",
    ]
