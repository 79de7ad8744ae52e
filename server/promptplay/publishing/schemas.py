"""Bodies and answers of what staff publish on their site (docs/content.md §5)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..content.schemas import ContentPageItem, Lang
from . import rules


class StaffAnnouncement(BaseModel):
    id: int
    title: str
    message: str
    isActive: bool
    sort: int
    createdAt: datetime


class AnnouncementBody(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    title: str = Field(min_length=1, max_length=rules.TITLE_MAX)
    message: str = Field(min_length=1, max_length=rules.MESSAGE_MAX)
    isActive: bool = True
    sort: int = Field(default=0, ge=0, le=rules.SORT_MAX)


class StaffBanner(BaseModel):
    id: int
    title: str
    imageUrl: str
    linkUrl: str
    isActive: bool
    sort: int
    createdAt: datetime


class BannerBody(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    title: str = Field(min_length=1, max_length=rules.TITLE_MAX)
    imageUrl: str = Field(min_length=1, max_length=1024)
    linkUrl: str = Field(default="", max_length=500)
    isActive: bool = True
    sort: int = Field(default=0, ge=0, le=rules.SORT_MAX)


class StaffPageSummary(BaseModel):
    slug: str
    lang: Lang
    title: str
    updatedAt: datetime


class StaffPage(StaffPageSummary):
    body: str
    items: list[ContentPageItem] | None


class PageItemIn(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    title: str = Field(min_length=1, max_length=rules.TITLE_MAX)
    body: str = Field(max_length=rules.BODY_MAX)


class PageBody(BaseModel):
    """A page's text in one language, replaced in full; `{brand}` stands for the site's name."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    title: str = Field(min_length=1, max_length=rules.TITLE_MAX)
    body: str = Field(max_length=rules.BODY_MAX)
    items: list[PageItemIn] | None = Field(default=None, max_length=rules.ITEMS_MAX)


class StaffArticle(BaseModel):
    slug: str
    lang: Lang
    title: str
    summary: str
    body: str
    imageUrl: str | None
    status: Literal["published", "draft"]
    publishedAt: datetime
    updatedAt: datetime


class ArticleBody(BaseModel):
    """An article in one language, made or replaced in full. It shows once published and
    its `publishedAt` has come."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    title: str = Field(min_length=1, max_length=rules.TITLE_MAX)
    summary: str = Field(default="", max_length=rules.SUMMARY_MAX)
    body: str = Field(max_length=rules.BODY_MAX)
    imageUrl: str | None = Field(default=None, max_length=1024)
    status: Literal["published", "draft"] = "published"
    publishedAt: datetime | None = None


__all__ = [
    "AnnouncementBody",
    "ArticleBody",
    "BannerBody",
    "PageBody",
    "StaffAnnouncement",
    "StaffArticle",
    "StaffBanner",
    "StaffPage",
    "StaffPageSummary",
]
