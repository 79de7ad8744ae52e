from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, CreatedMixin, IdMixin, UTCDateTime


class RefreshToken(IdMixin, CreatedMixin, Base):
    """Refresh tokens are opaque; only their SHA-256 is kept. Each is used once (rotation)."""

    __tablename__ = "refresh_token"

    session_id: Mapped[str] = mapped_column(
        ForeignKey("auth_session.id", ondelete="CASCADE"), index=True
    )
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
