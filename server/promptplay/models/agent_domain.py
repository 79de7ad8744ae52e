from __future__ import annotations

from sqlalchemy import Boolean, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, IdMixin


class AgentDomain(IdMixin, Base):
    """A host name (lower-case, no port) that serves one agent's site, with the logo and
    background of its own (spec §1 "Branding by host name"); None: the template's."""

    __tablename__ = "agent_domain"

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"), index=True)
    domain: Mapped[str] = mapped_column(String(253), unique=True)
    is_primary: Mapped[bool] = mapped_column(Boolean, default=False)
    logo: Mapped[str | None] = mapped_column(String(1024))
    bg_image: Mapped[str | None] = mapped_column(String(1024))
