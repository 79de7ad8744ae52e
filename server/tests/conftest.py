"""Test set-up: every API test runs over HTTP (httpx against the ASGI app) on SQLite, and on
PostgreSQL too when TEST_DATABASE_URL is set. Each backend is migrated once by Alembic; tests
stay apart by building their own agent (tenant) with its own host name.

Building the app (every route and its schemas) costs more than most tests, so the tests that
take the plain `ctx` share one context and one app per backend; a test that needs other
settings builds its own with `make_ctx(...)`, and gets an app of its own."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from promptplay.app import build_context, create_app
from promptplay.cli import upgrade_database
from promptplay.config import Settings, normalize_database_url
from promptplay.context import AppContext

SECRET = "test-secret-key-that-is-long-enough-0123456789"
BACKENDS = ["sqlite"] + (["postgresql"] if os.environ.get("TEST_DATABASE_URL") else [])


async def _reset_postgres(url: str) -> None:
    engine = create_async_engine(url)
    async with engine.begin() as conn:
        await conn.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
        await conn.execute(text("CREATE SCHEMA public"))
    await engine.dispose()


@pytest.fixture(scope="session", params=BACKENDS)
def database_url(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> str:
    if request.param == "sqlite":
        url = f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('db') / 'test.db'}"
    else:
        url = normalize_database_url(os.environ["TEST_DATABASE_URL"])
        asyncio.run(_reset_postgres(url))
    upgrade_database(Settings(database_url=url, secret_key=SECRET))
    return url


def make_settings(database_url: str, var_dir: Path, **overrides: object) -> Settings:
    values: dict[str, object] = {
        "database_url": database_url,
        "secret_key": SECRET,
        "captcha": "off",
        "var_dir": var_dir,
        "web_dist": var_dir / "no-site",
        # The ceiling of failed logins per address counts in the database, shared by every
        # context on it, and the refused logins of every test (wrong passwords, suspended and
        # self-excluded players) come from one test address within one window: a long run
        # would pass any ceiling and refuse later tests' logins (0036). The throttle's own
        # tests set theirs.
        "login_max_failures_address": 1_000_000,
    }
    values.update(overrides)
    return Settings(**values)  # type: ignore[arg-type]


@pytest.fixture
async def make_ctx(database_url: str, tmp_path: Path) -> AsyncIterator:
    """Build app contexts on the test database, with settings overridden as a test needs."""
    made: list[AppContext] = []

    def factory(**overrides: object) -> AppContext:
        ctx = build_context(make_settings(database_url, tmp_path, **overrides))
        made.append(ctx)
        return ctx

    yield factory
    for ctx in made:
        _apps.pop(id(ctx), None)
        await ctx.db.dispose()


@pytest.fixture(scope="session")
async def shared_ctx(
    database_url: str, tmp_path_factory: pytest.TempPathFactory
) -> AsyncIterator[AppContext]:
    """The context of every test that asks for no settings of its own. The per-address rate
    limits are off: their counts live in the app, and a whole session's registrations from
    one test address would pass any limit (their own tests set them with make_ctx)."""
    ctx = build_context(
        make_settings(
            database_url,
            tmp_path_factory.mktemp("var"),
            rate_limit_captcha=0,
            rate_limit_register=0,
            rate_limit_login=0,
            rate_limit_recovery=0,
        )
    )
    yield ctx
    _apps.pop(id(ctx), None)
    await ctx.db.dispose()


@pytest.fixture
async def ctx(shared_ctx: AppContext) -> AsyncIterator[AppContext]:
    yield shared_ctx
    shared_ctx.captcha_answer = None  # a test may swap in a known answer


# The app built on each live context, by the context's id (kept with the context itself, so
# that the id cannot be reused while the entry lives).
_apps: dict[int, tuple[AppContext, FastAPI]] = {}


def app_for(ctx: AppContext) -> FastAPI:
    entry = _apps.get(id(ctx))
    if entry is None:
        entry = _apps[id(ctx)] = (ctx, create_app(context=ctx))
    return entry[1]


def client_for(ctx: AppContext, host: str) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=app_for(ctx), raise_app_exceptions=False)
    return httpx.AsyncClient(transport=transport, base_url=f"http://{host}")


@pytest.fixture
async def desk(ctx: AppContext) -> AsyncIterator:
    """An agent with its admin and a client on its host, on the shared context
    (tests/uploads/conftest.py `Office`)."""
    from tests.uploads.conftest import open_office

    office = await open_office(ctx)
    try:
        yield office
    finally:
        await office.client.aclose()


@pytest.fixture
def cli_env(monkeypatch: pytest.MonkeyPatch, database_url: str, tmp_path: Path) -> None:
    """`promptplay` commands run in a test act on the test database."""
    for name, value in {
        "DATABASE_URL": database_url,
        "SECRET_KEY": SECRET,
        "VAR_DIR": str(tmp_path),
    }.items():
        monkeypatch.setenv(name, value)
