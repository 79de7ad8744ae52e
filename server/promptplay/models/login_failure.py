from __future__ import annotations

from datetime import datetime

from sqlalchemy import Index, String
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, IdMixin, UTCDateTime, utcnow


class LoginFailure(IdMixin, Base):
    """A failed login, counted per account and per client address within a window. Kept in
    the database so that every server process sees the same count."""

    __tablename__ = "login_failure"
    __table_args__ = (Index("ix_login_failure_scope_key_at", "scope", "key", "created_at"),)

    scope: Mapped[str] = mapped_column(String(16))
    key: Mapped[str] = mapped_column(String(128))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
