"""PostgreSQL roles: `promptplay db upgrade` migrates as the owner and leaves the server's
role able to move money (over HTTP) yet unable to change or empty the ledger, or to lift the
triggers that guard it. The PostgreSQL tests run in a database and roles of their own, made
and dropped here, so the shared test schema is left alone."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import asyncpg
import pytest
from click.testing import CliRunner, Result
from sqlalchemy.engine import make_url

from promptplay.app import build_context
from promptplay.cli import main
from tests.conftest import SECRET, client_for, make_settings
from tests.factories import (
    funded_player,
    ledger_problems,
    make_cashier_agent,
    staff_token,
    wallet_of,
)

TEST_DATABASE_URL = os.environ.get("TEST_DATABASE_URL")
postgres_only = pytest.mark.skipif(
    not TEST_DATABASE_URL, reason="PostgreSQL only: a SQLite file has no roles"
)

# What the server's role must never get done, each refused by PostgreSQL's privilege checks.
REWRITES = [
    "TRUNCATE ledger_entry",
    "UPDATE ledger_entry SET amount = amount + 1",
    "DELETE FROM ledger_journal",
    "DROP TRIGGER ledger_entry_append_only ON ledger_entry",
    "ALTER TABLE ledger_entry DISABLE TRIGGER ALL",
    "TRUNCATE ledger_journal CASCADE",
    "UPDATE ledger_account SET code = code",
    "DELETE FROM audit_log",
    "DROP TABLE ledger_entry",
    "ALTER FUNCTION refuse_change() RENAME TO anything_goes",
    "SELECT setval('ledger_entry_id_seq', 1)",
    "UPDATE alembic_version SET version_num = version_num",
    "CREATE TABLE shadow (id int)",
]


@dataclass(frozen=True)
class Roles:
    admin: str  # the test server's superuser, on the shared test database
    owner: str  # the schema's owner, on the database made here
    runtime: str  # the server's role, on the database made here
    runtime_role: str
    owner_role: str


def _dsn(url: str) -> str:
    """A libpq-style URL for asyncpg itself."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


async def _as(url: str, *statements: str) -> None:
    connection = await asyncpg.connect(_dsn(url))
    try:
        for statement in statements:
            await connection.execute(statement)
    finally:
        await connection.close()


@pytest.fixture(scope="module")
def roles() -> Iterator[Roles]:
    """A database of its own, owned by an owner role, and a login role for the server."""
    assert TEST_DATABASE_URL is not None
    admin = make_url(TEST_DATABASE_URL)
    base = admin.database or "test"
    database, owner_role, runtime_role = f"{base}_grants", f"pp_owner_{base}", f"pp_runtime_{base}"
    drop = [
        f"DROP DATABASE IF EXISTS {database} WITH (FORCE)",
        f"DROP ROLE IF EXISTS {runtime_role}",
        f"DROP ROLE IF EXISTS {owner_role}",
    ]
    asyncio.run(
        _as(
            TEST_DATABASE_URL,
            *drop,
            f"CREATE ROLE {owner_role} LOGIN PASSWORD 'owner-secret'",
            f"CREATE ROLE {runtime_role} LOGIN PASSWORD 'runtime-secret'",
            f"CREATE DATABASE {database} OWNER {owner_role}",
        )
    )

    def url(user: str, password: str) -> str:
        return admin.set(username=user, password=password, database=database).render_as_string(
            hide_password=False
        )

    try:
        yield Roles(
            admin=url(admin.username or "postgres", admin.password or ""),
            owner=url(owner_role, "owner-secret"),
            runtime=url(runtime_role, "runtime-secret"),
            runtime_role=runtime_role,
            owner_role=owner_role,
        )
    finally:
        asyncio.run(_as(TEST_DATABASE_URL, *drop))


def db_upgrade(tmp_path: Path, database_url: str, owner_url: str | None) -> Result:
    env = {
        "DATABASE_URL": database_url,
        "DATABASE_OWNER_URL": owner_url,
        "VAR_DIR": str(tmp_path),
        "SECRET_KEY": SECRET,
    }
    return CliRunner().invoke(main, ["db", "upgrade"], env=env)


@pytest.fixture(scope="module")
def migrated(roles: Roles, tmp_path_factory: pytest.TempPathFactory) -> Roles:
    """Migrated by `db upgrade` as the owner, twice: the second run re-applies the grants."""
    for _ in range(2):
        result = db_upgrade(tmp_path_factory.mktemp("var"), roles.runtime, roles.owner)
        assert result.exit_code == 0, result.output
        assert "warning" not in result.output
    return roles


@postgres_only
async def test_the_server_role_moves_money_but_cannot_rewrite_the_ledger(
    migrated: Roles, tmp_path: Path
) -> None:
    ctx = build_context(make_settings(migrated.runtime, tmp_path))
    try:
        cashier = await make_cashier_agent(ctx)
        async with client_for(ctx, cashier.agent.host) as client:
            staff = await staff_token(client, cashier)
            player = await funded_player(client, cashier, staff, 500)
            # A staff adjustment posts through the other path (`Database.direct()`).
            adjusted = await client.post(
                f"/api/backoffice/players/{player.user['player']['id']}/adjust",
                json={"amount": -100, "reason": "correction"},
                headers={**staff, "idempotency-key": "grants-adjust-1"},
            )
            assert adjusted.status_code == 200, adjusted.text
            assert (await wallet_of(client, player))["creditBalance"] == 400
        assert await ledger_problems(ctx) == []
    finally:
        await ctx.db.dispose()

    connection = await asyncpg.connect(_dsn(migrated.runtime))
    try:
        entries = await connection.fetchval("SELECT count(*) FROM ledger_entry")
        assert entries > 0
        for statement in REWRITES:
            with pytest.raises(asyncpg.InsufficientPrivilegeError):
                async with connection.transaction():
                    await connection.execute(statement)
        assert await connection.fetchval("SELECT count(*) FROM ledger_entry") == entries
        owned = await connection.fetchval(
            "SELECT count(*) FROM pg_class WHERE relowner = (SELECT oid FROM pg_roles"
            " WHERE rolname = current_user)"
        )
        assert owned == 0
    finally:
        await connection.close()


@postgres_only
async def test_tables_of_later_migrations_get_the_same_rights(migrated: Roles) -> None:
    await _as(migrated.owner, "CREATE TABLE later_rows (id serial PRIMARY KEY, note text)")
    try:
        await _as(
            migrated.runtime,
            "INSERT INTO later_rows (note) VALUES ('a')",
            "UPDATE later_rows SET note = 'b'",
            "DELETE FROM later_rows",
        )
    finally:
        await _as(migrated.owner, "DROP TABLE later_rows")


@postgres_only
def test_upgrade_takes_back_rights_granted_in_between(migrated: Roles, tmp_path: Path) -> None:
    asyncio.run(
        _as(
            migrated.owner,
            f"GRANT ALL ON ledger_entry, ledger_journal TO {migrated.runtime_role}",
            f"GRANT CREATE ON SCHEMA public TO {migrated.runtime_role}",
        )
    )
    result = db_upgrade(tmp_path, migrated.runtime, migrated.owner)
    assert result.exit_code == 0, result.output

    async def refused() -> None:
        connection = await asyncpg.connect(_dsn(migrated.runtime))
        try:
            for statement in ("TRUNCATE ledger_entry", "DELETE FROM ledger_journal", *REWRITES):
                with pytest.raises(asyncpg.InsufficientPrivilegeError):
                    async with connection.transaction():
                        await connection.execute(statement)
        finally:
            await connection.close()

    asyncio.run(refused())


@postgres_only
def test_upgrade_refuses_a_server_role_that_owns_a_table(migrated: Roles, tmp_path: Path) -> None:
    asyncio.run(
        _as(
            migrated.admin,
            "CREATE TABLE stray (id int)",
            f"ALTER TABLE stray OWNER TO {migrated.runtime_role}",
        )
    )
    try:
        result = db_upgrade(tmp_path, migrated.runtime, migrated.owner)
        assert result.exit_code != 0
        assert "REASSIGN OWNED BY" in result.output
        assert "relation stray" in result.output
    finally:
        asyncio.run(_as(migrated.admin, "DROP TABLE stray"))


@postgres_only
def test_upgrade_refuses_a_superuser_as_the_server_role(migrated: Roles, tmp_path: Path) -> None:
    result = db_upgrade(tmp_path, migrated.admin, migrated.owner)
    assert result.exit_code != 0
    assert "superuser" in result.output


@postgres_only
def test_one_role_upgrade_warns_that_the_ledger_is_unprotected(
    migrated: Roles, tmp_path: Path
) -> None:
    result = db_upgrade(tmp_path, migrated.owner, None)
    assert result.exit_code == 0, result.output
    assert "the ledger is not protected" in result.output


def test_sqlite_has_no_roles(tmp_path: Path) -> None:
    sqlite = f"sqlite:///{tmp_path / 'one.db'}"
    result = db_upgrade(tmp_path, sqlite, None)
    assert result.exit_code == 0, result.output
    assert "warning" not in result.output
    refused = db_upgrade(tmp_path, sqlite, f"sqlite:///{tmp_path / 'other.db'}")
    assert refused.exit_code != 0
    assert "SQLite" in refused.output
