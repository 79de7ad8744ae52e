from __future__ import annotations

from typing import Any

from sqlalchemy import ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, BigId, CreatedMixin, IdMixin, Json


class AuditLog(IdMixin, CreatedMixin, Base):
    """Every action a staff member takes, append-only."""

    __tablename__ = "audit_log"
    __table_args__ = (Index("ix_audit_log_agent", "agent_id", "id"),)

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    staff_user_id: Mapped[int] = mapped_column(BigId)
    staff_username: Mapped[str] = mapped_column(String(64))
    action: Mapped[str] = mapped_column(String(48))
    target_type: Mapped[str] = mapped_column(String(32))
    target_id: Mapped[int | None] = mapped_column(BigId)
    detail: Mapped[dict[str, Any]] = mapped_column(Json, default=dict)
