"""The site's content (docs/content.md): an agent's text pages and articles, read in the
player's language where the agent has it, else in Thai, else in English. `{brand}` in a text is
the agent's site name, filled in as it is read."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy.ext.asyncio import AsyncSession

from ..agent import templates
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import DataNotFound
from ..models import Agent
from ..models.content import ContentArticle as ArticleRow
from . import seed
from .repository import ContentRepository
from .schemas import (
    ContentArticle,
    ContentArticleBody,
    ContentArticleList,
    ContentArticlesBody,
    ContentArticleSummary,
    ContentPage,
    ContentPageBody,
    ContentPageItem,
)

# The site's name where the agent's template names none (spec §1: the default page title).
DEFAULT_BRAND = "Prompt-Play"
BRAND = "{brand}"


def languages(lang: str) -> tuple[str, ...]:
    """The languages to read, best first: the one asked for, then Thai, then English."""
    return tuple(dict.fromkeys((lang, "th", "en")))


def brand_of(agent: Agent) -> str:
    title = templates.template_setting(agent.template_setting)["template"].get("title")
    return title.strip() if isinstance(title, str) and title.strip() else DEFAULT_BRAND


class ContentService:
    async def page(self, ctx: AppContext, agent: Agent, body: ContentPageBody) -> ContentPage:
        langs = languages(body.lang)
        async with ctx.db.read() as session:
            row = await ContentRepository(session, agent.id).page(body.slug, langs)
        brand = brand_of(agent)
        if row is not None:
            return ContentPage(
                slug=row.slug,
                lang=row.lang,  # type: ignore[arg-type]
                title=_fill(row.title, brand),
                body=_fill(row.body, brand),
                items=_items(row.items or (), brand),
                updatedAt=row.updated_at,
            )
        # An agent made before its site had content reads the texts it would have started with.
        for lang in langs:
            text = seed.page_text(body.slug, lang)
            if text is not None:
                return ContentPage(
                    slug=body.slug,
                    lang=lang,  # type: ignore[arg-type]
                    title=_fill(text.title, brand),
                    body=_fill(text.body, brand),
                    items=_items(seed.items_of(text) or (), brand),
                    updatedAt=seed.TEXTS_REVISED,
                )
        raise DataNotFound("Page not found", fields=["slug"])

    async def articles(
        self, ctx: AppContext, agent: Agent, body: ContentArticlesBody
    ) -> ContentArticleList:
        """A page of the published articles, newest first."""
        async with ctx.db.read() as session:
            rows, total = await ContentRepository(session, agent.id).articles(
                languages(body.lang),
                utcnow(),
                offset=(body.page - 1) * body.pageSize,
                limit=body.pageSize,
            )
        brand = brand_of(agent)
        return ContentArticleList(
            items=[ContentArticleSummary(**_summary(row, brand)) for row in rows],
            total=total,
            page=body.page,
            pageSize=body.pageSize,
        )

    async def article(
        self, ctx: AppContext, agent: Agent, body: ContentArticleBody
    ) -> ContentArticle:
        async with ctx.db.read() as session:
            row = await ContentRepository(session, agent.id).article(
                body.slug, languages(body.lang), utcnow()
            )
        if row is None:
            raise DataNotFound("Article not found", fields=["slug"])
        brand = brand_of(agent)
        return ContentArticle(
            **_summary(row, brand), body=_fill(row.body, brand), updatedAt=row.updated_at
        )

    async def start_agent(self, session: AsyncSession, agent_id: int) -> None:
        """A new agent's pages and articles, in its creator's transaction: its site never
        starts with an empty page."""
        ContentRepository(session, agent_id).add(*seed.agent_rows(agent_id, utcnow()))


def _fill(text: str, brand: str) -> str:
    return text.replace(BRAND, brand)


def _items(items: Iterable[dict[str, str]], brand: str) -> list[ContentPageItem] | None:
    filled = [
        ContentPageItem(title=_fill(item["title"], brand), body=_fill(item["body"], brand))
        for item in items
    ]
    return filled or None


def _summary(row: ArticleRow, brand: str) -> dict[str, object]:
    return {
        "slug": row.slug,
        "lang": row.lang,
        "title": _fill(row.title, brand),
        "summary": _fill(row.summary, brand),
        "imageUrl": row.image_url,
        "publishedAt": row.published_at,
    }


content_service = ContentService()
