"""Preview mode over the socket (spec §1): `previewId` in verifyUser subscribes a socket to one
preview's events, which no other socket receives; a visitor without a token may follow a live
preview and nothing else. The hub and the Redis wire format carry the preview's target."""

from __future__ import annotations

import asyncio
import json
from contextlib import AsyncExitStack
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from websockets.asyncio.client import ClientConnection

from promptplay.context import AppContext
from promptplay.core.clock import utcnow
from promptplay.models import TemplatePreview
from promptplay.realtime import Event, LocalEventBus, RedisEventBus, SocketHub
from promptplay.realtime.bus import decode_event, encode_event, preview_event
from promptplay.realtime.hub import CLOSE_UNAUTHORIZED
from tests.conftest import client_for
from tests.factories import make_agent, registered_player
from tests.realtime.conftest import close_code, make_staff, receive, send, socket_to
from tests.realtime.test_hub import FakeSocket
from tests.realtime.test_redis import REDIS_URL, new_channel, wait_for
from tests.templates.conftest import setting

LOGO = "/api/uploads/" + "d" * 64 + ".png"


class Studio:
    """A member of staff driving previews of his agent over HTTP."""

    def __init__(self, client: httpx.AsyncClient, token: str) -> None:
        self.client = client
        self.auth = {"authorization": f"Bearer {token}"}

    async def open(self, domain: str | None = None) -> str:
        body = {} if domain is None else {"domain": domain}
        response = await self.client.post(
            "/api/backoffice/template/previews", json=body, headers=self.auth
        )
        assert response.status_code == 200, response.text
        return response.json()["data"]["previewId"]

    async def change(self, preview_id: str, name: str, data: Any) -> httpx.Response:
        return await self.client.put(
            f"/api/backoffice/template/previews/{preview_id}",
            json={"name": name, "data": data},
            headers=self.auth,
        )


async def verify_as(
    websocket: ClientConnection, user_id: Any, token: str, preview_id: Any, agent_id: Any = None
) -> None:
    await send(
        websocket,
        "verifyUser",
        {
            "userId": user_id,
            "agentId": agent_id,
            "previewId": preview_id,
            "clientType": 1,
            "token": token,
        },
    )


async def follow(
    stack: AsyncExitStack, port: int, host: str, preview_id: Any, agent_id: Any = None
) -> ClientConnection:
    """A visitor's socket following a preview, verified."""
    websocket = await stack.enter_async_context(socket_to(port, host))
    await verify_as(websocket, None, "", preview_id, agent_id)
    assert await receive(websocket) == {"event": "verified", "data": {"userId": None}}
    return websocket


async def expire(ctx: AppContext, preview_id: str, at: datetime) -> None:
    async with ctx.db.write() as session:
        row = await session.get_one(TemplatePreview, preview_id)
        row.expires_at = at


def preview_data(name: str, data: Any) -> dict[str, Any]:
    return {"event": "preview-data", "data": {"name": name, "data": data}}


async def test_a_visitor_follows_one_preview_and_nobody_else_hears_it(ctx, serve) -> None:
    agent = await make_agent(ctx)
    staff = await make_staff(ctx, agent, f"look{agent.id}")
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        studio = Studio(client, staff.access_token)
        first, second = await studio.open(), await studio.open(f"alt-{agent.host}")
        async with serve(ctx) as port, AsyncExitStack() as stack:
            watcher = await follow(stack, port, agent.host, first, agent.id)
            # The draft right after verified: the saved setting, no logo or background yet.
            draft = await receive(watcher)
            assert draft["event"] == "preview-data" and draft["data"]["name"] == "template"
            assert draft["data"]["data"]["layout"] == {"name": "a"}
            other = await follow(stack, port, f"alt-{agent.host}", second)
            assert (await receive(other))["data"]["name"] == "template"
            plain = await stack.enter_async_context(socket_to(port, agent.host))
            user_id = player.user["id"]
            await verify_as(plain, user_id, player.access_token, None)
            assert await receive(plain) == {"event": "verified", "data": {"userId": user_id}}

            assert (await studio.change(first, "logo", LOGO)).status_code == 200
            assert await receive(watcher) == preview_data("logo", LOGO)
            changed = setting("ufa-b", title="Draft")
            assert (await studio.change(first, "template", changed)).status_code == 200
            got = await receive(watcher)
            assert got["data"]["name"] == "template"
            assert got["data"]["data"]["layout"] == {"name": "ufa-b"}
            assert got["data"]["data"]["template"]["title"] == "Draft"

            # The other preview's socket and the player's heard none of it: the next thing
            # each receives is what was meant for it.
            assert (await studio.change(second, "bg", "/bg.png")).status_code == 200
            assert await receive(other) == preview_data("bg", "/bg.png")
            await ctx.events.publish(Event(agent.id, "marker", 1, user_id=user_id))
            assert await receive(plain) == {"event": "marker", "data": 1}
            # Nor does the visitor hear the agent's players' events.
            await ctx.events.publish(Event(agent.id, "agentData", {"x": 1}, audience="agent"))
            assert await receive(plain) == {"event": "agentData", "data": {"x": 1}}
            assert (await studio.change(first, "bg", None)).status_code == 200
            assert await receive(watcher) == preview_data("bg", None)


async def test_the_draft_sent_on_joining_holds_every_change_so_far(ctx, serve) -> None:
    agent = await make_agent(ctx)
    staff = await make_staff(ctx, agent, f"look{agent.id}")
    async with client_for(ctx, agent.host) as client:
        studio = Studio(client, staff.access_token)
        preview_id = await studio.open()
        assert (await studio.change(preview_id, "template", setting("c"))).status_code == 200
        assert (await studio.change(preview_id, "logo", LOGO)).status_code == 200
        assert (
            await studio.change(preview_id, "bg", "https://cdn.example.com/b.jpg")
        ).status_code == 200
    async with serve(ctx) as port, AsyncExitStack() as stack:
        watcher = await follow(stack, port, agent.host, preview_id)
        template = await receive(watcher)
        assert template["data"]["name"] == "template"
        assert template["data"]["data"]["layout"] == {"name": "c"}
        assert await receive(watcher) == preview_data("logo", LOGO)
        assert await receive(watcher) == preview_data("bg", "https://cdn.example.com/b.jpg")


async def test_a_player_with_a_live_preview_gets_both(ctx, serve) -> None:
    agent = await make_agent(ctx)
    staff = await make_staff(ctx, agent, f"look{agent.id}")
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        studio = Studio(client, staff.access_token)
        live, stale = await studio.open(), await studio.open()
        await expire(ctx, stale, utcnow() - timedelta(seconds=1))
        user_id = player.user["id"]
        async with serve(ctx) as port, AsyncExitStack() as stack:
            both = await stack.enter_async_context(socket_to(port, agent.host))
            await verify_as(both, user_id, player.access_token, live)
            assert await receive(both) == {"event": "verified", "data": {"userId": user_id}}
            assert (await receive(both))["data"]["name"] == "template"
            assert (await studio.change(live, "logo", LOGO)).status_code == 200
            assert await receive(both) == preview_data("logo", LOGO)
            await ctx.events.publish(Event(agent.id, "walletData", 5, user_id=user_id))
            assert await receive(both) == {"event": "walletData", "data": 5}

            # A stale previewId: verified as usual, no preview.
            usual = await stack.enter_async_context(socket_to(port, agent.host))
            await verify_as(usual, user_id, player.access_token, stale)
            assert await receive(usual) == {"event": "verified", "data": {"userId": user_id}}
            await ctx.events.publish(Event(agent.id, "walletData", 6, user_id=user_id))
            assert await receive(usual) == {"event": "walletData", "data": 6}


@pytest.mark.parametrize(
    "case",
    ["stale", "no preview", "malformed", "unknown", "another agent's", "not a string", "a userId"],
)
async def test_a_visitor_without_a_live_preview_is_closed_4401(ctx, serve, case: str) -> None:
    agent, other = await make_agent(ctx), await make_agent(ctx)
    staff = await make_staff(ctx, agent, f"look{agent.id}")
    their_staff = await make_staff(ctx, other, f"look{other.id}")
    async with client_for(ctx, agent.host) as client:
        preview_id = await Studio(client, staff.access_token).open()
    async with client_for(ctx, other.host) as client:
        theirs = await Studio(client, their_staff.access_token).open()
    user_id: Any = None
    match case:
        case "stale":
            await expire(ctx, preview_id, utcnow() - timedelta(seconds=1))
        case "no preview":
            preview_id = None
        case "malformed":
            preview_id = "'; drop table template_preview; --"
        case "unknown":
            preview_id = "u" * 32
        case "another agent's":
            preview_id = theirs  # asked on this agent's host
        case "not a string":
            preview_id = {"id": preview_id}
        case "a userId":
            user_id = staff.user_id  # claims a user without a token
    async with serve(ctx) as port, socket_to(port, agent.host) as websocket:
        await verify_as(websocket, user_id, "", preview_id)
        assert await close_code(websocket) == 4401


async def test_a_visitors_socket_closes_when_its_preview_expires(ctx, serve) -> None:
    agent = await make_agent(ctx)
    staff = await make_staff(ctx, agent, f"look{agent.id}")
    async with client_for(ctx, agent.host) as client:
        preview_id = await Studio(client, staff.access_token).open()
    async with serve(ctx) as port, AsyncExitStack() as stack:
        # The preview ends a few seconds after the server is up (set once it is: starting it
        # can take longer than a second on a busy machine, and the preview would be over before
        # the socket opened).
        await expire(ctx, preview_id, utcnow() + timedelta(seconds=3))
        watcher = await follow(stack, port, agent.host, preview_id)
        assert (await receive(watcher))["data"]["name"] == "template"
        assert await close_code(watcher, within=20) == 4401
        assert len(ctx.sockets) == 0


# ----- the hub and the wire ----------------------------------------------------------------


def test_a_preview_event_names_its_preview_and_no_user() -> None:
    with pytest.raises(ValueError, match="preview_id"):
        Event(1, "preview-data", {}, audience="preview")
    with pytest.raises(ValueError, match="preview_id"):
        Event(1, "agentData", {}, audience="agent", preview_id="p" * 32)
    with pytest.raises(ValueError, match="not to a user"):
        Event(1, "preview-data", {}, user_id=3, audience="preview", preview_id="p" * 32)


def test_the_preview_target_travels_over_redis() -> None:
    event = preview_event(7, "p" * 32, "logo", LOGO)
    assert decode_event(encode_event(event)) == event
    assert json.loads(encode_event(event))["previewId"] == "p" * 32
    plain = Event(7, "agentData", 1, audience="agent")
    assert "previewId" not in json.loads(encode_event(plain))
    assert decode_event(encode_event(plain)) == plain


async def test_the_hub_delivers_a_preview_event_to_that_previews_sockets_only() -> None:
    hub = SocketHub()
    bus = LocalEventBus(hub)
    visitor, player, elsewhere, stranger = FakeSocket(), FakeSocket(), FakeSocket(), FakeSocket()
    hub.open(visitor, agent_id=1, user_id=None, staff=False, session_id=None, preview_id="p1")
    hub.open(player, agent_id=1, user_id=5, staff=False, session_id="s", preview_id="p1")
    hub.open(elsewhere, agent_id=1, user_id=None, staff=False, session_id=None, preview_id="p2")
    # The same preview id under another agent is another preview.
    hub.open(stranger, agent_id=2, user_id=None, staff=False, session_id=None, preview_id="p1")
    await bus.publish(preview_event(1, "p1", "bg", "/bg.png"))
    await bus.publish(Event(1, "agentData", 1, audience="agent"))
    await asyncio.sleep(0.01)
    assert [m["event"] for m in visitor.sent] == ["preview-data"]
    assert [m["event"] for m in player.sent] == ["preview-data", "agentData"]
    assert elsewhere.sent == [] and stranger.sent == []
    assert len(hub) == 4

    # A socket must belong to someone.
    with pytest.raises(ValueError):
        hub.open(FakeSocket(), agent_id=1, user_id=None, staff=False, session_id=None)
    await hub.stop()
    assert visitor.closed_with == 1001 and elsewhere.closed_with == 1001
    assert len(hub) == 0


async def test_an_ended_preview_closes_a_visitor_and_leaves_a_player_his_own_events() -> None:
    hub = SocketHub()
    visitor, player = FakeSocket(), FakeSocket()
    hub.open(
        visitor,
        agent_id=1,
        user_id=None,
        staff=False,
        session_id=None,
        preview_id="p1",
        preview_seconds=0.05,
    )
    hub.open(
        player,
        agent_id=1,
        user_id=5,
        staff=False,
        session_id="s",
        preview_id="p1",
        preview_seconds=0.05,
    )
    await asyncio.sleep(0.15)
    assert visitor.closed_with == CLOSE_UNAUTHORIZED
    assert player.closed_with is None and len(hub) == 1
    for event in (preview_event(1, "p1", "bg", None), Event(1, "walletData", 1, user_id=5)):
        hub.deliver(event, event.frame())
    await asyncio.sleep(0.01)
    assert player.sent == [{"event": "walletData", "data": 1}]
    await hub.stop()


async def test_too_many_sockets_on_one_preview_close_the_oldest_visitor() -> None:
    hub = SocketHub(max_sockets_per_user=2)
    sockets = [FakeSocket() for _ in range(3)]
    for websocket in sockets:
        hub.open(websocket, agent_id=1, user_id=None, staff=False, session_id=None, preview_id="p")
    await asyncio.sleep(0.01)
    assert [s.closed_with for s in sockets] == [1001, None, None]
    assert len(hub) == 2
    await hub.stop()


@pytest.mark.skipif(not REDIS_URL, reason="TEST_REDIS_URL is not set")
async def test_a_preview_event_reaches_the_previews_sockets_in_every_process() -> None:
    assert REDIS_URL
    channel = new_channel()
    hubs = [SocketHub(), SocketHub()]
    buses = [RedisEventBus(REDIS_URL, hub, channel) for hub in hubs]
    for bus in buses:
        await bus.start()
    try:
        here, there, player = FakeSocket(), FakeSocket(), FakeSocket()
        hubs[0].open(here, agent_id=1, user_id=None, staff=False, session_id=None, preview_id="p")
        hubs[1].open(there, agent_id=1, user_id=None, staff=False, session_id=None, preview_id="p")
        hubs[1].open(player, agent_id=1, user_id=9, staff=False, session_id="s")
        await buses[0].publish(preview_event(1, "p", "logo", LOGO))
        await buses[1].publish(Event(1, "marker", None, user_id=9))
        await wait_for(lambda: bool(here.sent and there.sent and player.sent))
        assert here.sent == there.sent == [preview_data("logo", LOGO)]
        assert player.sent == [{"event": "marker", "data": None}]
    finally:
        for bus in buses:
            await bus.stop()
