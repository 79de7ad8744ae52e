from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, CreatedMixin, IdMixin, UTCDateTime


class CompanyUser(IdMixin, CreatedMixin, Base):
    """A login of the company, the operator that sells the product: it belongs to no agent and
    makes agents and their first admins (spec §6 role 'company')."""

    __tablename__ = "company_user"

    username: Mapped[str] = mapped_column(String(32), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    status: Mapped[str] = mapped_column(String(16), default="active")
    last_login: Mapped[datetime | None] = mapped_column(UTCDateTime())


class CompanySession(CreatedMixin, Base):
    """One company login: its token is kept as a hash, good until `expires_at` unless ended
    (a logout, a newer login of the same user, the user deactivated)."""

    __tablename__ = "company_session"
    __table_args__ = (Index("ix_company_session_user", "user_id"),)

    id: Mapped[str] = mapped_column(String(64), primary_key=True)  # sha256 of the token
    user_id: Mapped[int] = mapped_column(ForeignKey("company_user.id", ondelete="CASCADE"))
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    ended_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    client_address: Mapped[str | None] = mapped_column(String(64))
