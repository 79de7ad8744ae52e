"""The rules of events (docs/engagement.md §3), pure: an event's status at a moment, the
order each list shows, the image addresses staff may give, and the search text."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Literal
from urllib.parse import urlsplit

from ..uploads.rules import is_upload_url

Status = Literal["upcoming", "running", "ended"]
STATUSES: tuple[Status, ...] = ("upcoming", "running", "ended")
PAGE_SIZE = 20
LISTED_MAX = 100  # getAllEvent: the running and upcoming events, at most this many
IMAGE_URL_MAX = 500
# The period an event may have: from 2000 to the end of 2099.
EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)
LATEST = datetime(2100, 1, 1, tzinfo=UTC)


def status_of(starts_at: datetime, ends_at: datetime, now: datetime) -> Status:
    """Upcoming before its start, running from its start until its end, ended from then."""
    if now < starts_at:
        return "upcoming"
    if now < ends_at:
        return "running"
    return "ended"


def period_problem(starts_at: datetime, ends_at: datetime) -> list[str] | None:
    """The fields to name when a period is not one an event may have, else None."""
    outside = [
        name
        for name, at in (("startsAt", starts_at), ("endsAt", ends_at))
        if not EARLIEST <= at < LATEST
    ]
    if outside:
        return outside
    if ends_at <= starts_at:
        return ["startsAt", "endsAt"]
    return None


def image_url_allowed(url: str) -> bool:
    """An image uploaded here (/api/uploads/{name}), an https address of a host, or none ("")."""
    if not url:
        return True
    if len(url) > IMAGE_URL_MAX or any(c.isspace() or ord(c) < 32 for c in url):
        return False
    if url.startswith("/"):
        return is_upload_url(url)
    try:
        parts = urlsplit(url)
    except ValueError:
        return False
    return parts.scheme == "https" and bool(parts.hostname) and not parts.username
