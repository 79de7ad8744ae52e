from __future__ import annotations

from datetime import datetime

from sqlalchemy import delete, update
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Captcha


async def purge_expired(session: AsyncSession, before: datetime) -> None:
    await session.execute(delete(Captcha).where(Captcha.expires_at < before))


async def add(
    session: AsyncSession, captcha_id: str, answer_hash: str, expires_at: datetime
) -> None:
    session.add(Captcha(id=captcha_id, answer_hash=answer_hash, expires_at=expires_at))
    await session.flush()


async def spend(session: AsyncSession, captcha_id: str, now: datetime) -> str | None:
    """Mark an unused, unexpired challenge used in one statement (so two racing answers
    cannot both spend it) and return its answer hash; None when there is none to spend."""
    result = await session.execute(
        update(Captcha)
        .where(Captcha.id == captcha_id, Captcha.used_at.is_(None), Captcha.expires_at > now)
        .values(used_at=now)
        .returning(Captcha.answer_hash)
    )
    return result.scalar_one_or_none()
