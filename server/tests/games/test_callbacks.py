"""Round callbacks (docs/games.md §5): the demo type A upstream reports each round played in a
session launched with a `callbackUrl`, over real HTTP, to a receiver standing in for the
platform; the platform records what it is handed once, and sets aside what is not its own."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from decimal import Decimal
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from sqlalchemy import func, select

from promptplay.context import AppContext
from promptplay.games import registry
from promptplay.games.registry import close_upstreams
from promptplay.games.rounds import round_service
from promptplay.models import GameIncident, GameRound, LedgerJournal
from tests.factories import ledger_problems, wallet_of
from tests.payments.conftest import CallbackReceiver, Delivery

from .conftest import (
    Table,
    agent_of,
    game_key,
    open_table,
    provider_balance,
    signed,
    some_game,
    upstream_username,
)


@pytest.fixture
async def reported(
    make_ctx, demo_games_url: str, receiver: CallbackReceiver
) -> AsyncIterator[Table]:  # type: ignore[no-untyped-def]
    """A table whose launches ask the upstream to report rounds to the receiver."""
    ctx: AppContext = make_ctx(
        game_upstream_url=demo_games_url,
        game_upstream_timeout=1.5,
        game_callback_url=f"http://127.0.0.1:{receiver.port}/",
    )
    try:
        async for table in open_table(ctx):
            yield table
    finally:
        await close_upstreams(ctx)


async def _launch_and_play(
    table: Table, player: Any, demo: httpx.AsyncClient, bets: list[str]
) -> list[dict[str, Any]]:
    """Credit to the upstream, open a PGS game, and play rounds on its page's own JSON call."""
    await table.data("ambSuperApi/transfer/checkAndAdjustBalance", player)
    urls = await table.data(
        "ambSuperApi/transfer/playGame",
        player,
        {"providerPrefix": "PGS", "gameId": await some_game(table, "PGS", "slot")},
    )
    token = urlsplit(urls["gameUrLs"]["desktop"]).path.rsplit("/", 1)[-1]
    rows = []
    for bet in bets:
        answer = await demo.post(f"/play/{token}/round", json={"bet": bet})
        assert answer.status_code == 200, answer.text
        rows.append(answer.json()["round"])
    return rows


SIGNATURE_HEADERS = ("x-operator", "x-timestamp", "x-signature")


async def _relay(
    table: Table,
    delivery: Delivery,
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
) -> dict[str, Any]:
    """Hand a delivery to the platform as the upstream would have: as delivered, or with
    another body signed with the table's own key, or with the headers given."""
    if headers is None:
        headers = (
            {name: delivery.headers[name] for name in SIGNATURE_HEADERS}
            if body is None
            else signed(table.operator, await game_key(table), body)
        )
    response = await table.client.post(
        delivery.path,
        content=delivery.body if body is None else body,
        headers={"content-type": "application/json", **headers},
    )
    answer = response.json()
    answer["http"] = response.status_code
    return answer


async def _count(table: Table, column: Any, value: str) -> int:
    """Rows of the table's agent whose `column` (of GameRound or GameIncident) is `value`."""
    model = column.class_
    async with table.ctx.db.read() as session:
        return (
            await session.execute(
                select(func.count()).where(
                    model.agent_id == table.cashier.agent.id, column == value
                )
            )
        ).scalar_one()


async def _rounds(table: Table, key: str) -> int:
    return await _count(table, GameRound.round_key, key)


async def _incidents(table: Table, kind: str) -> int:
    return await _count(table, GameIncident.kind, kind)


async def _journals(table: Table) -> int:
    async with table.ctx.db.read() as session:
        return (
            await session.execute(
                select(func.count()).where(LedgerJournal.agent_id == table.cashier.agent.id)
            )
        ).scalar_one()


async def test_each_round_is_reported_and_recorded_once(
    reported: Table, receiver: CallbackReceiver, demo: httpx.AsyncClient
) -> None:
    table = reported
    player = await table.player(1000)
    rows = await _launch_and_play(table, player, demo, ["10.00", "20.00"])
    deliveries = await receiver.wait_for(2)
    first = next(d for d in deliveries if json.loads(d.body)["txns"][0]["id"] == rows[0]["id"])

    # The upstream's side of the wire: the path per product, signed with the operator's own
    # key over the exact body (which the key itself never accompanies), the seamless body
    # holding the bet-history row.
    assert first.path == "/api/games/callback/amb/PGS/settleBets"
    key = await game_key(table)
    sent = {name: first.headers[name] for name in SIGNATURE_HEADERS}
    assert sent == signed(table.operator, key, first.body, int(sent["x-timestamp"]))
    assert "authorization" not in first.headers and key.encode() not in first.body
    body = json.loads(first.body)
    assert body["username"] == upstream_username(table, player)
    assert body["productId"] == "PGS" and body["currency"] == "THB"
    (txn,) = body["txns"]
    assert txn["roundId"] == rows[0]["roundId"]
    assert (txn["betAmount"], txn["payoutAmount"]) == (rows[0]["bet"], rows[0]["payout"])
    assert txn["status"] == "SETTLED" and txn["isEndRound"] is True

    # The platform's side: recorded at once, before any history read.
    for delivery in deliveries:
        answer = await _relay(table, delivery)
        assert (answer["http"], answer["statusCode"], answer["id"]) == (
            200,
            0,
            json.loads(delivery.body)["id"],
        )
    assert await _rounds(table, str(rows[0]["id"])) == 1
    at_provider = await provider_balance(demo, table, player)
    assert Decimal(answer["balance"]) == at_provider
    assert Decimal(str((await wallet_of(table.client, player))["gameCredit"])) == at_provider

    # Delivered again, then read from the history: nothing moves a second time.
    journals = await _journals(table)
    assert (await _relay(table, first))["statusCode"] == 0
    await round_service.ingest(table.ctx, await agent_of(table))
    assert await _journals(table) == journals
    assert await _rounds(table, str(rows[0]["id"])) == 1
    assert Decimal(str((await wallet_of(table.client, player))["gameCredit"])) == at_provider
    assert await ledger_problems(table.ctx) == []


async def test_what_is_not_ours_or_not_right_is_refused_or_set_aside(
    reported: Table,
    receiver: CallbackReceiver,
    demo: httpx.AsyncClient,
    make_ctx,
    demo_games_url: str,
) -> None:  # type: ignore[no-untyped-def]
    table = reported
    player = await table.player(1000)
    rows = await _launch_and_play(table, player, demo, ["10.00"])
    (delivery,) = await receiver.wait_for(1)
    body = json.loads(delivery.body)
    assert (await _relay(table, delivery))["statusCode"] == 0
    journals = await _journals(table)
    credit = (await wallet_of(table.client, player))["gameCredit"]

    def changed(**txn: Any) -> bytes:
        return json.dumps({**body, "txns": [{**body["txns"][0], **txn}]}).encode()

    # The same round again with other amounts: the first record stands, an incident is kept.
    conflict = await _relay(table, delivery, changed(payoutAmount="999.00"))
    assert conflict["statusCode"] == 20002
    assert await _incidents(table, "round_conflict") == 1

    # Signed with a wrong key, not signed, the signature of another body: refused unread.
    fresh = changed(id=10_000_000)
    key = await game_key(table)
    for headers in (
        signed(table.operator, "0" * 64, fresh),
        {},
        {"x-operator": table.operator},
        {**signed(table.operator, key, fresh), "x-signature": "zz"},
        {**signed(table.operator, key, fresh), "x-timestamp": "soon"},
        signed(table.operator, key, delivery.body),
    ):
        answer = await _relay(table, delivery, fresh, headers)
        assert (answer["http"], answer["statusCode"]) == (401, 40003), headers
    assert await _rounds(table, "10000000") == 0

    # Unreadable bodies and calls this operator does not take.
    for bad in (
        b"not json",
        b"[]",
        json.dumps({**body, "txns": [{"id": 1}]}).encode(),
        json.dumps({**body, "txns": "x"}).encode(),
        changed(username="someoneelse"),
    ):
        answer = await _relay(table, delivery, bad)
        assert (answer["http"], answer["statusCode"]) == (400, 40001), bad
    place = await table.client.post(
        "/api/games/callback/amb/PGS/placeBets",
        content=fresh,
        headers={"content-type": "application/json", **signed(table.operator, key, fresh)},
    )
    assert (place.status_code, place.json()["statusCode"]) == (400, 40001)

    # A negative amount, read as a number, is set aside as one.
    negative = await _relay(table, delivery, changed(id=10_000_003, betAmount="-5.00"))
    assert negative["statusCode"] == 40001
    assert await _incidents(table, "bad_amount") == 1

    # A round much larger than the player's game credit is set aside, not recorded.
    too_big = await _relay(table, delivery, changed(id=10_000_001, betAmount="5000.00"))
    assert too_big["statusCode"] == 10002
    assert await _incidents(table, "round_exceeds_credit") == 1

    assert await _journals(table) == journals
    assert (await wallet_of(table.client, player))["gameCredit"] == credit
    assert await ledger_problems(table.ctx) == []

    # Another agent, signing with its own key, reporting this player's round: set aside for
    # that agent.
    other_ctx: AppContext = make_ctx(game_upstream_url=demo_games_url, game_callback_url="off")
    async for other in open_table(other_ctx):
        foreign = await _relay(other, delivery, changed(id=10_000_002))
        assert foreign["statusCode"] == 10001
        assert await _incidents(other, "foreign_player") == 1
        assert await _rounds(table, "10000002") == await _rounds(other, "10000002") == 0
    await close_upstreams(other_ctx)
    assert rows


async def test_no_callback_url_no_callbacks_and_duplicates_are_delivered_twice(
    reported: Table, receiver: CallbackReceiver, demo: httpx.AsyncClient
) -> None:
    # A session opened without a callback address …
    quiet = await reported.player(500)
    await reported.data("ambSuperApi/transfer/checkAndAdjustBalance", quiet)
    async with reported.ctx.db.read() as session:
        account = await registry.game_account(session, await agent_of(reported))
    url = await registry.upstream_for(reported.ctx, account).launch(
        username=upstream_username(reported, quiet),
        product="PGS",
        game_code=await some_game(reported, "PGS", "slot"),
        mobile=False,
        lang="th",
        currency="THB",
    )
    token = urlsplit(url).path.rsplit("/", 1)[-1]
    assert (await demo.post(f"/play/{token}/round", json={"bet": "5.00"})).status_code == 200

    # A duplicated delivery (the upstream's fault switch): the same callback twice, one record.
    player = await reported.player(500)
    await demo.post("/demo/faults", json={"duplicate": True})
    try:
        (row,) = await _launch_and_play(reported, player, demo, ["5.00"])
    finally:
        await demo.post("/demo/faults", json={})
    first, second = await receiver.wait_for(2)
    assert first.body == second.body
    for delivery in (first, second):
        assert (await _relay(reported, delivery))["statusCode"] == 0
    assert await _rounds(reported, str(row["id"])) == 1
    assert await ledger_problems(reported.ctx) == []

    # … is never reported, while the other session's rounds were.
    sent = {s["username"] for s in (await demo.get("/demo/callbacks")).json()}
    assert upstream_username(reported, player) in sent
    assert upstream_username(reported, quiet) not in sent
