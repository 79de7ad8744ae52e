"""The texts every agent's site starts with (docs/content.md §4): the pages and the articles in
Thai, English and Vietnamese, written for an agent when it is created, and read in place of an
agent's own pages where it has none (an agent made before its site had content)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from types import ModuleType

from ..models.content import ContentArticle, ContentPage
from .texts import en, th, vi
from .texts.base import PageText

TEXTS: dict[str, ModuleType] = {"th": th, "en": en, "vi": vi}

# The pages every site has: what a player may ask for even where the agent wrote none.
PAGE_SLUGS: tuple[str, ...] = tuple(th.PAGES)

# When the built-in texts were last revised: the "updated" date of a page read from them.
TEXTS_REVISED = datetime(2026, 11, 26, tzinfo=UTC)


def page_text(slug: str, lang: str) -> PageText | None:
    pages: dict[str, PageText] = TEXTS[lang].PAGES
    return pages.get(slug)


def agent_rows(agent_id: int, now: datetime) -> list[ContentPage | ContentArticle]:
    """An agent's copy of every page and article in every language, the articles dated back
    from `now`."""
    rows: list[ContentPage | ContentArticle] = []
    for lang, texts in TEXTS.items():
        for slug, page in texts.PAGES.items():
            rows.append(
                ContentPage(
                    agent_id=agent_id,
                    slug=slug,
                    lang=lang,
                    title=page.title,
                    body=page.body,
                    items=items_of(page),
                    updated_at=now,
                )
            )
        for article in texts.ARTICLES:
            rows.append(
                ContentArticle(
                    agent_id=agent_id,
                    slug=article.slug,
                    lang=lang,
                    title=article.title,
                    summary=article.summary,
                    body=article.body,
                    image_url=None,
                    published_at=now - timedelta(days=article.age_days),
                    status="published",
                    created_at=now,
                    updated_at=now,
                )
            )
    return rows


def items_of(page: PageText) -> list[dict[str, str]] | None:
    return [{"title": title, "body": body} for title, body in page.items] or None
