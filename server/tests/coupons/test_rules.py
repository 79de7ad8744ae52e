"""The coupon rules, pure: codes as typed and as made, and who may redeem when."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from promptplay.coupons import rules

START = datetime(2026, 1, 10, tzinfo=UTC)
END = datetime(2026, 1, 20, tzinfo=UTC)


def limits(**changes: int) -> rules.Limits:
    values = {
        "uses_per_player": 1,
        "uses_total": 0,
        "used": 0,
        "minimum_deposit": 0,
        **changes,
    }
    return rules.Limits(starts_at=START, ends_at=END, **values)


def verdict(
    at: datetime = START + timedelta(days=1),
    *,
    uses: int = 0,
    deposited: int = 0,
    spent: bool = False,
    **changes: int,
) -> str | None:
    return rules.refusal(
        limits(**changes), now=at, player_uses=uses, deposited=deposited, code_spent=spent
    )


@pytest.mark.parametrize(
    ("typed", "kept"),
    [("welcome50", "WELCOME50"), ("  Welcome 50\t", "WELCOME50"), ("ab-cd_ef", "AB-CD_EF")],
)
def test_a_code_is_kept_upper_case_without_spaces(typed: str, kept: str) -> None:
    assert rules.normalise(typed) == kept


@pytest.mark.parametrize(
    ("code", "ok"),
    [
        ("WELCOME50", True),
        ("A", True),
        ("A" * 32, True),
        ("A" * 33, False),
        ("", False),
        ("-ABC", False),  # would read as a formula in the exported batch
        ("=SUM", False),
        ("AB CD", False),
        ("ÄBC", False),
        ("AB-CD_9", True),
    ],
)
def test_well_formed_codes(code: str, ok: bool) -> None:
    assert rules.well_formed(code) is ok


def test_generated_codes_are_distinct_unambiguous_and_prefixed() -> None:
    codes = rules.generate("VIP-", 2000)
    assert len(codes) == 2000
    for code in codes:
        assert code.startswith("VIP-") and len(code) == 4 + rules.RANDOM_LENGTH
        assert set(code[4:]) <= set(rules.ALPHABET)
        assert rules.well_formed(code)
    assert not set(rules.ALPHABET) & set("IL01O")


def test_the_window_holds_from_its_start_until_before_its_end() -> None:
    assert verdict(START - timedelta(microseconds=1)) == "coupon_not_started"
    assert verdict(START) is None
    assert verdict(END - timedelta(microseconds=1)) is None
    assert verdict(END) == "coupon_expired"


def test_a_players_own_uses() -> None:
    assert verdict(uses=0) is None
    assert verdict(uses=1) == "coupon_used"
    assert verdict(uses=1, uses_per_player=2) is None
    assert verdict(uses=2, uses_per_player=2) == "coupon_used"
    assert verdict(uses=500, uses_per_player=0) is None  # unlimited


def test_every_use_spent() -> None:
    assert verdict(uses_total=3, used=2) is None
    assert verdict(uses_total=3, used=3) == "coupon_exhausted"
    assert verdict(uses_total=0, used=10_000) is None  # unlimited


def test_a_spent_batch_code_is_used_whatever_the_coupons_uses() -> None:
    assert verdict(spent=True, uses_per_player=0) == "coupon_used"


def test_deposits_must_reach_the_minimum() -> None:
    assert verdict(minimum_deposit=10_000, deposited=9_999) == "coupon_minimum_deposit"
    assert verdict(minimum_deposit=10_000, deposited=10_000) is None


def test_the_order_the_player_is_told() -> None:
    # Out of its window, nothing else is said; then the player's own, then everyone's.
    assert verdict(END, uses=1, used=1, uses_total=1) == "coupon_expired"
    assert verdict(uses=1, used=1, uses_total=1) == "coupon_used"
    assert verdict(used=1, uses_total=1, minimum_deposit=1) == "coupon_exhausted"


def test_the_journal_key_names_the_players_nth_use() -> None:
    assert rules.journal_key(7, 3, 1) == "coupon:7:3:1"
    assert rules.journal_key(7, 3, 1) != rules.journal_key(7, 3, 2)
