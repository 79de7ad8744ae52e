"""The event calls over HTTP: staff create, update and list (audited, validated), players see
the running and upcoming ones of their own agent and search them."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import select

from promptplay.models import AuditLog
from tests.conftest import client_for
from tests.events.conftest import (
    EVENTS,
    EventShop,
    event_body,
    open_event_shop,
    period,
    refused,
)
from tests.factories import registered_player

# ----- staff -----------------------------------------------------------------------------------


async def test_staff_create_an_event_and_see_it_listed(shop: EventShop) -> None:
    made = await shop.event(title={"nameTh": "สงกรานต์", "nameEn": "Songkran", "nameVi": ""})
    assert made["title"] == {"nameTh": "สงกรานต์", "nameEn": "Songkran", "nameVi": ""}
    assert made["prize"]["nameEn"] == "A prize"
    assert made["imageUrl"] == "https://cdn.example.com/event.png"
    assert (made["status"], made["active"], made["couponId"]) == ("running", True, None)
    assert (made["redeemable"], made["redeemed"], made["redemptions"]) == (False, False, 0)
    listed = await shop.staff_events()
    assert [e["id"] for e in listed] == [made["id"]]
    assert listed[0] == made


async def test_staff_update_every_field(shop: EventShop) -> None:
    made = await shop.event()
    url = await shop.upload_png()
    later = period(timedelta(days=3), timedelta(days=1))
    response = await shop.update(
        made["id"],
        title={"nameTh": "ใหม่", "nameEn": "New", "nameVi": "Mới"},
        imageUrl=url,
        active=False,
        **later,
    )
    assert response.status_code == 200, response.text
    changed = response.json()["data"]
    assert changed["id"] == made["id"]
    assert changed["title"]["nameEn"] == "New"
    assert changed["imageUrl"] == url
    assert (changed["status"], changed["active"]) == ("upcoming", False)
    assert changed["updatedAt"] >= made["updatedAt"]
    assert changed["createdAt"] == made["createdAt"]
    assert [e["title"]["nameEn"] for e in await shop.staff_events()] == ["New"]


async def test_staff_writes_are_audited(shop: EventShop) -> None:
    made = await shop.event()
    assert (await shop.update(made["id"], active=False)).status_code == 200
    async with shop.ctx.db.read() as session:
        rows = (
            (
                await session.execute(
                    select(AuditLog)
                    .where(AuditLog.agent_id == shop.agent_id, AuditLog.target_type == "event")
                    .order_by(AuditLog.id)
                )
            )
            .scalars()
            .all()
        )
    assert [(r.action, r.target_id) for r in rows] == [
        ("create_event", made["id"]),
        ("update_event", made["id"]),
    ]
    assert rows[1].detail["active"] is False
    assert rows[1].detail["title"]["nameEn"] == "Event"


@pytest.mark.parametrize(
    ("fields", "bad"),
    [
        ({"title": {"nameTh": "", "nameEn": "Event"}}, ["title"]),
        ({"title": {"nameTh": "  ", "nameEn": "Event"}}, ["title"]),
        ({"title": {"nameTh": "ก", "nameEn": "E" * 161}}, ["title"]),
        ({"title": "Event"}, ["title"]),
        ({"body": {"nameTh": "x" * 10_001}}, ["body"]),
        ({"imageUrl": "http://cdn.example.com/a.png"}, ["imageUrl"]),
        ({"imageUrl": "javascript:alert(1)"}, ["imageUrl"]),
        ({"imageUrl": "data:image/svg+xml;base64,PHN2Zz4="}, ["imageUrl"]),
        ({"imageUrl": "/api/uploads/../../secret_key"}, ["imageUrl"]),
        ({"startsAt": "2026-05-01T10:00:00"}, ["startsAt"]),
        ({"startsAt": "tomorrow"}, ["startsAt"]),
        ({"couponId": -1}, ["couponId"]),
        ({"couponId": "one"}, ["couponId"]),
        ({"active": "maybe"}, ["active"]),
    ],
)
async def test_bad_events_are_refused_field_by_field(
    shop: EventShop, fields: dict[str, Any], bad: list[str]
) -> None:
    error = refused(await shop.create(**fields), 422, "0000")
    assert error["fields"] == bad
    assert await shop.staff_events() == []


async def test_a_period_must_be_ordered(shop: EventShop) -> None:
    backwards = period(timedelta(days=2), -timedelta(days=1))
    error = refused(await shop.create(**backwards), 422, "0000", "event_dates")
    assert error["fields"] == ["startsAt", "endsAt"]
    empty = period(timedelta(days=2), timedelta(0))
    refused(await shop.create(**empty), 422, "0000", "event_dates")
    made = await shop.event()
    refused(await shop.update(made["id"], **backwards), 422, "0000", "event_dates")
    assert await shop.staff_events() == [made]


async def test_another_agents_event_or_coupon_is_not_found(ctx) -> None:  # type: ignore[no-untyped-def]
    async with await open_event_shop(ctx) as mine, await open_event_shop(ctx) as theirs:
        their_event = await theirs.event()
        their_coupon = await theirs.coupon(code="THEIRS")
        error = refused(await mine.update(their_event["id"]), 404, "0040", "event_unknown")
        assert error["fields"] == ["id"]
        error = refused(await mine.create(couponId=their_coupon["id"]), 404, "0040")
        assert (error["fields"], error["systemMsg"]) == (["couponId"], "coupon_unknown")
        assert await mine.staff_events() == []
        # Their event is as it was.
        assert await theirs.staff_events() == [their_event]


async def test_staff_calls_need_staff(shop: EventShop) -> None:
    player = await shop.player()
    response = await shop.client.post(f"{EVENTS}/create", json=event_body(), headers=player.auth)
    refused(response, 403, "0035")
    response = await shop.client.post(f"{EVENTS}/create", json=event_body())
    refused(response, 401, "0033")
    response = await shop.client.get("/api/backoffice/events", headers=player.auth)
    assert response.status_code in (401, 403)
    assert await shop.staff_events() == []


async def test_the_back_office_paths_create_and_update(shop: EventShop) -> None:
    made = await shop.office_data("POST", "events", event_body())
    changed = await shop.office_data(
        "PUT", f"events/{made['id']}", event_body(title={"nameTh": "ข", "nameEn": "B"})
    )
    assert changed["id"] == made["id"] and changed["title"]["nameEn"] == "B"
    assert [e["id"] for e in await shop.staff_events()] == [made["id"]]


# ----- the coupon an event redeems ---------------------------------------------------------------


async def test_an_event_links_its_coupon_both_ways(shop: EventShop) -> None:
    first = await shop.coupon(code="FIRST")
    second = await shop.coupon(code="SECOND")
    made = await shop.event(couponId=first["id"])
    assert (made["couponId"], made["redeemable"]) == (first["id"], True)
    coupons = {c["id"]: c for c in await shop.office_data("GET", "coupons")}
    assert coupons[first["id"]]["eventId"] == made["id"]

    # Another event cannot take the same coupon.
    error = refused(await shop.create(couponId=first["id"]), 422, "0000", "coupon_taken")
    assert error["fields"] == ["couponId"]

    # Moving to another coupon lets the first go.
    changed = (await shop.update(made["id"], couponId=second["id"])).json()["data"]
    assert changed["couponId"] == second["id"]
    coupons = {c["id"]: c for c in await shop.office_data("GET", "coupons")}
    assert coupons[first["id"]]["eventId"] is None
    assert coupons[second["id"]]["eventId"] == made["id"]

    # And none: the event has no codes left.
    none = (await shop.update(made["id"], couponId=None)).json()["data"]
    assert (none["couponId"], none["redeemable"]) == (None, False)
    coupons = {c["id"]: c for c in await shop.office_data("GET", "coupons")}
    assert coupons[second["id"]]["eventId"] is None


async def test_a_coupon_naming_the_event_makes_it_redeemable(shop: EventShop) -> None:
    made = await shop.event()
    await shop.coupon(code="NAMED", eventId=made["id"])
    (listed,) = await shop.staff_events()
    assert (listed["couponId"], listed["redeemable"]) == (None, True)


# ----- players ---------------------------------------------------------------------------------


async def test_players_see_running_and_upcoming_events_by_start(shop: EventShop) -> None:
    later = await shop.event(title={"nameTh": "ช", "nameEn": "Later"}, **period(timedelta(days=5)))
    running = await shop.event(title={"nameTh": "ก", "nameEn": "Running"})
    soon = await shop.event(title={"nameTh": "ข", "nameEn": "Soon"}, **period(timedelta(hours=2)))
    await shop.event(
        title={"nameTh": "ค", "nameEn": "Ended"}, **period(-timedelta(days=3), timedelta(days=1))
    )
    await shop.event(title={"nameTh": "ง", "nameEn": "Hidden"}, active=False)
    player = await shop.player()
    events = await shop.all_events(player)
    assert [e["id"] for e in events] == [running["id"], soon["id"], later["id"]]
    assert [e["status"] for e in events] == ["running", "upcoming", "upcoming"]
    shown = events[0]
    assert set(shown) == {
        "id",
        "title",
        "body",
        "rules",
        "prize",
        "imageUrl",
        "startsAt",
        "endsAt",
        "status",
        "redeemable",
        "redeemed",
    }
    assert shown["rules"] == {"nameTh": "กติกา", "nameEn": "Rules", "nameVi": "Luật"}


async def test_search_by_status_text_and_page(shop: EventShop) -> None:
    for n in range(23):
        await shop.event(
            title={"nameTh": f"จบ {n}", "nameEn": f"Past {n}"},
            **period(-timedelta(days=40 - n), timedelta(days=1)),
        )
    running = await shop.event(
        title={"nameTh": "ลด 50%", "nameEn": "Half price"},
        body={"nameEn": "Everything 50% off", "nameTh": "", "nameVi": ""},
    )
    upcoming = await shop.event(
        title={"nameTh": "เร็วๆ นี้", "nameEn": "Soon"}, **period(timedelta(days=1))
    )
    await shop.event(title={"nameTh": "ซ่อน", "nameEn": "Hidden 50%"}, active=False)
    player = await shop.player()

    everything = await shop.search(player)
    assert (everything["total"], everything["page"], everything["pageSize"]) == (25, 1, 20)
    assert len(everything["items"]) == 20
    assert everything["items"][0]["id"] == upcoming["id"]  # the latest start first

    ended = await shop.search(player, status="ended")
    assert ended["total"] == 23
    assert ended["items"][0]["title"]["nameEn"] == "Past 22"  # the latest end first
    second = await shop.search(player, status="ended", page=2)
    assert [e["title"]["nameEn"] for e in second["items"]] == ["Past 2", "Past 1", "Past 0"]
    assert (await shop.search(player, status="ended", page=3))["items"] == []

    found = await shop.search(player, status="running")
    assert [e["id"] for e in found["items"]] == [running["id"]]
    assert [e["id"] for e in (await shop.search(player, status="upcoming"))["items"]] == [
        upcoming["id"]
    ]

    # Text in any language of the title or the body, case aside; % is itself.
    for text in ("half PRICE", "50%", "ลด", "everything"):
        hits = await shop.search(player, text=text)
        assert [e["id"] for e in hits["items"]] == [running["id"]], text
    assert (await shop.search(player, text="5_%"))["total"] == 0
    assert (await shop.search(player, text="past", status="running"))["total"] == 0


@pytest.mark.parametrize(
    "body",
    [
        {"status": "soon"},
        {"page": 0},
        {"page": "two"},
        {"text": "x" * 101},
    ],
)
async def test_bad_searches_are_refused(shop: EventShop, body: dict[str, Any]) -> None:
    player = await shop.player()
    response = await shop.client.post(f"{EVENTS}/search", json=body, headers=player.auth)
    error = refused(response, 422, "0000")
    assert error["fields"] == list(body)


async def test_another_agents_host_sees_none_of_them(ctx) -> None:  # type: ignore[no-untyped-def]
    async with await open_event_shop(ctx) as mine, await open_event_shop(ctx) as theirs:
        await mine.event()
        await mine.event(**period(timedelta(days=1)))
        stranger = await theirs.player()
        assert await theirs.all_events(stranger) == []
        assert (await theirs.search(stranger))["total"] == 0
        assert await theirs.staff_events() == []
        # My player's token is not taken on their host.
        player = await mine.player()
        async with client_for(ctx, theirs.cashier.agent.host) as client:
            response = await client.get(f"{EVENTS}/getAllEvent", headers=player.auth)
        refused(response, 403, "0035")


async def test_player_calls_need_a_player(shop: EventShop) -> None:
    response = await shop.client.get(f"{EVENTS}/getAllEvent")
    refused(response, 401, "0033")
    player = await registered_player(shop.client, shop.cashier.agent)
    assert await shop.all_events(player) == []
