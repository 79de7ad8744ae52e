"""Every statement of the forgot-password flow, inside one agent."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import PasswordReset, Player, User


class RecoveryRepository:
    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    async def player_user(self, username: str) -> tuple[User, Player] | None:
        statement = (
            select(User, Player)
            .join(Player, Player.user_id == User.id)
            .where(
                User.agent_id == self.agent_id,
                User.user_type == "player",
                User.username == username,
            )
        )
        row = (await self.session.execute(statement)).first()
        return (row[0], row[1]) if row else None

    async def user_for_update(self, user_id: int) -> User | None:
        """The user, locked: two uses of codes at once queue."""
        statement = (
            select(User).where(User.id == user_id, User.agent_id == self.agent_id).with_for_update()
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def codes_since(self, user_id: int, since: datetime) -> int:
        statement = select(func.count()).where(
            PasswordReset.user_id == user_id, PasswordReset.created_at >= since
        )
        return int((await self.session.execute(statement)).scalar_one())

    async def live_code(self, user_id: int, now: datetime) -> PasswordReset | None:
        """The user's newest code that is unused and unexpired (an older one is replaced)."""
        statement = (
            select(PasswordReset)
            .where(PasswordReset.user_id == user_id, PasswordReset.agent_id == self.agent_id)
            .order_by(PasswordReset.created_at.desc(), PasswordReset.id.desc())
            .limit(1)
        )
        code = (await self.session.execute(statement)).scalar_one_or_none()
        if code is None or code.used_at is not None or code.expires_at <= now:
            return None
        return code

    async def end_codes(self, user_id: int, now: datetime) -> None:
        await self.session.execute(
            update(PasswordReset)
            .where(PasswordReset.user_id == user_id, PasswordReset.used_at.is_(None))
            .values(used_at=now)
        )

    async def add(self, row: PasswordReset) -> None:
        self.session.add(row)
        await self.session.flush()

    async def save(self) -> None:
        await self.session.flush()
