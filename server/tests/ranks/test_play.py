"""Diamonds and a rank from real play: the player plays rounds at the demo game upstream (a
separate process), the rounds are recorded, and his rank and diamonds come from them."""

from __future__ import annotations

from collections.abc import AsyncIterator
from decimal import Decimal

import httpx
import pytest

from tests.factories import ledger_problems, registered_player
from tests.games.conftest import Table, play_rounds
from tests.promotions.test_play import a_game, move

from .conftest import RankShop, tier

pytestmark = pytest.mark.asyncio


@pytest.fixture
async def shop(table: Table) -> AsyncIterator[RankShop]:  # type: ignore[override]
    yield RankShop(table.ctx, table.cashier, table.client, table.staff)


async def test_recorded_rounds_earn_diamonds_and_a_rank(
    shop: RankShop, demo: httpx.AsyncClient, table: Table
) -> None:
    await shop.ranks(
        diamondEvery=20,
        tiers=[tier(1, 0), tier(2, 60, rankUpBonus=10), tier(3, 1000)],
    )
    player = await registered_player(shop.client, shop.cashier.agent)
    await shop.deposit(player, 500)
    provider, game = await a_game(shop, "slot")
    await move(shop, player, "toProvider")
    rows = await play_rounds(demo, table, player, count=4, bet="25.00", product=provider, game=game)
    await move(shop, player, "toWallet")
    assert sum(Decimal(r["bet"]) for r in rows) == 100

    status = await shop.rank(player)
    assert (status["amount"], status["diamonds"]) == (100, 5)  # 100 played, one per 20
    assert (status["rank"]["level"], status["next"]["level"], status["toNext"]) == (2, 3, 900)
    offers = await shop.income_data("bonus/get", player)
    assert [(o["bonusType"], o["amount"]) for o in offers] == [("rank-2", 10)]
    assert (await shop.wallet(player))["diamonds"] == 5
    assert await ledger_problems(shop.ctx) == []
