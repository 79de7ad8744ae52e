from __future__ import annotations

from sqlalchemy import Boolean, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, CreatedMixin, IdMixin


class Banner(IdMixin, CreatedMixin, Base):
    __tablename__ = "banner"

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"), index=True)
    title: Mapped[str] = mapped_column(String(200))
    # A URL, or a whole data: URI (the demo banners are SVG ones).
    image_url: Mapped[str] = mapped_column(Text)
    link_url: Mapped[str] = mapped_column(String(500), default="")
    is_active: Mapped[bool] = mapped_column(Boolean, default=True)
    sort: Mapped[int] = mapped_column(Integer, default=0)
