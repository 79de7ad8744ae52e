"""`driver_row`: a statement handed to asyncpg directly inside the session's transaction
(PostgreSQL only; the ledger's one-statement posting runs through it)."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select, text
from sqlalchemy.exc import IntegrityError

from promptplay.core.db import _numbered, driver_row
from promptplay.models import LedgerJournal
from promptplay.models.base import utcnow
from tests.factories import make_agent

JOURNAL = (
    "INSERT INTO ledger_journal (agent_id, kind, idempotency_key, created_at)"
    " VALUES (:agent, :kind, :key, :at) RETURNING id, kind"
)


def test_named_parameters_become_numbered_once_each_and_casts_stay() -> None:
    sql, names = _numbered("SELECT :a::text, :b, :a, 'x:y' WHERE c = :b")
    assert sql == "SELECT $1::text, $2, $1, 'x:y' WHERE c = $2"
    assert names == ("a", "b")


@pytest.fixture
def postgres_only(ctx):
    if ctx.db.sqlite:
        pytest.skip("driver_row is the PostgreSQL path")
    return ctx


async def _journals(ctx, key: str) -> int:
    async with ctx.db.read() as session:
        return (
            await session.execute(select(func.count()).where(LedgerJournal.idempotency_key == key))
        ).scalar_one()


async def test_it_runs_in_the_sessions_transaction(postgres_only) -> None:
    ctx = postgres_only
    agent = await make_agent(ctx)
    params = {"agent": agent.id, "kind": "ADJUST", "key": "driver:1", "at": utcnow()}
    with pytest.raises(RuntimeError):
        async with ctx.db.write() as session:
            row = await driver_row(session, JOURNAL, params)
            assert row["kind"] == "ADJUST"
            # The ORM sees the row: one transaction, one connection.
            seen = await session.execute(
                text("SELECT kind FROM ledger_journal WHERE id = :id"), {"id": row["id"]}
            )
            assert seen.scalar_one() == "ADJUST"
            raise RuntimeError("undo")
    assert await _journals(ctx, "driver:1") == 0
    async with ctx.db.write() as session:
        # After an ORM statement has begun the transaction, it runs in that one too.
        await session.execute(text("SELECT 1"))
        await driver_row(session, JOURNAL, params)
    assert await _journals(ctx, "driver:1") == 1


async def test_a_driver_error_is_sqlalchemys_and_rolls_back(postgres_only) -> None:
    ctx = postgres_only
    agent = await make_agent(ctx)
    params = {"agent": agent.id, "kind": "ADJUST", "key": "driver:2", "at": utcnow()}
    async with ctx.db.write() as session:
        await driver_row(session, JOURNAL, params)
    with pytest.raises(IntegrityError):
        async with ctx.db.write() as session:
            await driver_row(session, JOURNAL, {**params, "key": "driver:3"})
            await driver_row(session, JOURNAL, params)
    assert await _journals(ctx, "driver:2") == 1
    assert await _journals(ctx, "driver:3") == 0
