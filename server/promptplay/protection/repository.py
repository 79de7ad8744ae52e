"""Every statement of player protection, inside one player's rows."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Agent, BankTransaction, Country, GameRound, Player, PlayLimit, User

# Deposits that count against a limit: waiting for staff, or credited.
COUNTED = ("0000", "0001")


class ProtectionRepository:
    def __init__(self, session: AsyncSession, player_id: int) -> None:
        self.session = session
        self.player_id = player_id

    async def find(self) -> tuple[Player, User, Country] | None:
        statement = (
            select(Player, User, Country)
            .join(User, User.id == Player.user_id)
            .join(Agent, Agent.id == Player.agent_id)
            .join(Country, Country.id == Agent.country_id)
            .where(Player.id == self.player_id)
        )
        row = (await self.session.execute(statement)).first()
        return None if row is None else (row[0], row[1], row[2])

    async def player(self) -> tuple[Player, User, Country]:
        """The player with his login and country (one known to exist)."""
        found = await self.find()
        assert found is not None
        return found

    async def limits(self, *, lock: bool = False) -> list[PlayLimit]:
        statement = select(PlayLimit).where(PlayLimit.player_id == self.player_id)
        if lock:
            statement = statement.with_for_update()
        return list((await self.session.execute(statement)).scalars())

    async def deposited_since(self, start: datetime) -> int:
        statement = select(func.coalesce(func.sum(BankTransaction.amount), 0)).where(
            BankTransaction.player_id == self.player_id,
            BankTransaction.type == "DEPOSIT",
            BankTransaction.status.in_(COUNTED),
            BankTransaction.created_at >= start,
        )
        return int((await self.session.execute(statement)).scalar_one())

    async def lost_since(self, start: datetime) -> int:
        """Stakes less what they paid back, in the rounds played since `start` (0 when the
        player is ahead)."""
        statement = select(
            func.coalesce(func.sum(GameRound.bet), 0) - func.coalesce(func.sum(GameRound.payout), 0)
        ).where(GameRound.player_id == self.player_id, GameRound.played_at >= start)
        return max(0, int((await self.session.execute(statement)).scalar_one()))

    async def add(self, row: PlayLimit) -> None:
        self.session.add(row)
        await self.session.flush()

    async def save(self) -> None:
        await self.session.flush()


async def player_id_of(session: AsyncSession, agent_id: int, user_id: int) -> int | None:
    statement = select(Player.id).where(Player.agent_id == agent_id, Player.user_id == user_id)
    return (await session.execute(statement)).scalar_one_or_none()
