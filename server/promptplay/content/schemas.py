"""Bodies and answers of the content calls (docs/content.md §2)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..models.content import SLUG_MAX

Lang = Literal["th", "en", "vi"]
# A page's or an article's name in the address: letters, digits, '-' and '_'.
Slug = Annotated[
    str, Field(min_length=1, max_length=SLUG_MAX, pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]*$")
]
PAGE_SIZE_MAX = 50


class ContentPageBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    slug: Slug
    lang: Lang = "th"


class ContentArticleBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    slug: Slug
    lang: Lang = "th"


class ContentArticlesBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    lang: Lang = "th"
    page: Annotated[int, Field(ge=1, le=10_000)] = 1
    pageSize: Annotated[int, Field(ge=1, le=PAGE_SIZE_MAX)] = 10


class ContentPageItem(BaseModel):
    """An entry of a page: a question and its answer (help), a highlight (landing)."""

    title: str
    body: str


class ContentPage(BaseModel):
    slug: str
    lang: Lang  # the language served: the one asked for, else Thai, else English
    title: str
    body: str
    items: list[ContentPageItem] | None
    updatedAt: datetime


class ContentArticleSummary(BaseModel):
    slug: str
    lang: Lang
    title: str
    summary: str
    imageUrl: str | None
    publishedAt: datetime


class ContentArticle(ContentArticleSummary):
    body: str
    updatedAt: datetime


class ContentArticleList(BaseModel):
    items: list[ContentArticleSummary]
    total: int
    page: int
    pageSize: int
