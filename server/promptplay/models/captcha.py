from __future__ import annotations

from datetime import datetime

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, CreatedMixin, UTCDateTime


class Captcha(CreatedMixin, Base):
    """A challenge issued by the server: one use, short-lived, answer kept hashed."""

    __tablename__ = "captcha"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    answer_hash: Mapped[str] = mapped_column(String(64))
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime(), index=True)
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
