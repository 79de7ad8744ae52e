"""The five game engines (docs/games.md §2 "The games"): slot, keno, baccarat, hilo and dice.

Each engine turns random draws into an outcome whose `multiplier` is what the bet returns
(0 a loss, 1 a push, 2 an even-money win: payout = bet × multiplier, rounded down to the
cent). Each states its return to player (`stated_rtp`, percent per variant: a bet choice or a
number of keno picks) and can compute it exactly from its paytable (`exact_rtp`, running the
same evaluation code play uses over every possible draw, weighted by its probability); the
tests hold the two together and below 100%.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import ROUND_DOWN, Decimal
from fractions import Fraction
from functools import cache
from itertools import product
from math import comb
from typing import Any

Table = dict[str, Any]  # an engine's per-player memory between rounds (hilo: the shown card)


class BadChoice(ValueError):
    """The round asks for something this engine does not offer."""


@dataclass(frozen=True)
class Outcome:
    multiplier: Decimal
    choice: str | None
    summary: str
    detail: dict[str, Any] = field(default_factory=dict)


def _fraction(value: Decimal) -> Fraction:
    return Fraction(value)


def _percent(value: Fraction) -> Decimal:
    return (Decimal(value.numerator) * 100 / Decimal(value.denominator)).quantize(Decimal("0.01"))


class Engine:
    name: str
    label: str
    choices: tuple[str, ...] = ()
    stated_rtp: dict[str, Decimal]

    def default_choice(self, table: Table) -> str | None:
        return self.choices[0] if self.choices else None

    def play(
        self, rng: random.Random, choice: str | None, picks: list[int] | None, table: Table
    ) -> Outcome:
        raise NotImplementedError

    def exact_rtp(self) -> dict[str, Fraction]:
        raise NotImplementedError

    def describe(self, table: Table) -> dict[str, Any]:
        """What the page shows besides the result: paytables, the shown card, …"""
        return {}

    @property
    def headline_rtp(self) -> str:
        values = sorted(set(self.stated_rtp.values()))
        if len(values) == 1:
            return f"{values[0]}%"
        return f"{values[0]}–{values[-1]}%"


# Slot: 5 reels × 3 rows, 10 paylines, pays left to right for 3, 4 or 5 of a kind.

SLOT_SYMBOLS: dict[str, tuple[str, int, tuple[int, int, int]]] = {
    # symbol: (glyph, stops per reel strip, pays × line bet for 3, 4, 5 of a kind)
    "jack": ("J", 9, (4, 16, 64)),
    "queen": ("Q", 8, (7, 28, 110)),
    "king": ("K", 6, (15, 55, 220)),
    "star": ("★", 4, (38, 130, 520)),
    "seven": ("7", 3, (75, 320, 1600)),
    "diamond": ("◆", 2, (200, 850, 4200)),
}
PAYLINES: tuple[tuple[int, int, int, int, int], ...] = (
    (1, 1, 1, 1, 1),
    (0, 0, 0, 0, 0),
    (2, 2, 2, 2, 2),
    (0, 1, 2, 1, 0),
    (2, 1, 0, 1, 2),
    (0, 0, 1, 2, 2),
    (2, 2, 1, 0, 0),
    (1, 0, 0, 0, 1),
    (1, 2, 2, 2, 1),
    (0, 1, 1, 1, 0),
)


def _reel_strips() -> tuple[tuple[str, ...], ...]:
    """Five strips with the same stops in a fixed, different order each (so windows vary)."""
    stops = [symbol for symbol, (_, count, _) in SLOT_SYMBOLS.items() for _ in range(count)]
    strips = []
    for reel in range(5):
        strip = list(stops)
        random.Random(f"reel-{reel}").shuffle(strip)
        strips.append(tuple(strip))
    return tuple(strips)


REEL_STRIPS = _reel_strips()


def line_win(symbols: tuple[str, ...]) -> tuple[int, int]:
    """(count, pay × line bet) of one payline's five symbols, left to right."""
    first = symbols[0]
    count = 1
    while count < 5 and symbols[count] == first:
        count += 1
    if count < 3:
        return count, 0
    return count, SLOT_SYMBOLS[first][2][count - 3]


class Slot(Engine):
    name, label = "slot", "Slot"
    stated_rtp = {"spin": Decimal("96.71")}

    def play(
        self, rng: random.Random, choice: str | None, picks: list[int] | None, table: Table
    ) -> Outcome:
        grid = []  # grid[row][reel]
        stops = [rng.randrange(len(strip)) for strip in REEL_STRIPS]
        for row in range(3):
            grid.append(
                [
                    strip[(stop + row) % len(strip)]
                    for strip, stop in zip(REEL_STRIPS, stops, strict=True)
                ]
            )
        wins = []
        total = 0
        for number, line in enumerate(PAYLINES, start=1):
            symbols = tuple(grid[row][reel] for reel, row in enumerate(line))
            count, pay = line_win(symbols)
            if pay:
                wins.append({"line": number, "symbol": symbols[0], "count": count, "pay": pay})
                total += pay
        multiplier = Decimal(total) / len(PAYLINES)  # the bet is spread over the lines
        if wins:
            summary = f"win {multiplier}× on " + ", ".join(
                f"line {w['line']} ({w['count']}× {SLOT_SYMBOLS[w['symbol']][0]})" for w in wins
            )
        else:
            summary = "no win"
        return Outcome(
            multiplier,
            None,
            summary,
            {
                "grid": grid,
                "glyphs": {symbol: glyph for symbol, (glyph, _, _) in SLOT_SYMBOLS.items()},
                "wins": wins,
            },
        )

    def exact_rtp(self) -> dict[str, Fraction]:
        # A reel's symbol on any row is its strip's symbol at a uniform stop, independently of
        # the other reels: every line returns the same expectation, and the bet is spread
        # evenly over the lines, so the RTP is one line's expected pay in line bets.
        frequencies = []
        for strip in REEL_STRIPS:
            frequencies.append({s: Fraction(strip.count(s), len(strip)) for s in SLOT_SYMBOLS})
        expected = Fraction(0)
        for symbols in product(SLOT_SYMBOLS, repeat=5):
            _, pay = line_win(symbols)
            if pay:
                weight = Fraction(1)
                for reel, symbol in enumerate(symbols):
                    weight *= frequencies[reel][symbol]
                expected += weight * pay
        return {"spin": expected}

    def describe(self, table: Table) -> dict[str, Any]:
        return {
            "paytable": [
                {"symbol": symbol, "glyph": glyph, "pays": list(pays)}
                for symbol, (glyph, _, pays) in SLOT_SYMBOLS.items()
            ],
            "lines": len(PAYLINES),
            "paylines": [list(line) for line in PAYLINES],
        }


# Keno: pick 1-10 of 40, 10 are drawn; pays × bet by picks and hits.

KENO_NUMBERS, KENO_DRAWN, KENO_QUICK_PICK = 40, 10, 5
KENO_PAYS: dict[int, dict[int, Decimal]] = {
    picks: {hits: Decimal(pay) for hits, pay in pays.items()}
    for picks, pays in {
        1: {1: "3.8"},
        2: {1: "1", 2: "9.8"},
        3: {1: "0.5", 2: "2.49", 3: "32"},
        4: {2: "2.32", 3: "8", 4: "60"},
        5: {2: "1.24", 3: "4", 4: "20", 5: "250"},
        6: {2: "0.5", 3: "2.98", 4: "10", 5: "60", 6: "1000"},
        7: {0: "0.5", 3: "1.85", 4: "6", 5: "30", 6: "300", 7: "2500"},
        8: {0: "1", 3: "1", 4: "4.23", 5: "15", 6: "80", 7: "800", 8: "5000"},
        9: {0: "1", 3: "0.5", 4: "3.49", 5: "8", 6: "40", 7: "250", 8: "2000", 9: "10000"},
        10: {0: "2", 4: "2", 5: "7.58", 6: "25", 7: "120", 8: "1000", 9: "5000", 10: "20000"},
    }.items()
}


class Keno(Engine):
    name, label = "keno", "Keno"
    stated_rtp = {
        str(picks): Decimal(rtp)
        for picks, rtp in {
            1: "95.00",
            2: "95.00",
            3: "94.90",
            4: "94.99",
            5: "94.88",
            6: "94.98",
            7: "94.92",
            8: "95.00",
            9: "94.93",
            10: "94.98",
        }.items()
    }

    @staticmethod
    def settle(picks: list[int], drawn: list[int]) -> tuple[int, Decimal]:
        hits = len(set(picks) & set(drawn))
        return hits, KENO_PAYS[len(picks)].get(hits, Decimal(0))

    def play(
        self, rng: random.Random, choice: str | None, picks: list[int] | None, table: Table
    ) -> Outcome:
        numbers = range(1, KENO_NUMBERS + 1)
        if not picks:
            picks = sorted(rng.sample(numbers, KENO_QUICK_PICK))
        if len(picks) > 10 or len(set(picks)) != len(picks) or not set(picks) <= set(numbers):
            raise BadChoice("pick 1 to 10 different numbers from 1 to 40")
        picks = sorted(picks)
        drawn = sorted(rng.sample(numbers, KENO_DRAWN))
        hits, multiplier = self.settle(picks, drawn)
        summary = f"{hits} of {len(picks)} hit" + (f", pays {multiplier}×" if multiplier else "")
        return Outcome(multiplier, None, summary, {"picks": picks, "drawn": drawn, "hits": hits})

    def exact_rtp(self) -> dict[str, Fraction]:
        # Hits follow the hypergeometric law; settle() is the pay code play uses.
        total = comb(KENO_NUMBERS, KENO_DRAWN)
        answer = {}
        for count in KENO_PAYS:
            picks = list(range(1, count + 1))
            expected = Fraction(0)
            for hits in range(count + 1):
                ways = comb(count, hits) * comb(KENO_NUMBERS - count, KENO_DRAWN - hits)
                drawn = picks[:hits] + list(range(41 - (KENO_DRAWN - hits), 41))
                _, pay = self.settle(picks, drawn)
                expected += Fraction(ways, total) * _fraction(pay)
            answer[str(count)] = expected
        return answer

    def describe(self, table: Table) -> dict[str, Any]:
        return {
            "numbers": KENO_NUMBERS,
            "drawn": KENO_DRAWN,
            "quickPick": KENO_QUICK_PICK,
            "paytable": {
                str(picks): {str(h): str(p) for h, p in pays.items()}
                for picks, pays in KENO_PAYS.items()
            },
            "rtp": {picks: str(rtp) for picks, rtp in self.stated_rtp.items()},
        }


# Cards, for baccarat and hilo: one card at a time from a continuously shuffled shoe (every
# card is any of the 52 with the same chance, whatever came before).

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("♠", "♥", "♦", "♣")
Draw = Callable[[], int]  # a rank index 0-12


def card_name(rank: int, suit: int) -> str:
    return RANKS[rank] + SUITS[suit]


def baccarat_value(rank: int) -> int:
    return rank + 1 if rank < 9 else 0


def baccarat_deal(draw: Draw) -> tuple[list[int], list[int]]:
    """Player's and banker's cards (rank indexes) under the standard tableau."""
    player = [draw(), draw()]
    banker = [draw(), draw()]

    def total(hand: list[int]) -> int:
        return sum(baccarat_value(rank) for rank in hand) % 10

    if total(player) >= 8 or total(banker) >= 8:
        return player, banker  # a natural: both stand
    third = None
    if total(player) <= 5:
        player.append(draw())
        third = baccarat_value(player[2])
    banker_total = total(banker)
    if third is None:
        draws = banker_total <= 5
    else:
        draws = (
            banker_total <= 2
            or (banker_total == 3 and third != 8)
            or (banker_total == 4 and 2 <= third <= 7)
            or (banker_total == 5 and 4 <= third <= 7)
            or (banker_total == 6 and 6 <= third <= 7)
        )
    if draws:
        banker.append(draw())
    return player, banker


BACCARAT_PAYS = {"player": Decimal(2), "banker": Decimal("1.95"), "tie": Decimal(9)}


def baccarat_settle(choice: str, player: list[int], banker: list[int]) -> tuple[str, Decimal]:
    p = sum(baccarat_value(r) for r in player) % 10
    b = sum(baccarat_value(r) for r in banker) % 10
    result = "player" if p > b else "banker" if b > p else "tie"
    if result == choice:
        return result, BACCARAT_PAYS[choice]
    if result == "tie":
        return result, Decimal(1)  # player and banker bets push on a tie
    return result, Decimal(0)


class Baccarat(Engine):
    name, label = "baccarat", "Baccarat"
    choices = ("player", "banker", "tie")
    stated_rtp = {"player": Decimal("98.77"), "banker": Decimal("98.94"), "tie": Decimal("85.88")}

    def play(
        self, rng: random.Random, choice: str | None, picks: list[int] | None, table: Table
    ) -> Outcome:
        choice = choice or self.default_choice(table)
        if choice not in self.choices:
            raise BadChoice("choose player, banker or tie")
        suits: list[int] = []

        def draw() -> int:
            suits.append(rng.randrange(4))
            return rng.randrange(13)

        player, banker = baccarat_deal(draw)
        result, multiplier = baccarat_settle(choice, player, banker)
        cards = iter(suits)
        order = player[:2] + banker[:2] + player[2:] + banker[2:]
        names = {i: card_name(rank, next(cards)) for i, rank in enumerate(order)}
        player_names = [names[0], names[1]] + ([names[4]] if len(player) == 3 else [])
        banker_names = [names[2], names[3]] + ([names[len(order) - 1]] if len(banker) == 3 else [])
        p = sum(baccarat_value(r) for r in player) % 10
        b = sum(baccarat_value(r) for r in banker) % 10
        verdict = "tie" if result == "tie" else f"{result} wins"
        return Outcome(
            multiplier,
            choice,
            f"player {p} · banker {b}: {verdict}",
            {
                "player": player_names,
                "banker": banker_names,
                "playerTotal": p,
                "bankerTotal": b,
                "result": result,
            },
        )

    def exact_rtp(self) -> dict[str, Fraction]:
        """Every sequence of ranks the deal can ask for, each weighted 1/13 per card."""
        return {choice: _baccarat_rtp(choice) for choice in self.choices}

    def describe(self, table: Table) -> dict[str, Any]:
        return {"pays": {"player": "1:1", "banker": "0.95:1", "tie": "8:1"}}


class _NeedMore(Exception):
    pass


BACCARAT_LONGEST = 6  # cards a deal can take


@cache
def _baccarat_deals() -> tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...]:
    """Every deal with its weight in units of 1/13**6: depth-first over rank sequences, a deal
    that asks for more cards than the prefix holds is extended by each rank value (10, J, Q
    and K are all worth 0: one class of weight 4)."""
    deals = []
    stack: list[tuple[int, ...]] = [()]
    while stack:
        prefix = stack.pop()
        cards = iter(prefix)

        def draw(cards=cards) -> int:  # type: ignore[no-untyped-def]
            rank = next(cards, None)
            if rank is None:
                raise _NeedMore
            return rank

        try:
            player, banker = baccarat_deal(draw)
        except _NeedMore:
            stack.extend((*prefix, rank) for rank in range(10))
            continue
        weight = 13 ** (BACCARAT_LONGEST - len(prefix))
        for rank in prefix:
            weight *= 4 if rank == 9 else 1
        deals.append((weight, tuple(player), tuple(banker)))
    return tuple(deals)


def _baccarat_rtp(choice: str) -> Fraction:
    returned = sum(
        weight * int(baccarat_settle(choice, list(player), list(banker))[1] * 100)
        for weight, player, banker in _baccarat_deals()
    )
    return Fraction(returned, 13**BACCARAT_LONGEST * 100)


# Hilo: is the next card higher or lower than the shown one? Equal ranks lose.

HILO_TARGET = Decimal("0.97")


def hilo_chance(shown: int, choice: str) -> Fraction:
    """The chance to win (rank indexes 0 = ace low … 12 = king)."""
    return Fraction(12 - shown if choice == "higher" else shown, 13)


def hilo_multiplier(shown: int, choice: str) -> Decimal:
    chance = hilo_chance(shown, choice)
    if chance == 0:
        return Decimal(0)
    fair = HILO_TARGET * chance.denominator / chance.numerator
    return fair.quantize(Decimal("0.01"), rounding=ROUND_DOWN)


class Hilo(Engine):
    name, label = "hilo", "Hi-Lo"
    choices = ("higher", "lower")
    # The default choice (the likelier side) over a uniformly shown card; no card and choice
    # returns more than 97%.
    stated_rtp = {"default": Decimal("96.80")}

    def default_choice(self, table: Table) -> str:
        return "higher" if self._shown(table)[0] <= 6 else "lower"

    def _shown(self, table: Table, rng: random.Random | None = None) -> tuple[int, int]:
        if "card" not in table:
            rng = rng or random.SystemRandom()
            table["card"] = (rng.randrange(13), rng.randrange(4))
        return table["card"]

    def play(
        self, rng: random.Random, choice: str | None, picks: list[int] | None, table: Table
    ) -> Outcome:
        shown, shown_suit = self._shown(table, rng)
        choice = choice or self.default_choice(table)
        if choice not in self.choices:
            raise BadChoice("choose higher or lower")
        if hilo_chance(shown, choice) == 0:
            raise BadChoice(f"nothing is {choice} than {RANKS[shown]}")
        multiplier = hilo_multiplier(shown, choice)
        rank, suit = rng.randrange(13), rng.randrange(4)
        won = rank > shown if choice == "higher" else rank < shown
        table["card"] = (rank, suit)
        before, after = card_name(shown, shown_suit), card_name(rank, suit)
        return Outcome(
            multiplier if won else Decimal(0),
            choice,
            f"{before} → {after}: {choice} {'wins' if won else 'loses'}",
            {"shown": before, "next": after, "won": won, "pays": str(multiplier)},
        )

    def exact_rtp(self) -> dict[str, Fraction]:
        expected = Fraction(0)
        for shown in range(13):
            choice = self.default_choice({"card": (shown, 0)})
            expected += (
                Fraction(1, 13)
                * hilo_chance(shown, choice)
                * _fraction(hilo_multiplier(shown, choice))
            )
        return {"default": expected}

    def best_rtp(self) -> Fraction:
        return max(
            hilo_chance(shown, choice) * _fraction(hilo_multiplier(shown, choice))
            for shown in range(13)
            for choice in self.choices
        )

    def describe(self, table: Table) -> dict[str, Any]:
        shown, suit = self._shown(table)
        return {
            "card": card_name(shown, suit),
            "pays": {choice: str(hilo_multiplier(shown, choice)) for choice in self.choices},
            "default": self.default_choice(table),
        }


# Dice: two dice, bet the sum under 7, exactly 7 or over 7.

DICE_PAYS = {"over": Decimal("2.3"), "under": Decimal("2.3"), "seven": Decimal("5.75")}


def dice_wins(choice: str, total: int) -> bool:
    return total > 7 if choice == "over" else total < 7 if choice == "under" else total == 7


class Dice(Engine):
    name, label = "dice", "Over/Under 7"
    choices = ("over", "under", "seven")
    stated_rtp = {choice: Decimal("95.83") for choice in choices}

    def play(
        self, rng: random.Random, choice: str | None, picks: list[int] | None, table: Table
    ) -> Outcome:
        choice = choice or self.default_choice(table)
        if choice not in self.choices:
            raise BadChoice("choose over, under or seven")
        dice = [rng.randint(1, 6), rng.randint(1, 6)]
        total = sum(dice)
        won = dice_wins(choice, total)
        return Outcome(
            DICE_PAYS[choice] if won else Decimal(0),
            choice,
            f"{dice[0]} + {dice[1]} = {total}: {choice} {'wins' if won else 'loses'}",
            {"dice": dice, "total": total, "won": won},
        )

    def exact_rtp(self) -> dict[str, Fraction]:
        return {
            choice: sum(
                (
                    Fraction(1, 36) * _fraction(DICE_PAYS[choice])
                    for a in range(1, 7)
                    for b in range(1, 7)
                    if dice_wins(choice, a + b)
                ),
                Fraction(0),
            )
            for choice in self.choices
        }

    def describe(self, table: Table) -> dict[str, Any]:
        return {"pays": {choice: str(pay) for choice, pay in DICE_PAYS.items()}}


ENGINES: dict[str, Engine] = {
    engine.name: engine for engine in (Slot(), Keno(), Baccarat(), Hilo(), Dice())
}


def percent(value: Fraction) -> Decimal:
    """An exact RTP as a percentage with two places (for display and the tests)."""
    return _percent(value)
