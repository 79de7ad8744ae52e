"""Uploaded images (docs/engagement.md §3): an image staff send is checked by its bytes,
stored under the name of its content and served back as an inert image. No table: the name
is the whole record, and an image of one agent may be shown by any (they are public)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import httpx

from ..context import AppContext
from ..core.errors import DataNotFound, InvalidData
from . import rules
from .repository import store_for
from .schemas import Upload


class UploadTooLarge(InvalidData):
    status_code = 413


@dataclass(frozen=True)
class Image:
    name: str
    kind: rules.ImageType
    content: bytes


class UploadService:
    # The S3 bucket's transport: None is the network; tests put a fake bucket here.
    bucket_transport: httpx.AsyncBaseTransport | None = None

    async def upload(self, ctx: AppContext, body: bytes, content_type: str) -> Upload:
        """Store the image of the form field `file`: a PNG, JPEG, WebP or GIF by its bytes,
        not empty, at most UPLOAD_MAX_BYTES. Storing the same image again changes nothing."""
        try:
            content = rules.form_file(body, content_type, "file")
        except rules.MalformedForm:
            content = None
        if content is None:
            raise InvalidData(
                "Send the image as the multipart form field file",
                fields=["file"],
                system_msg="upload_form",
            )
        return await self.store(ctx, content)

    async def store(self, ctx: AppContext, content: bytes) -> Upload:
        """Store an image's bytes (checked as an upload's are) and answer where it is served."""
        if not content:
            raise InvalidData("The file is empty", fields=["file"], system_msg="upload_empty")
        if len(content) > ctx.settings.upload_max_bytes:
            raise UploadTooLarge("The file is too large", fields=["file"], system_msg="upload_size")
        kind = await asyncio.to_thread(rules.image_type, content)
        if kind is None:
            raise InvalidData(
                "Only PNG, JPEG, WebP and GIF images are taken",
                fields=["file"],
                system_msg="upload_type",
            )
        name = rules.stored_name(content, kind)
        await store_for(ctx.settings, self.bucket_transport).put(name, content, kind)
        return Upload(url=rules.URL_PREFIX + name, contentType=kind.content_type, size=len(content))

    async def image(self, ctx: AppContext, name: str) -> Image:
        """A stored image by its name; a name this server never makes (a path, a traversal,
        another extension) is never looked up."""
        kind = rules.type_of_name(name)
        if kind is None:
            raise DataNotFound("No such image")
        content = await store_for(ctx.settings, self.bucket_transport).get(name)
        if content is None:
            raise DataNotFound("No such image")
        return Image(name, kind, content)


upload_service = UploadService()
