"""Engine and sessions.

SQLite (default) runs in WAL mode. A deferred SQLite transaction that reads and then writes
fails at once with SQLITE_BUSY when another writer got in between, whatever the busy timeout,
so every transaction that may write starts with BEGIN IMMEDIATE: writers queue instead of
failing, and readers never block. SQLite calls run inline (see `sqlite_inline`). `Database.write()` gives such a transaction;
`Database.read()` a deferred one. On PostgreSQL both are ordinary transactions and
serialization comes from row locks.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from sqlalchemy import event
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

from .sqlite_inline import inline_url

SQLITE_BUSY_TIMEOUT_MS = 30_000


def is_sqlite(url: str) -> bool:
    return url.startswith("sqlite")


def create_engine(url: str) -> AsyncEngine:
    if is_sqlite(url):
        engine = create_async_engine(
            inline_url(url), connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000}, pool_size=8
        )
        _install_sqlite_transaction_control(engine)
        return engine
    return create_async_engine(url, pool_size=20, max_overflow=10, pool_pre_ping=True)


def _install_sqlite_transaction_control(engine: AsyncEngine) -> None:
    sync_engine = engine.sync_engine

    @event.listens_for(sync_engine, "connect")
    def _connect(dbapi_connection, _record):  # type: ignore[no-untyped-def]
        # Let SQLAlchemy, not the driver, emit BEGIN, so that it can be IMMEDIATE.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.close()

    @event.listens_for(sync_engine, "begin")
    def _begin(conn):  # type: ignore[no-untyped-def]
        immediate = conn.get_execution_options().get("sqlite_immediate", False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


# One lock per SQLite file in this process: writers queue here, on the event loop, rather
# than on SQLite's lock, which the inline driver would wait for on the loop's thread.
_SQLITE_WRITE_LOCKS: dict[str, asyncio.Lock] = {}


class Database:
    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = create_engine(url)
        self.sqlite = is_sqlite(url)
        self._write_lock = (
            _SQLITE_WRITE_LOCKS.setdefault(url, asyncio.Lock()) if self.sqlite else None
        )
        self._read = async_sessionmaker(self.engine, expire_on_commit=False)
        write_bind = (
            self.engine.execution_options(sqlite_immediate=True) if self.sqlite else (self.engine)
        )
        self._write = async_sessionmaker(write_bind, expire_on_commit=False)

    @asynccontextmanager
    async def read(self) -> AsyncIterator[AsyncSession]:
        async with self._read() as session:
            yield session

    @asynccontextmanager
    async def connect(self) -> AsyncIterator[AsyncConnection]:
        """A plain connection for hot single-statement reads: Core, no ORM session."""
        async with self.engine.connect() as connection:
            yield connection

    @asynccontextmanager
    async def write(self) -> AsyncIterator[AsyncSession]:
        """A transaction that commits when the block ends and rolls back on any error."""
        if self._write_lock is None:
            async with self._write() as session, session.begin():
                yield session
            return
        async with self._write_lock, self._write() as session, session.begin():
            yield session

    async def dispose(self) -> None:
        await self.engine.dispose()
