"""The demo game upstream as a real separate process, and what the play tests drive it with.
Another test package reuses the process by importing the fixture into its own conftest:

    from tests.games.conftest import demo_games_url  # noqa: F401
"""

from __future__ import annotations

import hashlib
import hmac
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from promptplay.context import AppContext
from promptplay.core.upstream_http import UpstreamTimeout
from promptplay.games.registry import close_upstreams
from promptplay.games.sweeper import sync_catalogues
from promptplay.models import GameTransfer
from tests.factories import (
    Cashier,
    Player,
    client_for_agent,
    funded_player,
    make_cashier_agent,
    staff_token,
)
from tests.payments.conftest import free_port, receiver, serve_upstream  # noqa: F401  (a fixture)


@pytest.fixture(scope="session")
def demo_games_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """`promptplay upstreams games` on a free port (the secret both ends default to)."""
    port = free_port()
    yield from serve_upstream(tmp_path_factory, "games", port, {"GAME_UPSTREAM_PORT": str(port)})


@pytest.fixture
async def games_ctx(make_ctx, demo_games_url: str) -> AsyncIterator[AppContext]:  # type: ignore[no-untyped-def]
    # Round callbacks are tested on their own (test_callbacks.py), with a receiver to call.
    ctx = make_ctx(
        game_upstream_url=demo_games_url, game_upstream_timeout=1.5, game_callback_url="off"
    )
    try:
        yield ctx
    finally:
        await close_upstreams(ctx)


@pytest.fixture
async def demo(demo_games_url: str) -> AsyncIterator[httpx.AsyncClient]:
    """The demo-only controls; every fault a test sets is undone after it."""
    async with httpx.AsyncClient(base_url=demo_games_url, timeout=10) as client:
        try:
            yield client
        finally:
            (await client.post("/demo/faults", json={})).raise_for_status()


@dataclass
class Table:
    """An agent with its catalogue synced, a staff login and an API client."""

    ctx: AppContext
    cashier: Cashier
    client: httpx.AsyncClient
    staff: dict[str, str]

    @property
    def operator(self) -> str:
        return self.cashier.agent.prefix.lower()

    async def player(self, amount: Any = 1000) -> Player:
        return await funded_player(self.client, self.cashier, self.staff, amount)

    async def call(self, path: str, player: Player, body: dict | None = None) -> httpx.Response:
        return await self.client.post(f"/api/{path}", json=body or {}, headers=player.auth)

    async def data(self, path: str, player: Player, body: dict | None = None) -> Any:
        response = await self.call(path, player, body)
        assert response.status_code == 200, response.text
        return response.json()["data"]


SYNC_ATTEMPTS = 3


async def open_table(ctx: AppContext, **agent: Any) -> AsyncIterator[Table]:
    cashier = await make_cashier_agent(ctx, **agent)
    # A catalogue a busy machine did not fetch within the upstream's time limit is fetched
    # again, as the sweeper does on its next round; any other failure fails the test at once.
    for _ in range(SYNC_ATTEMPTS):
        reports = await sync_catalogues(ctx)
        if not any(isinstance(r, UpstreamTimeout) for r in reports.values()):
            break
    assert all(not isinstance(r, Exception) for r in reports.values()), reports
    async with client_for_agent(ctx, cashier) as client:
        yield Table(ctx, cashier, client, await staff_token(client, cashier))


@pytest.fixture
async def table(games_ctx: AppContext) -> AsyncIterator[Table]:
    async for made in open_table(games_ctx):
        yield made


async def agent_of(table: Table) -> Any:
    """The table's agent as the game service takes it (the model row)."""
    from promptplay.models import Agent

    async with table.ctx.db.read() as session:
        agent = await session.get(Agent, table.cashier.agent.id)
    assert agent is not None
    return agent


async def pending_transfers(table: Table) -> list[Any]:
    """The table's agent's transfers still waiting for the upstream's answer."""
    async with table.ctx.db.read() as session:
        rows = await session.execute(
            select(GameTransfer).where(
                GameTransfer.agent_id == table.cashier.agent.id, GameTransfer.status == "pending"
            )
        )
        return list(rows.scalars())


async def game_key(table: Table) -> str:
    """The table's agent's own key at the game upstream, as stored."""
    from promptplay.games.registry import game_account

    async with table.ctx.db.read() as session:
        return (await game_account(session, await agent_of(table))).api_key


def signed(operator: str, key: str, body: bytes, at: int | None = None) -> dict[str, str]:
    """The headers of a round callback signed with `key`, sent at `at` (Unix seconds; now)."""
    timestamp = str(int(time.time()) if at is None else at)
    digest = hmac.new(key.encode(), timestamp.encode() + b"." + body, hashlib.sha256)
    return {"x-operator": operator, "x-timestamp": timestamp, "x-signature": digest.hexdigest()}


def upstream_username(table: Table, player: Player) -> str:
    return f"{table.cashier.agent.prefix}{player.username}".lower()


async def provider_balance(demo: httpx.AsyncClient, table: Table, player: Player) -> Decimal:
    wallets = (await demo.get("/demo/wallets", params={"operator": table.operator})).json()
    name = upstream_username(table, player)
    return sum((Decimal(w["balance"]) for w in wallets if w["username"] == name), Decimal(0))


async def some_game(table: Table, product: str, category: str | None = None) -> str:
    """An open game of `product` from the synced catalogue."""
    from sqlalchemy import select

    from promptplay.models import Game, GameProvider

    statement = (
        select(Game.code)
        .join(GameProvider, GameProvider.id == Game.provider_id)
        .where(GameProvider.code == product, Game.status == "active", Game.family == "amb")
        .order_by(Game.rank, Game.id)
    )
    if category:
        statement = statement.where(Game.category == category)
    async with table.ctx.db.read() as session:
        return (await session.execute(statement)).scalars().first()


async def play_rounds(
    demo: httpx.AsyncClient,
    table: Table,
    player: Player,
    count: int = 5,
    bet: str = "10.00",
    product: str = "PGS",
    game: str | None = None,
) -> list[dict[str, Any]]:
    if game is None:
        game = await some_game(table, product)
    response = await demo.post(
        "/demo/rounds",
        json={
            "operator": table.operator,
            "username": upstream_username(table, player),
            "productId": product,
            "gameCode": game,
            "bet": bet,
            "count": count,
        },
    )
    assert response.status_code == 200, response.text
    assert response.json()["played"] == count, response.text
    return response.json()["rows"]
