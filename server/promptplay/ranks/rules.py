"""The rules of ranks, diamonds and rewards (docs/engagement.md §5) as pure functions of
integers of minor units: the tier an amount reaches, the progress to the next, the diamonds
turnover makes, the benefits a tier gives and the serial of a physical reward."""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Protocol, TypeVar

# A serial: RW-XXXX-XXXX in letters and digits that cannot be read as one another.
SERIAL_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
SERIAL = re.compile(rf"^RW-[{SERIAL_ALPHABET}]{{4}}-[{SERIAL_ALPHABET}]{{4}}$")
# An icon: an image URL (the site's own path or https), or a short emoji.
ICON_URL = re.compile(r"^(/[^\s]*|https://[^\s]+)$")
ICON_EMOJI_LENGTH = 16


class Step(Protocol):
    @property
    def level(self) -> int: ...

    @property
    def threshold(self) -> int: ...


T = TypeVar("T", bound=Step)


def tier_of(amount: int, tiers: Sequence[T]) -> T | None:
    """The highest tier whose threshold the amount reaches (None: below every one)."""
    reached = [t for t in tiers if t.threshold <= amount]
    return max(reached, key=lambda t: (t.threshold, t.level), default=None)


def standing(amount: int, recorded: int, tiers: Sequence[T]) -> tuple[T | None, T | None]:
    """(rank, next): the player's tier is the higher of the one the amount reaches and the
    one he reached before (a rank is never lost when staff raise a threshold); the next is
    the tier above it."""
    ordered = sorted(tiers, key=lambda t: t.level)
    reached = tier_of(amount, ordered)
    kept = [t for t in ordered if t.level <= recorded]
    rank = max(
        (t for t in (reached, kept[-1] if kept else None) if t is not None),
        key=lambda t: t.level,
        default=None,
    )
    above = [t for t in ordered if rank is None or t.level > rank.level]
    return rank, above[0] if above else None


def progress(amount: int, rank: Step | None, following: Step | None) -> tuple[float, int]:
    """(progress from the rank's threshold to the next's, 0…1; what is left to the next).
    At the top tier the progress is 1 and nothing is left."""
    if following is None:
        return 1.0, 0
    start = rank.threshold if rank is not None else 0
    span = following.threshold - start
    left = max(following.threshold - amount, 0)
    if span <= 0:
        return (1.0 if left == 0 else 0.0), left
    done = min(max(amount - start, 0), span)
    return round(done / span, 4), left


def new_diamonds(turnover: int, counted: int, every: int) -> int:
    """The diamonds the turnover not yet counted makes: one per `every` (0: none)."""
    if every <= 0 or turnover <= counted:
        return 0
    return (turnover - counted) // every


def passed(old_level: int, new_level: int, tiers: Sequence[T]) -> list[T]:
    """The tiers a rank-up passes, the lowest first: above the old level, up to the new."""
    return sorted((t for t in tiers if old_level < t.level <= new_level), key=lambda t: t.level)


def cashback_rate(program_rate: Decimal, tier_rate: Decimal | None) -> Decimal:
    """A tier's return-lost rate replaces the agent's when it is higher."""
    if tier_rate is None:
        return program_rate
    return max(program_rate, tier_rate)


def withdraw_maximum(agent_maximum: int, tier_limit: int | None) -> int:
    """A tier's limit above the agent's maximum per withdrawal raises it (0: the agent's)."""
    if not tier_limit:
        return agent_maximum
    return max(agent_maximum, tier_limit)


def serial(choice: Callable[[str], str] = secrets.choice) -> str:
    """A new serial of a physical reward, RW-XXXX-XXXX."""
    letters = "".join(choice(SERIAL_ALPHABET) for _ in range(8))
    return f"RW-{letters[:4]}-{letters[4:]}"


def icon_ok(icon: str) -> bool:
    """An image URL, or a short emoji (no spaces, no markup)."""
    if icon.startswith(("/", "http")):
        return bool(ICON_URL.match(icon))
    return (
        0 < len(icon) <= ICON_EMOJI_LENGTH
        and not any(c.isspace() for c in icon)
        and not any(c in "<>\"'&" for c in icon)
    )


def tier_problems(levels: Sequence[int], thresholds: Sequence[int]) -> list[str]:
    """What a tier list must be: levels 1, 2, … without a gap, in the order of their
    thresholds, each threshold above the one before (the first may be 0). The fields at
    fault, named `tiers.{index}.{field}`."""
    problems: list[str] = []
    for index, level in enumerate(levels):
        if level != index + 1:
            problems.append(f"tiers.{index}.level")
    for index in range(1, len(thresholds)):
        if thresholds[index] <= thresholds[index - 1]:
            problems.append(f"tiers.{index}.threshold")
    return problems
