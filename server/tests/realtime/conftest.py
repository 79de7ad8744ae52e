"""Realtime tests talk to a real server: uvicorn in this event loop, on a free loopback port,
with the `websockets` client library. The Host header is the agent's host name, as a browser
on that site would send it."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass
from typing import Any

import pytest
import uvicorn
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from promptplay.admin.service import create_staff
from promptplay.app import create_app
from promptplay.auth.service import auth_service
from promptplay.context import AppContext
from promptplay.realtime.endpoints import SOCKET_OPTIONS
from tests.factories import AgentInfo

STAFF_PASSWORD = "staff12345"


@dataclass
class Staff:
    username: str
    user_id: int
    access_token: str


@asynccontextmanager
async def serving(ctx: AppContext) -> AsyncIterator[int]:
    """Serve the app of `ctx` on a free port; yields the port."""
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    config = uvicorn.Config(
        create_app(context=ctx),
        lifespan="on",
        log_level="warning",
        access_log=False,
        **SOCKET_OPTIONS,  # as `promptplay serve` runs it
    )
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve(sockets=[listener]))
    try:
        while not server.started:
            if task.done():
                task.result()
            await asyncio.sleep(0.01)
        yield port
    finally:
        server.should_exit = True
        await asyncio.wait_for(task, 15)
        listener.close()


@pytest.fixture
def serve():  # type: ignore[no-untyped-def]
    return serving


@pytest.fixture
def make_ctx(make_ctx):  # type: ignore[no-untyped-def]
    """Contexts whose served app runs no upkeep loops: late in a suite they would visit every
    agent the run has made, on the event loop the test's own sockets wait on."""

    def factory(**overrides: object) -> AppContext:
        return make_ctx(**{"upkeep": False, **overrides})

    return factory


@pytest.fixture
def ctx(make_ctx) -> AppContext:  # type: ignore[no-untyped-def]
    """A context of its own for each socket test: a served app starts and stops the context's
    event bus and socket hub with it, which the shared context must not see."""
    return make_ctx()


@asynccontextmanager
async def socket_to(port: int, host: str, **options: Any) -> AsyncIterator[ClientConnection]:
    """A client socket to /ws on `port`, sending `host` as its Host header."""
    address = {} if "sock" in options else {"host": "127.0.0.1", "port": port}
    async with connect(
        f"ws://{host}:{port}/ws", proxy=None, open_timeout=10, **address, **options
    ) as websocket:
        yield websocket


async def send(websocket: ClientConnection, event: str, data: Any = None) -> None:
    body: dict[str, Any] = {"event": event}
    if data is not None:
        body["data"] = data
    await websocket.send(json.dumps(body))


async def receive(websocket: ClientConnection, within: float = 5.0) -> dict[str, Any]:
    """The next message that is not a ping."""
    while True:
        message = json.loads(await asyncio.wait_for(websocket.recv(), within))
        if message.get("event") != "ping":
            return message


async def verify(
    websocket: ClientConnection, user_id: Any, token: str | None, agent_id: Any = None
) -> None:
    data: dict[str, Any] = {"userId": user_id, "previewId": None, "clientType": 1}
    if agent_id is not None:
        data["agentId"] = agent_id
    if token is not None:
        data["token"] = token
    await send(websocket, "verifyUser", data)


async def open_verified(
    stack: AsyncExitStack, port: int, host: str, user_id: int, token: str, **options: Any
) -> ClientConnection:
    """Open and verify a socket that `stack` closes."""
    websocket = await stack.enter_async_context(socket_to(port, host, **options))
    await verify(websocket, user_id, token)
    answer = await receive(websocket)
    assert answer == {"event": "verified", "data": {"userId": user_id}}, answer
    return websocket


async def close_code(websocket: ClientConnection, within: float = 5.0) -> int | None:
    """Read until the server closes the socket; its close code."""
    try:
        async with asyncio.timeout(within):
            while True:
                await websocket.recv()
    except ConnectionClosed as closed:
        return closed.rcvd.code if closed.rcvd else None


async def make_staff(ctx: AppContext, agent: AgentInfo, username: str) -> Staff:
    async with ctx.db.write() as session:
        # The agent's admin: the preview tests open previews, which is his.
        user = await create_staff(session, agent.prefix, username, STAFF_PASSWORD, role="admin")
        user_id = user.id
    signed_in = await auth_service.login(
        ctx,
        host=agent.host,
        agent_prefix=None,
        username=username,
        password=STAFF_PASSWORD,
        user_type="staff",
        address="127.0.0.1",
        user_agent=None,
    )
    return Staff(username, user_id, signed_in.tokens.access_token)
