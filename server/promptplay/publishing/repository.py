"""Every statement of what staff publish, inside one agent."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Announcement, Banner
from ..models.content import ContentArticle, ContentPage


class PublishingRepository:
    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    async def announcements(self) -> list[Announcement]:
        """Every announcement of the agent, active or not, in its order."""
        statement = (
            select(Announcement)
            .where(Announcement.agent_id == self.agent_id)
            .order_by(Announcement.sort, Announcement.id.desc())
        )
        return list((await self.session.execute(statement)).scalars())

    async def announcement(self, announcement_id: int) -> Announcement | None:
        statement = select(Announcement).where(
            Announcement.id == announcement_id, Announcement.agent_id == self.agent_id
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def banners(self) -> list[Banner]:
        statement = (
            select(Banner).where(Banner.agent_id == self.agent_id).order_by(Banner.sort, Banner.id)
        )
        return list((await self.session.execute(statement)).scalars())

    async def banner(self, banner_id: int) -> Banner | None:
        statement = select(Banner).where(Banner.id == banner_id, Banner.agent_id == self.agent_id)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def pages(self) -> list[ContentPage]:
        statement = (
            select(ContentPage)
            .where(ContentPage.agent_id == self.agent_id)
            .order_by(ContentPage.slug, ContentPage.lang)
        )
        return list((await self.session.execute(statement)).scalars())

    async def page(self, slug: str, lang: str) -> ContentPage | None:
        statement = select(ContentPage).where(
            ContentPage.agent_id == self.agent_id,
            ContentPage.slug == slug,
            ContentPage.lang == lang,
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def articles(self) -> list[ContentArticle]:
        """Every article in every language, drafts included, newest first."""
        statement = (
            select(ContentArticle)
            .where(ContentArticle.agent_id == self.agent_id)
            .order_by(ContentArticle.published_at.desc(), ContentArticle.slug, ContentArticle.lang)
        )
        return list((await self.session.execute(statement)).scalars())

    async def article(self, slug: str, lang: str) -> ContentArticle | None:
        statement = select(ContentArticle).where(
            ContentArticle.agent_id == self.agent_id,
            ContentArticle.slug == slug,
            ContentArticle.lang == lang,
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def add(self, *rows: object) -> None:
        self.session.add_all(rows)
        await self.session.flush()

    async def remove(self, row: object) -> None:
        await self.session.delete(row)
        await self.session.flush()

    async def save(self) -> None:
        await self.session.flush()
