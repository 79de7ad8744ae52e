"""The rules of the mini games (docs/engagement.md §4) as pure functions: the wheel's draw and
odds, the spins a day's deposits or turnover earn, the check-in streak, the agent's day, and
the play token."""

from __future__ import annotations

import hashlib
import hmac
import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Protocol
from zoneinfo import ZoneInfo

import jwt

EARNING_DAYS = 7  # today and the 6 days before are brought up to date
STREAK_DAYS = 7  # the check-in's prizes: day 1…7, then day 1 again
TOKEN_TYPE = "miniGame"  # noqa: S105  (the kind of token, no secret)
_TOKEN_KEY_LABEL = b"promptplay/minigame-play-token"
_CENT = Decimal("0.01")


class Weighted(Protocol):
    @property
    def weight(self) -> int: ...


# ----- the wheel ----------------------------------------------------------------------------


def draw(segments: Sequence[Weighted], rng: random.Random) -> int:
    """The index of the segment the wheel stops on: each with the chance weight / total (a
    segment of weight 0 never comes up). `rng` is `secrets.SystemRandom()` in play, a seeded
    `random.Random` in tests."""
    weights = [segment.weight for segment in segments]
    if any(weight < 0 for weight in weights):
        raise ValueError("a weight is negative")
    total = sum(weights)
    if total <= 0:
        raise ValueError("the weights sum to 0")
    point = rng.randrange(total)
    for index, weight in enumerate(weights):
        if point < weight:
            return index
        point -= weight
    raise AssertionError("unreachable: point < total")


def odds(segments: Sequence[Weighted]) -> list[Decimal]:
    """Each segment's chance in percent, two decimals (half up): weight / total × 100."""
    total = sum(segment.weight for segment in segments)
    if total <= 0:
        return [Decimal("0.00") for _ in segments]
    return [
        (Decimal(segment.weight) * 100 / total).quantize(_CENT, rounding=ROUND_HALF_UP)
        for segment in segments
    ]


# ----- spins earned -------------------------------------------------------------------------


@dataclass(frozen=True)
class EarnRule:
    """`spins` for every `per` (minor units) of a day's deposits or turnover, at most
    `max_per_day` spins a day (0: no cap)."""

    per: int
    spins: int
    max_per_day: int


def spins_due(total: int, rule: EarnRule | None) -> int:
    """The spins a day's total earns under the rule (0 without one)."""
    if rule is None or rule.per <= 0 or rule.spins <= 0 or total <= 0:
        return 0
    due = (total // rule.per) * rule.spins
    return min(due, rule.max_per_day) if rule.max_per_day > 0 else due


def earning_days(today: date) -> list[date]:
    """The days a player is brought up to date for, oldest first."""
    return [today - timedelta(days=n) for n in range(EARNING_DAYS - 1, -1, -1)]


# ----- the agent's day ----------------------------------------------------------------------


def local_day(at: datetime, zone: ZoneInfo) -> date:
    return at.astimezone(zone).date()


def day_start(day: date, zone: ZoneInfo) -> datetime:
    """The instant (UTC) the agent's day begins."""
    return datetime.combine(day, time(0), tzinfo=zone).astimezone(UTC)


# ----- the check-in -------------------------------------------------------------------------


def streak(last: tuple[date, int] | None, today: date) -> int:
    """The streak day reached so far (0: none): the last check-in's, while it was today or
    yesterday; `last` is (its day, its streak day)."""
    if last is None:
        return 0
    day, position = last
    return position if day >= today - timedelta(days=1) else 0


def next_streak_day(last: tuple[date, int] | None, today: date) -> int:
    """The streak day of a check-in today: the one after yesterday's (after day 7, day 1
    again), or day 1 when the player did not check in yesterday."""
    if last is None or last[0] != today - timedelta(days=1):
        return 1
    return last[1] % STREAK_DAYS + 1


# ----- the play token -----------------------------------------------------------------------


@dataclass(frozen=True)
class PlayClaims:
    """What a play token binds: the player, his agent, the game, a nonce used once and the
    expiry (seconds since the epoch)."""

    player_id: int
    agent_id: int
    game: str
    nonce: str
    expires_at: int

    def expired(self, now: float) -> bool:
        return self.expires_at <= now


def token_key(secret: str) -> bytes:
    """The play tokens' own key, derived from the app's secret: an access token is no play
    token and a play token no access token."""
    return hmac.new(secret.encode(), _TOKEN_KEY_LABEL, hashlib.sha256).digest()


def sign_token(key: bytes, claims: PlayClaims) -> str:
    payload = {
        "typ": TOKEN_TYPE,
        "pid": claims.player_id,
        "aid": claims.agent_id,
        "gm": claims.game,
        "jti": claims.nonce,
        "exp": claims.expires_at,
    }
    return jwt.encode(payload, key, algorithm="HS256")


def read_token(key: bytes, token: str) -> PlayClaims | None:
    """The claims of a token this key signed (its expiry not checked: a played token is
    answered again after it), None for anything else."""
    try:
        payload = jwt.decode(
            token,
            key,
            algorithms=["HS256"],
            options={
                "require": ["typ", "pid", "aid", "gm", "jti", "exp"],
                "verify_exp": False,
            },
        )
        if payload["typ"] != TOKEN_TYPE:
            return None
        claims = PlayClaims(
            player_id=int(payload["pid"]),
            agent_id=int(payload["aid"]),
            game=str(payload["gm"]),
            nonce=str(payload["jti"]),
            expires_at=int(payload["exp"]),
        )
    except (jwt.InvalidTokenError, ValueError, TypeError, KeyError):
        return None
    if not 1 <= len(claims.nonce) <= 32:
        return None
    return claims
