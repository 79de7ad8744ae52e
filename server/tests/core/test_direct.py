"""`Database.direct()`: a write transaction without the ORM session (asyncpg directly on
PostgreSQL, a Core connection in the writer lock on SQLite). Both backends run every case:
what it writes reads back through the models as the ORM would have written it, it commits
at the end of the block and only then, and a refused statement or any error leaves nothing."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError, OperationalError

from promptplay.context import AppContext
from promptplay.models import AuditLog, IdempotentRequest
from tests.conftest import client_for
from tests.factories import make_agent, registered_player

AUDIT = (
    "INSERT INTO audit_log (agent_id, staff_user_id, staff_username, action, target_type,"
    " target_id, detail, created_at) VALUES (:agent, 7, :name, 'probe', 'player', NULL,"
    " :detail, :at)"
)
KEEP = (
    "INSERT INTO idempotent_request (agent_id, user_id, key, route, request_hash, status_code,"
    " response, created_at) VALUES (:agent, 1, :key, 'POST /x', 'h', 200, :response, :at)"
)


async def _audit(ctx: AppContext, agent_id: int) -> list[AuditLog]:
    async with ctx.db.read() as session:
        rows = await session.execute(
            select(AuditLog).where(AuditLog.agent_id == agent_id).order_by(AuditLog.id)
        )
        return list(rows.scalars())


async def _kept(ctx: AppContext, agent_id: int) -> list[str]:
    async with ctx.db.read() as session:
        rows = await session.execute(
            select(IdempotentRequest.key).where(IdempotentRequest.agent_id == agent_id)
        )
        return sorted(rows.scalars())


async def test_values_read_back_through_the_models(ctx: AppContext) -> None:
    agent = await make_agent(ctx)
    at = datetime(2026, 11, 21, 17, 30, 5, 123456, tzinfo=UTC)
    detail = {"amount": 15050, "reason": "ค่าคอม", "nested": [1, {"a": None}]}
    async with ctx.db.direct() as tx:
        await tx.execute(AUDIT, {"agent": agent.id, "name": "สตาฟ", "detail": detail, "at": at})
        found = await tx.row(
            "SELECT staff_username, staff_user_id, target_id FROM audit_log"
            " WHERE agent_id = :agent",
            {"agent": agent.id},
        )
    assert found is not None and tuple(found) == ("สตาฟ", 7, None)
    [row] = await _audit(ctx, agent.id)
    assert (row.detail, row.created_at, row.staff_username) == (detail, at, "สตาฟ")


async def test_rows_sees_its_own_writes_and_commits_at_the_end(ctx: AppContext) -> None:
    agent = await make_agent(ctx)
    at = datetime.now(UTC)
    async with ctx.db.direct() as tx:
        for key in ("a", "b", "c"):
            await tx.execute(KEEP, {"agent": agent.id, "key": key, "response": [key], "at": at})
        keys = await tx.rows(
            "SELECT key FROM idempotent_request WHERE agent_id = :agent ORDER BY key",
            {"agent": agent.id},
        )
        assert [tuple(k) for k in keys] == [("a",), ("b",), ("c",)]
    assert await _kept(ctx, agent.id) == ["a", "b", "c"]


async def test_an_error_in_the_block_rolls_everything_back(ctx: AppContext) -> None:
    agent = await make_agent(ctx)
    with pytest.raises(RuntimeError):
        async with ctx.db.direct() as tx:
            await tx.execute(
                KEEP, {"agent": agent.id, "key": "k", "response": {}, "at": datetime.now(UTC)}
            )
            raise RuntimeError("stop")
    assert await _kept(ctx, agent.id) == []


async def test_a_unique_key_used_twice_is_an_integrity_error(ctx: AppContext) -> None:
    agent = await make_agent(ctx)
    params = {"agent": agent.id, "key": "once", "response": {}, "at": datetime.now(UTC)}
    async with ctx.db.direct() as tx:
        await tx.execute(KEEP, params)
    with pytest.raises(IntegrityError) as refused:
        async with ctx.db.direct() as tx:
            await tx.execute(KEEP, {**params, "key": "other"})
            await tx.execute(KEEP, params)
    # Callers tell refusals apart by the constraint's table, as with a session.
    assert "idempotent_request" in str(refused.value.orig)
    assert await _kept(ctx, agent.id) == ["once"]


async def test_a_check_constraint_is_an_integrity_error(ctx: AppContext) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        await registered_player(client, agent)
    with pytest.raises(IntegrityError):
        async with ctx.db.direct() as tx:
            await tx.execute(
                KEEP, {"agent": agent.id, "key": "x", "response": {}, "at": datetime.now(UTC)}
            )
            # Any wallet: the transaction is rolled back.
            await tx.execute(
                "UPDATE wallet SET credit_balance = -1 WHERE id = (SELECT min(id) FROM wallet)",
                {},
            )
    assert await _kept(ctx, agent.id) == []


async def test_a_naive_datetime_is_refused(ctx: AppContext) -> None:
    agent = await make_agent(ctx)
    with pytest.raises((ValueError, TypeError)):
        async with ctx.db.direct() as tx:
            await tx.execute(
                KEEP, {"agent": agent.id, "key": "n", "response": {}, "at": datetime(2026, 1, 1)}
            )
    assert await _kept(ctx, agent.id) == []


async def test_a_lost_connection_is_an_operational_error_and_the_next_one_works(
    ctx: AppContext,
) -> None:
    """The API answers a database failure for it, as for a session's (PostgreSQL: the
    server ends the connection in the middle of the transaction)."""
    if ctx.db.sqlite:
        pytest.skip("a SQLite file cannot drop its connection")
    agent = await make_agent(ctx)
    with pytest.raises(OperationalError):
        async with ctx.db.direct() as tx:
            await tx.execute(
                KEEP, {"agent": agent.id, "key": "lost", "response": {}, "at": datetime.now(UTC)}
            )
            await tx.row("SELECT pg_terminate_backend(pg_backend_pid())", {})
    assert await _kept(ctx, agent.id) == []
    async with ctx.db.direct() as tx:
        assert tuple(await tx.row("SELECT 1", {}) or ()) == (1,)
