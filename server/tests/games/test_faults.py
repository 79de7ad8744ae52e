"""Faults injected at the demo game upstream: timeouts, 5xx, duplicated answers, refusals,
and history rows that must be set aside. Afterwards the ledger verifies and the upstream's
balances agree with ours; a timeout is never undone on its own."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import httpx
import pytest
from sqlalchemy import select, update

from promptplay.core.errors import UpstreamUnavailable
from promptplay.games.adapters import UpstreamBet
from promptplay.games.rounds import record_bets, round_service
from promptplay.games.transfers import transfer_service
from promptplay.models import (
    AgentGameAccount,
    GameDayStat,
    GameIncident,
    GameRound,
    Player,
)
from tests.factories import error_of, ledger_problems, wallet_of

from .conftest import (
    Table,
    agent_of,
    pending_transfers,
    play_rounds,
    provider_balance,
    upstream_username,
)

pytestmark = pytest.mark.asyncio

ADJUST = "ambSuperApi/transfer/checkAndAdjustBalance"


async def _agrees(table: Table, demo: httpx.AsyncClient, player) -> dict:  # type: ignore[no-untyped-def]
    """Our books against the upstream's: the ledger verifies, and the game credit is what the
    upstream holds for the player."""
    assert await ledger_problems(table.ctx) == []
    wallet = await wallet_of(table.client, player)
    assert Decimal(str(wallet["gameCredit"])) == await provider_balance(demo, table, player)
    return wallet


@pytest.mark.parametrize("fault", ["timeout_after_processing", "timeout", "error_rate"])
async def test_a_launch_without_answer_stays_pending_until_reconciled(
    table: Table, demo: httpx.AsyncClient, fault: str
) -> None:
    player = await table.player(700)
    faults = {"error_rate": 1.0} if fault == "error_rate" else {fault: True}
    await demo.post("/demo/faults", json=faults)
    response = await table.call(ADJUST, player)
    assert error_of(response)["errorCode"] == "0054"
    (pending,) = await pending_transfers(table)
    assert pending.direction == "in" and pending.amount == 70000
    # Not undone: the credit is the player's, held as game credit until the upstream says.
    wallet = await wallet_of(table.client, player)
    assert wallet["creditBalance"] == 700 and wallet["gameCredit"] == 700
    # A second launch waits for the first transfer.
    assert error_of(await table.call(ADJUST, player))["errorCode"] == "0061"
    # While the upstream is still down, reconciling settles nothing.
    assert await transfer_service.reconcile(table.ctx) == 0
    assert len(await pending_transfers(table)) == 1

    await demo.post("/demo/faults", json={})
    assert await transfer_service.reconcile(table.ctx) == 1
    assert await pending_transfers(table) == []
    wallet = await _agrees(table, demo, player)
    assert wallet["gameCredit"] == 700
    assert await provider_balance(demo, table, player) == Decimal("700.00")


async def test_a_return_without_answer_is_settled_by_asking(
    table: Table, demo: httpx.AsyncClient
) -> None:
    player = await table.player(400)
    await table.data(ADJUST, player)
    await play_rounds(demo, table, player, count=3, bet="5.00")
    at_provider = await provider_balance(demo, table, player)
    await round_service.ingest(table.ctx, await agent_of(table))
    # The way back up to the transfer itself, then the upstream pays out but never answers.
    gamer = await transfer_service.read_gamer(table.ctx, table.cashier.agent.id, player.user["id"])
    transfer = await transfer_service._open(table.ctx, gamer, "out", upstream_balance=at_provider)
    assert transfer is not None and transfer.amount == int(at_provider * 100)
    await demo.post("/demo/faults", json={"timeout_after_processing": True})
    with pytest.raises(UpstreamUnavailable):
        await transfer_service._send(
            table.ctx, transfer_service.upstream(table.ctx, gamer), transfer, gamer
        )
    assert await provider_balance(demo, table, player) == 0
    (pending,) = await pending_transfers(table)
    assert pending.direction == "out"
    # The upstream paid out, but until it says so the credit still counts as at the upstream.
    wallet = await wallet_of(table.client, player)
    assert Decimal(str(wallet["gameCredit"])) == at_provider
    await demo.post("/demo/faults", json={})
    assert await transfer_service.reconcile(table.ctx) == 1
    wallet = await _agrees(table, demo, player)
    assert wallet["gameCredit"] == 0
    assert Decimal(str(wallet["creditBalance"])) == at_provider


async def test_duplicated_answers_move_money_once_and_record_rounds_once(
    table: Table, demo: httpx.AsyncClient
) -> None:
    player = await table.player(300)
    await demo.post("/demo/faults", json={"duplicate": True})
    launched = await table.data(ADJUST, player)
    assert launched["transferred"] == 300
    assert await provider_balance(demo, table, player) == Decimal("300.00")
    await play_rounds(demo, table, player, count=4, bet="10.00")
    back = await table.data(ADJUST, player, {"direction": "toWallet"})
    await demo.post("/demo/faults", json={})
    rounds = (await table.client.get("/api/game/rounds", headers=player.auth)).json()["data"]
    assert rounds["totals"]["rounds"] == 4
    wallet = await _agrees(table, demo, player)
    assert wallet["creditBalance"] == back["wallet"]["creditBalance"]
    assert wallet["gameCredit"] == 0


async def test_a_refused_launch_gives_the_credit_back(
    table: Table, demo: httpx.AsyncClient
) -> None:
    player = await table.player(250)
    async with table.ctx.db.write() as session:
        await session.execute(
            update(AgentGameAccount)
            .where(AgentGameAccount.agent_id == table.cashier.agent.id)
            .values(api_key="not-the-key")
        )
    response = await table.call(ADJUST, player)
    assert error_of(response)["errorCode"] == "0063"
    wallet = await wallet_of(table.client, player)
    assert wallet["creditBalance"] == 250 and wallet["gameCredit"] == 0
    assert await pending_transfers(table) == []
    async with table.ctx.db.read() as session:
        playing = await session.scalar(
            select(Player.is_playing).where(Player.user_id == player.user["id"])
        )
    assert playing == 0
    assert await ledger_problems(table.ctx) == []


async def test_history_rows_of_other_agents_and_changed_rounds_are_set_aside(
    table: Table, demo: httpx.AsyncClient
) -> None:
    player = await table.player(200)
    await table.data(ADJUST, player)
    zone_agent = await agent_of(table)
    now = datetime.now(UTC)
    mine = upstream_username(table, player)

    def bet(key: str, username: str, amount: str, payout: str) -> UpstreamBet:
        return UpstreamBet(
            key, username, "PGS", "PGS-X", "slot", Decimal(amount), Decimal(payout), now
        )

    from zoneinfo import ZoneInfo

    zone = ZoneInfo("Asia/Bangkok")
    async with table.ctx.db.write() as session:
        result = await record_bets(
            session,
            zone_agent,
            "amb",
            zone,
            [
                bet("t-1", mine, "10.00", "0.00"),
                bet("t-2", "someoneelse01", "10.00", "0.00"),
                bet("t-1", mine, "10.00", "50.00"),  # the same round, other amounts
                bet("t-3", mine, "500.00", "0.00"),  # more than the game credit
            ],
        )
    assert len(result.touched) == 1 and result.recorded == 1
    assert sorted(result.set_aside) == ["foreign_player", "round_conflict", "round_exceeds_credit"]
    async with table.ctx.db.read() as session:
        kinds = sorted(
            (
                await session.execute(
                    select(GameIncident.kind).where(GameIncident.agent_id == zone_agent.id)
                )
            ).scalars()
        )
        recorded = list(
            (
                await session.execute(
                    select(GameRound.round_key, GameRound.bet, GameRound.payout).where(
                        GameRound.agent_id == zone_agent.id
                    )
                )
            ).all()
        )
    assert kinds == ["foreign_player", "round_conflict", "round_exceeds_credit"]
    assert recorded == [("t-1", 1000, 0)]
    wallet = await wallet_of(table.client, player)
    assert wallet["gameCredit"] == 190 and wallet["creditBalance"] == 190
    assert await ledger_problems(table.ctx) == []


async def test_a_batch_follows_the_game_credit_round_by_round(table: Table) -> None:
    """Credit 100: each round is judged on what the rounds before it in the same batch left,
    and the day's turnover and win/loss add up over the batch."""
    player = await table.player(100)
    await table.data(ADJUST, player)
    agent = await agent_of(table)
    mine = upstream_username(table, player)
    now = datetime.now(UTC)

    def bet(key: str, amount: str, payout: str, category: str = "slot") -> UpstreamBet:
        return UpstreamBet(
            key, mine, "PGS", "PGS-X", category, Decimal(amount), Decimal(payout), now
        )

    from zoneinfo import ZoneInfo

    async with table.ctx.db.write() as session:
        result = await record_bets(
            session,
            agent,
            "amb",
            ZoneInfo("Asia/Bangkok"),
            [
                bet("b-1", "80.00", "0.00"),  # leaves 20
                bet("b-2", "50.00", "500.00"),  # more than the 20 left: set aside
                bet("b-3", "20.00", "100.00"),  # exactly the 20 left, wins 100: 100
                bet("b-4", "100.00", "30.00", "fishing"),  # all of it: 30
            ],
        )
    assert (result.recorded, result.set_aside) == (3, ["round_exceeds_credit"])
    wallet = await wallet_of(table.client, player)
    assert wallet["gameCredit"] == 30 and wallet["creditBalance"] == 30
    async with table.ctx.db.read() as session:
        keys = sorted(
            (
                await session.execute(
                    select(GameRound.round_key).where(GameRound.agent_id == agent.id)
                )
            ).scalars()
        )
        days = sorted(
            (
                await session.execute(
                    select(
                        GameDayStat.category,
                        GameDayStat.rounds,
                        GameDayStat.turnover,
                        GameDayStat.payout,
                    ).where(GameDayStat.agent_id == agent.id)
                )
            ).all()
        )
    assert keys == ["b-1", "b-3", "b-4"]
    assert days == [("fishing", 1, 10_000, 3_000), ("slot", 2, 10_000, 10_000)]
    assert await ledger_problems(table.ctx) == []
