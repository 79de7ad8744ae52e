"""The one clock: timezone-aware UTC, so that every timestamp compares with every other."""

from __future__ import annotations

from datetime import UTC, datetime


def utcnow() -> datetime:
    return datetime.now(UTC)
