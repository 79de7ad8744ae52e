"""The back office on its own host name (`BACKOFFICE_HOST`, docs/money.md "Back office").

On that host only the back office is served: its pages, its API, the built site's assets they
load, the socket and the health check; `/` leads to `/backoffice/`, anything else is 0040. On
every other host the back office's pages and API are 0040. A script of the player site then
runs on another origin than the back office, so it can neither read the back office's pages
nor send their cookie-authenticated calls."""

from __future__ import annotations

from starlette.responses import RedirectResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from .deps import clean_host
from .errors import DataNotFound
from .http import error_payload

BACKOFFICE_PAGES = "/backoffice"
BACKOFFICE_PREFIXES = ("/backoffice/", "/api/backoffice/")
# What the back office's pages need besides their own paths.
SHARED_PREFIXES = ("/assets/", "/api/uploads/")  # uploads: the images events show
SHARED_PATHS = frozenset({"/favicon.png", "/api/health", "/ws"})


def is_backoffice_path(path: str) -> bool:
    return path == BACKOFFICE_PAGES or path.startswith(BACKOFFICE_PREFIXES)


class BackofficeHostMiddleware:
    """Pure ASGI; installed only when BACKOFFICE_HOST is set."""

    def __init__(self, app: ASGIApp, *, host: str) -> None:
        self.app = app
        self.host = clean_host(host)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope["path"]
        host = b""
        for name, value in scope.get("headers") or ():
            if name == b"host":
                host = value
                break
        on_backoffice_host = clean_host(host.decode("latin-1")) == self.host
        if on_backoffice_host:
            allowed = (
                is_backoffice_path(path) or path in SHARED_PATHS or path.startswith(SHARED_PREFIXES)
            )
            if not allowed and path == "/" and scope["method"] in ("GET", "HEAD"):
                await RedirectResponse("/backoffice/", status_code=307)(scope, receive, send)
                return
            if not allowed:
                await self._not_here(scope, receive, send, "The player site is not served here")
                return
        elif is_backoffice_path(path):
            await self._not_here(scope, receive, send, "The back office is served on its own host")
            return
        await self.app(scope, receive, send)

    async def _not_here(self, scope: Scope, receive: Receive, send: Send, msg: str) -> None:
        request_id = scope.get("state", {}).get("request_id")
        response = error_payload(DataNotFound(msg), "backoffice", request_id)
        await response(scope, receive, send)
