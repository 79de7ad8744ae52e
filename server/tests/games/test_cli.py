"""`promptplay games sync` and `promptplay games settle` run through the command line, with
their settings from the environment, against the demo game upstream process and the test
database."""

from __future__ import annotations

import asyncio
import re
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner, Result
from sqlalchemy import delete, func, select, update

from promptplay.cli import main
from promptplay.models import (
    AgentGameAccount,
    Game,
    GameProvider,
    GameRound,
    GameTransfer,
    LedgerJournal,
)
from tests.conftest import SECRET
from tests.factories import error_of, ledger_problems, make_cashier_agent, wallet_of
from tests.payments.conftest import free_port

from .conftest import Table, pending_transfers, play_rounds, provider_balance

pytestmark = pytest.mark.asyncio

ADJUST = "ambSuperApi/transfer/checkAndAdjustBalance"
SYNCED = re.compile(r"^(\w+): (\d+) providers, (\d+) games \((\d+) closed since the last sync\)$")


@pytest.fixture
def cli_env(
    monkeypatch: pytest.MonkeyPatch, database_url: str, demo_games_url: str, tmp_path: Path
) -> None:
    """The command line's settings (read by `get_settings()` on every command, never kept):
    the test database and the demo game upstream."""
    for name, value in {
        "DATABASE_URL": database_url,
        "SECRET_KEY": SECRET,
        "VAR_DIR": str(tmp_path),
        "GAME_UPSTREAM_URL": demo_games_url,
        "GAME_UPSTREAM_TIMEOUT": "1.5",
        "GAME_CALLBACK_URL": "off",
    }.items():
        monkeypatch.setenv(name, value)


async def promptplay(*args: str) -> Result:
    """`promptplay <args>` in a thread of its own: the command runs its own event loop."""
    return await asyncio.to_thread(CliRunner().invoke, main, list(args))


async def _families(table: Table) -> set[str]:
    async with table.ctx.db.read() as session:
        return set((await session.execute(select(AgentGameAccount.family).distinct())).scalars())


async def _catalogue(table: Table, family: str) -> tuple[int, int]:
    async with table.ctx.db.read() as session:
        providers = (
            await session.execute(
                select(func.count()).select_from(GameProvider).where(GameProvider.family == family)
            )
        ).scalar_one()
        games = (
            await session.execute(
                select(func.count()).select_from(Game).where(Game.family == family)
            )
        ).scalar_one()
    return providers, games


async def test_sync_prints_each_family_and_fills_the_catalogue(table: Table, cli_env: None) -> None:
    for company in ("PG", "XGAMBET"):
        await make_cashier_agent(table.ctx, game_company=company)
    families = await _families(table)
    assert families == {"amb", "pg", "xgambet"}
    # Start from an empty catalogue, so that every row found afterwards is the command's.
    async with table.ctx.db.write() as session:
        await session.execute(delete(Game))
        await session.execute(delete(GameProvider))
    assert {await _catalogue(table, family) for family in families} == {(0, 0)}

    result = await promptplay("games", "sync")

    assert result.exit_code == 0, result.output
    assert result.stderr == ""
    printed = {}
    for line in result.stdout.splitlines():
        match = SYNCED.match(line)
        assert match, line
        family, providers, games, closed = match.groups()
        printed[family] = (int(providers), int(games))
        assert closed == "0"
    assert set(printed) == families
    for family, (providers, games) in printed.items():
        assert providers >= 3 and games >= providers, (family, providers, games)
        assert await _catalogue(table, family) == (providers, games)
    # The demo upstream's type A catalogue (README: 15 providers, 360 games).
    assert printed["amb"] == (15, 360)

    again = await promptplay("games", "sync")
    assert again.exit_code == 0, again.output
    assert again.stdout == result.stdout
    for family, counts in printed.items():
        assert await _catalogue(table, family) == counts


async def test_sync_with_the_upstream_unreachable_fails_naming_the_family(
    table: Table, cli_env: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    families = await _families(table)
    assert "amb" in families
    monkeypatch.setenv("GAME_UPSTREAM_URL", f"http://127.0.0.1:{free_port()}")

    result = await promptplay("games", "sync")

    assert result.exit_code == 1, result.output
    assert result.stdout == ""
    failed = {line.split(":", 1)[0] for line in result.stderr.splitlines() if "not synced" in line}
    assert failed == families


async def _rounds_and_journals(table: Table) -> tuple[list[tuple], int]:
    """The agent's recorded rounds (id, player, round key, bet, payout) and round journals."""
    agent_id = table.cashier.agent.id
    async with table.ctx.db.read() as session:
        rounds = [
            tuple(row)
            for row in await session.execute(
                select(
                    GameRound.id,
                    GameRound.player_id,
                    GameRound.round_key,
                    GameRound.bet,
                    GameRound.payout,
                )
                .where(GameRound.agent_id == agent_id)
                .order_by(GameRound.id)
            )
        ]
        journals = (
            await session.execute(
                select(func.count())
                .select_from(LedgerJournal)
                .where(LedgerJournal.agent_id == agent_id, LedgerJournal.kind == "GAME_ROUND")
            )
        ).scalar_one()
    return rounds, journals


async def test_settle_records_the_rounds_played_once(
    table: Table, demo: httpx.AsyncClient, cli_env: None
) -> None:
    player = await table.player(500)
    launched = await table.data(ADJUST, player)
    assert launched["transferred"] == 500
    played = await play_rounds(demo, table, player, count=6, bet="10.00")
    at_provider = await provider_balance(demo, table, player)
    assert await _rounds_and_journals(table) == ([], 0)
    # Until the history is read, the game credit is what went to the upstream.
    assert (await wallet_of(table.client, player))["gameCredit"] == 500

    first = await promptplay("games", "settle")
    assert first.exit_code == 0, first.output
    assert "bet history read" in first.stdout

    rounds, journals = await _rounds_and_journals(table)
    assert len(rounds) == 6 and journals == 6
    assert len({player_id for _, player_id, *_ in rounds}) == 1
    assert sorted(bet for *_, bet, _ in rounds) == [1000] * 6
    assert sorted(payout for *_, payout in rounds) == sorted(
        int(Decimal(row["payout"]) * 100) for row in played
    )
    wallet = await wallet_of(table.client, player)
    assert Decimal(str(wallet["gameCredit"])) == at_provider
    assert await ledger_problems(table.ctx) == []

    second = await promptplay("games", "settle")
    assert second.exit_code == 0, second.output
    assert await _rounds_and_journals(table) == (rounds, 6)
    assert await wallet_of(table.client, player) == wallet


@pytest.mark.parametrize("fault", ["timeout_after_processing", "timeout"])
async def test_settle_settles_a_pending_transfer_by_asking_the_upstream(
    table: Table, demo: httpx.AsyncClient, cli_env: None, fault: str
) -> None:
    """Carried out but unanswered: the upstream says so and the transfer is settled. Never
    carried out: it is sent again under its reference. Either way the credit moves once."""
    player = await table.player(700)
    await demo.post("/demo/faults", json={fault: True})
    assert error_of(await table.call(ADJUST, player))["errorCode"] == "0054"
    await demo.post("/demo/faults", json={})
    (pending,) = await pending_transfers(table)
    assert pending.direction == "in" and pending.amount == 70000
    expected = Decimal("700.00") if fault == "timeout_after_processing" else Decimal(0)
    assert await provider_balance(demo, table, player) == expected
    # Older than the settling pass waits for (twice GAME_UPSTREAM_TIMEOUT).
    async with table.ctx.db.write() as session:
        await session.execute(
            update(GameTransfer)
            .where(GameTransfer.id == pending.id)
            .values(created_at=pending.created_at - timedelta(minutes=1))
        )

    result = await promptplay("games", "settle")

    assert result.exit_code == 0, result.output
    assert await pending_transfers(table) == []
    async with table.ctx.db.read() as session:
        settled = await session.get(GameTransfer, pending.id)
    assert settled is not None and settled.status == "success"
    assert await provider_balance(demo, table, player) == Decimal("700.00")
    wallet = await wallet_of(table.client, player)
    assert wallet["creditBalance"] == 700 and wallet["gameCredit"] == 700
    assert await ledger_problems(table.ctx) == []
