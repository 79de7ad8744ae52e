"""The shape of the built-in texts each language module gives (docs/content.md §4)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PageText:
    title: str
    body: str
    # (title, body) pairs: the questions and answers of `help`, the highlights of `landing`.
    items: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class ArticleText:
    slug: str
    title: str
    summary: str
    body: str
    # Shown as published this many days before the agent's content was made.
    age_days: int = 0
