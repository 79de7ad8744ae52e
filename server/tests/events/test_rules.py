"""The pure rules of events: status at a moment, periods, image addresses, search text."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from promptplay.core.db import like_pattern
from promptplay.events import rules

START = datetime(2026, 5, 1, 12, tzinfo=UTC)
END = START + timedelta(days=2)


def test_status_at_each_side_of_the_period() -> None:
    second = timedelta(seconds=1)
    assert rules.status_of(START, END, START - second) == "upcoming"
    assert rules.status_of(START, END, START) == "running"
    assert rules.status_of(START, END, END - second) == "running"
    assert rules.status_of(START, END, END) == "ended"
    assert rules.status_of(START, END, END + timedelta(days=300)) == "ended"


def test_periods() -> None:
    assert rules.period_problem(START, END) is None
    assert rules.period_problem(END, START) == ["startsAt", "endsAt"]
    assert rules.period_problem(START, START) == ["startsAt", "endsAt"]
    assert rules.period_problem(datetime(1999, 12, 31, tzinfo=UTC), END) == ["startsAt"]
    assert rules.period_problem(START, datetime(2100, 1, 1, tzinfo=UTC)) == ["endsAt"]


@pytest.mark.parametrize(
    "url",
    [
        "",
        "https://cdn.example.com/a.png",
        "https://cdn.example.com:8443/images/a.png?v=2",
        "/api/uploads/" + "0" * 64 + ".png",
    ],
)
def test_image_urls_taken(url: str) -> None:
    assert rules.image_url_allowed(url)


@pytest.mark.parametrize(
    "url",
    [
        "http://cdn.example.com/a.png",
        "javascript:alert(1)",
        "data:image/svg+xml;base64,PHN2Zz4=",
        "//evil.example.com/a.png",
        "/api/uploads/../secret_key",
        "/api/uploads/" + "0" * 64 + ".svg",
        "/backoffice/logo.png",
        "https://",
        "https:///a.png",
        "https://user:pass@cdn.example.com/a.png",
        "https://cdn.example.com/a b.png",
        "https://cdn.example.com/\na.png",
        "https://cdn.example.com/" + "a" * 500,
    ],
)
def test_image_urls_refused(url: str) -> None:
    assert not rules.image_url_allowed(url)


def test_search_text_matches_itself_only() -> None:
    assert like_pattern("50%_off") == "%50\\%\\_off%"
    assert like_pattern("a\\b") == "%a\\\\b%"
