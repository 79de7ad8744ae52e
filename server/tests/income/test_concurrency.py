"""Many withdrawals and computations at once on PostgreSQL (SQLite's writer lock serializes
them, so these are skipped there): income is paid once and each period computed once."""

from __future__ import annotations

import asyncio
from collections import Counter
from decimal import Decimal

import httpx
import pytest

from promptplay.income import scheduler
from promptplay.income.service import income_service
from tests.factories import error_of, ledger_problems

from .conftest import IncomeShop, yesterday

pytestmark = pytest.mark.asyncio


@pytest.fixture(autouse=True)
def postgresql_only(database_url: str) -> None:
    if database_url.startswith("sqlite"):
        pytest.skip("concurrent transactions need PostgreSQL (SQLite has one writer)")


def outcomes(responses: list[httpx.Response]) -> Counter[str]:
    return Counter("ok" if r.status_code == 200 else error_of(r)["errorCode"] for r in responses)


async def test_fifty_simultaneous_withdrawals_pay_once(shop: IncomeShop) -> None:
    await shop.income_settings()
    upline = await shop.downline()
    member = await shop.downline(upline)
    await shop.played(member, yesterday(), "slot", 5000, 0)  # 50.00
    await shop.compute(yesterday())
    responses = await asyncio.gather(
        *(shop.income("affiliateManager/withdrawal", upline) for _ in range(50))
    )
    assert outcomes(list(responses)) == Counter({"ok": 1, "0050": 49})
    wallet = await shop.wallet(upline)
    assert (wallet["creditBalance"], wallet["incomeFromAffiliate"]) == (Decimal(50), 0)
    assert await ledger_problems(shop.ctx) == []


async def test_fifty_simultaneous_birthday_claims_pay_once(shop: IncomeShop) -> None:
    await shop.income_settings()
    player = await shop.downline()
    from datetime import timedelta

    from sqlalchemy import update

    from promptplay.models import Player as PlayerRow

    from .conftest import player_id

    today = yesterday() + timedelta(days=1)
    async with shop.ctx.db.write() as session:
        await session.execute(
            update(PlayerRow)
            .where(PlayerRow.id == player_id(player))
            .values(dob=today.replace(year=1991, day=1))
        )
    body = {"bonusType": "birthday"}
    responses = await asyncio.gather(*(shop.income("bonus/claim", player, body) for _ in range(50)))
    counted = outcomes(list(responses))
    assert counted["ok"] == 1 and sum(counted.values()) == 50
    assert set(counted) <= {"ok", "0040", "23505", "0066"}
    assert (await shop.wallet(player))["creditBalance"] == 300
    assert await ledger_problems(shop.ctx) == []


async def test_scheduler_runs_at_once_compute_each_period_once(shop: IncomeShop) -> None:
    await shop.income_settings()
    upline = await shop.downline()
    member = await shop.downline(upline)
    day = yesterday()
    await shop.played(member, day, "slot", 2000, 0)
    agent = await shop.agent()
    results = await asyncio.gather(
        *(income_service.compute_day(shop.ctx, agent, day) for _ in range(6)),
        *(scheduler.tick(shop.ctx) for _ in range(2)),
    )
    computed = [r for r in results[:6] if r]
    # One computation made the runs; the others passed (locked) or found them done.
    assert sum(len(r) for r in computed) <= 5
    (award,) = await shop.awards(upline, "affiliate")
    assert award.amount == 2000
    assert (await shop.wallet(upline))["incomeFromAffiliate"] == 20
    assert await ledger_problems(shop.ctx) == []


async def test_holds_and_withdrawals_racing_each_other_end_cleanly(shop: IncomeShop) -> None:
    """Staff holding an award while its player withdraws: both take the wallet's lock before
    the award's, so neither deadlocks; the award is held or paid, never both."""
    await shop.income_settings()
    upline = await shop.downline()
    member = await shop.downline(upline)
    await shop.played(member, yesterday(), "slot", 3000, 0)  # 30.00
    await shop.compute(yesterday())
    (award,) = await shop.awards(upline, "affiliate")
    decision = {"remark": "checking"}
    responses = await asyncio.gather(
        *(
            shop.office("POST", f"income/awards/{award.id}/hold", decision)
            if n % 2
            else shop.income("affiliateManager/withdrawal", upline)
            for n in range(20)
        )
    )
    counted = outcomes(list(responses))
    assert set(counted) <= {"ok", "0050", "0051"}, counted
    assert counted["ok"] == 1
    (award,) = await shop.awards(upline, "affiliate")
    wallet = await shop.wallet(upline)
    if award.status == "paid":
        assert wallet["creditBalance"] == 30
    else:
        assert award.status == "held" and wallet["creditBalance"] == 0
    assert wallet["incomeFromAffiliate"] == 0
    assert await ledger_problems(shop.ctx) == []
