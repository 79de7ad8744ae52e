from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, CreatedMixin, IdMixin, UTCDateTime


class PasswordReset(IdMixin, CreatedMixin, Base):
    """A one-time code sent to a player who forgot his password: kept as a keyed hash, good
    until `expires_at` for a few attempts, used once."""

    __tablename__ = "password_reset"
    __table_args__ = (Index("ix_password_reset_user", "user_id", "created_at"),)

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(ForeignKey("user.id", ondelete="CASCADE"))
    code_hash: Mapped[str] = mapped_column(String(64))
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    address: Mapped[str] = mapped_column(String(64), default="")
