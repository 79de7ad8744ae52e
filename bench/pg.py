"""What the PostgreSQL benches share: psql on the bench's server, and a bench database made
afresh and migrated."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from sqlalchemy.engine import make_url

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from promptplay.cli import upgrade_database  # noqa: E402
from promptplay.config import Settings, normalize_database_url  # noqa: E402

SECRET = "bench-" * 8


def psql(url: str, database: str, sql: str) -> None:
    """Runs `sql` in `database` of the server `url` names."""
    server = make_url(url)
    subprocess.run(
        [
            "psql",
            "-h",
            server.host or "127.0.0.1",
            "-p",
            str(server.port or 5432),
            "-U",
            server.username or "postgres",
            "-d",
            database,
            "-q",
            "-v",
            "ON_ERROR_STOP=1",
            "-c",
            sql,
        ],
        check=True,
        capture_output=True,
    )


def fresh_database(url: str) -> tuple[str, str]:
    """Drops and makes the database `url` names, migrated: (its name, the app's URL)."""
    database = make_url(url).database
    assert database, "BENCH_DATABASE_URL names a database"
    psql(url, "postgres", f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
    psql(url, "postgres", f'CREATE DATABASE "{database}"')
    app_url = normalize_database_url(url)
    upgrade_database(Settings(database_url=app_url, secret_key=SECRET))
    return database, app_url
