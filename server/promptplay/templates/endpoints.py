"""The back office's template calls (docs/api.md "Templates and preview"), mounted under
/api/backoffice: the staff's own agent only, another agent's ids are 0040."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Request

from ..backoffice.deps import AdminCaller, Id, StaffCaller
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from ..uploads.endpoints import MULTIPART_BODY, receive_image
from ..uploads.schemas import Upload
from . import rules
from .schemas import (
    BrandingBody,
    Preview,
    PreviewBody,
    PreviewChange,
    PreviewRef,
    TemplateBody,
    TemplateDomain,
    TemplatePage,
)
from .service import template_service

router = APIRouter(tags=["templates"], responses=ERROR_RESPONSES)

PreviewId = Annotated[str, Path(pattern=rules.PREVIEW_ID.pattern)]


@router.get("/template", response_model=Ok[TemplatePage])
async def template(ctx: Ctx, staff: StaffCaller) -> Ok[TemplatePage]:
    """The agent's template setting, the layouts it may name and its host names with their
    own logo and background."""
    return ok(await template_service.page(ctx, staff))


@router.put("/template", response_model=Ok[TemplatePage])
async def update_template(ctx: Ctx, staff: AdminCaller, body: TemplateBody) -> Ok[TemplatePage]:
    """Replace the template setting, checked in full (audited); getDomain serves it at once
    and the agent's open pages get it as agentData."""
    return ok(await template_service.save_template(ctx, staff, body.templateSetting))


@router.post("/template/uploadImage", response_model=Ok[Upload], openapi_extra=MULTIPART_BODY)
async def upload_template_image(ctx: Ctx, staff: AdminCaller, request: Request) -> Ok[Upload]:
    """A logo, background or favicon (PNG, JPEG, WebP or GIF by its bytes, at most 1 MiB) as
    the multipart field `file`, as /api/backoffice/events/uploadImage."""
    return await receive_image(ctx, staff, request)


@router.put("/domains/{domainId}/branding", response_model=Ok[TemplateDomain])
async def update_branding(
    ctx: Ctx, staff: AdminCaller, domainId: Id, body: BrandingBody
) -> Ok[TemplateDomain]:
    """A host name's own logo and background, over the template's (null drops one; audited)."""
    return ok(await template_service.save_branding(ctx, staff, domainId, body))


@router.post("/template/previews", response_model=Ok[Preview])
async def open_preview(ctx: Ctx, staff: AdminCaller, body: PreviewBody) -> Ok[Preview]:
    """A preview of one of the agent's host names (the primary by default) for two hours: the
    site opened with `?previewId=` follows its draft, which starts as the saved setting."""
    return ok(await template_service.open_preview(ctx, staff, body))


@router.put("/template/previews/{previewId}", response_model=Ok[PreviewRef])
async def change_preview(
    ctx: Ctx, staff: AdminCaller, previewId: PreviewId, body: PreviewChange
) -> Ok[PreviewRef]:
    """Change the draft (`name` template: a whole template setting; logo or bg: an image
    address or null) and send it as preview-data to that preview's sockets only."""
    return ok(await template_service.change_preview(ctx, staff, previewId, body))
