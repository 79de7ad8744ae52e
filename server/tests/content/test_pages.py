"""POST content/getPage (docs/content.md §2): an agent's text pages, in the language asked for,
else Thai, else English; each host reads its own agent's pages."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest
from sqlalchemy import delete, update

from promptplay.content.seed import PAGE_SLUGS, TEXTS_REVISED
from promptplay.models.content import ContentPage
from tests.conftest import client_for
from tests.factories import AgentInfo, error_of, make_agent


async def get_page(ctx, host: str, **body: Any):  # type: ignore[no-untyped-def]
    async with client_for(ctx, host) as client:
        return await client.post("/api/content/getPage", json=body)


async def page_of(ctx, agent: AgentInfo, slug: str, lang: str) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    response = await get_page(ctx, agent.host, slug=slug, lang=lang)
    assert response.status_code == 200, response.text
    return response.json()["data"]


@pytest.mark.parametrize("lang", ["th", "en", "vi"])
async def test_every_page_of_a_new_agent_reads_in_each_language(ctx, lang: str) -> None:
    agent = await make_agent(ctx, template={"title": "Lucky Star"})
    titles = set()
    for slug in PAGE_SLUGS:
        page = await page_of(ctx, agent, slug, lang)
        assert (page["slug"], page["lang"]) == (slug, lang)
        assert page["title"] and page["body"]
        # The brand is the agent's site name, filled in as the page is read.
        text = page["title"] + page["body"] + str(page["items"])
        assert "{brand}" not in text
        datetime.fromisoformat(page["updatedAt"])
        titles.add(page["title"])
    assert len(titles) == len(PAGE_SLUGS)
    about = await page_of(ctx, agent, "aboutUs", lang)
    assert about["body"].startswith("Lucky Star ")
    assert "18" in about["body"]


async def test_the_brand_is_the_default_title_without_one(ctx) -> None:
    agent = await make_agent(ctx)
    landing = await page_of(ctx, agent, "landing", "en")
    assert landing["title"] == "Play at Prompt-Play"


async def test_help_holds_questions_and_landing_highlights(ctx) -> None:
    agent = await make_agent(ctx)
    help_page = await page_of(ctx, agent, "help", "en")
    assert len(help_page["items"]) >= 6
    questions = " ".join(item["title"] for item in help_page["items"]).lower()
    for topic in ("deposit", "withdraw", "promotion", "turnover", "safe"):
        assert topic in questions
    assert all(item["body"] for item in help_page["items"])
    landing = await page_of(ctx, agent, "landing", "th")
    assert len(landing["items"]) >= 3
    rules = await page_of(ctx, agent, "rules", "en")
    assert rules["items"] is None


async def test_a_language_the_agent_lacks_falls_back_to_thai_then_english(ctx) -> None:
    agent = await make_agent(ctx)
    async with ctx.db.write() as session:
        await session.execute(
            delete(ContentPage).where(
                ContentPage.agent_id == agent.id,
                ContentPage.slug == "rules",
                ContentPage.lang == "vi",
            )
        )
        # A page of the agent's own in English alone.
        session.add(
            ContentPage(agent_id=agent.id, slug="vip-terms", lang="en", title="VIP terms", body="x")
        )
    vietnamese = await page_of(ctx, agent, "rules", "vi")
    assert (vietnamese["lang"], vietnamese["title"]) == ("th", "กฎกติกา")
    assert (await page_of(ctx, agent, "rules", "en"))["lang"] == "en"
    for lang in ("th", "vi"):
        own = await page_of(ctx, agent, "vip-terms", lang)
        assert (own["lang"], own["title"]) == ("en", "VIP terms")


async def test_an_agent_without_rows_reads_the_built_in_texts(ctx) -> None:
    agent = await make_agent(ctx)
    async with ctx.db.write() as session:
        await session.execute(delete(ContentPage).where(ContentPage.agent_id == agent.id))
    page = await page_of(ctx, agent, "privacy-policy", "vi")
    assert (page["lang"], page["title"]) == ("vi", "Chính sách quyền riêng tư")
    assert datetime.fromisoformat(page["updatedAt"]) == TEXTS_REVISED
    assert len((await page_of(ctx, agent, "help", "en"))["items"]) >= 6


async def test_an_unknown_page_is_0040(ctx) -> None:
    agent = await make_agent(ctx)
    response = await get_page(ctx, agent.host, slug="no-such-page", lang="en")
    assert response.status_code == 404
    error = error_of(response)
    assert (error["errorCode"], error["fields"]) == ("0040", ["slug"])


async def test_each_host_reads_its_own_agents_pages(ctx) -> None:
    first, second = await make_agent(ctx), await make_agent(ctx, country="VN")
    async with ctx.db.write() as session:
        await session.execute(
            update(ContentPage)
            .where(ContentPage.agent_id == first.id, ContentPage.slug == "aboutUs")
            .values(title="Our story", body="**First** agent")
        )
        # A page only the second agent has.
        session.add(
            ContentPage(agent_id=second.id, slug="vn-only", lang="th", title="VN", body="y")
        )
    assert (await page_of(ctx, first, "aboutUs", "en"))["body"] == "**First** agent"
    assert (await page_of(ctx, second, "aboutUs", "en"))["title"] == "About us"
    response = await get_page(ctx, first.host, slug="vn-only", lang="th")
    assert error_of(response)["errorCode"] == "0040"
    # A host that is no agent's domain.
    response = await get_page(ctx, "nobody.example", slug="aboutUs", lang="th")
    assert response.status_code == 404 and error_of(response)["errorCode"] == "0040"


async def test_lang_defaults_to_thai(ctx) -> None:
    agent = await make_agent(ctx)
    response = await get_page(ctx, agent.host, slug="aboutUs")
    assert response.json()["data"]["lang"] == "th"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"slug": "a" * 65, "lang": "th"}, "slug"),
        ({"slug": "", "lang": "th"}, "slug"),
        ({"slug": "../rules", "lang": "th"}, "slug"),
        ({"slug": "rules", "lang": "fr"}, "lang"),
        ({"slug": "rules", "lang": 7}, "lang"),
        ({"slug": ["rules"], "lang": "en"}, "slug"),
        ({"lang": "en"}, "slug"),
    ],
)
async def test_bad_input_is_0000(ctx, body: dict[str, Any], field: str) -> None:
    agent = await make_agent(ctx)
    response = await get_page(ctx, agent.host, **body)
    assert response.status_code == 422
    error = error_of(response)
    assert error["errorCode"] == "0000"
    assert error["fields"] == [field]
