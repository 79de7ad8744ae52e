"""The dashboard's statements: each reads one table's rows of the period by one index range
and adds them up per hour, so a period costs what its rows cost, on either database."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import distinct, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql.elements import ColumnElement

from ..models import BankTransaction, GameDayStat, LedgerAccount, LedgerEntry, Player

# The agent's accounts that pay bonuses out, and take seized ones back.
BONUS_ACCOUNTS = ("promotions", "income", "engagement")
SUCCESS = "0000"


class DashboardRepository:
    """Rows are added up per hour in the database (cheap to group by, whatever the database)
    and the hours per day of the agent's time zone here: its zones' offsets are whole hours."""

    def __init__(self, session: AsyncSession, agent_id: int, zone: ZoneInfo) -> None:
        self.session = session
        self.agent_id = agent_id
        self.zone = zone

    def _hour(self, column: ColumnElement[datetime]) -> ColumnElement[Any]:
        """The UTC hour an instant falls in."""
        if self.session.bind.dialect.name == "postgresql":
            return func.date_trunc("hour", func.timezone("UTC", column))
        return func.strftime("%Y-%m-%d %H:00:00", column)

    async def _by_day(self, statement) -> dict[date, tuple[int, ...]]:  # type: ignore[no-untyped-def]
        days: dict[date, list[int]] = {}
        for hour, *values in await self.session.execute(statement):
            instant = hour if isinstance(hour, datetime) else datetime.fromisoformat(hour)
            day = instant.replace(tzinfo=UTC).astimezone(self.zone).date()
            sums = days.setdefault(day, [0] * len(values))
            for i, value in enumerate(values):
                sums[i] += int(value or 0)
        return {day: tuple(sums) for day, sums in days.items()}

    async def money_moved(
        self, kind: str, start: datetime, end: datetime
    ) -> dict[date, tuple[int, ...]]:
        """(amount, count) a day of the agent's successful requests of one type, by the day
        they were decided."""
        hour = self._hour(BankTransaction.updated_at)
        statement = (
            select(hour, func.sum(BankTransaction.amount), func.count())
            .where(
                BankTransaction.agent_id == self.agent_id,
                BankTransaction.type == kind,
                BankTransaction.status == SUCCESS,
                BankTransaction.updated_at >= start,
                BankTransaction.updated_at < end,
            )
            .group_by(hour)
        )
        return await self._by_day(statement)

    async def bonus_cost(self, start: datetime, end: datetime) -> dict[date, tuple[int, ...]]:
        """What the bonus accounts paid out less what came back, a day (their entries are
        negative when they pay)."""
        accounts = select(LedgerAccount.id).where(
            LedgerAccount.agent_id == self.agent_id, LedgerAccount.code.in_(BONUS_ACCOUNTS)
        )
        hour = self._hour(LedgerEntry.created_at)
        statement = (
            select(hour, -func.sum(LedgerEntry.amount))
            .where(
                # An account's entries are all of the money book (ledger.posting.account_leg).
                LedgerEntry.account_id.in_(accounts.scalar_subquery()),
                LedgerEntry.created_at >= start,
                LedgerEntry.created_at < end,
            )
            .group_by(hour)
        )
        return await self._by_day(statement)

    async def new_players(self, start: datetime, end: datetime) -> dict[date, tuple[int, ...]]:
        hour = self._hour(Player.created_at)
        statement = (
            select(hour, func.count())
            .where(
                Player.agent_id == self.agent_id,
                Player.created_at >= start,
                Player.created_at < end,
            )
            .group_by(hour)
        )
        return await self._by_day(statement)

    async def play(self, first: date, last: date) -> dict[date, tuple[int, int, int]]:
        """(turnover, payout, players who played) of each day that had play."""
        statement = (
            select(
                GameDayStat.day,
                func.sum(GameDayStat.turnover),
                func.sum(GameDayStat.payout),
                func.count(distinct(GameDayStat.player_id)),
            )
            .where(
                GameDayStat.agent_id == self.agent_id,
                GameDayStat.day >= first,
                GameDayStat.day <= last,
            )
            .group_by(GameDayStat.day)
        )
        return {
            day: (int(turnover or 0), int(payout or 0), int(players))
            for day, turnover, payout, players in await self.session.execute(statement)
        }

    async def players_who_played(self, first: date, last: date) -> int:
        statement = select(func.count(distinct(GameDayStat.player_id))).where(
            GameDayStat.agent_id == self.agent_id,
            GameDayStat.day >= first,
            GameDayStat.day <= last,
        )
        return int((await self.session.execute(statement)).scalar_one() or 0)
