"""What player protection holds to: the limits' kinds and periods, the cooling-off before a
limit is raised, the self-exclusion periods and the reality-check intervals."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

Kind = Literal["deposit", "loss"]
Period = Literal["day", "week", "month"]
KINDS: tuple[Kind, ...] = ("deposit", "loss")
PERIODS: tuple[Period, ...] = ("day", "week", "month")

# A higher limit (or none) holds only after this: a decision made on a bad night waits a day.
COOLING_OFF = timedelta(hours=24)
# How long a player may exclude himself; nothing, staff included, shortens it.
EXCLUSION_DAYS = (1, 7, 30, 90, 180, 365)
# Minutes between reality-check reminders while a game is open; 0: none.
REALITY_MINUTES = (0, 15, 30, 60, 120)


def period_start(now: datetime, zone: ZoneInfo, period: Period) -> datetime:
    """The start (UTC) of the day, week (from Monday) or month `now` falls in, in `zone`."""
    today = now.astimezone(zone).date()
    first: date = {
        "day": today,
        "week": today - timedelta(days=today.weekday()),
        "month": today.replace(day=1),
    }[period]
    return datetime.combine(first, time(0), tzinfo=zone).astimezone(now.tzinfo)


def effective(
    amount: int | None, pending_amount: int | None, pending_from: datetime | None, now: datetime
) -> int | None:
    """The limit that holds at `now`: the pending one once its cooling-off is over."""
    if pending_from is not None and pending_from <= now:
        return pending_amount
    return amount


def is_raise(current: int | None, wanted: int | None) -> bool:
    """Whether `wanted` loosens `current` (a higher limit, or none where one holds)."""
    if current is None:
        return False
    return wanted is None or wanted > current
