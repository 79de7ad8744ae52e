"""The demo's income (docs/income.md): after the seed, PP's demo player has a downline on two
levels and an alliance, and his past three days, computed, left income waiting on every page
of his, which he can withdraw; the books agree."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import asyncpg
import httpx
import pytest
from sqlalchemy.engine import make_url

from promptplay.app import build_context
from promptplay.cli import upgrade_database
from promptplay.config import Settings, normalize_database_url
from promptplay.context import AppContext
from promptplay.demo.income import ALLIANCE_CODE, MEMBERS
from promptplay.demo.seed import seed
from tests.conftest import SECRET, client_for, make_settings
from tests.factories import ledger_problems

BACKENDS = ["sqlite"] + (["postgresql"] if os.environ.get("TEST_DATABASE_URL") else [])


@pytest.fixture(params=BACKENDS)
async def seeded(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[AppContext]:
    """A database holding the demo data, and a context on it."""
    admin = None
    if request.param == "sqlite":
        url = f"sqlite+aiosqlite:///{tmp_path / 'demo.db'}"
    else:
        base = make_url(normalize_database_url(os.environ["TEST_DATABASE_URL"]))
        name = f"{base.database}_demo_income"
        admin = await asyncpg.connect(base.set(drivername="postgresql").render_as_string(False))
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.execute(f'CREATE DATABASE "{name}"')
        url = base.set(database=name).render_as_string(hide_password=False)
    ctx = build_context(make_settings(url, tmp_path))
    try:
        # Alembic runs its own event loop: off this one.
        await asyncio.to_thread(upgrade_database, Settings(database_url=url, secret_key=SECRET))
        assert await seed(ctx) is True
        yield ctx
    finally:
        await ctx.db.dispose()
        if admin is not None:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            await admin.close()


async def _data(client: httpx.AsyncClient, path: str, token: str, body: Any = None) -> Any:
    response = await client.post(
        f"/api/{path}", json=body or {}, headers={"authorization": f"Bearer {token}"}
    )
    assert response.status_code == 200, response.text
    return response.json()["data"]


async def test_the_demo_player_has_income_waiting_on_every_page(seeded: AppContext) -> None:
    assert await ledger_problems(seeded) == []
    async with client_for(seeded, "localhost") as client:
        login = await client.post(
            "/api/auth/login",
            json={"username": "demo", "password": "demo1234", "userType": "player"},
        )
        assert login.status_code == 200, login.text
        token = login.json()["data"]["accessToken"]

        affiliate = await _data(client, "affiliateManager", token)
        level1 = sum(1 for m in MEMBERS if m.upline == "demo")
        level2 = sum(1 for m in MEMBERS if m.upline not in (None, "demo"))
        assert (level1, level2) == (6, 1)
        assert affiliate["downline"] == {"level1": level1, "level2": level2, "total": 7}
        # Per day, level 1: slot 0.8 % of 29,000 (232) and 0.5 % of 37,000 of the rest (185);
        # level 2: 0.2 % of 10,000 (20). 437 a day, the days played 1, 0.8 and 1.25 times.
        assert Decimal(str(affiliate["balance"])) == Decimal("1332.85")
        assert affiliate["balance"] >= affiliate["minimumWithdraw"] > 0
        alliance = affiliate["alliance"]
        assert (alliance["code"], alliance["players"]) == (ALLIANCE_CODE, 2)
        # 20 % of its two players' net loss of 3,000 a day.
        assert Decimal(str(alliance["balance"])) == Decimal("1830")

        # His own net loss of 3,500 a day: 5 % back.
        return_lost = await _data(client, "returnLost/get", token)
        assert Decimal(str(return_lost["balance"])) == Decimal("533.75")
        assert [h["status"] for h in return_lost["history"]] == ["open"] * 3
        # Rolling: 0.6 % of casino 8,000 and card 3,000; rebate: 0.4 % of slot 12,000 and
        # sport 2,000.
        rolling = await _data(client, "rolling/get", token)
        rebate = await _data(client, "rebate/get", token)
        assert Decimal(str(rolling["balance"])) == Decimal("201.30")
        assert Decimal(str(rebate["balance"])) == Decimal("170.80")
        assert len(rolling["history"]) == len(rebate["history"]) == 3
        bonuses = await _data(client, "bonus/get", token)
        assert [b["bonusType"] for b in bonuses] == ["birthday"]

        paid = await _data(client, "affiliateManager/withdrawal", token, {"type": "affiliate"})
        assert Decimal(str(paid["amount"])) == Decimal("1332.85")
        assert Decimal(str(paid["wallet"]["incomeFromAffiliate"])) == 0
    assert await ledger_problems(seeded) == []
