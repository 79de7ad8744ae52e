from __future__ import annotations

from collections.abc import Collection

from sqlalchemy import select

from ..core.db import Database
from ..models import AuthSession


async def ended_sessions(db: Database, session_ids: Collection[str]) -> set[str]:
    """Which of these login sessions have ended or no longer exist: one statement a batch."""
    wanted = set(session_ids)
    if not wanted:
        return set()
    statement = select(AuthSession.id, AuthSession.ended_at).where(AuthSession.id.in_(wanted))
    async with db.connect() as connection:
        rows = (await connection.execute(statement)).all()
    live = {session_id for session_id, ended_at in rows if ended_at is None}
    return wanted - live
