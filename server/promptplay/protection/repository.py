"""Every statement of player protection, inside one player's rows."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import case, func, select
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

    async def used_since(self, kind: str, starts: Sequence[datetime]) -> list[int]:
        """What counts against the limits of `kind` since each of `starts`, in one statement:
        deposits waiting for staff or credited, or stakes less what they paid back (0 when the
        player is ahead)."""
        if kind == "deposit":
            at, value = BankTransaction.created_at, BankTransaction.amount
            of_player = (
                BankTransaction.player_id == self.player_id,
                BankTransaction.type == "DEPOSIT",
                BankTransaction.status.in_(COUNTED),
            )
        else:
            at, value = GameRound.played_at, GameRound.bet - GameRound.payout
            of_player = (GameRound.player_id == self.player_id,)
        sums = [func.coalesce(func.sum(case((at >= start, value), else_=0)), 0) for start in starts]
        row = (await self.session.execute(select(*sums).where(*of_player, at >= min(starts)))).one()
        return [max(0, int(total)) for total in row]

    async def add(self, row: PlayLimit) -> None:
        self.session.add(row)
        await self.session.flush()

    async def save(self) -> None:
        await self.session.flush()


async def player_id_of(session: AsyncSession, agent_id: int, user_id: int) -> int | None:
    statement = select(Player.id).where(Player.agent_id == agent_id, Player.user_id == user_id)
    return (await session.execute(statement)).scalar_one_or_none()
