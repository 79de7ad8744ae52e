"""POST content/getArticles and content/getArticle (docs/content.md §2): an agent's published
articles, newest first, each once in the best language it has."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import delete, update

from promptplay.core.clock import utcnow
from promptplay.models.content import ContentArticle
from tests.conftest import client_for
from tests.factories import AgentInfo, error_of, make_agent

SEEDED = ["first-deposit", "turnover-explained", "responsible-play"]


async def call(ctx, agent: AgentInfo, path: str, **body: Any):  # type: ignore[no-untyped-def]
    async with client_for(ctx, agent.host) as client:
        return await client.post(f"/api/content/{path}", json=body)


async def articles(ctx, agent: AgentInfo, **body: Any) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    response = await call(ctx, agent, "getArticles", **body)
    assert response.status_code == 200, response.text
    return response.json()["data"]


def article_row(agent: AgentInfo, slug: str, lang: str, **fields: Any) -> ContentArticle:
    now = utcnow()
    values: dict[str, Any] = {
        "title": f"{slug} {lang}",
        "summary": "s",
        "body": "b",
        "published_at": now,
        "status": "published",
        "updated_at": now,
        "created_at": now,
        **fields,
    }
    return ContentArticle(agent_id=agent.id, slug=slug, lang=lang, **values)


async def test_a_new_agent_lists_its_articles_newest_first(ctx) -> None:
    agent = await make_agent(ctx, template={"title": "Lucky Star"})
    data = await articles(ctx, agent, lang="en")
    assert (data["total"], data["page"], data["pageSize"]) == (3, 1, 10)
    assert [a["slug"] for a in data["items"]] == SEEDED
    stamps = [a["publishedAt"] for a in data["items"]]
    assert stamps == sorted(stamps, reverse=True)
    first = data["items"][0]
    assert first["lang"] == "en" and first["title"] == "Your first deposit in three steps"
    assert first["summary"] and first["imageUrl"] is None
    assert "body" not in first
    thai = await articles(ctx, agent, lang="th")
    assert thai["items"][0]["title"] == "ฝากเงินครั้งแรกง่าย ๆ ใน 3 ขั้นตอน"


async def test_pages_of_the_list(ctx) -> None:
    agent = await make_agent(ctx)
    first = await articles(ctx, agent, lang="vi", page=1, pageSize=2)
    second = await articles(ctx, agent, lang="vi", page=2, pageSize=2)
    beyond = await articles(ctx, agent, lang="vi", page=3, pageSize=2)
    assert [len(p["items"]) for p in (first, second, beyond)] == [2, 1, 0]
    assert {p["total"] for p in (first, second, beyond)} == {3}
    slugs = [a["slug"] for a in first["items"] + second["items"]]
    assert slugs == SEEDED


async def test_drafts_and_future_articles_stay_hidden(ctx) -> None:
    agent = await make_agent(ctx)
    async with ctx.db.write() as session:
        await session.execute(
            update(ContentArticle)
            .where(ContentArticle.agent_id == agent.id, ContentArticle.slug == "first-deposit")
            .values(status="draft")
        )
        session.add(
            article_row(agent, "coming-soon", "en", published_at=utcnow() + timedelta(days=1))
        )
    data = await articles(ctx, agent, lang="en")
    assert [a["slug"] for a in data["items"]] == ["turnover-explained", "responsible-play"]
    assert data["total"] == 2
    for slug in ("first-deposit", "coming-soon"):
        response = await call(ctx, agent, "getArticle", slug=slug, lang="en")
        assert response.status_code == 404 and error_of(response)["errorCode"] == "0040"


async def test_each_article_once_in_its_best_language(ctx) -> None:
    agent = await make_agent(ctx)
    async with ctx.db.write() as session:
        await session.execute(
            delete(ContentArticle).where(
                ContentArticle.agent_id == agent.id,
                ContentArticle.slug == "turnover-explained",
                ContentArticle.lang.in_(["vi", "th"]),
            )
        )
        # Newer than every seeded one, in Thai and English only.
        later = utcnow() + timedelta(seconds=-1)
        session.add_all(
            [
                article_row(agent, "big-match", "th", published_at=later),
                article_row(agent, "big-match", "en", published_at=later),
            ]
        )
    data = await articles(ctx, agent, lang="vi")
    by_slug = {a["slug"]: a["lang"] for a in data["items"]}
    assert by_slug == {
        "big-match": "th",
        "first-deposit": "vi",
        "turnover-explained": "en",
        "responsible-play": "vi",
    }
    assert data["total"] == 4
    assert data["items"][0]["slug"] == "big-match"


async def test_one_article_with_its_body(ctx) -> None:
    agent = await make_agent(ctx, template={"title": "Lucky Star"})
    response = await call(ctx, agent, "getArticle", slug="first-deposit", lang="vi")
    assert response.status_code == 200, response.text
    article = response.json()["data"]
    assert (article["slug"], article["lang"]) == ("first-deposit", "vi")
    assert article["body"].startswith("Nạp tiền tại Lucky Star ")
    assert "## 1." in article["body"]
    assert article["updatedAt"] and article["publishedAt"]


async def test_an_unknown_article_is_0040(ctx) -> None:
    agent = await make_agent(ctx)
    response = await call(ctx, agent, "getArticle", slug="nothing-here", lang="en")
    assert response.status_code == 404
    assert error_of(response)["fields"] == ["slug"]


async def test_another_agents_host_reads_its_own_articles(ctx) -> None:
    first, second = await make_agent(ctx), await make_agent(ctx)
    async with ctx.db.write() as session:
        session.add(article_row(first, "first-only", "th"))
    assert "first-only" in [a["slug"] for a in (await articles(ctx, first))["items"]]
    assert "first-only" not in [a["slug"] for a in (await articles(ctx, second))["items"]]
    response = await call(ctx, second, "getArticle", slug="first-only", lang="th")
    assert error_of(response)["errorCode"] == "0040"


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("getArticles", {"lang": "de"}, "lang"),
        ("getArticles", {"page": 0}, "page"),
        ("getArticles", {"pageSize": 51}, "pageSize"),
        ("getArticles", {"pageSize": "many"}, "pageSize"),
        ("getArticle", {"slug": "x" * 65, "lang": "en"}, "slug"),
        ("getArticle", {"slug": "a b", "lang": "en"}, "slug"),
        ("getArticle", {"slug": "first-deposit", "lang": None}, "lang"),
    ],
)
async def test_bad_input_is_0000(ctx, path: str, body: dict[str, Any], field: str) -> None:
    agent = await make_agent(ctx)
    response = await call(ctx, agent, path, **body)
    assert response.status_code == 422
    error = error_of(response)
    assert (error["errorCode"], error["fields"]) == ("0000", [field])
