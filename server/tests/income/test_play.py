"""Income from real play: the downline plays rounds at the demo game upstream (a separate
process), the rounds are recorded, and the day's computation pays his upline and himself
from those rounds."""

from __future__ import annotations

from collections.abc import AsyncIterator
from decimal import Decimal

import httpx
import pytest

from promptplay.core.clock import utcnow
from tests.factories import ledger_problems, registered_player
from tests.games.conftest import Table, play_rounds
from tests.promotions.test_play import a_game, move

from .conftest import BANGKOK, IncomeShop, dec

pytestmark = pytest.mark.asyncio


@pytest.fixture
async def shop(table: Table) -> AsyncIterator[IncomeShop]:  # type: ignore[override]
    yield IncomeShop(table.ctx, table.cashier, table.client, table.staff)


async def test_recorded_rounds_earn_the_upline_and_the_player(
    shop: IncomeShop, demo: httpx.AsyncClient, table: Table
) -> None:
    await shop.income_settings()
    upline = await shop.downline()
    member = await registered_player(
        shop.client,
        shop.cashier.agent,
        referrer=upline.user["player"]["invite"],
        bankAccountName="Member Player",
    )
    await shop.deposit(member, 500)
    provider, game = await a_game(shop, "slot")
    await move(shop, member, "toProvider")
    rows = await play_rounds(demo, table, member, count=4, bet="25.00", product=provider, game=game)
    await move(shop, member, "toWallet")
    bets = sum(Decimal(r["bet"]) for r in rows)
    payouts = sum(Decimal(r["payout"]) for r in rows)
    assert bets == 100

    today = utcnow().astimezone(BANGKOK).date()
    rebate_today = await shop.income_data("rebate/get", member)
    assert dec(rebate_today["today"]["amount"]) == Decimal("0.50")  # 0.5 % of slot turnover
    await shop.compute(today)
    # 1 % of the slot turnover to the upline; the rebate of 0.5 % to the player himself.
    assert (await shop.wallet(upline))["incomeFromAffiliate"] == Decimal("1.00")
    loss = bets - payouts
    returned = (await shop.wallet(member))["returnLostBalance"]
    assert returned == (loss / 10 if loss >= 100 else 0)
    rebate = await shop.income_data("rebate/get", member)
    assert dec(rebate["balance"]) == Decimal("0.50")
    assert await ledger_problems(shop.ctx) == []
