"""The demo data loads into an empty database on each backend (PostgreSQL enforces the
column lengths SQLite ignores), and a second run leaves it as it is."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest
from sqlalchemy import func, select
from sqlalchemy.engine import make_url

from promptplay.app import build_context
from promptplay.cli import upgrade_database
from promptplay.config import Settings, normalize_database_url
from promptplay.demo.income import MEMBERS
from promptplay.demo.seed import seed
from promptplay.models import Agent, Banner, Player
from tests.conftest import SECRET, make_settings

BACKENDS = ["sqlite"] + (["postgresql"] if os.environ.get("TEST_DATABASE_URL") else [])


@pytest.fixture(params=BACKENDS)
async def empty_url(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    if request.param == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path / 'seed.db'}"
        return
    base = make_url(normalize_database_url(os.environ["TEST_DATABASE_URL"]))
    name = f"{base.database}_seed"
    admin = await asyncpg.connect(base.set(drivername="postgresql").render_as_string(False))
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}"')
        await admin.execute(f'CREATE DATABASE "{name}"')
        yield base.set(database=name).render_as_string(hide_password=False)
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()


async def test_the_demo_loads_into_an_empty_database(empty_url: str, tmp_path: Path) -> None:
    # Alembic runs its own event loop: off this one.
    await asyncio.to_thread(upgrade_database, Settings(database_url=empty_url, secret_key=SECRET))
    ctx = build_context(make_settings(empty_url, tmp_path))
    try:
        assert await seed(ctx) is True
        async with ctx.db.read() as session:
            agents = (await session.execute(select(func.count()).select_from(Agent))).scalar()
            players = (await session.execute(select(func.count()).select_from(Player))).scalar()
            images = list((await session.execute(select(Banner.image_url))).scalars())
        # The two demo players, and the demo player's downline and alliance.
        assert (agents, players, len(images)) == (3, 2 + len(MEMBERS), 9)
        # The banners are whole SVG data: URIs, longer than a URL column would hold.
        assert all(i.startswith("data:image/svg+xml;base64,") and len(i) > 500 for i in images)
        assert await seed(ctx) is False
    finally:
        await ctx.db.dispose()
