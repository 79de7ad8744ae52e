"""Dependencies shared by every package: the host name and the client address. Every one is
`async def`: FastAPI runs a plain `def` dependency in a thread, a costly hop per request."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request


async def host_name(request: Request) -> str:
    """The request's host name, lower-case, without port or trailing dot."""
    return clean_host(request.headers.get("host", ""))


def clean_host(value: str) -> str:
    """A host name as agents' domains are kept: lower-case, no scheme, path, port or trailing
    dot. Serves the Host header, getDomain's `domain` and the domains an operator adds."""
    host = value.strip().lower()
    if "://" in host:
        host = host.split("://", 1)[1]
    host = host.split("/", 1)[0]
    if host.startswith("["):  # [::1]:8000
        host = host[: host.find("]") + 1]
    elif ":" in host:
        host = host.rsplit(":", 1)[0]
    return host.rstrip(".")[:253]


async def site_origin(request: Request) -> str:
    """The site's address as this request reached it (scheme, host and port): links a player
    shares point there. The host is the agent's own domain (the tenant was found by it)."""
    host = clean_host(request.headers.get("host", ""))
    port = request.url.port
    default = {"http": 80, "https": 443}.get(request.url.scheme)
    return f"{request.url.scheme}://{host}" + (f":{port}" if port and port != default else "")


def client_address(request: Request) -> str:
    return request.client.host if request.client else "unknown"


HostName = Annotated[str, Depends(host_name)]
SiteOrigin = Annotated[str, Depends(site_origin)]
