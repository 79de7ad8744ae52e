"""Each engine's return to player: the stated value equals the exact one computed from the
paytable, is below 100%, and play() actually returns it over many rounds."""

from __future__ import annotations

import random
import statistics
from decimal import Decimal
from fractions import Fraction

import pytest

from promptplay.upstreams.demo_games.engines import (
    BACCARAT_LONGEST,
    ENGINES,
    KENO_PAYS,
    BadChoice,
    _baccarat_deals,
    baccarat_deal,
    baccarat_settle,
    hilo_multiplier,
    percent,
)

SIMULATED = {"slot": 120_000, "keno": 80_000, "baccarat": 80_000, "hilo": 80_000, "dice": 80_000}


@pytest.mark.parametrize("name", sorted(ENGINES))
def test_stated_rtp_is_the_exact_rtp_and_below_100(name: str) -> None:
    engine = ENGINES[name]
    exact = engine.exact_rtp()
    assert set(exact) == set(engine.stated_rtp)
    for variant, value in exact.items():
        assert value < 1, (name, variant)
        assert abs(value * 100 - Fraction(engine.stated_rtp[variant])) <= Fraction(5, 1000), (
            name,
            variant,
            float(value),
        )
        assert percent(value) == engine.stated_rtp[variant]


def test_keno_has_a_paytable_for_every_number_of_picks() -> None:
    assert sorted(KENO_PAYS) == list(range(1, 11))
    assert sorted(ENGINES["keno"].stated_rtp, key=int) == [str(n) for n in range(1, 11)]


def test_baccarat_enumeration_covers_every_deal_once() -> None:
    assert sum(weight for weight, _, _ in _baccarat_deals()) == 13**BACCARAT_LONGEST
    # The well-known figures of a continuously shuffled shoe.
    rtp = ENGINES["baccarat"].exact_rtp()
    assert 0.987 < rtp["player"] < 0.988 and 0.989 < rtp["banker"] < 0.990


def _scripted(*ranks: int):  # type: ignore[no-untyped-def]
    cards = iter(ranks)
    return lambda: next(cards)


def test_baccarat_tableau() -> None:
    # Ranks are indexes: 0 = ace (1) … 8 = nine, 9-12 = ten and faces (0).
    # A natural 8 for the player: nobody draws.
    assert baccarat_deal(_scripted(7, 9, 1, 2)) == ([7, 9], [1, 2])
    # Player 5 draws (a 2); banker 3 draws unless the player's third card is an 8.
    assert baccarat_deal(_scripted(4, 9, 2, 9, 1, 5)) == ([4, 9, 1], [2, 9, 5])
    assert baccarat_deal(_scripted(4, 9, 2, 9, 7)) == ([4, 9, 7], [2, 9])
    # Player stands on 6; banker draws on 5 then.
    assert baccarat_deal(_scripted(5, 9, 4, 9, 0)) == ([5, 9], [4, 9, 0])
    # Banker 6 draws only on the player's third card 6 or 7.
    assert baccarat_deal(_scripted(0, 9, 5, 9, 5, 3)) == ([0, 9, 5], [5, 9, 3])
    assert baccarat_deal(_scripted(0, 9, 5, 9, 4)) == ([0, 9, 4], [5, 9])
    # A tie pushes player and banker bets and pays the tie 8:1.
    assert baccarat_settle("player", [6, 9], [6, 9]) == ("tie", Decimal(1))
    assert baccarat_settle("tie", [6, 9], [6, 9]) == ("tie", Decimal(9))
    assert baccarat_settle("banker", [1, 9], [6, 9]) == ("banker", Decimal("1.95"))


def test_hilo_never_returns_more_than_97_percent() -> None:
    hilo = ENGINES["hilo"]
    assert hilo.best_rtp() <= Fraction(97, 100)  # type: ignore[attr-defined]
    assert hilo_multiplier(12, "higher") == 0 and hilo_multiplier(0, "lower") == 0
    with pytest.raises(BadChoice):
        hilo.play(random.Random(1), "higher", None, {"card": (12, 0)})


@pytest.mark.parametrize("name", sorted(ENGINES))
def test_play_returns_the_stated_rtp(name: str) -> None:
    """Many rounds of the real play code with the default choice, against the exact RTP of
    that choice: within five standard errors (a fixed seed: the same rounds every run)."""
    engine = ENGINES[name]
    rng = random.Random(f"rtp-{name}")
    table: dict = {}
    returns = [
        float(engine.play(rng, None, None, table).multiplier) for _ in range(SIMULATED[name])
    ]
    mean = statistics.fmean(returns)
    error = statistics.stdev(returns) / len(returns) ** 0.5
    exact = engine.exact_rtp()
    variant = {"slot": "spin", "keno": "5", "hilo": "default"}.get(name) or engine.choices[0]
    assert abs(mean - float(exact[variant])) < 5 * error + 1e-9, (name, mean, error)


def test_each_choice_of_dice_and_baccarat_plays_as_stated() -> None:
    for name in ("dice", "baccarat"):
        engine = ENGINES[name]
        exact = engine.exact_rtp()
        for choice in engine.choices:
            rng = random.Random(f"{name}-{choice}")
            returns = [float(engine.play(rng, choice, None, {}).multiplier) for _ in range(40_000)]
            error = statistics.stdev(returns) / len(returns) ** 0.5
            assert abs(statistics.fmean(returns) - float(exact[choice])) < 5 * error


def test_keno_picks() -> None:
    keno = ENGINES["keno"]
    rng = random.Random(3)
    quick = keno.play(rng, None, None, {})
    assert len(quick.detail["picks"]) == 5 and len(set(quick.detail["drawn"])) == 10
    chosen = keno.play(rng, None, [40, 1, 7], {})
    assert chosen.detail["picks"] == [1, 7, 40]
    assert chosen.multiplier == KENO_PAYS[3].get(chosen.detail["hits"], 0)
    for bad in ([0], [41], [1, 1], list(range(1, 12))):
        with pytest.raises(BadChoice):
            keno.play(rng, None, bad, {})
