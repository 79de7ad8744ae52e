"""What an agent's staff publish on its site: announcements (the player's home and the modal
after login), banners (the home page, with their links), the text pages in each language and
the articles. Bodies are cleaned on save (rules.clean_text); every change is audited and read
by the site on its next call, but for the home page's own copy of the banners and
announcements, which this process drops at once and every other within
AgentService.DOMAIN_CACHE_SECONDS."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from ..agent.service import agent_service
from ..backoffice.repository import record_audit
from ..content.schemas import ContentPageItem
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import DataNotFound, InvalidData
from ..models import Announcement, Banner
from ..models.content import ContentArticle, ContentPage
from ..templates.rules import image_url_problem
from . import rules
from .repository import PublishingRepository
from .schemas import (
    AnnouncementBody,
    ArticleBody,
    BannerBody,
    PageBody,
    StaffAnnouncement,
    StaffArticle,
    StaffBanner,
    StaffPage,
    StaffPageSummary,
)

if TYPE_CHECKING:
    from ..cashier.service import Staff


class PublishingService:
    # ----- announcements -----

    async def announcements(self, ctx: AppContext, staff: Staff) -> list[StaffAnnouncement]:
        async with ctx.db.read() as session:
            rows = await PublishingRepository(session, staff.agent.id).announcements()
        return [_announcement(row) for row in rows]

    async def save_announcement(
        self, ctx: AppContext, staff: Staff, announcement_id: int | None, body: AnnouncementBody
    ) -> StaffAnnouncement:
        """A new announcement (no id) or a change of one, in full (audited)."""
        message = rules.clean_text(body.message)
        if not message:
            raise InvalidData("the message is empty", fields=["message"])
        async with ctx.db.write() as session:
            repository = PublishingRepository(session, staff.agent.id)
            row, before = await _existing(
                repository.announcement, announcement_id, "announcementId", _announcement
            )
            if row is None:
                row = Announcement(agent_id=staff.agent.id)
            row.title, row.message = body.title, message
            row.is_active, row.sort = body.isActive, body.sort
            await repository.add(row)
            out = _announcement(row)
            _audited(session, staff, "announcement", row.id, before, out)
        agent_service.forget_domains()
        return out

    async def remove_announcement(
        self, ctx: AppContext, staff: Staff, announcement_id: int
    ) -> None:
        await _remove(
            ctx, staff, "announcement", announcement_id, PublishingRepository.announcement
        )

    # ----- banners -----

    async def banners(self, ctx: AppContext, staff: Staff) -> list[StaffBanner]:
        async with ctx.db.read() as session:
            rows = await PublishingRepository(session, staff.agent.id).banners()
        return [_banner(row) for row in rows]

    async def save_banner(
        self, ctx: AppContext, staff: Staff, banner_id: int | None, body: BannerBody
    ) -> StaffBanner:
        """A new banner (no id) or a change of one, in full (audited): its image uploaded here
        or at an https address, its link a page of the site or an https address."""
        for field, problem in (
            ("imageUrl", rules.banner_image_problem(body.imageUrl)),
            ("linkUrl", rules.banner_link_problem(body.linkUrl)),
        ):
            if problem:
                raise InvalidData(problem, fields=[field])
        async with ctx.db.write() as session:
            repository = PublishingRepository(session, staff.agent.id)
            row, before = await _existing(repository.banner, banner_id, "bannerId", _banner)
            if row is None:
                row = Banner(agent_id=staff.agent.id)
            row.title, row.image_url, row.link_url = body.title, body.imageUrl, body.linkUrl
            row.is_active, row.sort = body.isActive, body.sort
            await repository.add(row)
            out = _banner(row)
            _audited(session, staff, "banner", row.id, before, out)
        agent_service.forget_domains()
        return out

    async def remove_banner(self, ctx: AppContext, staff: Staff, banner_id: int) -> None:
        await _remove(ctx, staff, "banner", banner_id, PublishingRepository.banner)

    # ----- text pages -----

    async def pages(self, ctx: AppContext, staff: Staff) -> list[StaffPageSummary]:
        async with ctx.db.read() as session:
            rows = await PublishingRepository(session, staff.agent.id).pages()
        return [
            StaffPageSummary(slug=r.slug, lang=r.lang, title=r.title, updatedAt=r.updated_at)  # type: ignore[arg-type]
            for r in rows
        ]

    async def page(self, ctx: AppContext, staff: Staff, slug: str, lang: str) -> StaffPage:
        async with ctx.db.read() as session:
            row = await PublishingRepository(session, staff.agent.id).page(slug, lang)
        if row is None:
            raise DataNotFound("Page not found", fields=["slug"])
        return _page(row)

    async def save_page(
        self, ctx: AppContext, staff: Staff, slug: str, lang: str, body: PageBody
    ) -> StaffPage:
        """A page's text in one language, made or replaced in full (audited)."""
        items = (
            [{"title": i.title, "body": rules.clean_text(i.body)} for i in body.items]
            if body.items is not None
            else None
        )
        async with ctx.db.write() as session:
            repository = PublishingRepository(session, staff.agent.id)
            row = await repository.page(slug, lang)
            before = _page(row) if row is not None else None
            if row is None:
                row = ContentPage(agent_id=staff.agent.id, slug=slug, lang=lang)
            row.title, row.body, row.items = body.title, rules.clean_text(body.body), items
            row.updated_at = utcnow()
            await repository.add(row)
            out = _page(row)
            _audited(session, staff, "content_page", row.id, before, out)
        return out

    # ----- articles -----

    async def articles(self, ctx: AppContext, staff: Staff) -> list[StaffArticle]:
        async with ctx.db.read() as session:
            rows = await PublishingRepository(session, staff.agent.id).articles()
        return [_article(row) for row in rows]

    async def save_article(
        self, ctx: AppContext, staff: Staff, slug: str, lang: str, body: ArticleBody
    ) -> StaffArticle:
        """An article in one language, made or replaced in full (audited); without
        `publishedAt` a new one is dated now and a changed one keeps its date."""
        if body.imageUrl:
            problem = image_url_problem(body.imageUrl)
            if problem:
                raise InvalidData(problem, fields=["imageUrl"])
        text = rules.clean_text(body.body)
        if not text:
            raise InvalidData("the article is empty", fields=["body"])
        now = utcnow()
        async with ctx.db.write() as session:
            repository = PublishingRepository(session, staff.agent.id)
            row = await repository.article(slug, lang)
            before = _article(row) if row is not None else None
            if row is None:
                row = ContentArticle(
                    agent_id=staff.agent.id, slug=slug, lang=lang, published_at=now
                )
            row.title, row.summary, row.body = body.title, rules.clean_text(body.summary), text
            row.image_url, row.status = body.imageUrl or None, body.status
            if body.publishedAt is not None:
                row.published_at = body.publishedAt
            row.updated_at = now
            await repository.add(row)
            out = _article(row)
            _audited(session, staff, "content_article", row.id, before, out)
        return out


async def _existing(read: Any, row_id: int | None, field: str, out: Any) -> tuple[Any, Any]:
    """The row a change names and how it was (None, None for a new one); 0040 for an id of
    no row of the agent's."""
    if row_id is None:
        return None, None
    row = await read(row_id)
    if row is None:
        raise DataNotFound(fields=[field])
    return row, out(row)


async def _remove(ctx: AppContext, staff: Staff, kind: str, row_id: int, read: Any) -> None:
    """Delete one announcement or banner of the agent's (audited with what it was)."""
    async with ctx.db.write() as session:
        repository = PublishingRepository(session, staff.agent.id)
        row, before = await _existing(partial(read, repository), row_id, f"{kind}Id", _OUT[kind])
        await repository.remove(row)
        _audited(session, staff, kind, row_id, before, None)
    agent_service.forget_domains()


def _audited(
    session: Any, staff: Staff, kind: str, target_id: int, before: Any, after: Any
) -> None:
    action = "add" if before is None else "remove" if after is None else "update"
    record_audit(
        session,
        staff,
        f"{kind}.{action}",
        kind,
        target_id,
        before=before.model_dump(mode="json") if before is not None else None,
        after=after.model_dump(mode="json") if after is not None else None,
    )


def _announcement(row: Announcement) -> StaffAnnouncement:
    return StaffAnnouncement(
        id=row.id,
        title=row.title,
        message=row.message,
        isActive=row.is_active,
        sort=row.sort,
        createdAt=row.created_at,
    )


def _banner(row: Banner) -> StaffBanner:
    return StaffBanner(
        id=row.id,
        title=row.title,
        imageUrl=row.image_url,
        linkUrl=row.link_url,
        isActive=row.is_active,
        sort=row.sort,
        createdAt=row.created_at,
    )


def _page(row: ContentPage) -> StaffPage:
    return StaffPage(
        slug=row.slug,
        lang=row.lang,  # type: ignore[arg-type]
        title=row.title,
        body=row.body,
        items=[ContentPageItem(**item) for item in row.items] if row.items is not None else None,
        updatedAt=row.updated_at,
    )


def _article(row: ContentArticle) -> StaffArticle:
    return StaffArticle(
        slug=row.slug,
        lang=row.lang,  # type: ignore[arg-type]
        title=row.title,
        summary=row.summary,
        body=row.body,
        imageUrl=row.image_url,
        status=row.status,  # type: ignore[arg-type]
        publishedAt=row.published_at,
        updatedAt=row.updated_at,
    )


_OUT: dict[str, Any] = {"announcement": _announcement, "banner": _banner}

publishing_service = PublishingService()
