"""The staff's read-only views of play, over HTTP, on rounds really played at the demo game
upstream and recorded by the game service: a player's transfers and rounds, the agent's
pending transfers, incidents and day totals; the access boundary between agents; bad input."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest
from sqlalchemy import func, select, update

from promptplay.games.adapters import UpstreamBet
from promptplay.games.rounds import record_bets, round_service
from promptplay.games.transfers import transfer_service
from promptplay.models import Agent, GameTransfer, LedgerJournal
from tests.factories import error_of, ledger_problems, wallet_of
from tests.games.conftest import Table, open_table, play_rounds, provider_balance, upstream_username

pytestmark = pytest.mark.asyncio

ADJUST = "ambSuperApi/transfer/checkAndAdjustBalance"
BANGKOK = ZoneInfo("Asia/Bangkok")


async def staff_get(table: Table, path: str, **params: Any) -> httpx.Response:
    return await table.client.get(f"/api/backoffice/{path}", params=params, headers=table.staff)


async def staff_data(table: Table, path: str, **params: Any) -> Any:
    response = await staff_get(table, path, **params)
    assert response.status_code == 200, response.text
    return response.json()["data"]


async def agent_row(table: Table) -> Agent:
    async with table.ctx.db.read() as session:
        agent = await session.get(Agent, table.cashier.agent.id)
    assert agent is not None
    return agent


def player_id(player) -> int:  # type: ignore[no-untyped-def]
    return player.user["player"]["id"]


def dec(value: Any) -> Decimal:
    return Decimal(str(value))


async def journal_count(table: Table) -> int:
    async with table.ctx.db.read() as session:
        return (await session.execute(select(func.count()).select_from(LedgerJournal))).scalar_one()


async def test_a_players_transfers_and_rounds_newest_first_paged(
    table: Table, demo: httpx.AsyncClient
) -> None:
    player = await table.player(1000)
    pid = player_id(player)
    await table.data(ADJUST, player)
    detail = await staff_data(table, f"players/{pid}")
    assert detail["isPlaying"] is True
    assert detail["wallet"]["gameCredit"] == 1000

    played = await play_rounds(demo, table, player, count=7, bet="10.00")
    at_provider = await provider_balance(demo, table, player)
    back = await table.data(ADJUST, player, {"direction": "toWallet"})
    assert dec(back["transferred"]) == at_provider

    journals = await journal_count(table)

    # Transfers: the way back first, then the launch; both done, with the upstream's answer.
    found = await staff_data(table, f"players/{pid}/transfers")
    assert found["page"] == {"page": 1, "perPage": 20, "total": 2, "totalPages": 1}
    back_out, launch = found["transfers"]
    assert launch["direction"] == "toProvider" and launch["amount"] == 1000
    assert back_out["direction"] == "toWallet" and dec(back_out["amount"]) == at_provider
    for transfer in (launch, back_out):
        assert transfer["status"] == "success"
        assert transfer["family"] == "amb"
        assert transfer["playerId"] == pid and transfer["username"] == player.username
        assert transfer["currencyCode"] == "THB"
        assert transfer["upstreamTxId"] and transfer["settledAt"] and transfer["attempts"] == 1
        assert transfer["reference"].startswith(table.cashier.agent.prefix.lower() + "-")
    assert launch["upstreamBalance"] == 1000 and back_out["upstreamBalance"] == 0
    assert back_out["id"] > launch["id"]
    async with table.ctx.db.read() as session:
        references = set(
            (
                await session.execute(
                    select(GameTransfer.reference).where(GameTransfer.player_id == pid)
                )
            ).scalars()
        )
    assert references == {launch["reference"], back_out["reference"]}

    # Rounds: newest first over three pages of three, with names from the catalogue.
    newest_first = [str(row["id"]) for row in reversed(played)]
    seen: list[dict[str, Any]] = []
    for page in (1, 2, 3):
        rounds = await staff_data(table, f"players/{pid}/rounds", page=page, perPage=3)
        assert rounds["page"] == {"page": page, "perPage": 3, "total": 7, "totalPages": 3}
        seen += rounds["rounds"]
    assert [r["roundId"] for r in seen] == newest_first
    by_id = {str(row["id"]): row for row in played}
    for r in seen:
        row = by_id[r["roundId"]]
        assert r["bet"] == 10
        assert dec(r["payout"]) == dec(row["payout"])
        assert dec(r["winLoss"]) == dec(row["payout"]) - 10
        assert r["providerPrefix"] == "PGS" and r["gameCode"] == row["gameCode"]
        assert r["gameName"] and r["gameName"] != r["gameCode"]
        assert r["providerName"] and r["providerName"] != "PGS"
        assert r["family"] == "amb"
    played_at = [datetime.fromisoformat(r["playedAt"]) for r in seen]
    assert played_at == sorted(played_at, reverse=True)
    totals = rounds["totals"]
    payouts = sum(dec(row["payout"]) for row in played)
    assert totals["rounds"] == 7 and totals["bet"] == 70
    assert dec(totals["payout"]) == payouts
    assert dec(totals["winLoss"]) == payouts - 70 == at_provider - 1000

    detail = await staff_data(table, f"players/{pid}")
    assert detail["isPlaying"] is False
    assert detail["wallet"]["gameCredit"] == 0

    # Past the last page, and out-of-range sizes: the catalogue's 0000.
    for path, params, fields in (
        (f"players/{pid}/rounds", {"page": 4, "perPage": 3}, ["page"]),
        (f"players/{pid}/transfers", {"page": 2}, ["page"]),
        (f"players/{pid}/rounds", {"perPage": 0}, ["perPage"]),
        (f"players/{pid}/transfers", {"perPage": 101}, ["perPage"]),
        (f"players/{pid}/rounds", {"page": 0}, ["page"]),
        (f"players/{pid}/rounds", {"page": "first"}, ["page"]),
    ):
        response = await staff_get(table, path, **params)
        assert response.status_code == 422, (path, params, response.text)
        assert error_of(response)["errorCode"] == "0000"
        assert error_of(response)["fields"] == fields, (path, params)

    # Reading moved nothing.
    assert await journal_count(table) == journals
    assert await ledger_problems(table.ctx) == []


async def test_a_player_who_never_played_has_empty_first_pages(table: Table) -> None:
    player = await table.player(50)
    pid = player_id(player)
    empty = {"page": 1, "perPage": 20, "total": 0, "totalPages": 1}
    transfers = await staff_data(table, f"players/{pid}/transfers")
    assert transfers == {"transfers": [], "page": empty}
    rounds = await staff_data(table, f"players/{pid}/rounds")
    assert rounds == {
        "rounds": [],
        "page": empty,
        "totals": {"rounds": 0, "bet": 0, "payout": 0, "winLoss": 0},
    }
    response = await staff_get(table, f"players/{pid}/rounds", page=2)
    assert error_of(response)["errorCode"] == "0000"


async def test_staff_of_another_agent_see_nothing_of_this_agents_play(
    games_ctx, table: Table, demo: httpx.AsyncClient
) -> None:
    player = await table.player(300)
    pid = player_id(player)
    await table.data(ADJUST, player)
    await play_rounds(demo, table, player, count=3, bet="5.00")
    await table.data(ADJUST, player, {"direction": "toWallet"})
    await _set_aside(table, player)
    assert (await staff_data(table, "play/days"))["totals"]["rounds"] == 4
    assert (await staff_data(table, "play/incidents"))["page"]["total"] == 3

    async for other in open_table(games_ctx):
        # Another agent's staff, on their own host: A's player is not found, nothing leaks.
        for path in (f"players/{pid}/transfers", f"players/{pid}/rounds", f"players/{pid}"):
            response = await staff_get(other, path)
            assert response.status_code == 404, (path, response.text)
            assert error_of(response)["errorCode"] == "0040"
        assert (await staff_data(other, "play/pending"))["transfers"] == []
        assert (await staff_data(other, "play/incidents"))["incidents"] == []
        days = await staff_data(other, "play/days")
        assert days["totals"] == {
            "rounds": 0,
            "players": 0,
            "turnover": 0,
            "payout": 0,
            "winLoss": 0,
            "agentWinLoss": 0,
        }
        # Their own player is theirs to see.
        theirs = await other.player(10)
        assert (await staff_data(other, f"players/{player_id(theirs)}/rounds"))["rounds"] == []
        # A's staff token on B's host, and B's on A's: refused outright.
        for client, headers in ((other.client, table.staff), (table.client, other.staff)):
            response = await client.get("/api/backoffice/play/days", headers=headers)
            assert error_of(response)["errorCode"] == "0035"
            response = await client.get(f"/api/backoffice/players/{pid}/rounds", headers=headers)
            assert error_of(response)["errorCode"] == "0035"

    # A player's token opens no back office, and no token is 0033.
    for path in ("play/pending", "play/incidents", "play/days", f"players/{pid}/transfers"):
        response = await table.client.get(f"/api/backoffice/{path}", headers=player.auth)
        assert error_of(response)["errorCode"] == "0035", path
        response = await table.client.get(f"/api/backoffice/{path}")
        assert error_of(response)["errorCode"] == "0033", path

    # Ids that name nobody.
    for bad, status, code in ((2**62, 404, "0040"), (0, 422, "0000"), (2**62 + 1, 422, "0000")):
        for what in ("transfers", "rounds"):
            response = await staff_get(table, f"players/{bad}/{what}")
            assert response.status_code == status, (bad, what, response.text)
            assert error_of(response)["errorCode"] == code


async def _set_aside(table: Table, player) -> None:  # type: ignore[no-untyped-def]
    """Three history rows the game service sets aside, in this order: a player of no agent
    here, a round reported again with another payout, a round beyond the game credit."""
    mine = upstream_username(table, player)
    now = datetime.now(UTC)

    def bet(key: str, username: str, amount: str, payout: str) -> UpstreamBet:
        return UpstreamBet(
            key, username, "PGS", "PGS-SLOT-001", "slot", Decimal(amount), Decimal(payout), now
        )

    # The launch puts the credit at the upstream; the rows are then read as history is.
    await table.data(ADJUST, player)
    async with table.ctx.db.write() as session:
        result = await record_bets(
            session,
            await agent_row(table),
            "amb",
            BANGKOK,
            [
                bet(f"x-{mine}-1", mine, "10.00", "0.00"),
                bet(f"x-{mine}-2", "someoneelse01", "7.00", "0.00"),
                bet(f"x-{mine}-1", mine, "10.00", "50.00"),
                bet(f"x-{mine}-3", mine, "99999.00", "0.00"),
            ],
        )
    assert result.recorded == 1


async def test_pending_transfers_with_their_age_until_the_reconciler_settles_them(
    table: Table, demo: httpx.AsyncClient
) -> None:
    settled = await table.player(100)
    await table.data(ADJUST, settled)  # done at once: never listed as pending
    player = await table.player(700)
    pid = player_id(player)
    await demo.post("/demo/faults", json={"error_rate": 1.0})
    response = await table.call(ADJUST, player)
    assert error_of(response)["errorCode"] == "0054"

    pending = await staff_data(table, "play/pending")
    assert pending["page"] == {"page": 1, "perPage": 20, "total": 1, "totalPages": 1}
    # The tests' upstream timeout is 1.5 s: the reconciler takes transfers older than twice that.
    assert pending["reconcileAfterSeconds"] == 3.0
    (transfer,) = pending["transfers"]
    assert transfer["playerId"] == pid and transfer["username"] == player.username
    assert transfer["direction"] == "toProvider" and transfer["amount"] == 700
    assert transfer["status"] == "pending" and transfer["settledAt"] is None
    assert 0 <= transfer["ageSeconds"] < 3
    assert transfer["stage"] == "inFlight"

    # The reconciler asks while the upstream is still down: the transfer waits for it.
    assert await transfer_service.reconcile(table.ctx) == 0
    (transfer,) = (await staff_data(table, "play/pending"))["transfers"]
    assert transfer["attempts"] == 2 and transfer["stage"] == "awaitingReconciler"
    # Its age is counted from when it was opened.
    async with table.ctx.db.write() as session:
        await session.execute(
            update(GameTransfer)
            .where(GameTransfer.id == transfer["id"])
            .values(created_at=datetime.now(UTC) - timedelta(minutes=5))
        )
    (aged,) = (await staff_data(table, "play/pending"))["transfers"]
    assert 300 <= aged["ageSeconds"] < 330
    # The player's own list shows it pending too.
    mine = await staff_data(table, f"players/{pid}/transfers")
    assert [(t["id"], t["status"]) for t in mine["transfers"]] == [(transfer["id"], "pending")]

    await demo.post("/demo/faults", json={})
    assert await transfer_service.reconcile(table.ctx) == 1
    assert (await staff_data(table, "play/pending"))["transfers"] == []
    mine = await staff_data(table, f"players/{pid}/transfers")
    assert [(t["id"], t["status"]) for t in mine["transfers"]] == [(transfer["id"], "success")]
    assert (await wallet_of(table.client, player))["gameCredit"] == 700
    assert await ledger_problems(table.ctx) == []


async def test_incidents_newest_first_with_their_detail(table: Table) -> None:
    player = await table.player(200)
    pid = player_id(player)
    await _set_aside(table, player)
    mine = upstream_username(table, player)

    every = await staff_data(table, "play/incidents")
    assert every["page"] == {"page": 1, "perPage": 20, "total": 3, "totalPages": 1}
    beyond, conflict, foreign = every["incidents"]
    assert beyond["id"] > conflict["id"] > foreign["id"]

    assert foreign["kind"] == "foreign_player"
    assert foreign["reference"] == f"x-{mine}-2"
    assert foreign["playerId"] is None and foreign["username"] is None
    assert foreign["detail"] == {"username": "someoneelse01", "product": "PGS"}

    assert conflict["kind"] == "round_conflict"
    assert conflict["playerId"] == pid and conflict["username"] == player.username
    # The recorded and the reported amounts, as amounts (not minor units).
    assert conflict["detail"] == {
        "recorded": {"bet": "10.00", "payout": "0.00"},
        "reported": {"bet": "10.00", "payout": "50.00"},
    }

    assert beyond["kind"] == "round_exceeds_credit"
    assert beyond["username"] == player.username
    assert beyond["detail"] == {"bet": "99999.00", "payout": "0.00"}
    for incident in every["incidents"]:
        assert incident["family"] == "amb" and incident["createdAt"]

    # Paged: two, then the last one; past the end is 0000.
    first = await staff_data(table, "play/incidents", perPage=2)
    second = await staff_data(table, "play/incidents", perPage=2, page=2)
    assert [i["id"] for i in first["incidents"] + second["incidents"]] == [
        beyond["id"],
        conflict["id"],
        foreign["id"],
    ]
    assert second["page"] == {"page": 2, "perPage": 2, "total": 3, "totalPages": 2}
    response = await staff_get(table, "play/incidents", perPage=2, page=3)
    assert error_of(response)["errorCode"] == "0000"
    assert error_of(response)["fields"] == ["page"]
    # The first record stood: one round, the wallet moved once.
    rounds = await staff_data(table, f"players/{pid}/rounds")
    assert [(r["bet"], r["payout"]) for r in rounds["rounds"]] == [(10, 0)]
    assert (await wallet_of(table.client, player))["creditBalance"] == 190


async def test_day_totals_in_the_agents_time_zone(table: Table, demo: httpx.AsyncClient) -> None:
    today = datetime.now(BANGKOK).date()
    yesterday = today - timedelta(days=1)
    one, two = await table.player(500), await table.player(500)
    await table.data(ADJUST, one)
    await table.data(ADJUST, two)
    rows = await play_rounds(demo, table, one, count=4, bet="10.00")
    rows += await play_rounds(demo, table, two, count=3, bet="20.00")
    assert await round_service.ingest(table.ctx, await agent_row(table)) == 7

    # A round played at 00:30 yesterday in Bangkok (17:30 UTC the day before): yesterday's.
    early = datetime.combine(yesterday, time(0, 30), tzinfo=BANGKOK).astimezone(UTC)
    assert early.date() != yesterday
    async with table.ctx.db.write() as session:
        await record_bets(
            session,
            await agent_row(table),
            "amb",
            BANGKOK,
            [
                UpstreamBet(
                    f"early-{upstream_username(table, one)}",
                    upstream_username(table, one),
                    "PGS",
                    "PGS-SLOT-001",
                    "slot",
                    Decimal("12.50"),
                    Decimal("30.00"),
                    early,
                )
            ],
        )

    turnover = Decimal(4 * 10 + 3 * 20)
    payout = sum(dec(r["payout"]) for r in rows)

    days = await staff_data(table, "play/days")
    assert days["timezone"] == "Asia/Bangkok" and days["currencyCode"] == "THB"
    assert days["endDate"] == today.isoformat()
    assert days["startDate"] == (today - timedelta(days=6)).isoformat()
    assert [d["day"] for d in days["days"]] == [
        (today - timedelta(days=n)).isoformat() for n in range(7)
    ]
    on_today, on_yesterday = days["days"][0], days["days"][1]
    assert on_today["rounds"] == 7 and on_today["players"] == 2
    assert dec(on_today["turnover"]) == turnover
    assert dec(on_today["payout"]) == payout
    assert dec(on_today["winLoss"]) == payout - turnover
    assert dec(on_today["agentWinLoss"]) == turnover - payout
    assert on_yesterday == {
        "day": yesterday.isoformat(),
        "rounds": 1,
        "players": 1,
        "turnover": 12.5,
        "payout": 30,
        "winLoss": 17.5,
        "agentWinLoss": -17.5,
    }
    assert all(d["rounds"] == 0 and d["turnover"] == 0 for d in days["days"][2:])
    totals = days["totals"]
    assert totals["rounds"] == 8 and totals["players"] == 2
    assert dec(totals["turnover"]) == turnover + Decimal("12.50")
    assert dec(totals["payout"]) == payout + 30
    assert dec(totals["agentWinLoss"]) == turnover + Decimal("12.50") - payout - 30

    only_yesterday = await staff_data(
        table, "play/days", startDate=yesterday.isoformat(), endDate=yesterday.isoformat()
    )
    assert [d["day"] for d in only_yesterday["days"]] == [yesterday.isoformat()]
    assert only_yesterday["totals"]["rounds"] == 1
    assert only_yesterday["totals"]["turnover"] == 12.5
    # One end given: a week up to endDate, or from startDate up to today.
    week = await staff_data(table, "play/days", endDate=yesterday.isoformat())
    assert week["startDate"] == (yesterday - timedelta(days=6)).isoformat()
    assert week["totals"]["rounds"] == 1
    since = await staff_data(table, "play/days", startDate=yesterday.isoformat())
    assert since["endDate"] == today.isoformat() and since["totals"]["rounds"] == 8
    a_year = await staff_data(
        table,
        "play/days",
        startDate=(today - timedelta(days=365)).isoformat(),
        endDate=today.isoformat(),
    )
    assert len(a_year["days"]) == 366 and a_year["totals"]["rounds"] == 8

    for params, fields in (
        (
            {"startDate": today.isoformat(), "endDate": yesterday.isoformat()},
            ["startDate", "endDate"],
        ),
        (
            {
                "startDate": (today - timedelta(days=366)).isoformat(),
                "endDate": today.isoformat(),
            },
            ["startDate", "endDate"],
        ),
        ({"startDate": "1900-01-01", "endDate": "1900-01-02"}, ["startDate"]),
        ({"endDate": "9999-12-31"}, ["endDate"]),
        ({"startDate": "2026-02-30"}, ["startDate"]),
        ({"startDate": "yesterday"}, ["startDate"]),
        ({"startDate": (today + timedelta(days=3)).isoformat()}, ["startDate", "endDate"]),
    ):
        response = await staff_get(table, "play/days", **params)
        assert response.status_code == 422, (params, response.text)
        assert error_of(response)["errorCode"] == "0000", params
        assert error_of(response)["fields"] == fields, params
