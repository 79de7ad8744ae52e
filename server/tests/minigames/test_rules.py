"""The mini games' pure rules: the draw and its odds (a chi-square test of 100,000 seeded
draws), the spins a day earns, the check-in streak and the play token."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

from promptplay.minigames import rules
from promptplay.minigames.schemas import MinigameSettings
from promptplay.minigames.service import setting_problems

# The chi-square distribution's 0.999 quantile (a 0.001 chance of a larger statistic) by
# degrees of freedom.
CRITICAL_0_001 = {
    1: 10.828,
    2: 13.816,
    3: 16.266,
    4: 18.467,
    5: 20.515,
    6: 22.458,
    7: 24.322,
    8: 26.124,
    9: 27.877,
    10: 29.588,
    11: 31.264,
    12: 32.909,
    13: 34.528,
    14: 36.123,
    15: 37.697,
}
DRAWS = 100_000


@dataclass(frozen=True)
class Seg:
    weight: int


def segs(*weights: int) -> list[Seg]:
    return [Seg(w) for w in weights]


def chi_square(counts: list[int], weights: list[int]) -> tuple[float, int]:
    """The statistic of observed counts against the weights' expectation, and its degrees of
    freedom (segments that can come up, less one)."""
    total_weight = sum(weights)
    n = sum(counts)
    statistic = 0.0
    cells = 0
    for observed, weight in zip(counts, weights, strict=True):
        if weight == 0:
            continue
        expected = n * weight / total_weight
        statistic += (observed - expected) ** 2 / expected
        cells += 1
    return statistic, cells - 1


def histogram(weights: list[int], rng: random.Random, draws: int = DRAWS) -> list[int]:
    counts = [0] * len(weights)
    segments = segs(*weights)
    for _ in range(draws):
        counts[rules.draw(segments, rng)] += 1
    return counts


# ----- the draw -----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [7, 2026])
def test_draws_follow_the_weights(seed: int) -> None:
    weights = [1, 2, 3, 4, 10, 0, 30, 50]
    counts = histogram(weights, random.Random(seed))
    assert counts[5] == 0  # a weight of 0 never comes up
    statistic, freedom = chi_square(counts, weights)
    assert freedom == 6
    assert statistic < CRITICAL_0_001[freedom], (statistic, counts)


def test_the_chi_square_check_catches_a_draw_that_ignores_the_weights() -> None:
    """The same check refuses draws that come up evenly instead of by weight: it can fail."""
    weights = [1, 2, 3, 4, 10, 30, 50]
    rng = random.Random(1)
    counts = [0] * len(weights)
    for _ in range(DRAWS):
        counts[rng.randrange(len(weights))] += 1
    statistic, freedom = chi_square(counts, weights)
    assert statistic > CRITICAL_0_001[freedom]


def test_sixteen_segments_of_equal_weight_are_even() -> None:
    weights = [5] * 16
    counts = histogram(weights, random.Random(99))
    statistic, freedom = chi_square(counts, weights)
    assert freedom == 15 and statistic < CRITICAL_0_001[freedom]


def test_draw_walks_the_cumulative_weights() -> None:
    class Fixed(random.Random):
        def __init__(self, point: int) -> None:
            super().__init__()
            self.point = point

        def randrange(self, *args, **kwargs):  # type: ignore[no-untyped-def, override]
            return self.point

    segments = segs(2, 0, 3)
    assert [rules.draw(segments, Fixed(p)) for p in range(5)] == [0, 0, 2, 2, 2]


def test_draw_refuses_weights_that_cannot_be_drawn() -> None:
    with pytest.raises(ValueError):
        rules.draw(segs(0, 0), random.Random(1))
    with pytest.raises(ValueError):
        rules.draw(segs(3, -1), random.Random(1))


def test_odds_are_percent_with_two_decimals() -> None:
    assert rules.odds(segs(1, 3)) == [Decimal("25.00"), Decimal("75.00")]
    assert rules.odds(segs(1, 1, 1)) == [Decimal("33.33")] * 3
    assert rules.odds(segs(2, 1)) == [Decimal("66.67"), Decimal("33.33")]
    assert rules.odds(segs(0, 5)) == [Decimal("0.00"), Decimal("100.00")]
    assert rules.odds(segs(0, 0)) == [Decimal("0.00")] * 2


# ----- spins earned -------------------------------------------------------------------------


def test_spins_due_for_every_amount_with_the_day_cap() -> None:
    rule = rules.EarnRule(per=10_000, spins=2, max_per_day=5)
    assert rules.spins_due(9_999, rule) == 0
    assert rules.spins_due(10_000, rule) == 2
    assert rules.spins_due(25_000, rule) == 4
    assert rules.spins_due(30_000, rule) == 5  # 6, capped
    assert rules.spins_due(1_000_000, rule) == 5
    uncapped = rules.EarnRule(per=10_000, spins=1, max_per_day=0)
    assert rules.spins_due(1_000_000, uncapped) == 100
    assert rules.spins_due(1_000_000, None) == 0
    assert rules.spins_due(0, rule) == 0


def test_earning_days_are_today_and_the_six_before() -> None:
    days = rules.earning_days(date(2026, 3, 3))
    assert days[0] == date(2026, 2, 25) and days[-1] == date(2026, 3, 3) and len(days) == 7


def test_the_day_starts_at_midnight_of_the_agents_zone() -> None:
    bangkok = ZoneInfo("Asia/Bangkok")
    start = rules.day_start(date(2026, 3, 3), bangkok)
    assert start.isoformat() == "2026-03-02T17:00:00+00:00"
    assert rules.local_day(start, bangkok) == date(2026, 3, 3)
    assert rules.local_day(start - timedelta(microseconds=1), bangkok) == date(2026, 3, 2)


# ----- the check-in streak ------------------------------------------------------------------

TODAY = date(2026, 5, 10)
YESTERDAY = TODAY - timedelta(days=1)


@pytest.mark.parametrize(
    ("last", "streak", "next_day"),
    [
        (None, 0, 1),
        ((YESTERDAY, 1), 1, 2),
        ((YESTERDAY, 6), 6, 7),
        ((YESTERDAY, 7), 7, 1),  # after day 7, day 1 again
        ((TODAY - timedelta(days=2), 4), 0, 1),  # a day missed: the streak starts again
        ((TODAY, 3), 3, 1),  # checked in today (the call refuses a second one)
    ],
)
def test_streak(last: tuple[date, int] | None, streak: int, next_day: int) -> None:
    assert rules.streak(last, TODAY) == streak
    if last is None or last[0] != TODAY:
        assert rules.next_streak_day(last, TODAY) == next_day


# ----- the play token -----------------------------------------------------------------------

KEY = rules.token_key("a-secret-that-is-long-enough-for-tests-0123")
CLAIMS = rules.PlayClaims(player_id=5, agent_id=2, game="wheel", nonce="ab" * 16, expires_at=100)


def test_a_token_reads_back_its_claims() -> None:
    token = rules.sign_token(KEY, CLAIMS)
    assert rules.read_token(KEY, token) == CLAIMS
    assert CLAIMS.expired(100) and not CLAIMS.expired(99.5)


def test_a_token_of_another_key_or_altered_is_refused() -> None:
    token = rules.sign_token(KEY, CLAIMS)
    other = rules.token_key("another-secret-that-is-long-enough-0123456")
    assert rules.read_token(other, token) is None
    head, payload, signature = token.split(".")
    flipped = signature[:-2] + ("A" if signature[-2] != "A" else "B") + signature[-1]
    assert rules.read_token(KEY, f"{head}.{payload}.{flipped}") is None
    assert rules.read_token(KEY, "not a token") is None
    assert rules.read_token(KEY, "") is None


def test_an_access_token_is_no_play_token() -> None:
    import jwt

    access = jwt.encode({"sub": "5", "aid": 2, "sid": "s", "typ": "player", "exp": 10**10}, KEY)
    assert rules.read_token(KEY, access) is None
    wrong_type = jwt.encode(
        {"typ": "player", "pid": 5, "aid": 2, "gm": "wheel", "jti": "x", "exp": 10**10}, KEY
    )
    assert rules.read_token(KEY, wrong_type) is None


# ----- the settings' checks -----------------------------------------------------------------


def body(**wheel: object) -> MinigameSettings:
    segments = [
        {
            "label": {"nameTh": "a", "nameEn": "a", "nameVi": "a"},
            "color": "#000000",
            "prize": {"type": "credit", "amount": 10},
            "weight": 1,
        },
        {
            "label": {"nameTh": "b", "nameEn": "b", "nameVi": "b"},
            "color": "#FFFFFF",
            "prize": {"type": "spins", "amount": 2},
            "weight": 1,
        },
    ]
    return MinigameSettings.model_validate({"wheel": {"segments": segments, **wheel}})


def test_setting_problems_name_their_fields() -> None:
    assert setting_problems(body(), "THB") == []
    settings = body()
    settings.wheel.segments[0].weight = 0
    settings.wheel.segments[1].weight = 0
    assert setting_problems(settings, "THB") == ["wheel.segments"]
    settings = body()
    settings.wheel.segments[1].prize.amount = Decimal("1.5")
    settings.wheel.segments[0].prize.amount = Decimal("10.5")
    # Đồng has no decimals; half a spin is no spin.
    assert setting_problems(settings, "VND") == [
        "wheel.segments.0.prize.amount",
        "wheel.segments.1.prize.amount",
    ]
    assert setting_problems(settings, "THB") == ["wheel.segments.1.prize.amount"]
    settings = body()
    settings.checkIn.days[2].type = "credit"  # of 0
    assert setting_problems(settings, "THB") == ["checkIn.days.2.amount"]
