"""Engine and sessions: the four ways this code reaches the database, and why each exists.

| path | what serves through it | why not the ORM session |
| --- | --- | --- |
| `Database.read()` / `write()`: the ORM session | every request and flow by default | (the default) |
| `HotRead` (`Database.hot`) | the reads of every page: the session check, the wallet, the caller of a game call, a lobby page | on SQLite, SQLAlchemy's checkout, caching and row machinery cost ~200 µs a read that SQLite answers in ~10 µs: compiled once, run on a plain `sqlite3` connection |
| `Direct` (`Database.direct()`) | staff credit adjustments, the ledger benchmark | a write transaction without the session: on PostgreSQL text statements on asyncpg, which costs ~40 % less client CPU a posting |
| `driver_row` | a ledger posting inside an ORM session on PostgreSQL | the posting statement handed to asyncpg inside the session's own transaction |

SQLite runs through the `sqlite+inline` dialect (`sqlite_inline`), without aiosqlite's thread
hop. Two of these paths lean on private members of SQLAlchemy (2.1.9, pinned):
`TypeEngine._cached_result_processor` (HotRead's result types), and the asyncpg adapter's
`_transaction`, `_start_transaction` and `_handle_exception` (driver_row). The inline dialect
subclasses aiosqlite's. `tests/core/test_sqlalchemy_canary.py` checks that each still does
what this module relies on, so an upgrade that changes one fails loudly there first.

SQLite (default) runs in WAL mode. A deferred SQLite transaction that reads and then writes
fails at once with SQLITE_BUSY when another writer got in between, whatever the busy timeout,
so every transaction that may write starts with BEGIN IMMEDIATE: writers queue instead of
failing, and readers never block. SQLite calls run inline (see `sqlite_inline`). `Database.write()` gives such a transaction;
`Database.read()` a deferred one. On PostgreSQL both are ordinary transactions and
serialization comes from row locks.
"""

from __future__ import annotations

import asyncio
import functools
import json
import re
import sqlite3
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from types import SimpleNamespace
from typing import Any, NamedTuple

import asyncpg
from sqlalchemy import Select, event, text
from sqlalchemy import inspect as sa_inspect
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Dialect
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
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
    # No pre-ping: it is a round trip on every checkout, a fifth of a posting's time. After a
    # database restart the first request on each dead connection fails (nothing is written)
    # and the pool replaces it; connections are renewed every half hour regardless.
    return create_async_engine(url, pool_size=20, max_overflow=10, pool_recycle=1800)


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


class HotRead:
    """A read that runs on (nearly) every authenticated call, such as the session check and
    the wallet. It is a Core statement like any other, but on SQLite it is compiled once and
    run on a plain `sqlite3` connection: SQLAlchemy's connection checkout, statement caching
    and row machinery cost ~200 µs a call there, while SQLite in WAL mode answers such a read
    in ~10 µs. Rows come back with the columns' own result types (dates, JSON, booleans)."""

    def __init__(self, statement: Select[Any]) -> None:
        self.statement = statement
        self._compiled: _Compiled | None = None

    def for_sqlite(self, dialect: Dialect) -> _Compiled:
        if self._compiled is None:
            compiled = self.statement.compile(dialect=dialect)
            names = tuple(compiled.positiontup or ())
            # Literal values written into the statement; `bindparam("x")` ones come per call.
            fixed = {
                name: compiled.binds[name].effective_value
                for name in names
                if not compiled.binds[name].required
            }
            processors = [
                (index, processor)
                for index, column in enumerate(self.statement.selected_columns)
                if (processor := column.type._cached_result_processor(dialect, None)) is not None
            ]
            self._compiled = _Compiled(str(compiled), names, fixed, processors)
        return self._compiled


class _Compiled(NamedTuple):
    sql: str
    names: tuple[str, ...]
    fixed: dict[str, Any]
    processors: list[tuple[int, Callable[[Any], Any]]]  # (column index, result processor)


# Never carried by a hot read: a secret, and bookkeeping no answer shows.
_NOT_READ = frozenset({"password_hash", "created_at"})


def insert_of(session: AsyncSession):  # type: ignore[no-untyped-def]
    """The dialect's own INSERT construct (with ON CONFLICT) for this session's database."""
    return pg_insert if session.bind.dialect.name == "postgresql" else sqlite_insert


def columns_of(*models: type[Any]) -> list[Any]:
    """The mapped columns of each model, labelled by model, for a `HotRead` joining them."""
    return [
        getattr(model, key).label(f"{model.__tablename__}__{key}")
        for model in models
        for key in _attribute_keys(model)
    ]


@functools.cache
def _attribute_keys(model: type[Any]) -> tuple[str, ...]:
    return tuple(attr.key for attr in sa_inspect(model).column_attrs if attr.key not in _NOT_READ)


def column_list(model: type[Any]) -> str:
    """The columns `rows_of(row, model)` reads, for a text statement's SELECT list."""
    table = model.__table__
    keys = _attribute_keys(model)
    assert all(key in table.c for key in keys), f"{model.__name__} maps columns by name"
    return ", ".join(keys)


def rows_of(row: Sequence[Any], *models: type[Any]) -> list[Any]:
    """A row selected with `columns_of(*models)` cut back into one read-only record per model
    with the model's attribute names (not an ORM instance: building those costs more than
    the read); None for a model that an outer join did not find."""
    out: list[Any] = []
    start = 0
    for model in models:
        keys = _attribute_keys(model)
        values = row[start : start + len(keys)]
        start += len(keys)
        found = any(value is not None for value in values)
        out.append(SimpleNamespace(**dict(zip(keys, values, strict=True))) if found else None)
    return out


# `:name` parameters of a text statement (never the `::` of a cast).
_NAMED = re.compile(r"(?<![:\w]):(\w+)")


@functools.lru_cache(maxsize=512)
def _numbered(sql: str) -> tuple[str, tuple[str, ...]]:
    """A statement's `:name` parameters as asyncpg's `$n`, and the names in order."""
    names: list[str] = []

    def number(match: re.Match[str]) -> str:
        if match.group(1) not in names:
            names.append(match.group(1))
        return f"${names.index(match.group(1)) + 1}"

    return _NAMED.sub(number, sql), tuple(names)


async def driver_row(session: AsyncSession, sql: str, params: dict[str, Any]) -> Sequence[Any]:
    """PostgreSQL: run one text statement in the session's transaction by handing it to
    asyncpg directly, and return its one row (None when it returns none). Values go to the
    driver as they are (no type processing), so only plain ints, strings, None and aware
    datetimes belong in `params`.

    Why: on the ledger's hot path SQLAlchemy's execution (greenlet switch, compiled-cache
    look-up, cursor adaptation, result wrapping) costs more client CPU than the round trip
    itself. The transaction stays SQLAlchemy's: BEGIN goes out here if no statement has run
    yet, exactly as the dialect would send it, and COMMIT or ROLLBACK come from the session.
    A driver error is raised as the SQLAlchemy exception the same statement would have
    raised through the session (a unique violation is an IntegrityError)."""
    connection = await session.connection()
    adapter = (await connection.get_raw_connection()).dbapi_connection
    if adapter._transaction is None:
        await adapter._start_transaction()
    numbered, names = _numbered(sql)
    try:
        return await adapter.driver_connection.fetchrow(numbered, *(params[n] for n in names))
    except Exception as error:
        try:
            adapter._handle_exception(error)
        except adapter.dbapi.Error as translated:
            raise DBAPIError.instance(sql, params, translated, adapter.dbapi.Error) from error
        raise


class Direct:
    """A write transaction without the ORM session, for short money writes (a posting and
    the few rows around it): statements are text with `:name` parameters, and rows come
    back as tuples.

    Why: on PostgreSQL an ORM session costs about as much client CPU as the whole posting
    (its begin, connection checkout, commit and close each cross into a greenlet), so the
    hottest writes skip it. Parameters are plain ints, strings, None, aware datetimes and
    JSON-ready dicts or lists; rows carry ints, strings and None as the database gives them
    (a datetime read back is a `datetime` on PostgreSQL but text on SQLite, so read those
    through the ORM). A constraint the database refuses raises SQLAlchemy's IntegrityError,
    as a session would."""

    dialect: str
    engine: AsyncEngine

    async def row(self, sql: str, params: dict[str, Any]) -> Sequence[Any] | None:
        raise NotImplementedError

    async def rows(self, sql: str, params: dict[str, Any]) -> list[Sequence[Any]]:
        raise NotImplementedError

    async def execute(self, sql: str, params: dict[str, Any]) -> None:
        """A statement that returns no rows."""
        raise NotImplementedError

    def for_update(self, *tables: str) -> str:
        """The clause that locks the rows a SELECT reads until the transaction ends, on
        PostgreSQL; SQLite's writer lock already holds the whole database."""
        if self.dialect != "postgresql":
            return ""
        return f" FOR UPDATE OF {', '.join(tables)}" if tables else " FOR UPDATE"


class _PostgresDirect(Direct):
    """On asyncpg directly, in a transaction of its own on a connection of the ledger pool."""

    dialect = "postgresql"

    def __init__(self, engine: AsyncEngine, connection: asyncpg.Connection) -> None:
        self.engine = engine
        self._connection = connection

    async def row(self, sql: str, params: dict[str, Any]) -> Sequence[Any] | None:
        return await self._call(self._connection.fetchrow, sql, params)

    async def rows(self, sql: str, params: dict[str, Any]) -> list[Sequence[Any]]:
        return list(await self._call(self._connection.fetch, sql, params))

    async def execute(self, sql: str, params: dict[str, Any]) -> None:
        await self._call(self._connection.execute, sql, params)

    @staticmethod
    async def _call(method: Callable[..., Any], sql: str, params: dict[str, Any]) -> Any:
        numbered, names = _numbered(sql)
        values = [params[n] for n in names]
        if any(isinstance(value, datetime) and value.tzinfo is None for value in values):
            raise ValueError("naive datetime")
        try:
            return await method(numbered, *values)
        except asyncpg.IntegrityConstraintViolationError as error:
            raise IntegrityError(sql, params, error) from error


class _SqliteDirect(Direct):
    """On a Core connection inside the writer lock (SQLite has no client cost worth
    avoiding; this keeps one code path for both databases). Values are stored as the
    models' own types store them: datetimes as SQLAlchemy's UTC text, JSON as text."""

    dialect = "sqlite"

    def __init__(self, engine: AsyncEngine, connection: AsyncConnection) -> None:
        self.engine = engine
        self.connection = connection

    async def row(self, sql: str, params: dict[str, Any]) -> Sequence[Any] | None:
        return (await self.connection.execute(text(sql), _sqlite_params(params))).first()

    async def rows(self, sql: str, params: dict[str, Any]) -> list[Sequence[Any]]:
        return list((await self.connection.execute(text(sql), _sqlite_params(params))).all())

    async def execute(self, sql: str, params: dict[str, Any]) -> None:
        await self.connection.execute(text(sql), _sqlite_params(params))


def _sqlite_params(params: dict[str, Any]) -> dict[str, Any]:
    return {name: _sqlite_value(value) for name, value in params.items()}


def _sqlite_value(value: Any) -> Any:
    if isinstance(value, datetime):
        if value.tzinfo is None:
            raise ValueError("naive datetime")
        # The text SQLAlchemy's SQLite DateTime writes (and reads back).
        return value.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S.%f")
    if isinstance(value, dict | list):
        return json.dumps(value)
    return value


async def _json_codecs(connection: asyncpg.Connection) -> None:
    """JSON columns take and give Python values, as through SQLAlchemy."""
    for name in ("json", "jsonb"):
        await connection.set_type_codec(
            name, encoder=json.dumps, decoder=json.loads, schema="pg_catalog"
        )


async def _keep_state(_connection: asyncpg.Connection) -> None:
    """A `Direct` leaves no session state behind (its transaction always ends), so a
    connection goes back to the pool without asyncpg's reset round trip."""


# What a lost or unreachable database looks like from asyncpg.
_LOST = (
    asyncpg.PostgresConnectionError,
    asyncpg.InterfaceError,
    asyncpg.exceptions.OperatorInterventionError,
    OSError,
)

# Connections of the ledger pool per server process (beside the engine's own pool).
DIRECT_POOL_SIZE = 10


class Database:
    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = create_engine(url)
        self.sqlite = is_sqlite(url)
        self._reader: sqlite3.Connection | None = None
        self._write_lock = (
            _SQLITE_WRITE_LOCKS.setdefault(url, asyncio.Lock()) if self.sqlite else None
        )
        self._read = async_sessionmaker(self.engine, expire_on_commit=False)
        write_bind = (
            self.engine.execution_options(sqlite_immediate=True) if self.sqlite else (self.engine)
        )
        self._write = async_sessionmaker(write_bind, expire_on_commit=False)
        self._direct_pool: asyncpg.Pool | None = None
        self._direct_pool_lock = asyncio.Lock()

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

    @asynccontextmanager
    async def direct(self) -> AsyncIterator[Direct]:
        """A `Direct` transaction: it commits when the block ends and rolls back on any
        error. On SQLite it is an IMMEDIATE transaction in the writer lock, as `write()`."""
        if self._write_lock is not None:
            immediate = self.engine.execution_options(sqlite_immediate=True)
            async with self._write_lock, immediate.begin() as connection:
                yield _SqliteDirect(self.engine, connection)
            return
        try:
            pool = self._direct_pool or await self._open_direct_pool()
            async with pool.acquire() as connection, connection.transaction():
                yield _PostgresDirect(self.engine, connection)
        except _LOST as error:
            # As through a session: the database unreachable, or the connection lost
            # (the pool replaces it), is an OperationalError the API answers 0500-style.
            raise OperationalError("direct transaction", None, error) from error

    async def _open_direct_pool(self) -> asyncpg.Pool:
        async with self._direct_pool_lock:
            if self._direct_pool is None:
                url = self.engine.url.set(drivername="postgresql")
                self._direct_pool = await asyncpg.create_pool(
                    url.render_as_string(hide_password=False),
                    min_size=1,
                    max_size=DIRECT_POOL_SIZE,
                    init=_json_codecs,
                    reset=_keep_state,
                )
            return self._direct_pool

    async def hot(self, query: HotRead, **params: Any) -> Sequence[Sequence[Any]]:
        """The rows of a `HotRead`: on SQLite outside any transaction, so each call sees
        everything committed before it; elsewhere through the engine as usual."""
        if not self.sqlite:
            async with self.engine.connect() as connection:
                return (await connection.execute(query.statement, params)).all()
        sql, names, fixed, processors = query.for_sqlite(self.engine.dialect)
        values = [params[name] if name in params else fixed[name] for name in names]
        rows = self._sqlite_reader().execute(sql, values).fetchall()
        if not processors:
            return rows
        decoded = []
        for row in rows:
            columns = list(row)
            for index, processor in processors:
                columns[index] = processor(columns[index])
            decoded.append(columns)
        return decoded

    def _sqlite_reader(self) -> sqlite3.Connection:
        if self._reader is None:
            # The engine's file (SQLite serves from a file here, never from memory).
            database = self.engine.url.database
            assert database, "an SQLite URL names its file"
            reader = sqlite3.connect(database, isolation_level=None, check_same_thread=False)
            reader.execute("PRAGMA query_only=ON")
            reader.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
            self._reader = reader
        return self._reader

    async def dispose(self) -> None:
        if self._direct_pool is not None:
            await self._direct_pool.close()
            self._direct_pool = None
        if self._reader is not None:
            self._reader.close()
            self._reader = None
        await self.engine.dispose()


def like_pattern(text: str) -> str:
    """A LIKE pattern finding `text` anywhere, its own % and _ matched as themselves (escape
    character backslash)."""
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"
