"""POST /api/eventManager/uploadImage and GET /api/uploads/{name} over HTTP: what is taken,
what is refused and how a stored image is served."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import httpx
import pytest
from sqlalchemy import select

from promptplay.core import payload_crypto
from promptplay.models import AuditLog
from promptplay.uploads import rules
from promptplay.uploads.service import upload_service
from tests.conftest import client_for
from tests.factories import error_of, make_agent, registered_player
from tests.uploads.conftest import UPLOAD, Office, open_office
from tests.uploads.images import HTML, PNG_THEN_HTML, SCRIPT, SVG, image, multipart, png


def refused(response: httpx.Response, status: int, code: str, system_msg: str | None = None):
    assert response.status_code == status, response.text
    error = error_of(response)
    assert error["errorCode"] == code, response.text
    if system_msg is not None:
        assert error.get("systemMsg") == system_msg, response.text
    return error


def stored_files(office: Office) -> list[Path]:
    folder = office.ctx.settings.var_dir / "uploads"
    return sorted(p for p in folder.iterdir() if p.is_file()) if folder.exists() else []


# ----- uploading ------------------------------------------------------------------------------


async def test_an_image_is_stored_under_its_content_and_served_back(office: Office) -> None:
    content = png()
    response = await office.upload(content)
    assert response.status_code == 200, response.text
    data = response.json()["data"]
    digest = hashlib.sha256(content).hexdigest()
    assert data == {
        "url": f"/api/uploads/{digest}.png",
        "contentType": "image/png",
        "size": len(content),
    }
    assert (office.ctx.settings.var_dir / "uploads" / f"{digest}.png").read_bytes() == content

    served = await office.client.get(data["url"])
    assert served.status_code == 200
    assert served.content == content
    assert served.headers["content-type"] == "image/png"
    assert served.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert served.headers["x-content-type-options"] == "nosniff"
    assert served.headers["content-disposition"] == "inline"
    assert "default-src 'none'" in served.headers["content-security-policy"]
    assert served.headers["etag"] == f'"{digest}"'

    again = await office.client.get(data["url"], headers={"if-none-match": f'"{digest}"'})
    assert again.status_code == 304
    assert again.content == b""
    other = await office.client.get(data["url"], headers={"if-none-match": '"something-else"'})
    assert other.status_code == 200


async def test_every_accepted_type_by_its_bytes_whatever_its_name(office: Office) -> None:
    for fmt, extension, content_type in (
        ("JPEG", "jpg", "image/jpeg"),
        ("WEBP", "webp", "image/webp"),
        ("GIF", "gif", "image/gif"),
    ):
        content = image(fmt)
        # Sent as a PNG: the bytes decide.
        response = await office.upload(content, filename="x.png", content_type="image/png")
        assert response.status_code == 200, response.text
        data = response.json()["data"]
        assert data["url"].endswith(f".{extension}")
        assert data["contentType"] == content_type
        served = await office.client.get(data["url"])
        assert served.headers["content-type"] == content_type
        assert served.content == content


async def test_the_same_image_twice_is_one_file(office: Office) -> None:
    content = png("blue")
    first = (await office.upload(content)).json()["data"]
    second = (await office.upload(content, filename="copy.png")).json()["data"]
    assert first == second
    assert [p.name for p in stored_files(office)] == [first["url"].rsplit("/", 1)[1]]


@pytest.mark.parametrize(
    ("content", "filename", "content_type"),
    [
        (SCRIPT, "picture.png", "image/png"),  # a script named as a PNG
        (SVG, "logo.svg", "image/svg+xml"),
        (HTML, "page.png", "image/png"),
        (PNG_THEN_HTML, "polyglot.png", "image/png"),
        (b"%PDF-1.4\n", "doc.png", "image/png"),
    ],
)
async def test_anything_but_an_image_is_refused(
    office: Office, content: bytes, filename: str, content_type: str
) -> None:
    response = await office.upload(content, filename=filename, content_type=content_type)
    error = refused(response, 422, "0000", "upload_type")
    assert error["fields"] == ["file"]
    assert stored_files(office) == []


async def test_an_empty_file_is_refused(office: Office) -> None:
    error = refused(await office.upload(b""), 422, "0000", "upload_empty")
    assert error["fields"] == ["file"]


async def test_an_image_over_the_limit_is_refused(office: Office) -> None:
    limit = office.ctx.settings.upload_max_bytes
    # A real PNG padded past the limit (a chunk after IEND), then one at the limit exactly.
    padded = png() + b"\0" * (limit + 1 - len(png()))
    assert len(padded) == limit + 1
    error = refused(await office.upload(padded), 413, "0000", "upload_size")
    assert error["fields"] == ["file"]
    at_limit = png() + b"\0" * (limit - len(png()))
    response = await office.upload(at_limit)
    assert response.status_code == 200, response.text
    assert response.json()["data"]["size"] == limit


async def test_a_body_far_over_the_limit_is_refused_before_it_is_read(office: Office) -> None:
    huge = png() + b"\0" * (3 * 1024 * 1024)
    error = refused(await office.upload(huge), 413, "0000", "upload_size")
    assert error["fields"] == ["file"]
    # Other calls keep the transport's own limit of 1 MiB.
    response = await office.client.post(
        "/api/eventManager/create",
        content=b"{" + b" " * (1024 * 1024 + 10) + b"}",
        headers={"content-type": "application/json", **office.staff},
    )
    assert refused(response, 413, "0000")["fields"] == ["body"]
    assert stored_files(office) == []


async def test_a_body_that_is_no_form_or_lacks_the_file_is_refused(office: Office) -> None:
    response = await office.client.post(UPLOAD, json={"file": "x"}, headers=office.staff)
    assert refused(response, 422, "0000", "upload_form")["fields"] == ["file"]
    response = await office.upload(png(), field="image")
    assert refused(response, 422, "0000", "upload_form")["fields"] == ["file"]
    body, content_type = multipart(png())
    cut = await office.client.post(
        UPLOAD, content=body[:-20], headers={"content-type": content_type, **office.staff}
    )
    assert refused(cut, 422, "0000", "upload_form")["fields"] == ["file"]


async def test_only_staff_upload(office: Office) -> None:
    body, content_type = multipart(png())
    anonymous = await office.client.post(
        UPLOAD, content=body, headers={"content-type": content_type}
    )
    refused(anonymous, 401, "0033")
    player = await registered_player(office.client, office.cashier.agent)
    as_player = await office.client.post(
        UPLOAD, content=body, headers={"content-type": content_type, **player.auth}
    )
    refused(as_player, 403, "0035")
    # A staff token of this agent on another agent's host is refused too.
    other = await make_agent(office.ctx)
    async with client_for(office.ctx, other.host) as elsewhere:
        response = await elsewhere.post(
            UPLOAD, content=body, headers={"content-type": content_type, **office.staff}
        )
    assert response.status_code in (401, 403), response.text
    assert stored_files(office) == []


async def test_an_upload_is_audited(office: Office) -> None:
    data = (await office.upload(png("green"))).json()["data"]
    async with office.ctx.db.read() as session:
        rows = (
            (
                await session.execute(
                    select(AuditLog).where(
                        AuditLog.agent_id == office.cashier.agent.id,
                        AuditLog.action == "upload_image",
                    )
                )
            )
            .scalars()
            .all()
        )
    assert [row.detail["url"] for row in rows] == [data["url"]]


async def test_the_back_office_path_uploads_too(office: Office) -> None:
    response = await office.upload(png("yellow"), path="/api/backoffice/events/uploadImage")
    assert response.status_code == 200, response.text
    assert (await office.client.get(response.json()["data"]["url"])).status_code == 200


async def test_the_encrypted_mode_takes_the_file_as_it_is(office: Office, make_ctx) -> None:  # type: ignore[no-untyped-def]
    # The same agent and staff token, served by an app whose other calls are encrypted.
    secret = "payload-secret-for-the-upload-test"
    encrypted = make_ctx(payload_secret=secret)
    async with client_for(encrypted, office.cashier.agent.host) as client:
        content = png("purple")
        body, content_type = multipart(content)
        response = await client.post(
            UPLOAD, content=body, headers={"content-type": content_type, **office.staff}
        )
        assert response.status_code == 200, response.text
        data = json.loads(payload_crypto.decrypt(response.json()["data"], secret))
        assert data["size"] == len(content)
        served = await client.get(data["url"])
        assert served.content == content


# ----- serving --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/api/uploads/..%2F..%2Fsecret_key",
        "/api/uploads/..%2Fsecret_key",
        "/api/uploads/%2e%2e%2fsecret_key",
        "/api/uploads/../secret_key",
        "/api/uploads/secret_key",
        "/api/uploads/" + "a" * 64 + ".svg",
        "/api/uploads/" + "a" * 64 + ".png",  # well formed, never stored
        "/api/uploads/" + "A" * 64 + ".png",
        "/api/uploads/",
    ],
)
async def test_names_that_are_not_stored_images_are_not_found(office: Office, path: str) -> None:
    (office.ctx.settings.var_dir / "secret_key").write_text("not for anyone")
    response = await office.client.get(path)
    assert response.status_code == 404, response.text
    assert error_of(response)["errorCode"] == "0040"
    assert b"not for anyone" not in response.content


async def test_an_image_of_any_agent_is_served_on_any_host(office: Office) -> None:
    url = (await office.upload(png("orange"))).json()["data"]["url"]
    other = await make_agent(office.ctx)
    async with client_for(office.ctx, other.host) as elsewhere:
        served = await elsewhere.get(url)
    assert served.status_code == 200
    assert served.headers["content-type"] == "image/png"


# ----- an S3-compatible bucket ----------------------------------------------------------------


class FakeBucket:
    """An S3-compatible endpoint that checks each request's signature as S3 would."""

    def __init__(self, credentials: rules.Credentials) -> None:
        self.credentials = credentials
        self.objects: dict[str, tuple[bytes, str]] = {}
        self.requests: list[httpx.Request] = []

    def handle(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        body = request.content
        payload_sha256 = request.headers["x-amz-content-sha256"]
        if payload_sha256 != hashlib.sha256(body).hexdigest():
            return httpx.Response(400, text="XAmzContentSHA256Mismatch")
        authorization = request.headers["authorization"]
        signed = authorization.split("SignedHeaders=")[1].split(",")[0].split(";")
        from datetime import UTC, datetime

        at = datetime.strptime(request.headers["x-amz-date"], "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)
        expected = rules.signature_v4(
            self.credentials,
            request.method,
            str(request.url),
            {name: request.headers[name] for name in signed},
            payload_sha256,
            at,
        )
        if expected != authorization:
            return httpx.Response(403, text="SignatureDoesNotMatch")
        key = request.url.path
        if request.method == "PUT":
            self.objects[key] = (body, request.headers["content-type"])
            return httpx.Response(200)
        if key not in self.objects:
            return httpx.Response(404, text="NoSuchKey")
        return httpx.Response(200, content=self.objects[key][0])


@pytest.fixture
def bucket():  # type: ignore[no-untyped-def]
    fake = FakeBucket(rules.Credentials("AKIDTEST", "secret/key+test", "ap-southeast-1"))
    upload_service.bucket_transport = httpx.MockTransport(fake.handle)
    yield fake
    upload_service.bucket_transport = None


async def test_with_a_bucket_images_are_put_there_signed_and_served_from_it(
    make_ctx,
    bucket: FakeBucket,  # type: ignore[no-untyped-def]
) -> None:
    ctx = make_ctx(
        upload_s3_endpoint_url="https://objects.example.com",
        upload_s3_bucket="promptplay-images",
        upload_s3_region="ap-southeast-1",
        upload_s3_access_key_id="AKIDTEST",
        upload_s3_secret_access_key="secret/key+test",
    )
    office = await open_office(ctx)
    try:
        content = image("JPEG")
        response = await office.upload(content)
        assert response.status_code == 200, response.text
        name = response.json()["data"]["url"].rsplit("/", 1)[1]
        put = bucket.requests[-1]
        assert put.method == "PUT"
        assert str(put.url) == f"https://objects.example.com/promptplay-images/uploads/{name}"
        assert bucket.objects[put.url.path] == (content, "image/jpeg")
        assert stored_files(office) == []  # nothing on the disk

        served = await office.client.get(f"/api/uploads/{name}")
        assert served.status_code == 200
        assert served.content == content
        assert served.headers["content-type"] == "image/jpeg"
        assert bucket.requests[-1].method == "GET"
        missing = await office.client.get("/api/uploads/" + "d" * 64 + ".png")
        assert refused(missing, 404, "0040")

        # A bucket that refuses (here: a key it does not know) is an upstream error, not a 200.
        bucket.credentials = rules.Credentials("AKIDTEST", "another", "ap-southeast-1")
        response = await office.upload(png("white"))
        refused(response, 502, "0054", "upload_store")
    finally:
        await office.client.aclose()


def test_a_bucket_half_configured_is_refused_at_start() -> None:
    from pydantic import ValidationError

    from promptplay.config import Settings

    with pytest.raises(ValidationError):
        Settings(upload_s3_bucket="images")
    assert not Settings().upload_bucket_configured


async def test_images_are_served_on_the_back_office_host_too(office: Office, make_ctx) -> None:  # type: ignore[no-untyped-def]
    url = (await office.upload(png("navy"))).json()["data"]["url"]
    dedicated = make_ctx(backoffice_host="office.test.example")
    async with client_for(dedicated, "office.test.example") as client:
        served = await client.get(url)
        assert served.status_code == 200, served.text
        assert served.headers["content-type"] == "image/png"
        # The rest of the player API stays off that host.
        refused(await client.get("/api/eventManager/getAllEvent"), 404, "0040")
