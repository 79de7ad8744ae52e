from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import Select, case, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models.content import ContentArticle, ContentPage


class ContentRepository:
    """One agent's pages and articles. `langs` lists the languages acceptable, best first: of
    a page or an article in several of them, the best is read."""

    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    async def page(self, slug: str, langs: Sequence[str]) -> ContentPage | None:
        statement = (
            select(ContentPage)
            .where(
                ContentPage.agent_id == self.agent_id,
                ContentPage.slug == slug,
                ContentPage.lang.in_(langs),
            )
            .order_by(_preference(ContentPage.lang, langs))
            .limit(1)
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def articles(
        self, langs: Sequence[str], now: datetime, offset: int, limit: int
    ) -> tuple[list[ContentArticle], int]:
        """A page of the published articles, newest first, each once in its best language,
        and how many there are."""
        chosen = self._shown(langs, now).subquery()
        total = await self.session.scalar(select(func.count()).select_from(chosen))
        statement = (
            select(ContentArticle)
            .where(ContentArticle.id.in_(select(chosen.c.id)))
            .order_by(ContentArticle.published_at.desc(), ContentArticle.id.desc())
            .offset(offset)
            .limit(limit)
        )
        rows = list((await self.session.execute(statement)).scalars())
        return rows, int(total or 0)

    async def article(
        self, slug: str, langs: Sequence[str], now: datetime
    ) -> ContentArticle | None:
        statement = (
            select(ContentArticle)
            .where(
                *self._published(langs, now),
                ContentArticle.slug == slug,
            )
            .order_by(_preference(ContentArticle.lang, langs))
            .limit(1)
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    def add(self, *rows: ContentPage | ContentArticle) -> None:
        self.session.add_all(rows)

    def _published(self, langs: Sequence[str], now: datetime) -> tuple:  # type: ignore[type-arg]
        return (
            ContentArticle.agent_id == self.agent_id,
            ContentArticle.status == "published",
            ContentArticle.published_at <= now,
            ContentArticle.lang.in_(langs),
        )

    def _shown(self, langs: Sequence[str], now: datetime) -> Select[tuple[int]]:
        """The id of each shown article in its best language."""
        ranked = (
            select(
                ContentArticle.id,
                func.row_number()
                .over(
                    partition_by=ContentArticle.slug,
                    order_by=_preference(ContentArticle.lang, langs),
                )
                .label("rank"),
            )
            .where(*self._published(langs, now))
            .subquery()
        )
        return select(ranked.c.id).where(ranked.c.rank == 1)


def _preference(column, langs: Sequence[str]):  # type: ignore[no-untyped-def]
    """0 for the best language, 1 for the next, …"""
    return case({lang: rank for rank, lang in enumerate(langs)}, value=column, else_=len(langs))
