"""The built site's files: brotli or gzip when the browser accepts it (compressed once, not per
request), plain otherwise and for small or already-compressed files, with the caching and
security headers of each kind of file."""

from __future__ import annotations

import asyncio
import gzip
import os
from pathlib import Path

import brotli
import httpx
import pytest

from promptplay.core import site
from tests.conftest import client_for
from tests.core.test_security_headers import assert_hardened

# Large enough to be worth compressing, and compressible as built JavaScript is.
BUNDLE = b"".join(
    b"export function f%d(a){return a.map(x=>x*%d).filter(Boolean)}\n" % (i, i) for i in range(400)
)
PAGE = (
    "<!doctype html><html><head>"
    + '<link rel="modulepreload" href="/assets/chunk.js">' * 30
    + '<script type="module" src="/assets/app-Ab12.js"></script></head><body></body></html>'
).encode()
PNG = b"\x89PNG\r\n\x1a\n" + os.urandom(4000)
PLAIN = {"accept-encoding": "identity"}
GZIP = {"accept-encoding": "gzip, deflate"}
# What Chromium asks for over HTTPS.
BROWSER = {"accept-encoding": "gzip, deflate, br, zstd"}


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_bytes(PAGE)
    (dist / "assets" / "app-Ab12.js").write_bytes(BUNDLE)
    (dist / "assets" / "tiny-Cd34.js").write_text("export const a = 1;\n")
    (dist / "assets" / "logo-Ef56.png").write_bytes(PNG)
    (dist / "assets" / "font-Gh78.woff2").write_bytes(os.urandom(3000))
    (dist / "favicon.png").write_bytes(PNG)
    (tmp_path / "secret.js").write_bytes(BUNDLE + b"// not the site's\n")
    (dist / "assets" / "escape.js").symlink_to(tmp_path / "secret.js")
    return dist


@pytest.fixture
def site_ctx(make_ctx, dist: Path):  # type: ignore[no-untyped-def]
    return make_ctx(web_dist=dist)


@pytest.fixture
def compressions(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The files the server compressed, one entry per compression."""
    made: list[Path] = []
    compress = site._compress

    def counting(path: Path, size: int, coding: str) -> bytes | None:
        made.append(path)
        return compress(path, size, coding)

    monkeypatch.setattr(site, "_compress", counting)
    return made


async def raw_get(
    client: httpx.AsyncClient, path: str, headers: dict[str, str]
) -> tuple[httpx.Response, bytes]:
    """The answer and its body as sent (httpx would decompress `content`)."""
    async with client.stream("GET", path, headers=headers) as response:
        return response, b"".join([chunk async for chunk in response.aiter_raw()])


async def test_a_script_is_sent_gzip_when_accepted_plain_otherwise(site_ctx) -> None:
    async with client_for(site_ctx, "localhost") as client:
        zipped, sent = await raw_get(client, "/assets/app-Ab12.js", GZIP)
        plain, as_is = await raw_get(client, "/assets/app-Ab12.js", PLAIN)
        refused, refused_body = await raw_get(
            client, "/assets/app-Ab12.js", {"accept-encoding": "gzip;q=0, identity"}
        )

    assert zipped.status_code == 200
    assert zipped.headers["content-encoding"] == "gzip"
    assert zipped.headers["content-type"] == "text/javascript; charset=utf-8"
    assert zipped.headers["vary"] == "Accept-Encoding"
    assert int(zipped.headers["content-length"]) == len(sent) < len(BUNDLE) // 3
    assert gzip.decompress(sent) == BUNDLE
    assert zipped.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert_hardened(zipped)

    for response, body in ((plain, as_is), (refused, refused_body)):
        assert response.status_code == 200
        assert "content-encoding" not in response.headers
        assert response.headers["vary"] == "Accept-Encoding"
        assert int(response.headers["content-length"]) == len(BUNDLE)
        assert body == BUNDLE
        assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert_hardened(response)

    # Both are validated by their tag and date, and the two representations differ in tag.
    assert plain.headers["last-modified"] == zipped.headers["last-modified"]
    assert plain.headers["etag"].startswith('"') and zipped.headers["etag"].startswith('"')
    assert plain.headers["etag"] != zipped.headers["etag"]
    assert zipped.headers["etag"] == plain.headers["etag"][:-1] + '-gzip"'


async def test_a_browser_that_accepts_brotli_gets_it_smaller_than_gzip(
    site_ctx, dist: Path, compressions: list[Path]
) -> None:
    async with client_for(site_ctx, "localhost") as client:
        zipped, gzip_body = await raw_get(client, "/assets/app-Ab12.js", GZIP)
        answers = [await raw_get(client, "/assets/app-Ab12.js", BROWSER) for _ in range(3)]
        compressed = list(compressions)
        page, page_body = await raw_get(client, "/login", BROWSER)
    brotli_answer, sent = answers[0]
    assert brotli_answer.headers["content-encoding"] == "br"
    assert brotli_answer.headers["vary"] == "Accept-Encoding"
    assert int(brotli_answer.headers["content-length"]) == len(sent) < len(gzip_body)
    assert brotli.decompress(sent) == BUNDLE
    assert {body for _, body in answers} == {sent}
    # Each coding is a representation of its own, validated by its own tag.
    assert brotli_answer.headers["etag"] == zipped.headers["etag"][:-6] + '-br"'
    assert brotli_answer.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert_hardened(brotli_answer)
    # Compressed once in each coding, however often asked for.
    bundle = (dist / "assets" / "app-Ab12.js").resolve()
    assert compressed == [bundle, bundle]
    assert page.headers["content-encoding"] == "br" and brotli.decompress(page_body) == PAGE


async def test_head_answers_with_the_headers_of_get_and_no_body(site_ctx) -> None:
    async with client_for(site_ctx, "localhost") as client:
        zipped, sent = await raw_get(client, "/assets/app-Ab12.js", GZIP)
        head_zipped = await client.head("/assets/app-Ab12.js", headers=GZIP)
        head_plain = await client.head("/assets/app-Ab12.js", headers=PLAIN)

    assert head_zipped.status_code == 200 and head_zipped.content == b""
    assert head_zipped.headers["content-encoding"] == "gzip"
    assert head_zipped.headers["content-length"] == str(len(sent))
    assert head_zipped.headers["etag"] == zipped.headers["etag"]
    assert head_plain.status_code == 200 and head_plain.content == b""
    assert head_plain.headers["content-length"] == str(len(BUNDLE))
    assert "content-encoding" not in head_plain.headers


async def test_each_file_is_compressed_once_and_again_when_rebuilt(
    site_ctx, dist: Path, compressions: list[Path]
) -> None:
    bundle = dist / "assets" / "app-Ab12.js"
    async with client_for(site_ctx, "localhost") as client:
        first = await asyncio.gather(
            *(client.get("/assets/app-Ab12.js", headers=GZIP) for _ in range(8))
        )
        again = await client.get("/assets/app-Ab12.js", headers=GZIP)
        assert compressions == [bundle.resolve()]
        assert {r.content for r in [*first, again]} == {BUNDLE}

        rebuilt = BUNDLE + b"export const rebuilt = true;\n"
        bundle.write_bytes(rebuilt)
        stat = bundle.stat()
        os.utime(bundle, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
        changed = await client.get("/assets/app-Ab12.js", headers=GZIP)
    assert changed.headers["content-encoding"] == "gzip"
    assert changed.content == rebuilt
    assert changed.headers["etag"] != again.headers["etag"]
    assert compressions == [bundle.resolve(), bundle.resolve()]


async def test_small_and_already_compressed_files_are_sent_as_they_are(
    site_ctx, dist: Path, compressions: list[Path]
) -> None:
    async with client_for(site_ctx, "localhost") as client:
        tiny, tiny_body = await raw_get(client, "/assets/tiny-Cd34.js", GZIP)
        logo, logo_body = await raw_get(client, "/assets/logo-Ef56.png", GZIP)
        font, font_body = await raw_get(client, "/assets/font-Gh78.woff2", GZIP)
        favicon, _ = await raw_get(client, "/favicon.png", GZIP)

    assert tiny_body == b"export const a = 1;\n"
    assert logo_body == PNG and logo.headers["content-type"] == "image/png"
    assert font_body == (dist / "assets" / "font-Gh78.woff2").read_bytes()
    for response, size in ((tiny, 20), (logo, len(PNG)), (font, 3000)):
        assert response.status_code == 200
        assert "content-encoding" not in response.headers
        assert "vary" not in response.headers  # the same bytes whatever the browser accepts
        assert response.headers["content-length"] == str(size)
        assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert response.headers["etag"]
        assert_hardened(response)
    # Files outside assets/ have no hash in their name: revalidated.
    assert favicon.headers["cache-control"] == "no-cache"
    assert compressions == []


async def test_index_html_is_revalidated_and_sent_gzip(site_ctx) -> None:
    async with client_for(site_ctx, "localhost") as client:
        for path in ("/", "/index.html", "/login", "/assets/no-such-file.js"):
            response, sent = await raw_get(client, path, GZIP)
            assert response.status_code == 200, path
            assert response.headers["cache-control"] == "no-cache", path
            assert response.headers["content-type"] == "text/html; charset=utf-8", path
            assert response.headers["content-encoding"] == "gzip", path
            assert gzip.decompress(sent) == PAGE, path
            assert_hardened(response, "site")
        plain = await client.get("/login", headers=PLAIN)
    assert plain.content == PAGE and plain.headers["cache-control"] == "no-cache"


async def test_paths_outside_the_site_get_the_page_not_the_file(site_ctx) -> None:
    async with client_for(site_ctx, "localhost") as client:
        for path in ("/assets/escape.js", "/%2e%2e/secret.js", "/assets/%2e%2e/%2e%2e/secret.js"):
            for headers in (GZIP, PLAIN):
                response = await client.get(path, headers=headers)
                assert response.status_code == 200, path
                assert response.content == PAGE, path
                assert response.headers["cache-control"] == "no-cache", path


async def test_a_byte_range_is_of_the_file_as_it_is(site_ctx) -> None:
    async with client_for(site_ctx, "localhost") as client:
        part = await client.get("/assets/app-Ab12.js", headers={**GZIP, "range": "bytes=0-99"})
    assert part.status_code == 206
    assert "content-encoding" not in part.headers
    assert part.headers["content-range"] == f"bytes 0-99/{len(BUNDLE)}"
    assert part.content == BUNDLE[:100]


async def test_the_site_not_built_says_so(make_ctx, tmp_path: Path) -> None:
    async with client_for(make_ctx(web_dist=tmp_path / "nothing"), "localhost") as client:
        response = await client.get("/assets/app-Ab12.js", headers=GZIP)
    assert response.status_code == 503
    assert "not built" in response.text
    assert_hardened(response)


@pytest.mark.parametrize(
    ("header", "coding"),
    [
        ("gzip", "gzip"),
        ("gzip, deflate, br, zstd", "br"),
        ("GZIP;q=0.5", "gzip"),
        ("br;q=1.0, gzip;q=0.8, *;q=0.1", "br"),
        ("br;q=0, gzip", "gzip"),
        ("BR", "br"),
        ("*", "br"),
        ("*, br;q=0", "gzip"),
        ("", None),
        ("identity", None),
        ("deflate, zstd", None),
        ("gzip;q=0", None),
        ("gzip;q=0.000", None),
        ("*;q=0", None),
        ("*, gzip;q=0, br;q=0", None),
        ("gzip;q=oops", None),
    ],
)
def test_accept_encoding(header: str, coding: str | None) -> None:
    assert site.accepted_coding(header) == coding
