"""Where uploaded images live: files under VAR_DIR/uploads, or objects of an S3-compatible
bucket reached over httpx with requests signed by `rules.signed_headers`. An image is named by
its content, so storing it twice stores it once and a stored one never changes."""

from __future__ import annotations

import asyncio
import os
import tempfile
from pathlib import Path
from typing import Protocol
from urllib.parse import quote

import httpx

from ..config import Settings
from ..core.clock import utcnow
from ..core.errors import UpstreamUnavailable
from . import rules

BUCKET_PREFIX = "uploads/"  # the objects' keys in the bucket
BUCKET_TIMEOUT = 10.0


class ImageStore(Protocol):
    async def put(self, name: str, content: bytes, kind: rules.ImageType) -> None: ...

    async def get(self, name: str) -> bytes | None: ...


class FileStore:
    """Files named by their content in one folder; each written whole (a temporary file
    renamed into place), so a reader never sees half of one."""

    def __init__(self, root: Path) -> None:
        self.root = root

    async def put(self, name: str, content: bytes, kind: rules.ImageType) -> None:
        await asyncio.to_thread(self._write, name, content)

    async def get(self, name: str) -> bytes | None:
        return await asyncio.to_thread(self._read, name)

    def _write(self, name: str, content: bytes) -> None:
        path = self.root / name
        if path.exists():
            return
        self.root.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=self.root, prefix=".upload-")
        try:
            with os.fdopen(handle, "wb") as file:
                file.write(content)
            os.chmod(temporary, 0o644)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise

    def _read(self, name: str) -> bytes | None:
        try:
            return (self.root / name).read_bytes()
        except FileNotFoundError:
            return None


class BucketStore:
    """Objects of an S3-compatible bucket, addressed by path (`{endpoint}/{bucket}/{key}`),
    which AWS, MinIO, R2 and their kind all accept."""

    def __init__(
        self,
        endpoint_url: str,
        bucket: str,
        credentials: rules.Credentials,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.base = f"{endpoint_url.rstrip('/')}/{quote(bucket, safe='')}/{BUCKET_PREFIX}"
        self.credentials = credentials
        self.transport = transport

    async def put(self, name: str, content: bytes, kind: rules.ImageType) -> None:
        url = self.base + name
        headers = rules.signed_headers(
            self.credentials,
            "PUT",
            url,
            content,
            utcnow(),
            {"content-type": kind.content_type},
        )
        response = await self._send("PUT", url, headers, content)
        if response.status_code != 200:
            raise _unavailable(response)

    async def get(self, name: str) -> bytes | None:
        url = self.base + name
        headers = rules.signed_headers(self.credentials, "GET", url, b"", utcnow())
        response = await self._send("GET", url, headers, None)
        if response.status_code == 404:
            return None
        if response.status_code != 200:
            raise _unavailable(response)
        return response.content

    async def _send(
        self, method: str, url: str, headers: dict[str, str], content: bytes | None
    ) -> httpx.Response:
        async with httpx.AsyncClient(transport=self.transport, timeout=BUCKET_TIMEOUT) as client:
            try:
                return await client.request(method, url, headers=headers, content=content)
            except httpx.HTTPError as exc:
                raise UpstreamUnavailable(
                    "The image store is not answering, please try again",
                    system_msg="upload_store",
                ) from exc


def _unavailable(response: httpx.Response) -> UpstreamUnavailable:
    return UpstreamUnavailable(
        f"The image store refused the request ({response.status_code})",
        system_msg="upload_store",
    )


def store_for(settings: Settings, transport: httpx.AsyncBaseTransport | None = None) -> ImageStore:
    if not settings.upload_bucket_configured:
        return FileStore(settings.var_dir / "uploads")
    return BucketStore(
        settings.upload_s3_endpoint_url.strip(),
        settings.upload_s3_bucket.strip(),
        rules.Credentials(
            access_key_id=settings.upload_s3_access_key_id.strip(),
            secret_access_key=settings.upload_s3_secret_access_key.get_secret_value(),
            region=settings.upload_s3_region.strip(),
        ),
        transport,
    )
