from __future__ import annotations

from datetime import datetime

from sqlalchemy import delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from ..models import AgentDomain, AuthSession, LoginFailure, RefreshToken


async def session_state(
    connection: AsyncConnection, session_id: str, host: str
) -> tuple[str | None, bool, int | None] | None:
    """(end_reason, ended, agent id of the host) for a session: one Core statement, as it
    runs on every authenticated call."""
    host_agent = select(AgentDomain.agent_id).where(AgentDomain.domain == host).scalar_subquery()
    statement = select(AuthSession.end_reason, AuthSession.ended_at, host_agent).where(
        AuthSession.id == session_id
    )
    row = (await connection.execute(statement)).first()
    if row is None:
        return None
    return row[0], row[1] is not None, row[2]


class AuthRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def end_live_sessions(
        self, user_id: int, now: datetime, reason: str, *, keep: str | None = None
    ) -> None:
        statement = update(AuthSession).where(
            AuthSession.user_id == user_id, AuthSession.ended_at.is_(None)
        )
        if keep is not None:
            statement = statement.where(AuthSession.id != keep)
        await self.session.execute(statement.values(ended_at=now, end_reason=reason))

    async def end_session(self, session_id: str, now: datetime, reason: str) -> None:
        await self.session.execute(
            update(AuthSession)
            .where(AuthSession.id == session_id, AuthSession.ended_at.is_(None))
            .values(ended_at=now, end_reason=reason)
        )

    async def get_session(self, session_id: str) -> AuthSession | None:
        return await self.session.get(AuthSession, session_id)

    async def refresh_token(self, token_hash: str) -> RefreshToken | None:
        statement = select(RefreshToken).where(RefreshToken.token_hash == token_hash)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def spend_refresh_token(self, token_id: int, now: datetime) -> bool:
        """Mark a refresh token used; False when another request used it first."""
        result = await self.session.execute(
            update(RefreshToken)
            .where(RefreshToken.id == token_id, RefreshToken.used_at.is_(None))
            .values(used_at=now)
        )
        return result.rowcount == 1

    async def count_failures(
        self, scope: str, key: str, since: datetime
    ) -> tuple[int, datetime | None]:
        statement = select(func.count(), func.min(LoginFailure.created_at)).where(
            LoginFailure.scope == scope, LoginFailure.key == key, LoginFailure.created_at >= since
        )
        count, oldest = (await self.session.execute(statement)).one()
        return int(count), oldest

    async def clear_failures(self, scope: str, key: str) -> None:
        await self.session.execute(
            delete(LoginFailure).where(LoginFailure.scope == scope, LoginFailure.key == key)
        )

    async def prune_failures(self, before: datetime) -> None:
        await self.session.execute(delete(LoginFailure).where(LoginFailure.created_at < before))
