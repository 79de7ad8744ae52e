from __future__ import annotations

from sqlalchemy import CheckConstraint, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, BigId, CreatedMixin, IdMixin


class BlacklistEntry(IdMixin, CreatedMixin, Base):
    """A phone number or a bank account an agent's staff refuse: registration with it, or a
    player's change to it, answers 1002 (spec §4 "blocked/blacklisted")."""

    __tablename__ = "blacklist_entry"
    __table_args__ = (
        UniqueConstraint("agent_id", "kind", "value", name="uq_blacklist_entry_value"),
        CheckConstraint("kind IN ('tel', 'bank_account')", name="kind_known"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(16))
    # A phone number as players register it, or "<bank code>:<account number>".
    value: Mapped[str] = mapped_column(String(64))
    reason: Mapped[str] = mapped_column(String(500))
    staff_user_id: Mapped[int | None] = mapped_column(BigId)
