from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, CreatedMixin, IdMixin, Json, UTCDateTime


class User(IdMixin, CreatedMixin, Base):
    """A login of one agent: a player or a member of the agent's staff."""

    __tablename__ = "user"
    __table_args__ = (UniqueConstraint("agent_id", "user_type", "username"),)

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"), index=True)
    username: Mapped[str] = mapped_column(String(32))
    password_hash: Mapped[str] = mapped_column(String(255))
    user_type: Mapped[str] = mapped_column(String(16))
    role_id: Mapped[int] = mapped_column(Integer, default=5)
    tel: Mapped[str | None] = mapped_column(String(20))
    email: Mapped[str | None] = mapped_column(String(254))
    status: Mapped[str] = mapped_column(String(16), default="active")
    access_permission: Mapped[list[Any]] = mapped_column(Json, default=list)
    last_login: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # A player's self-exclusion: no login until then; set by the player alone, never shortened.
    excluded_until: Mapped[datetime | None] = mapped_column(UTCDateTime())
