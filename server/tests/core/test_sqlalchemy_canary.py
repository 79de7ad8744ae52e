"""Canaries for the private members of SQLAlchemy that `core/db.py` leans on (its table says
which path uses which). Each test checks what the code relies on, not merely that a name
exists, so an upgrade that changes one fails here, by name, before any money path does."""

from __future__ import annotations

import inspect
from datetime import UTC, datetime
from decimal import Decimal

import asyncpg
import pytest
import sqlalchemy
from sqlalchemy import Numeric, text
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError

from promptplay.context import AppContext
from promptplay.core.db import driver_row
from promptplay.models.base import Json, UTCDateTime

PINNED = "2.1.9"
UPGRADE = (
    f"SQLAlchemy {sqlalchemy.__version__} is not the {PINNED} core/db.py was written against: "
    "check the private members its table names, then move the pin here"
)


def test_the_pinned_version_is_the_one_installed() -> None:
    assert sqlalchemy.__version__ == PINNED, UPGRADE


@pytest.mark.parametrize(
    ("column_type", "stored", "expected"),
    [
        (UTCDateTime(), "2026-01-10 08:30:00.000000", datetime(2026, 1, 10, 8, 30, tzinfo=UTC)),
        (Json, '{"a": [1, 2]}', {"a": [1, 2]}),
        (Numeric(10, 2), 12.5, Decimal("12.50")),  # SQLite keeps a REAL
    ],
)
def test_cached_result_processor_turns_sqlite_values_into_the_column_type(
    column_type, stored, expected
) -> None:  # type: ignore[no-untyped-def]
    """HotRead reads rows off a plain sqlite3 cursor and gives each column the value the ORM
    would: through `TypeEngine._cached_result_processor(dialect, coltype)`."""
    dialect = sqlite.dialect()
    processor = column_type._cached_result_processor(dialect, None)
    assert processor is not None, UPGRADE
    assert processor(stored) == expected, UPGRADE
    # Cached: the same callable on the next ask (HotRead compiles once and keeps it).
    assert column_type._cached_result_processor(dialect, None) is processor, UPGRADE


def test_the_asyncpg_adapter_still_has_what_driver_row_uses() -> None:
    from sqlalchemy.dialects.postgresql.asyncpg import AsyncAdapt_asyncpg_connection

    assert inspect.iscoroutinefunction(AsyncAdapt_asyncpg_connection._start_transaction), UPGRADE
    assert callable(AsyncAdapt_asyncpg_connection._handle_exception), UPGRADE
    assert postgresql.dialect.name == "postgresql"


async def test_driver_row_runs_in_the_sessions_transaction_as_the_adapter_keeps_it(
    ctx: AppContext,
) -> None:
    """`driver_row` starts the adapter's transaction exactly as the dialect would (its
    `_transaction` is None until then), and `_handle_exception` turns a driver error into the
    exception a session statement would raise."""
    if ctx.db.engine.dialect.name != "postgresql":
        pytest.skip("the asyncpg adapter serves PostgreSQL only")
    async with ctx.db.read() as session:
        connection = await session.connection()
        adapter = (await connection.get_raw_connection()).dbapi_connection
        assert adapter._transaction is None, UPGRADE  # nothing sent yet: no BEGIN
        row = await driver_row(session, "SELECT :a::int + 1 AS b", {"a": 41})
        assert row is not None and row["b"] == 42
        assert adapter._transaction is not None, UPGRADE  # BEGIN went out, the session's own
        # The same transaction: what the driver wrote, the session reads before its commit.
        await driver_row(session, "CREATE TEMP TABLE canary (id int PRIMARY KEY)", {})
        await driver_row(session, "INSERT INTO canary VALUES (:id)", {"id": 1})
        assert (await session.execute(text("SELECT count(*) FROM canary"))).scalar() == 1
        with pytest.raises(IntegrityError) as refused:
            await driver_row(session, "INSERT INTO canary VALUES (:id)", {"id": 1})
        assert isinstance(refused.value.orig.__cause__, asyncpg.UniqueViolationError), UPGRADE
        await session.rollback()
