"""The built player site (`web/dist`) at `/`: its files, compressed for browsers that accept it
(brotli, else gzip), and the SPA's index.html for every other path.

A file is compressed once, when it is first asked for compressed, and the body kept in memory
under its path, modification time and size (a rebuilt file is compressed anew): answers are
never compressed one by one.
Hashed files under `assets/` are cached by browsers for a year, everything else revalidated.

The SPA's page is written for the host asked for when the app gives a `PageHead`: the answers
the site would otherwise ask for before anything else (boot data, read by the site instead of
a first round trip), the document's title, description and icon (what a shared link's
preview shows, which runs no script), and the host's layout: the page names its skin's
modules and those of the route its path opens (`<link rel="modulepreload">`, read from the
build's manifest and route map) so that the browser fetches them beside the entry script, not
after it has run, and the entry's loader finds them asked for already instead of adding a link
per module while the page starts. Their style sheets (the skin's own) are linked in the page
the same way: the loader finds them linked and adds none."""

from __future__ import annotations

import asyncio
import gzip
import hashlib
import html
import json
import os
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from email.utils import formatdate
from functools import partial
from mimetypes import guess_type
from pathlib import Path
from stat import S_ISREG
from typing import Any

import brotli
from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, Response

from .security_headers import FRAME_HOSTS

IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
# Below this the coding's header and a round of decompression cost more than the bytes saved.
MIN_COMPRESS_BYTES = 1024
# The codings the site sends, the smaller first: at its highest quality brotli makes the built
# JavaScript some 14 % smaller than gzip at its highest level (the entry script 128 kB against
# 149 kB), and every browser accepts it over HTTPS.
CODINGS = ("br", "gzip")
# A file is compressed once per version, so at the highest levels; the page, written for each
# request, at levels that take a fraction of a millisecond.
BROTLI_QUALITY = 11
GZIP_LEVEL = 9
PAGE_BROTLI_QUALITY = 5
PAGE_GZIP_LEVEL = 6
# Text the browser decompresses well; images, fonts (woff2 is already compressed) are not.
COMPRESSIBLE_TYPES = frozenset(
    {
        "application/javascript",
        "application/json",
        "application/manifest+json",
        "application/wasm",
        "application/xml",
        "image/svg+xml",
    }
)


def media_type_of(path: Path) -> str:
    return guess_type(path.name)[0] or "application/octet-stream"


def is_compressible(media_type: str, size: int) -> bool:
    return size >= MIN_COMPRESS_BYTES and (
        media_type.startswith("text/") or media_type in COMPRESSIBLE_TYPES
    )


def accepted_coding(accept_encoding: str) -> str | None:
    """The first of CODINGS the Accept-Encoding header allows (named with a weight above 0, or
    not named while `*` is allowed); None for the body as it is."""
    weights: dict[str, float] = {}
    for item in accept_encoding.split(","):
        coding, _, params = item.strip().partition(";")
        weight = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        if coding.strip():
            weights[coding.strip().lower()] = weight
    for coding in CODINGS:
        if weights.get(coding, weights.get("*", 0)) > 0:
            return coding
    return None


def encode(data: bytes, coding: str, *, per_request: bool = False) -> bytes:
    """`data` in `coding` (one of CODINGS), at the levels of a file or, `per_request`, of a
    page."""
    if coding == "br":
        return brotli.compress(data, quality=PAGE_BROTLI_QUALITY if per_request else BROTLI_QUALITY)
    return gzip.compress(
        data, compresslevel=PAGE_GZIP_LEVEL if per_request else GZIP_LEVEL, mtime=0
    )


def etag_of(stat: os.stat_result) -> str:
    """The entity tag FileResponse gives the file as it is (so both variants agree on it)."""
    base = f"{stat.st_mtime}-{stat.st_size}"
    return hashlib.md5(base.encode(), usedforsecurity=False).hexdigest()


@dataclass
class CompressedFiles:
    """Compressed bodies of the site's files, by path and coding, for the file's modification
    time and size."""

    _bodies: dict[tuple[Path, str], tuple[tuple[int, int], asyncio.Future[bytes | None]]] = field(
        default_factory=dict
    )

    async def body_of(self, path: Path, stat: os.stat_result, coding: str) -> bytes | None:
        """The file's body in `coding`, or None when compressing does not make it smaller. The
        first request for a version of the file in a coding starts its compression in a worker
        thread, apart from any request (a client that leaves does not cancel it); the others
        wait for it."""
        version = (stat.st_mtime_ns, stat.st_size)
        key = (path, coding)
        known = self._bodies.get(key)
        if known is None or known[0] != version:
            loop = asyncio.get_running_loop()
            compressing = loop.run_in_executor(None, _compress, path, stat.st_size, coding)
            self._bodies[key] = known = (version, compressing)
            compressing.add_done_callback(partial(self._forget_failed, key, version))
        return await asyncio.shield(known[1])

    def _forget_failed(
        self,
        key: tuple[Path, str],
        version: tuple[int, int],
        done: asyncio.Future[bytes | None],
    ) -> None:
        # A failed read (the file went away) is not kept: a later request tries again.
        if done.cancelled() or done.exception() is not None:
            known = self._bodies.get(key)
            if known is not None and known[0] == version:
                del self._bodies[key]


def _compress(path: Path, size: int, coding: str) -> bytes | None:
    data = path.read_bytes()
    if len(data) != size:
        return None  # the file changed under us: serve it plain, compress on a later request
    body = encode(data, coding)
    return body if len(body) < len(data) else None


@dataclass(frozen=True)
class PageHead:
    """What the page of one host says before any script runs (see the module's text)."""

    boot: Any = None
    title: str | None = None
    description: str | None = None
    icon: str | None = None
    # The template's layout name ("" for none): its skin's modules are named in the page.
    layout: str | None = None


MANIFEST = Path(".vite") / "manifest.json"
# The site's route map (web/src/app/route-map.json, which its test holds to the router): each
# route's path pattern and the module it loads lazily, written beside the manifest.
ROUTE_MAP = Path(".vite") / "routes.json"
# The modules a skin's layouts load (web/src/templates/registry.tsx): the skin's own and the
# skin frame every skin draws in. A layout the build has no skin of is drawn by skin `a`.
SKIN_MODULE = "src/templates/skins/{}/index.tsx"
SKIN_FRAME_MODULE = "src/templates/skin-root.tsx"
FALLBACK_LAYOUT = "a"


@dataclass(frozen=True)
class RoutePattern:
    """One route of the site's router: its path pattern (React Router's: static segments,
    matched without regard to case, `:name` for any one segment, a final `*` for the rest)
    and the module it loads."""

    segments: tuple[str, ...]
    splat: bool
    module: str

    @classmethod
    def parse(cls, pattern: str, module: str) -> RoutePattern:
        segments = tuple(part for part in pattern.split("/") if part)
        splat = segments[-1:] == ("*",)
        fixed = segments[:-1] if splat else segments
        return cls(tuple(s if s.startswith(":") else s.casefold() for s in fixed), splat, module)

    @property
    def score(self) -> int:
        """React Router's ranking: a static segment outranks a parameter, and a splat ranks
        below both, so `/login` wins over `/:page` and `/:page` over `/*`."""
        return sum(3 if s.startswith(":") else 10 for s in self.segments) - 2 * self.splat

    def matches(self, parts: Sequence[str]) -> bool:
        if len(parts) < len(self.segments) or (len(parts) > len(self.segments) and not self.splat):
            return False
        return all(
            s.startswith(":") or s == part.casefold()
            for s, part in zip(self.segments, parts, strict=False)
        )


def read_route_map(path: Path) -> tuple[RoutePattern, ...]:
    """The route map's patterns, in the router's order; none when it is missing or garbled."""
    try:
        table = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ()
    if not isinstance(table, dict):
        return ()
    return tuple(
        RoutePattern.parse(pattern, module)
        for pattern, module in table.items()
        if isinstance(pattern, str) and isinstance(module, str)
    )


@dataclass(frozen=True)
class BuildManifest:
    """The build's manifest (vite's `build.manifest`): each module's chunk and the chunks it
    imports, by the module's source path; and the route map, each route's module."""

    chunks: dict[str, Any]
    routes: tuple[RoutePattern, ...] = ()
    # The answers of skin_files and route_files by module: a page asks for them on every
    # request.
    _modules: dict[tuple[str, ...], list[str]] = field(default_factory=dict, compare=False)

    @classmethod
    def read(cls, path: Path, route_map: Path | None = None) -> BuildManifest:
        routes = read_route_map(route_map) if route_map is not None else ()
        try:
            chunks = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls({}, routes)
        return cls(chunks if isinstance(chunks, dict) else {}, routes)

    def files_of(self, *modules: str) -> list[str]:
        """The files the modules' chunks need, scripts and their style sheets, each once,
        imports before importers; without the entry's and the chunks it imports, which the
        page links already (the build writes them into index.html). Unknown modules name
        none."""
        entries = [
            key
            for key, chunk in self.chunks.items()
            if isinstance(chunk, dict) and chunk.get("isEntry")
        ]
        files: list[str] = []
        for key in self._chunks_from(modules, skip=set(self._chunks_from(entries))):
            chunk = self.chunks[key]
            styles = chunk.get("css")
            named = [chunk.get("file"), *(styles if isinstance(styles, list) else ())]
            files.extend(name for name in named if isinstance(name, str) and name not in files)
        return files

    def _chunks_from(self, keys: Sequence[str], skip: set[str] | None = None) -> list[str]:
        """The chunks `keys` name and every chunk they import, each once, imports before
        importers; none of `skip`, nor what only they import."""
        found: list[str] = []
        seen = set(skip or ())

        def visit(key: object) -> None:
            if (
                not isinstance(key, str)
                or key in seen
                or not isinstance(self.chunks.get(key), dict)
            ):
                return
            seen.add(key)
            for imported in self.chunks[key].get("imports", ()):
                visit(imported)
            found.append(key)

        for key in keys:
            visit(key)
        return found

    def skin_files(self, layout: str | None) -> list[str]:
        """The files of the skin that draws `layout`, as the site picks it."""
        skin = SKIN_MODULE.format(layout)
        if skin not in self.chunks:
            skin = SKIN_MODULE.format(FALLBACK_LAYOUT)
        return self._files_once(skin, SKIN_FRAME_MODULE)

    def route_files(self, path: str) -> list[str]:
        """The files of the route the router opens for `path` (the best-ranked pattern
        that matches it); none when no route does."""
        parts = [part for part in path.split("/") if part]
        matching = [route for route in self.routes if route.matches(parts)]
        if not matching:
            return []
        return self._files_once(max(matching, key=lambda route: route.score).module)

    def page_files(self, layout: str | None, path: str) -> list[str]:
        """What the page of `path` names for the browser to fetch at once: its layout's skin
        (none when the layout is not known) and its route, each file once."""
        skin = self.skin_files(layout) if layout is not None else []
        return list(dict.fromkeys([*skin, *self.route_files(path)]))

    def _files_once(self, *modules: str) -> list[str]:
        known = self._modules.get(modules)
        if known is None:
            known = self._modules[modules] = self.files_of(*modules)
        return known


BOOT_ELEMENT_ID = "pp-boot"
# Inside <script>, `</script`, `<!--` and the two line separators JavaScript once refused must
# never appear as they are: JSON escapes them all the same.
_SCRIPT_ESCAPES = {
    "<": "\\u003c",
    ">": "\\u003e",
    "&": "\\u0026",
    "\u2028": "\\u2028",
    "\u2029": "\\u2029",
}


def script_json(value: Any) -> str:
    """`value` as JSON that is safe inside an HTML <script> element."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return re.sub("[<>&\u2028\u2029]", lambda m: _SCRIPT_ESCAPES[m.group()], text)


def _replace_once(page: str, pattern: str, replacement: str) -> str:
    return re.sub(pattern, lambda _: replacement, page, count=1)


def file_link(file: str) -> str:
    """The page's link to one of the site's files (a path under the site's root): a style sheet
    is linked as what it is, a script preloaded as a module. Both are fetched as the entry is
    (`crossorigin`): one request each."""
    rel = "stylesheet" if file.endswith(".css") else "modulepreload"
    return f'<link rel="{rel}" crossorigin href="/{html.escape(file)}">'


def render_page(page: str, head: PageHead, preloads: Sequence[str] = ()) -> str:
    """The SPA's index.html with `head` written into it, and `preloads` (the site's script
    files and style sheets) named for the browser to fetch at once."""
    if head.title:
        title = html.escape(head.title)
        page = _replace_once(page, r"<title>[^<]*</title>", f"<title>{title}</title>")
        # The loading layout the page draws before its scripts run names the site too.
        page = re.sub(
            r'(<span [^>]*id="pp-splash-name">)[^<]*', lambda m: m[1] + title, page, count=1
        )
    if head.description:
        page = _replace_once(
            page,
            r'<meta name="description" content="[^"]*"',
            f'<meta name="description" content="{html.escape(head.description)}"',
        )
    if head.icon:
        page = _replace_once(
            page,
            r'<link rel="icon" href="[^"]*"',
            f'<link rel="icon" href="{html.escape(head.icon)}"',
        )
    written = [file_link(file) for file in preloads]
    if head.boot is not None:
        written.append(
            f'<script id="{BOOT_ELEMENT_ID}" type="application/json">'
            f"{script_json(head.boot)}</script>"
        )
    if not written:
        return page
    return page.replace("</head>", "".join(f"  {line}\n" for line in written) + "  </head>", 1)


class SiteFiles:
    """Answers for the files of one built site."""

    def __init__(self, dist: Path) -> None:
        self.dist = dist
        self.root = dist.resolve()
        self.index = dist / "index.html"
        self.resolved_index = self.index.resolve()
        self.compressed = CompressedFiles()
        self._page: tuple[tuple[int, int], str] | None = None
        self._manifest: tuple[tuple[int, int], BuildManifest] | None = None

    def is_page(self, found: tuple[Path, os.stat_result] | None) -> bool:
        """Whether a request is answered by the SPA's page, by what `file_for` found for its
        path: no file of the site, or index.html itself."""
        return found is None or found[0] == self.resolved_index

    def page(self, head: PageHead, request: Request) -> Response | None:
        """The SPA's page written for `head`; None while the site is not built."""
        found = regular_file(self.index)
        if found is None:
            return None
        version = (found[1].st_mtime_ns, found[1].st_size)
        if self._page is None or self._page[0] != version:
            self._page = (version, found[0].read_text(encoding="utf-8"))
        preloads = self.manifest().page_files(head.layout, request.url.path)
        body = render_page(self._page[1], head, preloads).encode()
        coding = accepted_coding(request.headers.get("accept-encoding", ""))
        # Each coding of the page is a representation of its own, with a tag of its own (as the
        # files' are): a cache holding the gzip body must not be told its tag fits the brotli.
        digest = hashlib.md5(body, usedforsecurity=False).hexdigest()
        tag = f'"{digest}-{coding}"' if coding else f'"{digest}"'
        headers = {"cache-control": REVALIDATE, "vary": "Accept-Encoding", "etag": tag}
        if tag_matches(request.headers.get("if-none-match", ""), tag):
            return Response(status_code=304, headers=headers)
        if coding is not None:
            body = encode(body, coding, per_request=True)
            headers["content-encoding"] = coding
        head_only = request.method == "HEAD"
        headers["content-length"] = str(len(body))
        return Response(b"" if head_only else body, media_type="text/html", headers=headers)

    def manifest(self) -> BuildManifest:
        """The build's manifest and route map, read again when the site is rebuilt (a build
        writes both); empty without them."""
        found = regular_file(self.dist / MANIFEST)
        version = (found[1].st_mtime_ns, found[1].st_size) if found else (0, 0)
        if self._manifest is None or self._manifest[0] != version:
            manifest = BuildManifest.read(self.dist / MANIFEST, self.dist / ROUTE_MAP)
            self._manifest = (version, manifest)
        return self._manifest[1]

    def file_for(self, path: str) -> tuple[Path, os.stat_result] | None:
        """The file a request path names inside the site and its status, or None (outside the
        site, missing, or not a regular file). A local stat: not worth a thread."""
        if not path:
            return None
        candidate = (self.dist / path).resolve()
        if not candidate.is_relative_to(self.root):
            return None
        return regular_file(candidate)

    async def respond(
        self, path: str, found: tuple[Path, os.stat_result] | None, request: Request
    ) -> Response:
        """The file `file_for(path)` found, or index.html as built when it found none."""
        immutable = found is not None and path.startswith("assets/")
        found = found or regular_file(self.index)
        if found is None:
            return Response(
                "The player site is not built: run `make run` (or `npm run build` in web/).",
                status_code=503,
                media_type="text/plain",
            )
        file, stat = found
        media_type = media_type_of(file)
        headers = {"cache-control": IMMUTABLE if immutable else REVALIDATE}
        if not is_compressible(media_type, stat.st_size):
            return FileResponse(file, headers=headers, media_type=media_type, stat_result=stat)
        headers["vary"] = "Accept-Encoding"
        # A byte range is of the file as it is: FileResponse serves ranges, as before.
        coding = accepted_coding(request.headers.get("accept-encoding", ""))
        if "range" not in request.headers and coding is not None:
            body = await self.compressed.body_of(file, stat, coding)
            if body is not None:
                head = request.method == "HEAD"
                return encoded_response(body, coding, stat, media_type, headers, head)
        return FileResponse(file, headers=headers, media_type=media_type, stat_result=stat)


def tag_matches(if_none_match: str, tag: str) -> bool:
    """Whether an If-None-Match header names `tag`: one of its list, compared weakly (a `W/`
    tag matches its strong twin, as the header's comparison is), or `*`."""
    named = {part.strip().removeprefix("W/") for part in if_none_match.split(",")}
    return tag in named or "*" in named


def regular_file(path: Path) -> tuple[Path, os.stat_result] | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return (path, stat) if S_ISREG(stat.st_mode) else None


def encoded_response(
    body: bytes,
    coding: str,
    stat: os.stat_result,
    media_type: str,
    headers: dict[str, str],
    head: bool,
) -> Response:
    return Response(
        b"" if head else body,
        media_type=media_type,
        headers={
            **headers,
            "content-encoding": coding,
            "content-length": str(len(body)),
            "last-modified": formatdate(stat.st_mtime, usegmt=True),
            # Another representation than the file as it is, so another tag.
            "etag": f'"{etag_of(stat)}-{coding}"',
        },
    )


def mount_site(
    app: FastAPI,
    dist: Path,
    frame_hosts: Callable[[Request], Awaitable[tuple[str, ...]]] | None = None,
    page_head: Callable[[Request], Awaitable[PageHead | None]] | None = None,
) -> Callable[..., Awaitable[Response]]:
    """Serve the built site: real files as they are (compressed when accepted), any other path the
    SPA's index.html. Register it after every other route: it matches every path.
    `frame_hosts`: the hosts that may frame a page of this request's host, told to the security
    headers (security_headers.FRAME_HOSTS); asked for pages only, never for their files.
    `page_head`: what the page of this request's host says before its scripts run (PageHead),
    or None to serve index.html as built; asked for pages only."""
    files = SiteFiles(dist)

    @app.api_route("/{path:path}", methods=["GET", "HEAD"], include_in_schema=False)
    async def site(path: str, request: Request) -> Response:
        response: Response | None = None
        # One look at the file system per request, however it is answered.
        found = files.file_for(path)
        if page_head is not None and files.is_page(found):
            head = await page_head(request)
            if head is not None:
                response = files.page(head, request)
        if response is None:
            response = await files.respond(path, found, request)
        if frame_hosts is not None and response.media_type == "text/html":
            setattr(request.state, FRAME_HOSTS, await frame_hosts(request))
        return response

    return site
