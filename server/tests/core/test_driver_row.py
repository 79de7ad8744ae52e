"""`driver_row`: a statement handed to asyncpg directly inside the session's transaction
(PostgreSQL only; the ledger's one-statement posting runs through it). The rows go to a table
of the test's own, so that nothing reaches the ledger the other tests verify."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from promptplay.context import AppContext
from promptplay.core.clock import utcnow
from promptplay.core.db import _numbered, driver_row

PROBE = "driver_row_probe"
INSERT = (
    f"INSERT INTO {PROBE} (kind, idempotency_key, created_at)"  # noqa: S608  (a fixed name)
    " VALUES (:kind, :key, :at) RETURNING id, kind"
)


def test_named_parameters_become_numbered_once_each_and_casts_stay() -> None:
    sql, names = _numbered("SELECT :a::text, :b, :a, 'x:y' WHERE c = :b")
    assert sql == "SELECT $1::text, $2, $1, 'x:y' WHERE c = $2"
    assert names == ("a", "b")


@pytest.fixture
async def postgres_only(ctx: AppContext) -> AsyncIterator[AppContext]:
    if ctx.db.sqlite:
        pytest.skip("driver_row is the PostgreSQL path")
    async with ctx.db.write() as session:
        await session.execute(
            text(
                f"CREATE TABLE {PROBE} (id bigserial PRIMARY KEY, kind text,"
                " idempotency_key text UNIQUE, created_at timestamptz)"
            )
        )
    try:
        yield ctx
    finally:
        async with ctx.db.write() as session:
            await session.execute(text(f"DROP TABLE {PROBE}"))


async def _rows(ctx: AppContext, key: str) -> int:
    async with ctx.db.read() as session:
        return (
            await session.execute(
                text(f"SELECT count(*) FROM {PROBE} WHERE idempotency_key = :key"),  # noqa: S608
                {"key": key},
            )
        ).scalar_one()


async def test_it_runs_in_the_sessions_transaction(postgres_only: AppContext) -> None:
    ctx = postgres_only
    params = {"kind": "ADJUST", "key": "driver:1", "at": utcnow()}
    with pytest.raises(RuntimeError):
        async with ctx.db.write() as session:
            row = await driver_row(session, INSERT, params)
            assert row["kind"] == "ADJUST"
            # The session sees the row: one transaction, one connection.
            seen = await session.execute(
                text(f"SELECT kind FROM {PROBE} WHERE id = :id"),  # noqa: S608
                {"id": row["id"]},
            )
            assert seen.scalar_one() == "ADJUST"
            raise RuntimeError("undo")
    assert await _rows(ctx, "driver:1") == 0
    async with ctx.db.write() as session:
        # After a statement of the session has begun the transaction, it runs in that one too.
        await session.execute(text("SELECT 1"))
        await driver_row(session, INSERT, params)
    assert await _rows(ctx, "driver:1") == 1


async def test_a_driver_error_is_sqlalchemys_and_rolls_back(postgres_only: AppContext) -> None:
    ctx = postgres_only
    params = {"kind": "ADJUST", "key": "driver:2", "at": utcnow()}
    async with ctx.db.write() as session:
        await driver_row(session, INSERT, params)
    with pytest.raises(IntegrityError):
        async with ctx.db.write() as session:
            await driver_row(session, INSERT, {**params, "key": "driver:3"})
            await driver_row(session, INSERT, params)
    assert await _rows(ctx, "driver:2") == 1
    assert await _rows(ctx, "driver:3") == 0
