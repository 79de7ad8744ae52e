"""The browser's security headers on every HTTP response (docs/api.md "Security headers").

The site ships no inline script, so the policy allows scripts from this origin only; styles may
be inline because the site sets brand colours in style attributes and sweetalert2 injects its
own `<style>`. Banners and game icons come from anywhere over https (and from the configured
game upstream when that one is plain http, as the demo upstream is). The socket `/ws` is on
this origin, which `connect-src 'self'` covers for ws: and wss: as well.

Two kinds of page are let out of the strict framing rules, for the back office's preview of an
agent's look (spec §1 "Preview mode"): the player site's pages may be framed by this origin,
by the other domains of the same agent (whose back office previews any of its domains) and by
the back office's own host (BACKOFFICE_HOST), and the back office's pages may frame the
agents' sites, which live on host names of their own. A page is an HTML answer outside /api;
everything else (the API, images, scripts) stays unframeable. The site's route names the
agent's domains in the request's state (`FRAME_HOSTS`); the middleware knows no agent.

The header lists are built once (a site page's, once per set of the agent's domains); a
response only appends them."""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .backoffice_host import is_backoffice_path
from .deps import clean_host

Header = tuple[bytes, bytes]

# A year: what browsers' preload lists ask for. Sent over https only (RFC 6797 §7.2).
HSTS: Header = (b"strict-transport-security", b"max-age=31536000")
# The generated API reference loads Swagger UI from its CDN with one inline start-up script;
# it is a developer page without player data, so it gets a looser policy of its own.
DOCS_PATH = "/api/docs"
SWAGGER_CDN = "https://cdn.jsdelivr.net"


def content_security_policy(
    image_origins: Iterable[str] = (),
    *,
    frame_src: str = "'none'",
    frame_ancestors: str = "'none'",
) -> str:
    images = " ".join(["'self'", "data:", "blob:", "https:", *image_origins])
    return "; ".join(
        (
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self' 'unsafe-inline'",
            f"img-src {images}",
            "font-src 'self' data:",
            "connect-src 'self'",
            f"frame-src {frame_src}",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            f"frame-ancestors {frame_ancestors}",
        )
    )


# The request state's key under which the site's route names the domains of the page's agent.
FRAME_HOSTS = "frame_hosts"
# A host name as a CSP source may carry it: anything else (which clean_host would let through
# from a hand-made row) is left out rather than let it end the directive.
_SOURCE_HOST = re.compile(r"[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?")


def site_frame_ancestors(backoffice_host: str = "", agent_hosts: Iterable[str] = ()) -> str:
    """Who may frame the player site's pages: this origin, the page's agent's other domains and
    the back office's own host, each on any port (the server tells a host by its name alone),
    in the page's own scheme."""
    hosts = dict.fromkeys(
        h for h in (*agent_hosts, clean_host(backoffice_host)) if _SOURCE_HOST.fullmatch(h)
    )
    return " ".join(["'self'", *(f"{h}:*" for h in hosts)])


# The back office frames the agents' sites, which are on host names of their own.
BACKOFFICE_FRAME_SRC = "'self' http: https:"

DOCS_POLICY = "; ".join(
    (
        "default-src 'self'",
        f"script-src 'self' 'unsafe-inline' {SWAGGER_CDN}",
        f"style-src 'self' 'unsafe-inline' {SWAGGER_CDN}",
        "img-src 'self' data: https:",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
    )
)


def http_origin(url: str) -> str | None:
    """The origin of a plain-http URL (`http://host:port`), else None: https is allowed anyway."""
    parts = urlsplit(url.strip())
    if parts.scheme != "http" or not parts.netloc:
        return None
    return f"http://{parts.netloc}"


def _common(policy: str, frame_options: bytes | None = b"DENY") -> list[Header]:
    headers = [
        (b"content-security-policy", policy.encode()),
        (b"x-content-type-options", b"nosniff"),
        (b"referrer-policy", b"strict-origin-when-cross-origin"),
    ]
    if frame_options is not None:
        headers.append((b"x-frame-options", frame_options))
    return headers


def _is_page(message: Message) -> bool:
    for name, value in message.get("headers", ()):
        if name == b"content-type":
            return bytes(value).lower().startswith(b"text/html")
    return False


class SecurityHeadersMiddleware:
    """Pure ASGI, outermost: every HTTP response, errors included, carries the headers; HSTS
    only when the request came over https (the scheme uvicorn reports after proxy headers)."""

    def __init__(
        self, app: ASGIApp, *, image_origins: Iterable[str] = (), backoffice_host: str = ""
    ) -> None:
        self.app = app
        self.image_origins = tuple(image_origins)
        self.backoffice_host = backoffice_host
        self._site_pages: dict[tuple[tuple[str, ...], bool], list[Header]] = {}
        ancestors = site_frame_ancestors(backoffice_host)
        kinds = {
            "strict": _common(content_security_policy(image_origins)),
            "docs": _common(DOCS_POLICY),
            "site": self._site(ancestors),
            "backoffice": _common(
                content_security_policy(image_origins, frame_src=BACKOFFICE_FRAME_SRC)
            ),
        }
        # (kind, https?) → the headers to append.
        self.headers: dict[tuple[str, bool], list[Header]] = {
            (kind, https): [*headers, HSTS] if https else headers
            for kind, headers in kinds.items()
            for https in (False, True)
        }

    def _site(self, ancestors: str) -> list[Header]:
        # X-Frame-Options cannot name another origin: when another host may frame the page,
        # frame-ancestors alone speaks (browsers that know it ignore X-Frame-Options).
        return _common(
            content_security_policy(self.image_origins, frame_ancestors=ancestors),
            None if ancestors != "'self'" else b"SAMEORIGIN",
        )

    def site_headers(self, agent_hosts: tuple[str, ...], https: bool) -> list[Header]:
        """A site page's headers when its agent has domains that may frame it."""
        key = (agent_hosts, https)
        headers = self._site_pages.get(key)
        if headers is None:
            if len(self._site_pages) >= 1024:
                self._site_pages.clear()
            headers = self._site(site_frame_ancestors(self.backoffice_host, agent_hosts))
            headers = self._site_pages[key] = [*headers, HSTS] if https else headers
        return headers

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope["path"]
        https = scope.get("scheme") == "https"
        if path == DOCS_PATH:
            kind: str | None = "docs"
        elif path == "/api" or path.startswith("/api/"):
            kind = "strict"
        else:
            kind = None  # a page or a file of the site: the answer tells

        if kind is None:
            # The site's route names its agent's domains here (FRAME_HOSTS), for this answer.
            scope.setdefault("state", {})

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                chosen = kind
                if chosen is None:
                    chosen = "strict"
                    if _is_page(message):
                        chosen = "backoffice" if is_backoffice_path(path) else "site"
                agent_hosts = scope.get("state", {}).get(FRAME_HOSTS) if chosen == "site" else None
                if agent_hosts:
                    extra = self.site_headers(agent_hosts, https)
                else:
                    extra = self.headers[(chosen, https)]
                message["headers"] = [*message.get("headers", ()), *extra]
            await send(message)

        await self.app(scope, receive, send_with_headers)
