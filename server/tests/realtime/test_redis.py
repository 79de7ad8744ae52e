"""Fan-out over Redis (TEST_REDIS_URL): every process delivers every event to its own sockets,
and the publishing process delivers it once, not twice. Each test uses its own channel, so
that runs sharing one Redis do not hear each other."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import uuid
from collections.abc import Iterator
from contextlib import AsyncExitStack, contextmanager
from pathlib import Path

import httpx
import pytest
from redis.asyncio import Redis

from promptplay.app import build_context
from promptplay.cli import upgrade_database
from promptplay.config import Settings
from promptplay.realtime import Event, RedisEventBus, SocketHub
from promptplay.realtime.bus import encode_event
from tests.conftest import SECRET, client_for, make_settings
from tests.factories import make_agent, registered_player
from tests.realtime.conftest import open_verified, receive
from tests.realtime.test_hub import FakeSocket

REDIS_URL = os.environ.get("TEST_REDIS_URL")
SERVER_DIR = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(not REDIS_URL, reason="TEST_REDIS_URL is not set")


def new_channel() -> str:
    return f"promptplay:test:{uuid.uuid4().hex}"


async def wait_for(condition, within: float = 5.0) -> None:  # type: ignore[no-untyped-def]
    loop = asyncio.get_running_loop()
    deadline = loop.time() + within
    while loop.time() < deadline:
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("not delivered in time")


async def test_each_process_delivers_once_including_the_publisher() -> None:
    assert REDIS_URL
    channel = new_channel()
    hubs = [SocketHub(), SocketHub()]
    buses = [RedisEventBus(REDIS_URL, hub, channel) for hub in hubs]
    for bus in buses:
        await bus.start()
    try:
        here, there, other_user = FakeSocket(), FakeSocket(), FakeSocket()
        hubs[0].open(here, agent_id=1, user_id=1, staff=False, session_id="a")
        hubs[1].open(there, agent_id=1, user_id=1, staff=False, session_id="b")
        hubs[1].open(other_user, agent_id=1, user_id=2, staff=False, session_id="c")
        await buses[0].publish(Event(1, "walletData", 1, user_id=1))
        await buses[0].publish(Event(1, "walletData", 2, user_id=1))
        await buses[1].publish(Event(1, "agentData", 3, audience="agent"))
        await buses[0].publish(Event(1, "marker", None, user_id=1))
        await buses[0].publish(Event(1, "marker", None, user_id=2))
        sockets = (here, there, other_user)
        await wait_for(lambda: all(s.sent and s.sent[-1]["event"] == "marker" for s in sockets))
        assert [m["data"] for m in here.sent] == [1, 2, 3, None]
        assert [m["data"] for m in there.sent] == [1, 2, 3, None]
        assert [m["data"] for m in other_user.sent] == [3, None]
    finally:
        for bus in buses:
            await bus.stop()


async def test_a_malformed_message_on_the_channel_is_skipped() -> None:
    assert REDIS_URL
    channel = new_channel()
    hub = SocketHub()
    bus = RedisEventBus(REDIS_URL, hub, channel)
    await bus.start()
    raw = Redis.from_url(REDIS_URL)
    try:
        websocket = FakeSocket()
        hub.open(websocket, agent_id=3, user_id=4, staff=False, session_id="s")
        await raw.publish(channel, "not json")
        await raw.publish(channel, '{"agentId": 3}')
        await raw.publish(channel, encode_event(Event(3, "walletData", "ok", user_id=4)))
        await wait_for(lambda: bool(websocket.sent))
        assert websocket.sent == [{"event": "walletData", "data": "ok"}]
    finally:
        await raw.aclose()
        await bus.stop()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def server_processes(count: int, env: dict[str, str]) -> Iterator[list[int]]:
    """Start `count` server processes (uvicorn, the test-only publishing app) on free ports."""
    ports = [free_port() for _ in range(count)]
    processes = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "uvicorn",
                "tests.realtime.publishing_app:create_app",
                "--factory",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--log-level",
                "warning",
            ],
            cwd=SERVER_DIR,
            env=env,
        )
        for port in ports
    ]
    try:
        yield ports
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()


async def wait_until_serving(port: int) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 60
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as client:
        while loop.time() < deadline:
            try:
                if (await client.get("/api/health")).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            await asyncio.sleep(0.05)
    raise AssertionError(f"the server on port {port} did not start")


async def test_an_event_published_in_one_process_reaches_sockets_on_both(tmp_path: Path) -> None:
    assert REDIS_URL
    url = f"sqlite+aiosqlite:///{tmp_path / 'shared.db'}"
    await asyncio.to_thread(upgrade_database, Settings(database_url=url, secret_key=SECRET))
    ctx = build_context(make_settings(url, tmp_path))
    try:
        agent = await make_agent(ctx)
        async with client_for(ctx, agent.host) as client:
            player_a = await registered_player(client, agent)
            player_b = await registered_player(client, agent)
    finally:
        await ctx.db.dispose()
    a, b = player_a.user["id"], player_b.user["id"]
    channel = new_channel()
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "SECRET_KEY": SECRET,
        "REDIS_URL": REDIS_URL,
        "REDIS_CHANNEL": channel,
        "CAPTCHA": "off",
        "VAR_DIR": str(tmp_path),
        "WEB_DIST": str(tmp_path / "no-site"),
        "PYTHONPATH": str(SERVER_DIR),
    }
    env.pop("PAYLOAD_SECRET", None)
    with server_processes(2, env) as (port1, port2):
        await asyncio.gather(wait_until_serving(port1), wait_until_serving(port2))
        async with (
            AsyncExitStack() as stack,
            httpx.AsyncClient() as http,
            Redis.from_url(REDIS_URL) as raw,
        ):
            sockets = {
                "a on 1": await open_verified(stack, port1, agent.host, a, player_a.access_token),
                "a on 2": await open_verified(stack, port2, agent.host, a, player_a.access_token),
                "b on 2": await open_verified(stack, port2, agent.host, b, player_b.access_token),
            }

            async def publish(port: int, **event: object) -> None:
                response = await http.post(f"http://127.0.0.1:{port}/test-only/publish", json=event)
                assert response.status_code == 200, response.text

            # Published in process 1 (through its RedisEventBus), for player a only.
            await publish(port1, agent_id=agent.id, name="walletData", data=1, user_id=a)
            # Published in process 2, for every player of the agent.
            await publish(port2, agent_id=agent.id, name="agentData", data=2, audience="agent")
            # Published straight onto the channel, in the bus's wire format.
            await raw.publish(channel, encode_event(Event(agent.id, "walletData", 3, user_id=a)))
            for user_id in (a, b):
                await publish(port1, agent_id=agent.id, name="marker", data=None, user_id=user_id)
            got = {}
            for name, websocket in sockets.items():
                got[name] = []
                while (message := await receive(websocket))["event"] != "marker":
                    got[name].append(message["data"])
    assert got == {"a on 1": [1, 2, 3], "a on 2": [1, 2, 3], "b on 2": [2]}


async def test_the_subscriber_comes_back_after_losing_its_connection() -> None:
    assert REDIS_URL
    channel = new_channel()
    hub = SocketHub()
    bus = RedisEventBus(REDIS_URL, hub, channel)
    await bus.start()
    raw = Redis.from_url(REDIS_URL)
    try:
        websocket = FakeSocket()
        hub.open(websocket, agent_id=3, user_id=4, staff=False, session_id="s")
        # Kill this bus's subscription connection (and no other) from the Redis side.
        pubsub = bus._pubsub
        assert pubsub is not None and pubsub.connection is not None
        host, port = pubsub.connection._writer.get_extra_info("sockname")[:2]  # type: ignore[union-attr]
        assert await raw.client_kill_filter(_id=None, addr=f"{host}:{port}") == 1
        # Events published while it reconnects may be lost (pub/sub is at most once), so keep
        # publishing until one arrives.
        for n in range(100):
            await raw.publish(channel, encode_event(Event(3, "walletData", n, user_id=4)))
            await asyncio.sleep(0.1)
            if websocket.sent:
                break
        assert websocket.sent, "no event after the subscription was lost"
    finally:
        await raw.aclose()
        await bus.stop()
