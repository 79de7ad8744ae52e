"""`promptplay income run --date`: a past day's periods computed now, once, whatever ran
before; today refused."""

from __future__ import annotations

from datetime import timedelta

import pytest

from tests.factories import ledger_problems, promptplay

from .conftest import IncomeShop, yesterday

pytestmark = pytest.mark.asyncio


async def test_a_past_day_is_computed_once(shop: IncomeShop, cli_env: None) -> None:
    await shop.income_settings()
    upline = await shop.downline()
    member = await shop.downline(upline)
    day = yesterday()
    await shop.played(member, day, "slot", 4000, 1000)
    prefix = shop.cashier.agent.prefix
    first = await promptplay("income", "run", "--date", day.isoformat(), "--agent", prefix)
    assert first.exit_code == 0, first.output
    assert f"{prefix} affiliate {day.isoformat()}: 1 award(s), 40" in first.output
    assert f"{prefix} returnLost {day.isoformat()}: 1 award(s), 300" in first.output
    again = await promptplay("income", "run", "--date", day.isoformat(), "--agent", prefix)
    assert again.exit_code == 0 and "nothing left to compute" in again.output
    assert (await shop.wallet(upline))["incomeFromAffiliate"] == 40
    assert (await shop.wallet(member))["returnLostBalance"] == 300
    today = day + timedelta(days=1)
    refused = await promptplay("income", "run", "--date", today.isoformat(), "--agent", prefix)
    assert refused.exit_code != 0 and "(0000)" in refused.output
    unknown = await promptplay("income", "run", "--date", day.isoformat(), "--agent", "NOPE")
    assert unknown.exit_code != 0
    assert await ledger_problems(shop.ctx) == []
