"""Events (docs/engagement.md §3): what an agent announces to its players for a period, in
three languages, with the coupon whose codes the event redeems."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, CheckConstraint, ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, BigId, CreatedMixin, IdMixin, UTCDateTime


class Event(IdMixin, CreatedMixin, Base):
    __tablename__ = "event"
    __table_args__ = (
        CheckConstraint("ends_at > starts_at", name="period_ordered"),
        Index("ix_event_agent", "agent_id", "starts_at"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    title_th: Mapped[str] = mapped_column(String(160))
    title_en: Mapped[str] = mapped_column(String(160))
    title_vi: Mapped[str] = mapped_column(String(160), default="")
    body_th: Mapped[str] = mapped_column(Text, default="")
    body_en: Mapped[str] = mapped_column(Text, default="")
    body_vi: Mapped[str] = mapped_column(Text, default="")
    rules_th: Mapped[str] = mapped_column(Text, default="")
    rules_en: Mapped[str] = mapped_column(Text, default="")
    rules_vi: Mapped[str] = mapped_column(Text, default="")
    prize_th: Mapped[str] = mapped_column(String(500), default="")
    prize_en: Mapped[str] = mapped_column(String(500), default="")
    prize_vi: Mapped[str] = mapped_column(String(500), default="")
    # An uploaded image (/api/uploads/{name}) or an https address; "" for none.
    image_url: Mapped[str] = mapped_column(String(500), default="")
    starts_at: Mapped[datetime] = mapped_column(UTCDateTime())
    ends_at: Mapped[datetime] = mapped_column(UTCDateTime())
    # The coupon whose codes the event redeems (its `event_id` names the event back).
    coupon_id: Mapped[int | None] = mapped_column(
        BigId, ForeignKey("coupon.id", ondelete="SET NULL"), index=True
    )
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())
