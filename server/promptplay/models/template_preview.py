"""A preview of an agent's look (spec §1 "Preview mode"): staff change a draft, and the player
site opened with `?previewId=` shows it live, without the agent's players seeing anything."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, CreatedMixin, Json, UTCDateTime


class TemplatePreview(CreatedMixin, Base):
    __tablename__ = "template_preview"
    __table_args__ = (Index("ix_template_preview_agent", "agent_id", "expires_at"),)

    # A random unguessable token: knowing it is what lets a visitor's socket see the draft.
    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    staff_user_id: Mapped[int] = mapped_column(ForeignKey("user.id", ondelete="CASCADE"))
    # {"template": templateSetting, "logo": url | None, "bg": url | None}
    draft: Mapped[dict[str, Any]] = mapped_column(Json, default=dict)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
