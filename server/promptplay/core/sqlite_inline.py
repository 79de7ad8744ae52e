"""SQLite without a thread hop: the `sqlite+inline` dialect.

aiosqlite sends every call (cursor, execute, fetch, close) through a worker thread; on this
kind of machine that costs ~350 µs a statement, while SQLite in WAL mode answers a read in
tens of µs. This driver runs each call inline on the event loop's thread behind the same
awaitable interface, so SQLAlchemy's asyncio layer works unchanged.

What keeps the event loop from blocking on SQLite's own lock: readers never wait in WAL mode,
and writers of one process queue on an asyncio lock before BEGIN IMMEDIATE (see
`Database.write`). SQLite therefore serves one server process; several workers need
PostgreSQL (DESIGN §1).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from sqlalchemy.dialects import registry
from sqlalchemy.dialects.sqlite.aiosqlite import (
    AsyncAdapt_aiosqlite_connection,
    AsyncAdapt_aiosqlite_dbapi,
    SQLiteDialect_aiosqlite,
)
from sqlalchemy.util.concurrency import await_


class Cursor:
    def __init__(self, cursor: sqlite3.Cursor) -> None:
        self._cursor = cursor

    @property
    def description(self) -> Any:
        return self._cursor.description

    @property
    def rowcount(self) -> int:
        return self._cursor.rowcount

    @property
    def lastrowid(self) -> int | None:
        return self._cursor.lastrowid

    @property
    def arraysize(self) -> int:
        return self._cursor.arraysize

    @arraysize.setter
    def arraysize(self, value: int) -> None:
        self._cursor.arraysize = value

    async def execute(self, operation: str, parameters: Sequence[Any] | None = None) -> Cursor:
        if parameters is None:
            self._cursor.execute(operation)
        else:
            self._cursor.execute(operation, parameters)
        return self

    async def executemany(self, operation: str, seq: Iterable[Sequence[Any]]) -> Cursor:
        self._cursor.executemany(operation, seq)
        return self

    async def fetchone(self) -> Any:
        return self._cursor.fetchone()

    async def fetchmany(self, size: int | None = None) -> list[Any]:
        return self._cursor.fetchmany(size if size is not None else self._cursor.arraysize)

    async def fetchall(self) -> list[Any]:
        return self._cursor.fetchall()

    async def close(self) -> None:
        self._cursor.close()

    async def __aenter__(self) -> Cursor:
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._cursor.close()


class _ImmediateQueue:
    """Stands in for aiosqlite's request queue, which SQLAlchemy uses to set the isolation
    level: the function runs at once."""

    def put_nowait(self, item: tuple[Any, Callable[[], Any]]) -> None:
        future, function = item
        try:
            future.set_result(function())
        except Exception as exc:
            future.set_exception(exc)


class Connection:
    def __init__(self, connection: sqlite3.Connection) -> None:
        self._conn = connection
        self._connection = connection
        self._tx = _ImmediateQueue()

    @property
    def isolation_level(self) -> str | None:
        return self._conn.isolation_level

    def cursor(self) -> Cursor:
        return Cursor(self._conn.cursor())

    async def commit(self) -> None:
        self._conn.commit()

    async def rollback(self) -> None:
        self._conn.rollback()

    async def close(self) -> None:
        self._conn.close()

    async def create_function(self, *args: Any, **kw: Any) -> None:
        self._conn.create_function(*args, **kw)

    def stop(self) -> None:
        self._conn.close()


async def _connect(database: str, **kw: Any) -> Connection:
    kw.pop("isolation_level", None)
    kw.setdefault("check_same_thread", False)
    return Connection(sqlite3.connect(database, **kw))


class _Module:
    """The aiosqlite-shaped module that SQLAlchemy's adapter expects."""

    Connection = Connection
    connect = staticmethod(_connect)
    DatabaseError = sqlite3.DatabaseError
    Error = sqlite3.Error
    IntegrityError = sqlite3.IntegrityError
    NotSupportedError = sqlite3.NotSupportedError
    OperationalError = sqlite3.OperationalError
    ProgrammingError = sqlite3.ProgrammingError
    sqlite_version = sqlite3.sqlite_version
    sqlite_version_info = sqlite3.sqlite_version_info


class _Dbapi(AsyncAdapt_aiosqlite_dbapi):
    def connect(self, *arg: Any, **kw: Any) -> AsyncAdapt_aiosqlite_connection:
        kw.pop("async_creator_fn", None)
        return AsyncAdapt_aiosqlite_connection(self, await_(_connect(*arg, **kw)))


class InlineSQLiteDialect(SQLiteDialect_aiosqlite):
    driver = "inline"
    supports_statement_cache = True

    @classmethod
    def import_dbapi(cls) -> AsyncAdapt_aiosqlite_dbapi:  # type: ignore[override]
        return _Dbapi(_Module, sqlite3)  # type: ignore[arg-type]


registry.register("sqlite.inline", __name__, "InlineSQLiteDialect")


def inline_url(url: str) -> str:
    """`sqlite://` and `sqlite+aiosqlite://` URLs, served by the inline driver."""
    for scheme in ("sqlite+aiosqlite://", "sqlite://"):
        if url.startswith(scheme):
            return "sqlite+inline://" + url[len(scheme) :]
    return url
