"""The texts every agent starts with (docs/content.md §4): complete in the three languages,
written only in the markup of docs/content.md, and written for each agent as it is created."""

from __future__ import annotations

import asyncio
import re
from datetime import datetime
from pathlib import Path

import pytest
from click.testing import CliRunner
from sqlalchemy import func, select

from promptplay.cli import main
from promptplay.content.seed import PAGE_SLUGS, TEXTS, TEXTS_REVISED
from promptplay.models.content import ContentArticle, ContentPage
from tests.conftest import SECRET, client_for
from tests.factories import make_agent, unique_digits

LINK = re.compile(r"\[([^\]]+)\]\(([^)]*)\)")
PAGES = {
    "aboutUs",
    "rules",
    "terms-and-conditions",
    "privacy-policy",
    "cookies-policy",
    "help",
    "landing",
}


def markup_problems(text: str) -> list[str]:
    """What in `text` is outside the markup subset: other headings or lists, HTML, a link
    to anything but an https address or a path of the site, an unclosed bold."""
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        if re.match(r"\s*#", line) and not re.match(r"## \S", line):
            found.append(f"{number}: only '## ' headings")
        if re.match(r"\s*(\*|\+|\d+[.)])\s", line) or re.match(r"\s+- ", line):
            found.append(f"{number}: only '- ' lists")
        if re.search(r"<[A-Za-z/!]", line):
            found.append(f"{number}: HTML")
        for match in LINK.finditer(line):
            target = match.group(2)
            if not (target.startswith("https://") or re.match(r"/[A-Za-z]", target)):
                found.append(f"{number}: link to {target!r}")
        if LINK.sub("", line).count("**") % 2:
            found.append(f"{number}: unclosed **")
    return found


def every_text(lang: str) -> list[tuple[str, str]]:
    texts = TEXTS[lang]
    out = []
    for slug, page in texts.PAGES.items():
        out += [(f"{slug}.title", page.title), (f"{slug}.body", page.body)]
        out += [(f"{slug}.item", t) for item in page.items for t in item]
    for article in texts.ARTICLES:
        out += [
            (article.slug, article.title),
            (article.slug, article.summary),
            (article.slug, article.body),
        ]
    return out


def test_the_markup_check_finds_what_is_outside_the_subset() -> None:
    assert markup_problems("## Title\n\n- **bold** [a](https://x.example) [b](/rules)") == []
    for bad in (
        "# Big",
        "### Small",
        "* item",
        "1. item",
        "<b>x</b>",
        "[x](javascript:alert(1))",
        "[x](http://a)",
        "**open",
    ):
        assert markup_problems(bad), bad


@pytest.mark.parametrize("lang", ["th", "en", "vi"])
def test_every_text_is_in_the_markup_subset(lang: str) -> None:
    for where, text in every_text(lang):
        assert text.strip(), where
        assert markup_problems(text) == [], (lang, where)


def test_every_language_has_the_same_pages_and_articles() -> None:
    assert set(PAGE_SLUGS) == PAGES
    for lang in ("th", "en", "vi"):
        texts = TEXTS[lang]
        assert set(texts.PAGES) == PAGES, lang
        assert [a.slug for a in texts.ARTICLES] == [a.slug for a in TEXTS["th"].ARTICLES], lang
        assert len(texts.ARTICLES) >= 3
        assert len(texts.PAGES["help"].items) >= 6
        assert [len(p.items) for p in texts.PAGES.values()] == [
            len(p.items) for p in TEXTS["th"].PAGES.values()
        ], lang
        # Adults only, and said where a visitor looks for it.
        for slug in ("aboutUs", "rules", "terms-and-conditions", "landing"):
            assert "18" in texts.PAGES[slug].body, (lang, slug)


async def test_a_created_agent_gets_every_page_and_article_in_each_language(ctx) -> None:
    agent = await make_agent(ctx)
    async with ctx.db.read() as session:
        pages = (
            await session.execute(
                select(ContentPage.slug, ContentPage.lang).where(ContentPage.agent_id == agent.id)
            )
        ).all()
        articles = await session.scalar(
            select(func.count()).where(ContentArticle.agent_id == agent.id)
        )
    assert sorted(pages) == sorted((slug, lang) for slug in PAGES for lang in ("th", "en", "vi"))
    assert articles == 3 * len(TEXTS["th"].ARTICLES)


async def test_an_agent_made_on_the_command_line_starts_with_its_pages(
    ctx, database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, value in {
        "DATABASE_URL": database_url,
        "SECRET_KEY": SECRET,
        "VAR_DIR": str(tmp_path),
    }.items():
        monkeypatch.setenv(name, value)
    prefix = f"C{unique_digits(8)}"
    host = f"{prefix.lower()}.cli.example"
    args = ["agent", "create", "--prefix", prefix, "--domain", host, "--country", "VN"]
    result = await asyncio.to_thread(CliRunner().invoke, main, args)
    assert result.exit_code == 0, result.output
    async with client_for(ctx, host) as client:
        page = await client.post("/api/content/getPage", json={"slug": "help", "lang": "vi"})
        listed = await client.post("/api/content/getArticles", json={"lang": "vi"})
    data = page.json()["data"]
    # The agent's own copy (the built-in texts carry the date of their revision).
    assert data["lang"] == "vi" and datetime.fromisoformat(data["updatedAt"]) != TEXTS_REVISED
    assert listed.json()["data"]["total"] == len(TEXTS["vi"].ARTICLES)
