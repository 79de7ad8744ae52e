from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, IdMixin, UTCDateTime


class PlayLimit(IdMixin, Base):
    """A limit a player set on himself: deposits or losses per day, week or month (in minor
    units of his currency; null: none). A lower limit holds at once; a higher one (or none)
    waits as `pending_amount` until `pending_from`, the end of the cooling-off."""

    __tablename__ = "play_limit"
    __table_args__ = (UniqueConstraint("player_id", "kind", "period"),)

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(8))  # deposit, loss
    period: Mapped[str] = mapped_column(String(8))  # day, week, month
    amount: Mapped[int | None] = mapped_column(BigInteger)
    pending_amount: Mapped[int | None] = mapped_column(BigInteger)
    pending_from: Mapped[datetime | None] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())
