"""Uploaded images (docs/engagement.md §3): staff upload them, anyone is served them."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import Response

from ..backoffice.deps import AdminCaller, StaffCaller
from ..backoffice.service import backoffice_service
from ..config import Settings
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from .schemas import Upload
from .service import upload_service

router = APIRouter(tags=["uploads"], responses=ERROR_RESPONSES)

# The calls that take an image as multipart/form-data (the back office's own beside spec §7's).
UPLOAD_PATHS = (
    "/api/eventManager/uploadImage",
    "/api/backoffice/events/uploadImage",
    "/api/backoffice/template/uploadImage",
)
# What a multipart body adds to its file: the boundaries and the part's headers.
FORM_FRAMING = 16 * 1024
# A stored image never changes (its name is its content's hash): cached for a year, shown only
# as an image (the policy forbids everything a document could do), never sniffed as another type.
IMAGE_HEADERS = {
    "cache-control": "public, max-age=31536000, immutable",
    "content-disposition": "inline",
    "content-security-policy": "default-src 'none'; sandbox",
}
MULTIPART_BODY: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {"file": {"type": "string", "format": "binary"}},
                }
            }
        },
    }
}


def upload_limits(settings: Settings) -> dict[str, int]:
    """The request size each upload call takes (the transport's limit for them)."""
    return {path: settings.upload_max_bytes + FORM_FRAMING for path in UPLOAD_PATHS}


async def receive_image(ctx: Ctx, staff: StaffCaller, request: Request) -> Ok[Upload]:
    body = await request.body()
    return ok(
        await backoffice_service.upload_image(
            ctx, staff, body, request.headers.get("content-type", "")
        )
    )


@router.post("/eventManager/uploadImage", response_model=Ok[Upload], openapi_extra=MULTIPART_BODY)
async def uploadImage(ctx: Ctx, staff: AdminCaller, request: Request) -> Ok[Upload]:
    """An image (PNG, JPEG, WebP or GIF by its bytes, at most 1 MiB) as the multipart field
    `file`; the answer's `url` is where it is served."""
    return await receive_image(ctx, staff, request)


@router.get(
    "/uploads/{name}",
    response_class=Response,
    responses={200: {"content": {"image/*": {}}, "description": "The image"}},
)
async def uploaded_image(ctx: Ctx, request: Request, name: str) -> Response:
    """An uploaded image, of any agent (they are public), as an image only."""
    image = await upload_service.image(ctx, name)
    etag = f'"{image.name.split(".")[0]}"'
    headers = {**IMAGE_HEADERS, "etag": etag}
    if _matches(request.headers.get("if-none-match", ""), etag):
        return Response(status_code=304, headers=headers)
    return Response(image.content, media_type=image.kind.content_type, headers=headers)


def _matches(if_none_match: str, etag: str) -> bool:
    """Whether the browser's copy is this image (RFC 9110 §13.1.2, weak comparison)."""
    tags = {tag.strip().removeprefix("W/") for tag in if_none_match.split(",")}
    return if_none_match.strip() == "*" or etag in tags
