"""What staff publish on their site (docs/content.md §5), mounted under /api/backoffice: the
staff's own agent only, another agent's ids are 0040."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Request

from ..backoffice.deps import AdminCaller, Id, StaffCaller
from ..content.schemas import Lang
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Empty, Ok, ok
from ..models.content import SLUG_MAX
from ..uploads.endpoints import MULTIPART_BODY, receive_image
from ..uploads.schemas import Upload
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
from .service import publishing_service

router = APIRouter(tags=["publishing"], responses=ERROR_RESPONSES)

SlugPath = Annotated[
    str, Path(min_length=1, max_length=SLUG_MAX, pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]*$")
]


@router.get("/announcements", response_model=Ok[list[StaffAnnouncement]])
async def announcements(ctx: Ctx, staff: StaffCaller) -> Ok[list[StaffAnnouncement]]:
    """Every announcement, active or not, in the agent's order."""
    return ok(await publishing_service.announcements(ctx, staff))


@router.post("/announcements", response_model=Ok[StaffAnnouncement])
async def add_announcement(
    ctx: Ctx, staff: AdminCaller, body: AnnouncementBody
) -> Ok[StaffAnnouncement]:
    """A new announcement: on the players' home page and in the modal after login while it is
    active (audited)."""
    return ok(await publishing_service.save_announcement(ctx, staff, None, body))


@router.put("/announcements/{announcementId}", response_model=Ok[StaffAnnouncement])
async def update_announcement(
    ctx: Ctx, staff: AdminCaller, announcementId: Id, body: AnnouncementBody
) -> Ok[StaffAnnouncement]:
    return ok(await publishing_service.save_announcement(ctx, staff, announcementId, body))


@router.delete("/announcements/{announcementId}", response_model=Ok[Empty])
async def remove_announcement(ctx: Ctx, staff: AdminCaller, announcementId: Id) -> Ok[Empty]:
    await publishing_service.remove_announcement(ctx, staff, announcementId)
    return ok(Empty())


@router.get("/banners", response_model=Ok[list[StaffBanner]])
async def banners(ctx: Ctx, staff: StaffCaller) -> Ok[list[StaffBanner]]:
    return ok(await publishing_service.banners(ctx, staff))


@router.post("/banners", response_model=Ok[StaffBanner])
async def add_banner(ctx: Ctx, staff: AdminCaller, body: BannerBody) -> Ok[StaffBanner]:
    """A new banner of the home page: an image uploaded here or at an https address, a link
    to a page of the site or an https address (audited)."""
    return ok(await publishing_service.save_banner(ctx, staff, None, body))


@router.put("/banners/{bannerId}", response_model=Ok[StaffBanner])
async def update_banner(
    ctx: Ctx, staff: AdminCaller, bannerId: Id, body: BannerBody
) -> Ok[StaffBanner]:
    return ok(await publishing_service.save_banner(ctx, staff, bannerId, body))


@router.delete("/banners/{bannerId}", response_model=Ok[Empty])
async def remove_banner(ctx: Ctx, staff: AdminCaller, bannerId: Id) -> Ok[Empty]:
    await publishing_service.remove_banner(ctx, staff, bannerId)
    return ok(Empty())


@router.post("/banners/uploadImage", response_model=Ok[Upload], openapi_extra=MULTIPART_BODY)
async def upload_banner_image(ctx: Ctx, staff: AdminCaller, request: Request) -> Ok[Upload]:
    """A banner's or an article's image (PNG, JPEG, WebP or GIF by its bytes, at most 1 MiB)
    as the multipart field `file`, as /api/backoffice/events/uploadImage."""
    return await receive_image(ctx, staff, request)


@router.get("/content/pages", response_model=Ok[list[StaffPageSummary]])
async def pages(ctx: Ctx, staff: StaffCaller) -> Ok[list[StaffPageSummary]]:
    """The agent's text pages in each language it has them."""
    return ok(await publishing_service.pages(ctx, staff))


@router.get("/content/pages/{slug}/{lang}", response_model=Ok[StaffPage])
async def page(ctx: Ctx, staff: StaffCaller, slug: SlugPath, lang: Lang) -> Ok[StaffPage]:
    return ok(await publishing_service.page(ctx, staff, slug, lang))


@router.put("/content/pages/{slug}/{lang}", response_model=Ok[StaffPage])
async def save_page(
    ctx: Ctx, staff: AdminCaller, slug: SlugPath, lang: Lang, body: PageBody
) -> Ok[StaffPage]:
    """A page's text in one language, made or replaced in full, cleaned on save (audited)."""
    return ok(await publishing_service.save_page(ctx, staff, slug, lang, body))


@router.get("/content/articles", response_model=Ok[list[StaffArticle]])
async def articles(ctx: Ctx, staff: StaffCaller) -> Ok[list[StaffArticle]]:
    """Every article in every language, drafts and future ones included, newest first."""
    return ok(await publishing_service.articles(ctx, staff))


@router.put("/content/articles/{slug}/{lang}", response_model=Ok[StaffArticle])
async def save_article(
    ctx: Ctx, staff: AdminCaller, slug: SlugPath, lang: Lang, body: ArticleBody
) -> Ok[StaffArticle]:
    """An article in one language, made or replaced in full, cleaned on save (audited)."""
    return ok(await publishing_service.save_article(ctx, staff, slug, lang, body))
