"""The rules of an agent's look (spec §1 "Templates", "Branding by host name", "Preview mode"),
pure: the addresses a template or a host may give for an image or a contact link, the colours
a button may have, and how long a preview lives."""

from __future__ import annotations

import re
from datetime import timedelta
from urllib.parse import urlsplit

IMAGE_URL_MAX = 1024  # favicon, logo, bgImage: a host's and a template's
LINK_URL_MAX = 512  # the floating contact buttons' addresses
TITLE_MAX = 120
DESCRIPTION_MAX = 300
COLOURS_MIN, COLOURS_MAX = 2, 4
DEG_MAX = 360
PREVIEW_LIFETIME = timedelta(hours=2)
# What a preview id looks like (secrets.token_urlsafe(24) is 32 such characters): anything
# else is never looked up.
PREVIEW_ID = re.compile(r"^[A-Za-z0-9_-]{16,64}$")

_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


def colour_problem(value: str) -> str | None:
    return None if _COLOUR.fullmatch(value) else f"{value!r} is not a colour #rrggbb"


def text_problem(text: str) -> str | None:
    """A title or description is one line of text: no control characters (a database keeps
    no NUL, and a page's title has no line breaks)."""
    if any(ord(c) < 32 or ord(c) == 127 for c in text):
        return "the text holds no control characters or line breaks"
    return None


def _unsafe(url: str) -> bool:
    """Whitespace, control characters or a backslash: never part of an address a page shows
    (a browser reads a backslash as a slash, turning a path into another host)."""
    return any(c.isspace() or ord(c) < 32 or c == "\\" for c in url)


def _http(url: str) -> bool:
    try:
        parts = urlsplit(url)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.hostname) and not parts.username


def image_url_problem(url: str) -> str | None:
    """What is wrong with an image address, else None: it may be empty, a path of this site
    ("/api/uploads/…", "/favicon.png") or an http(s) address, of at most IMAGE_URL_MAX
    characters; never javascript:, data: or any other scheme."""
    if not url:
        return None
    if len(url) > IMAGE_URL_MAX:
        return f"an image address has at most {IMAGE_URL_MAX} characters"
    if _unsafe(url):
        return "an image address holds no spaces, control characters or backslashes"
    if url.startswith("/") or _http(url):
        return None
    return "an image address is a path starting with / or an http(s) address"


def link_url_problem(url: str) -> str | None:
    """What is wrong with a contact button's address, else None: empty or an http(s) address
    of at most LINK_URL_MAX characters."""
    if not url:
        return None
    if len(url) > LINK_URL_MAX:
        return f"a link has at most {LINK_URL_MAX} characters"
    if _unsafe(url) or not _http(url):
        return "a link is an http(s) address"
    return None


def colours_problem(mode: str, colours: list[str]) -> str | None:
    """A gradient needs 2 to 4 colours; another mode keeps 2 to 4 or none (the default cancel
    button keeps none)."""
    if COLOURS_MIN <= len(colours) <= COLOURS_MAX or (not colours and mode != "gradient"):
        return None
    return f"colors holds {COLOURS_MIN} to {COLOURS_MAX} colours"
