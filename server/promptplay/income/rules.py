"""The income calculations (docs/income.md §2), pure: amounts are integers of minor units,
rates exact percents, days the agent's own."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from functools import lru_cache
from zoneinfo import ZoneInfo

ALL = "all"  # a rate for every category without one of its own
WALLET_FIELDS = {
    "affiliate": "income_from_affiliate",
    "alliance": "income_from_alliance",
    "returnLost": "return_lost_balance",
}
DAILY = ("affiliate", "alliance", "rolling", "rebate")


@dataclass(frozen=True)
class Stat:
    """One player's play of one category over a period."""

    player_id: int
    category: str
    turnover: int
    payout: int

    @property
    def net_loss(self) -> int:
        return self.turnover - self.payout


@lru_cache(maxsize=1024)
def basis_points(percent: Decimal) -> int:
    """A percent of at most two decimals in hundredths of a percent, exactly."""
    points = percent * 100
    if points != points.to_integral_value():
        raise ValueError(f"{percent} has more than two decimals")
    return int(points)


def share(amount: int, percent: Decimal) -> int:
    """`percent` of `amount`, rounded down to the minor unit; nothing of a negative amount.
    In integers (hundredths of a percent): exact, and fast over a day of every player."""
    if amount <= 0:
        return 0
    points = basis_points(percent)
    return amount * points // 10000 if points > 0 else 0


def rate_of(rates: Mapping[str, Decimal], category: str) -> Decimal:
    return rates.get(category, rates.get(ALL, Decimal(0)))


def commission(turnover: Mapping[str, int], rates: Mapping[str, Decimal]) -> int:
    """Rolling and rebate: Σ per category of turnover × the category's rate."""
    return sum(share(amount, rate_of(rates, category)) for category, amount in turnover.items())


def return_lost(net_loss: int, rate: Decimal, minimum_loss: int, maximum: int) -> tuple[int, bool]:
    """(amount, capped): the rate of the period's net loss when it reaches the minimum, at most
    the maximum (0: no cap)."""
    if net_loss <= 0 or net_loss < minimum_loss:
        return 0, False
    amount = share(net_loss, rate)
    if maximum and amount > maximum:
        return maximum, True
    return amount, False


def affiliate_basis(stat: Stat, basis: str) -> int:
    """What a downline's category earns his upline on: the amount played, or his net loss
    (a win counts 0)."""
    return stat.turnover if basis == "turnover" else max(stat.net_loss, 0)


def uplines(
    player_id: int, links: Mapping[int, tuple[int, bool]], depth: int
) -> list[tuple[int, int]]:
    """(level, upline) up to `depth` levels: a link marked as self-referral, and every link
    above it, earns nothing (docs/income.md §2)."""
    found: list[tuple[int, int]] = []
    current = player_id
    seen = {player_id}
    for level in range(1, depth + 1):
        link = links.get(current)
        if link is None:
            break
        upline, self_referral = link
        if self_referral or upline in seen:
            break
        found.append((level, upline))
        seen.add(upline)
        current = upline
    return found


@dataclass
class Earned:
    """What one upline earns from the downline's day: the amount, and per (level, category)
    the players, turnover, net loss and income behind it."""

    amount: int = 0
    basis: int = 0

    def __post_init__(self) -> None:
        self.lines: dict[tuple[int, str], list[int]] = defaultdict(lambda: [0, 0, 0, 0])

    def add(self, level: int, stat: Stat, basis: int, income: int) -> None:
        line = self.lines[(level, stat.category)]
        line[0] += 1
        line[1] += stat.turnover
        line[2] += max(stat.net_loss, 0)
        line[3] += income
        self.amount += income
        self.basis += basis


def affiliate(
    stats: Iterable[Stat],
    links: Mapping[int, tuple[int, bool]],
    basis: str,
    levels: Mapping[int, Mapping[str, Decimal]],
) -> dict[int, Earned]:
    """Each upline's commission on the day's stats of his downline, per level. The rates
    apply to each downline's category separately, each share rounded down."""
    depth = max(levels, default=0)
    earned: dict[int, Earned] = {}
    for stat in stats:
        amount = affiliate_basis(stat, basis)
        if amount <= 0:
            continue
        for level, upline in uplines(stat.player_id, links, depth):
            rates = levels.get(level)
            if not rates:
                continue
            income = share(amount, rate_of(rates, stat.category))
            entry = earned.get(upline)
            if entry is None:
                entry = earned[upline] = Earned()
            entry.add(level, stat, amount, income)
    return earned


def alliance(net_loss: int, percent: Decimal) -> int:
    """The alliance's share of its players' net loss together (a net win earns nothing)."""
    return share(net_loss, percent)


# ----- periods -------------------------------------------------------------------------------


def day_key(day: date) -> str:
    return day.isoformat()


def week_of(day: date) -> tuple[date, date, str]:
    """The week (Monday to Sunday, DESIGN §5) holding `day`: its first and last day and key."""
    start = day - timedelta(days=day.weekday())
    year, week, _ = start.isocalendar()
    return start, start + timedelta(days=6), f"{year}-W{week:02d}"


def period_of(day: date, period: str) -> tuple[date, date, str]:
    if period == "week":
        return week_of(day)
    return day, day, day_key(day)


def day_start(day: date, zone: ZoneInfo) -> datetime:
    return datetime.combine(day, time.min, tzinfo=zone).astimezone(UTC)


def expires_at(period_end: date, days: int, zone: ZoneInfo) -> datetime:
    """An award expires `days` days after its period's last day ends, at the agent's midnight."""
    return day_start(period_end + timedelta(days=days + 1), zone)


def local_day(at: datetime, zone: ZoneInfo) -> date:
    return at.astimezone(zone).date()


def ended_days(last_done: date | None, today: date, backlog: int) -> list[date]:
    """The days that ended and were not computed yet: after `last_done`, before `today`, at
    most `backlog` of them (the oldest dropped)."""
    first = today - timedelta(days=backlog)
    if last_done is not None and last_done + timedelta(days=1) > first:
        first = last_done + timedelta(days=1)
    return [first + timedelta(days=n) for n in range((today - first).days)]


# ----- bonuses -------------------------------------------------------------------------------


def birthday_key(dob: date | None, today: date) -> str | None:
    """The birthday bonus is claimable in the player's birthday month, once a year."""
    if dob is None or dob.month != today.month:
        return None
    return f"birthday:{today.year}"


def masked(username: str) -> str:
    """A downline's username as his upline sees it: the first two and last two characters."""
    if len(username) <= 4:
        return username[:1] + "*" * (len(username) - 1)
    return f"{username[:2]}{'*' * (len(username) - 4)}{username[-2:]}"
