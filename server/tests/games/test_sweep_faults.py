"""One bad row never stops a game sweep. Bet-history rows that cannot be read or recorded, and
pending transfers whose settling raises, are set aside as incidents (shown in the back office
with their reason) while the other rows of the same page, the other transfers and the other
agents settle; the history cursor moves past what was set aside, a transfer set aside is left
alone until staff release it, and the ledger verifies afterwards."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest
from sqlalchemy import select, update
from sqlalchemy.exc import OperationalError

from promptplay.context import AppContext
from promptplay.core.errors import UpstreamUnavailable
from promptplay.games.adapters import UpstreamBet
from promptplay.games.rounds import record_bets, round_service
from promptplay.games.sweeper import sweep
from promptplay.games.transfers import transfer_service
from promptplay.models import Game, GameCursor, GameIncident, GameRound, GameTransfer
from promptplay.models import Player as PlayerRow
from tests.factories import (
    Player,
    client_for_agent,
    error_of,
    ledger_problems,
    make_cashier_agent,
    staff_token,
)

from .conftest import (
    Table,
    agent_of,
    open_table,
    pending_transfers,
    provider_balance,
    upstream_username,
)

pytestmark = pytest.mark.asyncio

ADJUST = {
    "AMB": "ambSuperApi/transfer/checkAndAdjustBalance",
    "PG": "pgSoftApi/transfer/checkAndAdjustBalance",
    "XGAMBET": "xgambetManager/checkAndAdjustBalance",
}
# How each protocol names a bet-history row's fields (docs/games.md §2).
FIELDS = {
    "AMB": {"bet": "betAmount", "username": "username", "time": "settledAt", "id": "id"},
    "PG": {"bet": "betAmount", "username": "playerName", "time": "betTime", "id": "betId"},
    "XGAMBET": {"bet": "bet", "username": "username", "time": "settledAt", "id": "id"},
}


@pytest.fixture
async def other_table(games_ctx: AppContext) -> AsyncIterator[Table]:
    """A second agent on the same server and the same game upstream."""
    async for made in open_table(games_ctx):
        yield made


async def _launch(table: Table, player: Player, company: str = "AMB") -> None:
    launched = await table.data(ADJUST[company], player)
    assert launched["matched"] is True


async def _rounds(
    demo: httpx.AsyncClient, table: Table, player: Player, count: int, bet: str = "10.00"
) -> list[int]:
    """Rounds played at the upstream; their bet-history ids."""
    async with table.ctx.db.read() as session:
        game = (
            await session.execute(
                select(Game.code)
                .where(Game.status == "active", Game.engine == "slot")
                .order_by(Game.id)
                .limit(1)
            )
        ).scalar_one()
    response = await demo.post(
        "/demo/rounds",
        json={
            "operator": table.operator,
            "username": upstream_username(table, player),
            "gameCode": game,
            "bet": bet,
            "count": count,
        },
    )
    assert response.status_code == 200, response.text
    rows = response.json()["rows"]
    assert len(rows) == count
    return [row["id"] for row in rows]


async def _corrupt(demo: httpx.AsyncClient, table: Table, **damage: Any) -> None:
    response = await demo.post("/demo/corrupt", json={"operator": table.operator, **damage})
    assert response.status_code == 200, response.text


async def _round_count(table: Table, player: Player) -> int:
    rounds = (await table.client.get("/api/game/rounds", headers=player.auth)).json()["data"]
    return rounds["totals"]["rounds"]


async def _cursor(table: Table) -> str | None:
    async with table.ctx.db.read() as session:
        return (
            await session.execute(
                select(GameCursor.cursor).where(GameCursor.agent_id == table.cashier.agent.id)
            )
        ).scalar_one_or_none()


async def _incidents(table: Table) -> list[dict[str, Any]]:
    """The agent's incidents as its staff see them in the back office, oldest first."""
    response = await table.client.get(
        "/api/backoffice/play/incidents", params={"perPage": 100}, headers=table.staff
    )
    assert response.status_code == 200, response.text
    return list(reversed(response.json()["data"]["incidents"]))


async def _transfer(table: Table, transfer_id: int) -> GameTransfer:
    async with table.ctx.db.read() as session:
        found = await session.get(GameTransfer, transfer_id)
        assert found is not None
        return found


async def _age(table: Table) -> None:
    """The agent's pending transfers as old as the sweep's reconciler wants them."""
    async with table.ctx.db.write() as session:
        await session.execute(
            update(GameTransfer)
            .where(GameTransfer.agent_id == table.cashier.agent.id)
            .values(created_at=datetime.now(UTC) - timedelta(minutes=5))
        )


# ----- bet history ---------------------------------------------------------------------------


@pytest.mark.parametrize("company", ["AMB", "PG", "XGAMBET"])
async def test_unreadable_history_rows_are_set_aside_and_the_page_is_recorded(
    games_ctx: AppContext, demo: httpx.AsyncClient, company: str
) -> None:
    """One page, eight rows, five of them bad in a different way each: the three good ones are
    recorded, the bad ones are incidents, and the cursor is past all eight."""
    async for table in open_table(games_ctx, game_company=company):
        player = await table.player(300)
        await _launch(table, player, company)
        ids = await _rounds(demo, table, player, 8)
        names = FIELDS[company]
        await _corrupt(demo, table, betId=ids[1], set={names["bet"]: "12,5x"})
        await _corrupt(demo, table, betId=ids[2], drop=[names["username"]])
        await _corrupt(demo, table, betId=ids[3], replace="not a row")
        await _corrupt(demo, table, betId=ids[4], set={names["bet"]: "99999.00"})
        await _corrupt(demo, table, betId=ids[5], set={names["username"]: "zzsomeoneelse"})

        recorded = await round_service.ingest(table.ctx, await agent_of(table))

        assert recorded == 3
        assert await _round_count(table, player) == 3
        assert await _cursor(table) == str(ids[-1])
        incidents = await _incidents(table)
        assert [(i["kind"], i["reference"]) for i in incidents] == [
            ("round_exceeds_credit", str(ids[4])),
            ("foreign_player", str(ids[5])),
            ("unreadable_row", str(ids[1])),
            ("unreadable_row", str(ids[2])),
            ("unreadable_row", None),
        ]
        reasons = [i["detail"]["reason"] for i in incidents if i["kind"] == "unreadable_row"]
        assert "12,5x" in reasons[0]
        assert names["username"] in reasons[1] and "missing" in reasons[1]
        assert all(reason for reason in reasons)

        # Read again: nothing is recorded twice and nothing is set aside twice.
        assert await round_service.ingest(table.ctx, await agent_of(table)) == 0
        assert len(await _incidents(table)) == len(incidents)
        assert await ledger_problems(table.ctx) == []


async def test_a_round_that_cannot_be_recorded_is_set_aside_and_the_others_are_recorded(
    table: Table, demo: httpx.AsyncClient
) -> None:
    """A row that reads but breaks the recording of its page (a time no calendar of the
    agent's zone holds) sends the page row by row: that row alone is set aside."""
    player = await table.player(300)
    await _launch(table, player)
    ids = await _rounds(demo, table, player, 5)
    await _corrupt(demo, table, betId=ids[1], set={"settledAt": "9999-12-31T23:59:59Z"})
    await _corrupt(demo, table, betId=ids[3], set={"id": "x" * 120})

    recorded = await round_service.ingest(table.ctx, await agent_of(table))

    assert recorded == 3
    assert await _round_count(table, player) == 3
    assert await _cursor(table) == str(ids[-1])
    incidents = await _incidents(table)
    assert sorted(i["kind"] for i in incidents) == ["round_failed", "unreadable_row"]
    failed = next(i for i in incidents if i["kind"] == "round_failed")
    assert failed["reference"] == str(ids[1]) and failed["username"] == player.username
    assert failed["detail"]["reason"] and failed["detail"]["bet"] == "10.00"
    too_long = next(i for i in incidents if i["kind"] == "unreadable_row")
    assert "longer than 96" in too_long["detail"]["reason"]
    assert await round_service.ingest(table.ctx, await agent_of(table)) == 0
    assert await ledger_problems(table.ctx) == []


async def test_a_database_that_is_busy_sets_nothing_aside_and_keeps_the_cursor(
    table: Table, demo: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Our own database failing is no fault of the rows: the page is read again next time,
    never set aside (a guard on the row-by-row fallback, not a fault the upstream sends)."""
    from promptplay.games import rounds

    player = await table.player(300)
    await _launch(table, player)
    await _rounds(demo, table, player, 3)
    cursor = await _cursor(table)

    async def busy(*args: Any, **kwargs: Any) -> Any:
        raise OperationalError("INSERT INTO game_round", None, Exception("database is locked"))

    monkeypatch.setattr(rounds, "record_bets", busy)
    with pytest.raises(OperationalError):
        await round_service.ingest(table.ctx, await agent_of(table))
    assert await _cursor(table) == cursor and await _incidents(table) == []
    monkeypatch.undo()
    assert await round_service.ingest(table.ctx, await agent_of(table)) == 3
    assert await ledger_problems(table.ctx) == []


# ----- pending transfers ---------------------------------------------------------------------


async def _pending_launch(table: Table, demo: httpx.AsyncClient, player: Player) -> GameTransfer:
    """A launch the upstream carried out but never answered: pending here."""
    await demo.post("/demo/faults", json={"timeout_after_processing": True})
    try:
        assert error_of(await table.call(ADJUST["AMB"], player))["errorCode"] == "0054"
    finally:
        await demo.post("/demo/faults", json={})
    async with table.ctx.db.read() as session:
        player_id = (
            await session.execute(
                select(PlayerRow.id).where(PlayerRow.user_id == player.user["id"])
            )
        ).scalar_one()
    (pending,) = [t for t in await pending_transfers(table) if t.player_id == player_id]
    return pending


async def _return_past_the_credit(
    table: Table, demo: httpx.AsyncClient, player: Player
) -> GameTransfer:
    """The way back carried out by the upstream unanswered, then a round recorded that took
    credit the upstream still paid back: more comes back than the game credit on our books."""
    await _launch(table, player)
    gamer = await transfer_service.read_gamer(table.ctx, table.cashier.agent.id, player.user["id"])
    held = await provider_balance(demo, table, player)
    transfer = await transfer_service._open(table.ctx, gamer, "out", upstream_balance=held)
    assert transfer is not None
    await demo.post("/demo/faults", json={"timeout_after_processing": True})
    try:
        with pytest.raises(UpstreamUnavailable):
            await transfer_service._send(
                table.ctx, transfer_service.upstream(table.ctx, gamer), transfer, gamer
            )
    finally:
        await demo.post("/demo/faults", json={})
    late = UpstreamBet(
        "late-1",
        upstream_username(table, player),
        "PGS",
        "PGS-X",
        "slot",
        Decimal("100.00"),
        Decimal("0.00"),
        datetime.now(UTC),
    )
    async with table.ctx.db.write() as session:
        result = await record_bets(
            session, await agent_of(table), "amb", ZoneInfo("Asia/Bangkok"), [late]
        )
    assert result.recorded == 1
    return transfer


FAULTY = {
    "transfer_exceeds_credit": None,
    "transfer_mismatch": {"set": {"amount": "9999.00"}},
    "transfer_unreadable": {"set": {"amount": "12,5x"}},
    "transfer_failed": {"replace": "not an answer"},
}


@pytest.mark.parametrize("kind", list(FAULTY))
async def test_a_transfer_that_cannot_be_settled_is_set_aside_and_the_next_one_settles(
    table: Table, demo: httpx.AsyncClient, kind: str
) -> None:
    first, second = await table.player(400), await table.player(250)
    if kind == "transfer_exceeds_credit":
        faulty = await _return_past_the_credit(table, demo, first)
    else:
        faulty = await _pending_launch(table, demo, first)
        await _corrupt(demo, table, transactionRef=faulty.reference, **FAULTY[kind])
    good = await _pending_launch(table, demo, second)
    assert faulty.id < good.id  # the faulty one is met first

    assert await transfer_service.reconcile(table.ctx) == 1

    assert (await _transfer(table, good.id)).status == "success"
    aside = await _transfer(table, faulty.id)
    assert aside.status == "pending" and aside.set_aside_at is not None and aside.error
    (incident,) = await _incidents(table)
    assert incident["kind"] == kind and incident["reference"] == faulty.reference
    assert incident["username"] == first.username and incident["detail"]["reason"]
    # Set aside: the reconciler leaves it alone, and the player opens no other transfer.
    assert await transfer_service.reconcile(table.ctx) == 0
    assert (await _transfer(table, faulty.id)).attempts == aside.attempts
    assert error_of(await table.call(ADJUST["AMB"], first))["errorCode"] == "0061"
    pending = await table.client.get("/api/backoffice/play/pending", headers=table.staff)
    stages = {t["reference"]: t["stage"] for t in pending.json()["data"]["transfers"]}
    assert stages == {faulty.reference: "setAside"}
    assert await ledger_problems(table.ctx) == []

    # Staff release it from the back office: the reconciler takes it up again (and sets it
    # aside again, the cause being still there, with the one incident).
    release = "/api/backoffice/play/pending/release"
    released = await table.client.post(
        release, json={"reference": faulty.reference}, headers=table.staff
    )
    assert released.status_code == 200, released.text
    assert (await _transfer(table, faulty.id)).set_aside_at is None
    again = await table.client.post(
        release, json={"reference": faulty.reference}, headers=table.staff
    )
    assert error_of(again)["errorCode"] == "0040"
    assert await transfer_service.release(table.ctx, faulty.reference) is False
    assert await transfer_service.reconcile(table.ctx) == 0
    assert (await _transfer(table, faulty.id)).set_aside_at is not None
    assert len(await _incidents(table)) == 1
    # Another agent's staff cannot release it.
    stranger = await make_cashier_agent(table.ctx)
    async with client_for_agent(table.ctx, stranger) as client:
        theirs = await client.post(
            release,
            json={"reference": faulty.reference},
            headers=await staff_token(client, stranger),
        )
    assert error_of(theirs)["errorCode"] == "0040"
    assert (await _transfer(table, faulty.id)).set_aside_at is not None
    assert await ledger_problems(table.ctx) == []


# ----- the whole sweep -----------------------------------------------------------------------


async def test_one_agents_bad_rows_stop_neither_its_good_rows_nor_other_agents(
    table: Table, other_table: Table, demo: httpx.AsyncClient
) -> None:
    bad, good = await table.player(300), await other_table.player(300)
    late, other_late = await table.player(150), await other_table.player(120)
    await _launch(table, bad)
    await _launch(other_table, good)
    # The first agent's transfer, whose status answer is not an answer, is met first.
    stuck = await _pending_launch(table, demo, late)
    await _corrupt(demo, table, transactionRef=stuck.reference, replace="not an answer")
    settles = await _pending_launch(other_table, demo, other_late)
    assert stuck.id < settles.id
    # The first agent's history: a round no calendar holds among good ones.
    bad_ids = await _rounds(demo, table, bad, 3)
    await _corrupt(demo, table, betId=bad_ids[0], set={"settledAt": "9999-12-31T23:59:59Z"})
    await _rounds(demo, other_table, good, 4)
    await _age(table)
    await _age(other_table)

    await sweep(table.ctx)

    assert await _round_count(table, bad) == 2
    assert await _cursor(table) == str(bad_ids[-1])
    assert await _round_count(other_table, good) == 4
    assert (await _transfer(other_table, settles.id)).status == "success"
    assert (await _transfer(table, stuck.id)).set_aside_at is not None
    assert sorted(i["kind"] for i in await _incidents(table)) == [
        "round_failed",
        "transfer_failed",
    ]
    assert await _incidents(other_table) == []
    async with table.ctx.db.read() as session:
        rounds = (
            await session.execute(
                select(GameRound.round_key).where(GameRound.agent_id == table.cashier.agent.id)
            )
        ).scalars()
        assert sorted(rounds) == sorted(str(i) for i in bad_ids[1:])
        kinds = (
            await session.execute(
                select(GameIncident.kind).where(
                    GameIncident.agent_id == other_table.cashier.agent.id
                )
            )
        ).scalars()
        assert list(kinds) == []
    assert await ledger_problems(table.ctx) == []
