"""Every statement of the agent's team calls, inside that agent."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import User


class TeamRepository:
    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    async def members(self) -> list[User]:
        statement = (
            select(User)
            .where(User.agent_id == self.agent_id, User.user_type == "staff")
            .order_by(User.id)
        )
        return list((await self.session.execute(statement)).scalars())

    async def member_for_update(self, user_id: int) -> User | None:
        statement = (
            select(User)
            .where(User.id == user_id, User.agent_id == self.agent_id, User.user_type == "staff")
            .with_for_update()
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def active_admins(self, role_id: int) -> int:
        """The agent's active admins, locked: two demotions at once cannot leave none."""
        statement = (
            select(User.id)
            .where(
                User.agent_id == self.agent_id,
                User.user_type == "staff",
                User.role_id == role_id,
                User.status == "active",
            )
            .with_for_update()
        )
        rows = (await self.session.execute(statement)).scalars().all()
        return len(rows)

    async def count(self) -> int:
        statement = select(func.count()).where(
            User.agent_id == self.agent_id, User.user_type == "staff"
        )
        return int((await self.session.execute(statement)).scalar_one())

    async def save(self) -> None:
        await self.session.flush()
