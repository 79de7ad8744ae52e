"""The /ws socket over a real connection: verifyUser, ping/pong, who receives what, order,
and a reader that stops reading."""

from __future__ import annotations

import asyncio
import json
import logging
import socket
import time
from contextlib import AsyncExitStack

import pytest

from promptplay.realtime import Event
from tests.conftest import client_for
from tests.factories import make_agent, registered_player
from tests.realtime.conftest import (
    close_code,
    make_staff,
    open_verified,
    receive,
    send,
    socket_to,
    verify,
)


async def test_a_player_verifies_as_itself(ctx, serve) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
    user_id = player.user["id"]
    async with serve(ctx) as port, socket_to(port, agent.host) as websocket:
        await verify(websocket, user_id, player.access_token, agent_id=agent.id)
        assert await receive(websocket) == {"event": "verified", "data": {"userId": user_id}}
        # The verified socket receives the player's events.
        await ctx.events.publish(Event(agent.id, "walletData", {"creditBalance": 5}, user_id))
        assert await receive(websocket) == {"event": "walletData", "data": {"creditBalance": 5}}


async def test_ids_may_come_as_strings_and_alternate_hosts_work(ctx, serve) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
    user_id = player.user["id"]
    async with serve(ctx) as port, socket_to(port, f"alt-{agent.host}") as websocket:
        await verify(websocket, str(user_id), player.access_token, agent_id=str(agent.id))
        assert await receive(websocket) == {"event": "verified", "data": {"userId": user_id}}


async def test_a_staff_token_subscribes_to_its_agents_staff_events(ctx, serve) -> None:
    agent = await make_agent(ctx)
    staff = await make_staff(ctx, agent, f"boss{agent.id}")
    async with serve(ctx) as port, AsyncExitStack() as stack:
        websocket = await open_verified(stack, port, agent.host, staff.user_id, staff.access_token)
        await ctx.events.publish(Event(agent.id, "queueUpdate", {"id": 1}, audience="staff"))
        assert await receive(websocket) == {"event": "queueUpdate", "data": {"id": 1}}


@pytest.mark.parametrize(
    "case",
    [
        "bad token",
        "no token",
        "token not a string",
        "data not an object",
        "another player's userId",
        "no userId",
        "another agent's host",
        "another agent's agentId",
        "ended session",
        "staff with another userId",
    ],
)
async def test_verify_user_refusals_close_with_4401(ctx, serve, case: str) -> None:
    agent, other_agent = await make_agent(ctx), await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        other = await registered_player(client, agent)
        if case == "ended session":
            response = await client.post("/api/auth/logout", json={}, headers=player.auth)
            assert response.status_code == 200
    user_id, token, host = player.user["id"], player.access_token, agent.host
    data: object = {"userId": user_id, "token": token, "clientType": 1}
    match case:
        case "bad token":
            data = {"userId": user_id, "token": "not.a.jwt", "clientType": 1}
        case "no token":
            data = {"userId": user_id, "clientType": 1}
        case "token not a string":
            data = {"userId": user_id, "token": 12, "clientType": 1}
        case "data not an object":
            data = [user_id, token]
        case "another player's userId":
            data = {"userId": other.user["id"], "token": token, "clientType": 1}
        case "no userId":
            data = {"token": token, "clientType": 1}
        case "another agent's host":
            host = other_agent.host
        case "another agent's agentId":
            data = {"userId": user_id, "agentId": other_agent.id, "token": token}
        case "staff with another userId":
            staff = await make_staff(ctx, agent, f"mgr{agent.id}")
            data = {"userId": staff.user_id + 1000, "token": staff.access_token}
    async with serve(ctx) as port, socket_to(port, host) as websocket:
        await send(websocket, "verifyUser", data)
        assert await close_code(websocket) == 4401


async def test_a_socket_that_does_not_verify_in_time_is_closed(make_ctx, serve) -> None:
    ctx = make_ctx(ws_verify_timeout=0.4)
    agent = await make_agent(ctx)
    async with serve(ctx) as port, socket_to(port, agent.host) as websocket:
        started = time.monotonic()
        # Other events, pongs included, do not count as verifying.
        await send(websocket, "pong")
        await send(websocket, "hello", {"x": 1})
        await websocket.send("not json")
        assert await close_code(websocket) == 4408
        assert 0.3 < time.monotonic() - started < 3


async def test_ping_pong_keeps_a_socket_and_two_missed_pongs_close_it(make_ctx, serve) -> None:
    ctx = make_ctx(ws_ping_interval=0.15)
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
    user_id = player.user["id"]
    async with serve(ctx) as port, AsyncExitStack() as stack:
        websocket = await open_verified(stack, port, agent.host, user_id, player.access_token)
        pings = 0
        deadline = time.monotonic() + 1.2  # eight intervals, every ping answered
        while time.monotonic() < deadline:
            message = json.loads(await asyncio.wait_for(websocket.recv(), 1))
            assert message == {"event": "ping"}
            pings += 1
            await send(websocket, "pong")
        assert pings >= 5
        assert len(ctx.sockets) == 1
        # Stop answering: the third tick after the last pong closes the socket.
        started = time.monotonic()
        assert await close_code(websocket, within=3) == 4408
        assert 0.2 < time.monotonic() - started < 1.5
        assert len(ctx.sockets) == 0


async def test_events_reach_only_the_sockets_they_are_meant_for(ctx, serve) -> None:
    a, b = await make_agent(ctx), await make_agent(ctx)
    async with client_for(ctx, a.host) as client:
        a1, a2 = await registered_player(client, a), await registered_player(client, a)
    async with client_for(ctx, b.host) as client:
        b1 = await registered_player(client, b)
    staff_a = await make_staff(ctx, a, f"sa{a.id}")
    staff_b = await make_staff(ctx, b, f"sb{b.id}")
    who = {
        # name: (agent, user id, token)
        "a1": (a, a1.user["id"], a1.access_token),
        "a1 second tab": (a, a1.user["id"], a1.access_token),
        "a2": (a, a2.user["id"], a2.access_token),
        "b1": (b, b1.user["id"], b1.access_token),
        "staff a": (a, staff_a.user_id, staff_a.access_token),
        "staff b": (b, staff_b.user_id, staff_b.access_token),
    }
    async with serve(ctx) as port, AsyncExitStack() as stack:
        sockets = {
            name: await open_verified(stack, port, agent.host, user_id, token)
            for name, (agent, user_id, token) in who.items()
        }
        events = [
            Event(a.id, "walletData", 1, user_id=a1.user["id"]),
            Event(a.id, "agentData", 2, audience="agent"),
            Event(a.id, "queueUpdate", 3, audience="staff"),
            Event(b.id, "agentData", 4, audience="agent"),
            Event(b.id, "queueUpdate", 5, audience="staff"),
            Event(a.id, "playerData", 6, user_id=a2.user["id"]),
            # A user id under the wrong agent reaches nobody.
            Event(b.id, "walletData", 7, user_id=a1.user["id"]),
            Event(a.id, "queueUpdate", 8, user_id=staff_a.user_id, audience="staff"),
        ]
        for event in events:
            await ctx.events.publish(event)
        # Then one marker per socket: whatever a socket got before its marker is all it got.
        for _name, (agent, user_id, _token) in who.items():
            await ctx.events.publish(Event(agent.id, "marker", None, user_id=user_id))
        got = {}
        for name, websocket in sockets.items():
            got[name] = []
            while (message := await receive(websocket))["event"] != "marker":
                got[name].append(message["data"])
    assert got == {
        "a1": [1, 2],
        "a1 second tab": [1, 2],
        "a2": [2, 6],
        "b1": [4],
        "staff a": [3, 8],
        "staff b": [5],
    }


async def test_events_arrive_in_the_order_they_were_published(ctx, serve) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
    user_id = player.user["id"]
    async with serve(ctx) as port, AsyncExitStack() as stack:
        websocket = await open_verified(stack, port, agent.host, user_id, player.access_token)
        for n in range(300):
            if n % 3:
                await ctx.events.publish(Event(agent.id, "walletData", n, user_id))
            else:
                await ctx.events.publish(Event(agent.id, "agentData", n, audience="agent"))
            if n % 50 == 0:
                await asyncio.sleep(0)
        received = [(await receive(websocket))["data"] for _ in range(300)]
    assert received == list(range(300))


async def test_a_reader_that_stops_reading_does_not_hold_up_the_others(ctx, serve, caplog) -> None:
    caplog.set_level(logging.INFO, "promptplay.realtime")
    ctx.sockets.queue_limit = 8
    ctx.sockets.send_timeout = 1.0
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        fast, slow = await registered_player(client, agent), await registered_player(client, agent)
    blob = "x" * 256_000
    count = 80
    async with serve(ctx) as port, AsyncExitStack() as stack:
        fast_socket = await open_verified(
            stack, port, agent.host, fast.user["id"], fast.access_token
        )
        # The slow client buffers one message, then leaves the rest in a small receive buffer.
        slow_tcp = socket.socket()
        slow_tcp.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 16_384)
        slow_tcp.connect(("127.0.0.1", port))
        await open_verified(
            stack,
            port,
            agent.host,
            slow.user["id"],
            slow.access_token,
            sock=slow_tcp,
            max_queue=1,
            close_timeout=0.5,
        )
        assert len(ctx.sockets) == 2

        async def read_all() -> list[int]:
            return [(await receive(fast_socket, within=10))["data"]["n"] for _ in range(count)]

        reader = asyncio.create_task(read_all())
        started = time.monotonic()
        for n in range(count):
            await ctx.events.publish(
                Event(agent.id, "agentData", {"n": n, "blob": blob}, audience="agent")
            )
            await asyncio.sleep(0.01)
        assert await asyncio.wait_for(reader, 20) == list(range(count))
        assert time.monotonic() - started < 15
        # The slow socket was dropped; the fast one is still there.
        for _ in range(100):
            if len(ctx.sockets) == 1:
                break
            await asyncio.sleep(0.05)
        assert len(ctx.sockets) == 1
        assert f"dropping a slow socket of user {slow.user['id']}" in caplog.text or (
            f"socket of user {slow.user['id']} that stopped reading" in caplog.text
        )
        await ctx.events.publish(Event(agent.id, "walletData", "still here", fast.user["id"]))
        assert (await receive(fast_socket))["data"] == "still here"


async def test_a_socket_whose_session_ends_is_closed(ctx, serve) -> None:
    ctx.sockets.session_check_interval = 0.2
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        async with serve(ctx) as port, AsyncExitStack() as stack:
            websocket = await open_verified(
                stack, port, agent.host, player.user["id"], player.access_token
            )
            response = await client.post("/api/auth/logout", json={}, headers=player.auth)
            assert response.status_code == 200
            assert await close_code(websocket, within=5) == 4401
            assert len(ctx.sockets) == 0


async def test_unknown_client_events_are_ignored(ctx, serve) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
    user_id = player.user["id"]
    async with serve(ctx) as port, AsyncExitStack() as stack:
        websocket = await open_verified(stack, port, agent.host, user_id, player.access_token)
        await send(websocket, "whatever", {"a": 1})
        await websocket.send("{not json")
        await websocket.send(b"\x00\x01")
        await send(websocket, "verifyUser", {"userId": 1, "token": "x"})  # already verified
        await ctx.events.publish(Event(agent.id, "walletData", "ok", user_id))
        assert await receive(websocket) == {"event": "walletData", "data": "ok"}
