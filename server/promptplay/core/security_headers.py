"""The browser's security headers on every HTTP response (docs/api.md "Security headers").

The site ships no inline script, so the policy allows scripts from this origin only; styles may
be inline because the site sets brand colours in style attributes and sweetalert2 injects its
own `<style>`. Banners and game icons come from anywhere over https (and from the configured
game upstream when that one is plain http, as the demo upstream is). The socket `/ws` is on
this origin, which `connect-src 'self'` covers for ws: and wss: as well.

The header lists are built once; a response only appends them."""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

Header = tuple[bytes, bytes]

# A year: what browsers' preload lists ask for. Sent over https only (RFC 6797 §7.2).
HSTS: Header = (b"strict-transport-security", b"max-age=31536000")
# The generated API reference loads Swagger UI from its CDN with one inline start-up script;
# it is a developer page without player data, so it gets a looser policy of its own.
DOCS_PATH = "/api/docs"
SWAGGER_CDN = "https://cdn.jsdelivr.net"


def content_security_policy(image_origins: Iterable[str] = ()) -> str:
    images = " ".join(["'self'", "data:", "blob:", "https:", *image_origins])
    return "; ".join(
        (
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self' 'unsafe-inline'",
            f"img-src {images}",
            "font-src 'self' data:",
            "connect-src 'self'",
            "frame-src 'none'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        )
    )


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


def _common(policy: str) -> list[Header]:
    return [
        (b"content-security-policy", policy.encode()),
        (b"x-content-type-options", b"nosniff"),
        (b"referrer-policy", b"strict-origin-when-cross-origin"),
        (b"x-frame-options", b"DENY"),
    ]


class SecurityHeadersMiddleware:
    """Pure ASGI, outermost: every HTTP response, errors included, carries the headers; HSTS
    only when the request came over https (the scheme uvicorn reports after proxy headers)."""

    def __init__(self, app: ASGIApp, *, image_origins: Iterable[str] = ()) -> None:
        self.app = app
        site = _common(content_security_policy(image_origins))
        docs = _common(DOCS_POLICY)
        # (docs page?, https?) → the headers to append.
        self.headers: dict[tuple[bool, bool], list[Header]] = {
            (False, False): site,
            (False, True): [*site, HSTS],
            (True, False): docs,
            (True, True): [*docs, HSTS],
        }

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        extra = self.headers[(scope["path"] == DOCS_PATH, scope.get("scheme") == "https")]

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", ()), *extra]
            await send(message)

        await self.app(scope, receive, send_with_headers)
