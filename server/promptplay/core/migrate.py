"""Run Alembic from code (no alembic.ini): `promptplay db upgrade` and the test set-up.

On PostgreSQL the schema belongs to an owner role (DATABASE_OWNER_URL) and the server runs as
another role (DATABASE_URL) that owns nothing. After migrating, the owner grants that role the
ordinary rights on every table, except on the ledger and the audit log, which it may only read
and add to: the append-only triggers of migration 0002 then hold against the server itself,
since only an owner can drop or disable a trigger, and TRUNCATE, UPDATE and DELETE are refused
before any trigger runs. A SQLite file has no roles: nothing to grant there.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from .db import create_engine, is_sqlite

MIGRATIONS = Path(__file__).resolve().parents[1] / "migrations"

# Tables the server's role may only read and add to. `ledger_account` rows are made lazily by
# a posting (ledger/posting.py) and never change afterwards.
INSERT_ONLY = ("ledger_account", "ledger_journal", "ledger_entry", "audit_log")
# Alembic's bookkeeping: the server reads it at most; only the owner moves it.
READ_ONLY = ("alembic_version",)
# What the server's role gets on every other table of the schema.
TABLE_RIGHTS = "SELECT, INSERT, UPDATE, DELETE"
# What no role other than the owner may hold on an append-only table.
FORBIDDEN_ON_INSERT_ONLY = ("UPDATE", "DELETE", "TRUNCATE", "REFERENCES", "TRIGGER")

ONE_ROLE_WARNING = (
    "warning: DATABASE_OWNER_URL is not set (or names the server's own role {role}): "
    "the server's role owns the tables, so the ledger is not protected against it "
    "(it could empty ledger_entry or drop its triggers). See README, 'PostgreSQL roles'."
)


class RoleSetupError(Exception):
    """The two roles cannot be set up as the owner and a server role that owns nothing."""


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", url)
    return config


def upgrade(url: str, revision: str = "head") -> None:
    command.upgrade(alembic_config(url), revision)


def revision(url: str, message: str) -> None:
    command.revision(alembic_config(url), message=message, autogenerate=True)


def upgrade_as_owner(owner_url: str, runtime_url: str) -> str | None:
    """Migrate with `owner_url`; on PostgreSQL with two roles, then leave the role of
    `runtime_url` exactly the rights the server needs. Returns a warning to show, if any."""
    if is_sqlite(runtime_url):
        if owner_url != runtime_url:
            raise RoleSetupError(
                "DATABASE_OWNER_URL is for PostgreSQL: a SQLite file has no roles, unset it"
            )
        upgrade(runtime_url)
        return None
    if is_sqlite(owner_url):
        raise RoleSetupError("DATABASE_OWNER_URL and DATABASE_URL must name the same database")
    roles = asyncio.run(_roles(owner_url, runtime_url))
    if roles.owner == roles.runtime:
        upgrade(owner_url)
        return ONE_ROLE_WARNING.format(role=roles.runtime)
    # Before migrating too: tables the server's role made under the old one-role set-up
    # would otherwise fail the migration with a bare "must be owner".
    asyncio.run(_check_runtime_role(owner_url, roles.runtime))
    upgrade(owner_url)
    asyncio.run(_grant(owner_url, roles.runtime))
    return None


@dataclass(frozen=True)
class _Roles:
    owner: str
    runtime: str


async def _roles(owner_url: str, runtime_url: str) -> _Roles:
    """Who each URL logs in as, asked of the server (the URL may leave the user to libpq's
    defaults), and a check that both reach one database."""
    found = []
    for url in (owner_url, runtime_url):
        engine = create_engine(url)
        try:
            async with engine.connect() as connection:
                row = (
                    await connection.execute(
                        text("SELECT current_user, current_database(), inet_server_port()")
                    )
                ).one()
        finally:
            await engine.dispose()
        found.append(row)
    (owner, owner_db, owner_port), (runtime, runtime_db, runtime_port) = found
    if (owner_db, owner_port) != (runtime_db, runtime_port):
        raise RoleSetupError(
            f"DATABASE_OWNER_URL reaches database {owner_db}, DATABASE_URL {runtime_db}:"
            " both must name the same database"
        )
    return _Roles(str(owner), str(runtime))


async def _check_runtime_role(owner_url: str, role: str) -> None:
    engine = create_engine(owner_url)
    try:
        async with engine.connect() as connection:
            await _refuse_powerful_role(connection, role)
    finally:
        await engine.dispose()


async def _refuse_powerful_role(connection: AsyncConnection, role: str) -> None:
    """No grant binds a superuser, nor the owner (or a member of the owner's role) of the
    database, the schema or any of its objects: such a role could drop the triggers."""
    row = (
        await connection.execute(
            text("SELECT rolsuper FROM pg_roles WHERE rolname = :role"), {"role": role}
        )
    ).one_or_none()
    if row is None:
        raise RoleSetupError(f"the server's role {role} does not exist")
    if row.rolsuper:
        raise RoleSetupError(
            f"the server's role {role} is a superuser: no privilege binds it;"
            " give DATABASE_URL an ordinary login role"
        )
    owned = (
        await connection.execute(
            text(
                """
                SELECT kind, name FROM (
                  SELECT 'database' AS kind, datname::text AS name, datdba AS owner
                    FROM pg_database WHERE datname = current_database()
                  UNION ALL
                  SELECT 'schema', nspname::text, nspowner
                    FROM pg_namespace WHERE nspname = current_schema()
                  UNION ALL
                  SELECT 'relation', relname::text, relowner
                    FROM pg_class WHERE relnamespace = current_schema()::regnamespace
                  UNION ALL
                  SELECT 'function', proname::text, proowner
                    FROM pg_proc WHERE pronamespace = current_schema()::regnamespace
                ) owned_by
                WHERE pg_has_role(:role, owner, 'MEMBER')
                ORDER BY kind, name
                """
            ),
            {"role": role},
        )
    ).all()
    if owned:
        names = ", ".join(f"{kind} {name}" for kind, name in owned[:5])
        more = f" and {len(owned) - 5} more" if len(owned) > 5 else ""
        raise RoleSetupError(
            f"the server's role {role} owns (or is a member of the owner of) {names}{more}."
            f" Hand them to the owner first, as a superuser: REASSIGN OWNED BY {role} TO"
            " <owner role> (in this database), and make the owner own the database"
        )


async def _grant(owner_url: str, role: str) -> None:
    """Set the server's role's rights from scratch, in one transaction: what it held before
    is revoked, so re-running gives the same result whatever was granted in between."""
    engine = create_engine(owner_url)
    try:
        async with engine.begin() as connection:
            await _refuse_powerful_role(connection, role)
            quote = connection.dialect.identifier_preparer.quote_identifier
            database, schema = (
                await connection.execute(text("SELECT current_database(), current_schema()"))
            ).one()
            tables = set(
                (
                    await connection.execute(
                        text("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
                    )
                ).scalars()
            )
            who, db, ns = quote(role), quote(database), quote(schema)
            statements = [
                f"REVOKE ALL ON DATABASE {db} FROM {who}",
                f"GRANT CONNECT ON DATABASE {db} TO {who}",
                f"REVOKE ALL ON SCHEMA {ns} FROM {who}",
                f"GRANT USAGE ON SCHEMA {ns} TO {who}",
                f"REVOKE ALL ON ALL TABLES IN SCHEMA {ns} FROM {who}",
                f"GRANT {TABLE_RIGHTS} ON ALL TABLES IN SCHEMA {ns} TO {who}",
                f"REVOKE ALL ON ALL SEQUENCES IN SCHEMA {ns} FROM {who}",
                # nextval for inserts; setval (UPDATE) would let ids be reused.
                f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA {ns} TO {who}",
                # Tables and sequences of later migrations: the same rights from the start.
                f"ALTER DEFAULT PRIVILEGES IN SCHEMA {ns} GRANT {TABLE_RIGHTS} ON TABLES TO {who}",
                f"ALTER DEFAULT PRIVILEGES IN SCHEMA {ns} GRANT USAGE, SELECT ON SEQUENCES"
                f" TO {who}",
            ]
            for table in INSERT_ONLY:
                if table in tables:
                    statements.append(f"REVOKE UPDATE, DELETE ON {quote(table)} FROM {who}")
            for table in READ_ONLY:
                if table in tables:
                    statements.append(f"REVOKE INSERT, UPDATE, DELETE ON {quote(table)} FROM {who}")
            for statement in statements:
                await connection.execute(text(statement))
            await _check_append_only(connection, role, tables)
    finally:
        await engine.dispose()


async def _check_append_only(connection: AsyncConnection, role: str, tables: set[str]) -> None:
    """The rights the role ends with, counting PUBLIC's and those of roles it belongs to
    (pg_write_all_data, say), which revoking from the role itself does not touch."""
    for table in INSERT_ONLY:
        if table not in tables:
            continue
        for right in FORBIDDEN_ON_INSERT_ONLY:
            held = (
                await connection.execute(
                    text("SELECT has_table_privilege(:role, :table, :right)"),
                    {"role": role, "table": table, "right": right},
                )
            ).scalar_one()
            if held:
                raise RoleSetupError(
                    f"the server's role {role} still holds {right} on {table} through PUBLIC"
                    " or a role it belongs to: revoke that grant or membership"
                )
