"""An agent's content (docs/content.md): the site's text pages (about us, rules, terms,
privacy, cookies, the questions of /help, the landing page) and its articles, each in one of
the site's languages. Bodies are text in the markup subset of docs/content.md, never HTML."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import CheckConstraint, ForeignKey, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from ..core.clock import utcnow
from .base import Base, CreatedMixin, IdMixin, Json, UTCDateTime

CONTENT_LANGUAGES = ("th", "en", "vi")
ARTICLE_STATUSES = ("published", "draft")
SLUG_MAX = 64


class ContentPage(IdMixin, Base):
    """One page of an agent's site in one language. `items` holds the page's entries where it
    has them: the questions and answers of `help`, the highlights of `landing`."""

    __tablename__ = "content_page"
    __table_args__ = (
        UniqueConstraint("agent_id", "slug", "lang", name="uq_content_page_slug"),
        CheckConstraint("lang IN ('th', 'en', 'vi')", name="lang_known"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    slug: Mapped[str] = mapped_column(String(SLUG_MAX))
    lang: Mapped[str] = mapped_column(String(2))
    title: Mapped[str] = mapped_column(String(200))
    body: Mapped[str] = mapped_column(Text, default="")
    # [{"title": …, "body": …}, …] or None
    items: Mapped[list[dict[str, Any]] | None] = mapped_column(Json)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class ContentArticle(IdMixin, CreatedMixin, Base):
    """One article (or blog post) of an agent in one language; the same slug in another
    language is the same article translated. Players see it once published and its time has
    come."""

    __tablename__ = "content_article"
    __table_args__ = (
        UniqueConstraint("agent_id", "slug", "lang", name="uq_content_article_slug"),
        CheckConstraint("lang IN ('th', 'en', 'vi')", name="lang_known"),
        CheckConstraint("status IN ('published', 'draft')", name="status_known"),
        Index("ix_content_article_list", "agent_id", "status", "published_at"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    slug: Mapped[str] = mapped_column(String(SLUG_MAX))
    lang: Mapped[str] = mapped_column(String(2))
    title: Mapped[str] = mapped_column(String(200))
    summary: Mapped[str] = mapped_column(String(500), default="")
    body: Mapped[str] = mapped_column(Text, default="")
    image_url: Mapped[str | None] = mapped_column(Text)
    published_at: Mapped[datetime] = mapped_column(UTCDateTime())
    status: Mapped[str] = mapped_column(String(10), default="published")
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
