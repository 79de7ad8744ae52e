from __future__ import annotations

from sqlalchemy import BigInteger, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base


class LoginFailure(Base):
    """The failed logins of one key in its current window: one row per key, so that an
    attempt is counted by one conditional statement (auth.repository `reserve_attempt`)
    that every server process sees.

    Keys are scoped: `pair` is one account at one client address, `address` one client
    address whatever the account. The window starts with the key's first failure; its end
    is kept in epoch milliseconds so that the same arithmetic and comparison serve SQLite
    and PostgreSQL inside one statement."""

    __tablename__ = "login_failure"
    __table_args__ = (Index("ix_login_failure_window_ends", "window_ends"),)

    scope: Mapped[str] = mapped_column(String(16), primary_key=True)
    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    failures: Mapped[int] = mapped_column(Integer)
    window_ends: Mapped[int] = mapped_column(BigInteger)
