from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, BigId, CreatedMixin, IdMixin, Json, UTCDateTime


class PaymentIncident(IdMixin, CreatedMixin, Base):
    """Money an upstream reports that could not be credited or settled on its own: a paid
    amount other than the order's, a payment for a request already closed, a request the
    reconciler could not read. Nothing moves until staff resolve it (once)."""

    __tablename__ = "payment_incident"
    __table_args__ = (
        Index("ix_payment_incident_agent", "agent_id", "status", "id"),
        # The same report seen again (a retried callback, the next sweep) is set aside once.
        UniqueConstraint("channel", "kind", "reference", name="uq_payment_incident_reference"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    bank_transaction_id: Mapped[int | None] = mapped_column(
        ForeignKey("bank_transaction.id", ondelete="SET NULL")
    )
    channel: Mapped[str] = mapped_column(String(16))
    kind: Mapped[str] = mapped_column(String(32))
    reference: Mapped[str] = mapped_column(String(160))
    # What the upstream reported, in its own currency (minor units) where it names money.
    amount: Mapped[int | None] = mapped_column(BigId)
    currency_code: Mapped[str | None] = mapped_column(String(3))
    detail: Mapped[dict[str, Any]] = mapped_column(Json, default=dict)
    status: Mapped[str] = mapped_column(String(16), default="open")
    resolution: Mapped[str | None] = mapped_column(String(16))
    note: Mapped[str | None] = mapped_column(String(255))
    resolved_by: Mapped[int | None] = mapped_column(BigId)
    resolved_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
