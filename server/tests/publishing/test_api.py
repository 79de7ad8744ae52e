"""What staff publish: announcements and banners (served to the site at once, in order, only
while active, the home page's own copy too), the text pages and articles in each language (cleaned on save, read by the
players' calls), audited; bad input changes nothing; nothing of another agent."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import select

from promptplay.agent.service import agent_service
from promptplay.context import AppContext
from promptplay.models import AuditLog
from tests.factories import error_of, registered_player
from tests.uploads.conftest import Office, open_office
from tests.uploads.images import png

pytestmark = pytest.mark.asyncio

OFFICE = "/api/backoffice"


async def site(desk: Office, method: str, path: str, body: Any = None) -> Any:
    """A call of the players' site on the agent's host."""
    response = await desk.client.request(method, f"/api/{path}", json=body)
    assert response.status_code == 200, response.text
    return response.json()["data"]


async def home_page(desk: Office, kind: str) -> Any:
    """The banners or announcements the home page of the agent's host carries: kept by the
    process between pages, so it is read once before a change to show the change drops it."""
    head = await agent_service.page_head(desk.ctx, desk.client.base_url.host, "/")
    assert head is not None
    return head.boot[kind]


async def actions(desk: Office) -> list[str]:
    async with desk.ctx.db.read() as session:
        rows = await session.execute(
            select(AuditLog.action)
            .where(AuditLog.agent_id == desk.cashier.agent.id)
            .order_by(AuditLog.id)
        )
        return list(rows.scalars())


def refused(response: httpx.Response, status: int, code: str, fields: list[str]) -> None:
    assert response.status_code == status, response.text
    error = error_of(response)
    assert error["errorCode"] == code, response.text
    assert set(fields) <= set(error.get("fields", [])), error


async def test_announcements_reach_the_players_in_order_while_active(desk: Office) -> None:
    first = await desk.data(
        "POST",
        "announcements",
        {"title": "Maintenance", "message": "Banks slow <b>tonight</b>\r\n\r\n", "sort": 2},
    )
    assert first["message"] == "Banks slow tonight"  # cleaned on save
    second = await desk.data(
        "POST", "announcements", {"title": "Welcome", "message": "Hello", "sort": 1}
    )
    served = await site(desk, "GET", "announcement/byPlayer")
    assert [a["id"] for a in served] == [second["id"], first["id"]]
    assert await home_page(desk, "announcements") == served

    body = {"title": "Welcome!", "message": "Hello again", "sort": 1, "isActive": False}
    changed = await desk.data("PUT", f"announcements/{second['id']}", body)
    assert changed["isActive"] is False and changed["title"] == "Welcome!"
    assert [a["id"] for a in await site(desk, "GET", "announcement/byPlayer")] == [first["id"]]
    assert [a["id"] for a in await home_page(desk, "announcements")] == [first["id"]]
    staff_view = await desk.data("GET", "announcements")
    assert {a["id"] for a in staff_view} == {first["id"], second["id"]}

    removed = await desk.call("DELETE", f"announcements/{first['id']}")
    assert removed.status_code == 200, removed.text
    assert await site(desk, "GET", "announcement/byPlayer") == []
    assert await home_page(desk, "announcements") == []
    assert await actions(desk) == [
        "announcement.add",
        "announcement.add",
        "announcement.update",
        "announcement.remove",
    ]


async def test_banners_with_uploaded_images_and_checked_links(desk: Office) -> None:
    assert await home_page(desk, "banners") == []
    upload = await desk.upload(png("blue"), path=f"{OFFICE}/banners/uploadImage")
    assert upload.status_code == 200, upload.text
    image = upload.json()["data"]["url"]
    made = await desk.data(
        "POST", "banners", {"title": "Cashback", "imageUrl": image, "linkUrl": "/promotion"}
    )
    other = await desk.data(
        "POST",
        "banners",
        {"title": "Partner", "imageUrl": "https://cdn.example/b.webp", "linkUrl": "", "sort": 5},
    )
    served = await site(desk, "POST", "bannerManager/get")
    assert [(b["id"], b["imageUrl"], b["linkUrl"]) for b in served] == [
        (made["id"], image, "/promotion"),
        (other["id"], "https://cdn.example/b.webp", ""),
    ]
    assert await home_page(desk, "banners") == served
    before = await actions(desk)
    for change, fields in (
        ({"imageUrl": "http://plain.example/b.png"}, ["imageUrl"]),
        ({"imageUrl": "javascript:alert(1)"}, ["imageUrl"]),
        ({"imageUrl": "data:image/svg+xml,<svg/>"}, ["imageUrl"]),
        ({"linkUrl": "javascript:alert(1)"}, ["linkUrl"]),
        ({"linkUrl": "//evil.example/x"}, ["linkUrl"]),
        ({"linkUrl": "http://plain.example"}, ["linkUrl"]),
        ({"title": ""}, ["title"]),
        ({"sort": 10_000}, ["sort"]),
        ({"agentId": 1}, ["agentId"]),
    ):
        body = {"title": "Cashback", "imageUrl": image, "linkUrl": "/promotion", **change}
        refused(await desk.call("PUT", f"banners/{made['id']}", body), 422, "0000", fields)
        refused(await desk.call("POST", "banners", body), 422, "0000", fields)
    assert await site(desk, "POST", "bannerManager/get") == served
    assert await actions(desk) == before
    removed = await desk.call("DELETE", f"banners/{other['id']}")
    assert removed.status_code == 200, removed.text
    assert [b["id"] for b in await home_page(desk, "banners")] == [made["id"]]


async def test_pages_in_each_language_are_edited_cleaned_and_served(desk: Office) -> None:
    listed = await desk.data("GET", "content/pages")
    assert ("rules", "vi") in {(p["slug"], p["lang"]) for p in listed}  # seeded for every agent
    page = await desk.data("GET", "content/pages/help/en")
    assert page["items"]  # the questions of /help

    body = {
        "title": "Rules of {brand}",
        "body": "## Deposits\r\n- one <script>alert(1)</script>at a time\u0007\n\n",
        "items": None,
    }
    saved = await desk.data("PUT", "content/pages/rules/vi", body)
    assert saved["body"] == "## Deposits\n- one alert(1)at a time"
    served = await site(desk, "POST", "content/getPage", {"slug": "rules", "lang": "vi"})
    assert served["title"].startswith("Rules of ") and "{brand}" not in served["title"]
    assert served["body"] == saved["body"]

    faq = {"title": "Help", "body": "", "items": [{"title": "How?", "body": "Like <i>so</i>"}]}
    saved = await desk.data("PUT", "content/pages/help/th", faq)
    assert saved["items"] == [{"title": "How?", "body": "Like so"}]
    fresh = await desk.data(
        "PUT", "content/pages/promo-terms/en", {"title": "Promotion terms", "body": "Text"}
    )
    assert fresh["slug"] == "promo-terms"
    served = await site(desk, "POST", "content/getPage", {"slug": "promo-terms", "lang": "en"})
    assert served["title"] == "Promotion terms"

    for path, payload, status, fields in (
        ("content/pages/rules/fr", body, 422, ["lang"]),
        ("content/pages/bad slug/en", body, 422, ["slug"]),
        ("content/pages/rules/en", {**body, "title": ""}, 422, ["title"]),
        ("content/pages/rules/en", {**body, "body": "x" * 50_001}, 422, ["body"]),
        ("content/pages/rules/en", {**body, "items": [{"title": ""}]}, 422, ["items"]),
    ):
        refused(await desk.call("PUT", path, payload), status, "0000", fields)
    refused(await desk.call("GET", "content/pages/nothing/en"), 404, "0040", ["slug"])


async def test_articles_drafts_and_published_ones(desk: Office) -> None:
    draft = await desk.data(
        "PUT",
        "content/articles/big-win/en",
        {"title": "A big win", "summary": "s", "body": "Story", "status": "draft"},
    )
    assert draft["status"] == "draft"
    response = await desk.client.post(
        "/api/content/getArticle", json={"slug": "big-win", "lang": "en"}
    )
    refused(response, 404, "0040", ["slug"])

    published = await desk.data(
        "PUT",
        "content/articles/big-win/en",
        {"title": "A big win", "summary": "s", "body": "Story <b>told</b>", "status": "published"},
    )
    assert published["publishedAt"] == draft["publishedAt"]  # a change keeps its date
    served = await site(desk, "POST", "content/getArticle", {"slug": "big-win", "lang": "en"})
    assert served["body"] == "Story told"
    assert "big-win" in {a["slug"] for a in await desk.data("GET", "content/articles")}

    for change, fields in (
        ({"body": "  "}, ["body"]),
        ({"imageUrl": "javascript:x"}, ["imageUrl"]),
        ({"status": "hidden"}, ["status"]),
        ({"publishedAt": "tomorrow"}, ["publishedAt"]),
    ):
        body = {"title": "T", "body": "B", **change}
        response = await desk.call("PUT", "content/articles/big-win/en", body)
        refused(response, 422, "0000", fields)
    served_again = await site(desk, "POST", "content/getArticle", {"slug": "big-win", "lang": "en"})
    assert served_again == served


async def test_nothing_of_another_agent_and_nothing_for_a_player(
    desk: Office, ctx: AppContext
) -> None:
    other = await open_office(ctx)
    try:
        theirs = await other.client.post(
            f"{OFFICE}/announcements", json={"title": "T", "message": "M"}, headers=other.staff
        )
        banner = await other.client.post(
            f"{OFFICE}/banners",
            json={"title": "T", "imageUrl": "https://cdn.example/x.png"},
            headers=other.staff,
        )
        a_id, b_id = theirs.json()["data"]["id"], banner.json()["data"]["id"]
        body = {"title": "Mine now", "message": "M"}
        response = await desk.call("PUT", f"announcements/{a_id}", body)
        refused(response, 404, "0040", ["announcementId"])
        refused(await desk.call("DELETE", f"announcements/{a_id}"), 404, "0040", ["announcementId"])
        refused(await desk.call("DELETE", f"banners/{b_id}"), 404, "0040", ["bannerId"])
        assert a_id not in {a["id"] for a in await desk.data("GET", "announcements")}
        mine = await site(desk, "GET", "announcement/byPlayer")
        assert a_id not in {a["id"] for a in mine}

        player = await registered_player(desk.client, desk.cashier.agent)
        response = await desk.client.post(f"{OFFICE}/announcements", json=body, headers=player.auth)
        assert response.status_code in (401, 403), response.text
    finally:
        await other.client.aclose()
