from __future__ import annotations

from typing import Any

from sqlalchemy import ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, BigId, CreatedMixin, IdMixin, Json


class IdempotentRequest(IdMixin, CreatedMixin, Base):
    """The first answer to a request that carried an `Idempotency-Key`, kept so that a replay
    returns it. Written in the same transaction as the request's effects."""

    __tablename__ = "idempotent_request"
    __table_args__ = (UniqueConstraint("agent_id", "user_id", "key"),)

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(BigId)
    key: Mapped[str] = mapped_column(String(64))
    route: Mapped[str] = mapped_column(String(128))
    request_hash: Mapped[str] = mapped_column(String(64))
    status_code: Mapped[int] = mapped_column(Integer, default=200)
    response: Mapped[Any] = mapped_column(Json)
