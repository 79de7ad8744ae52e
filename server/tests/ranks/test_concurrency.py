"""Many redeems and rank updates at once on PostgreSQL (SQLite's writer lock serializes them,
so these are skipped there): the last item in stock goes once, diamonds never go below zero,
and the diamonds and bonus of a rank are given once."""

from __future__ import annotations

import asyncio
from collections import Counter

import httpx
import pytest

from promptplay.context import AppContext
from tests.factories import error_of, ledger_problems

from .conftest import RankShop, yesterday

pytestmark = pytest.mark.asyncio


@pytest.fixture(autouse=True)
def postgresql_only(database_url: str) -> None:
    if database_url.startswith("sqlite"):
        pytest.skip("concurrent transactions need PostgreSQL (SQLite has one writer)")


@pytest.fixture
def ctx(make_ctx) -> AppContext:  # type: ignore[no-untyped-def]
    """Thirty players register and log in from one address here."""
    return make_ctx(rate_limit_register=0, rate_limit_login=0)


def outcomes(responses: list[httpx.Response]) -> Counter[str]:
    return Counter(
        "ok" if r.status_code == 200 else f"{error_of(r)['errorCode']}:{error_of(r)['systemMsg']}"
        for r in responses
    )


async def test_thirty_players_at_once_take_the_last_one_once(shop: RankShop) -> None:
    await shop.ranks()
    item = await shop.item(stock=1)
    players = [await shop.with_diamonds(100) for _ in range(30)]
    responses = await asyncio.gather(*(shop.redeem(p, item["id"]) for p in players))
    assert outcomes(list(responses)) == Counter({"ok": 1, "0051:out_of_stock": 29})
    wallets = [await shop.wallet(p) for p in players]
    assert sorted(w["diamonds"] for w in wallets) == [5] + [10] * 29
    assert sum(w["creditBalance"] for w in wallets) == 100
    assert (await shop.office_data("GET", "rewards/items"))[0]["stock"] == 0
    assert len(await shop.redemptions()) == 1
    assert await ledger_problems(shop.ctx) == []


async def test_thirty_redeems_of_one_player_never_take_diamonds_below_zero(
    shop: RankShop,
) -> None:
    await shop.ranks()
    item = await shop.item(price=4, stock=None)
    player = await shop.with_diamonds(110)  # 11 diamonds: two redeems of 4
    responses = await asyncio.gather(*(shop.redeem(player, item["id"]) for _ in range(30)))
    assert outcomes(list(responses)) == Counter({"ok": 2, "0050:not_enough_diamonds": 28})
    wallet = await shop.wallet(player)
    assert (wallet["diamonds"], wallet["creditBalance"]) == (3, 200)
    assert len(await shop.redemptions()) == 2
    assert await ledger_problems(shop.ctx) == []


async def test_thirty_rank_calls_at_once_give_diamonds_and_bonuses_once(shop: RankShop) -> None:
    await shop.ranks()
    item = await shop.item(price=1)
    player = await shop.downline()
    await shop.played(player, yesterday(), "slot", 6000, 0)  # 600 diamonds, Gold
    calls = [shop.post("rank/get", player) for _ in range(20)]
    calls += [shop.post("reward/items", player) for _ in range(5)]
    calls += [shop.redeem(player, item["id"]) for _ in range(5)]
    responses = await asyncio.gather(*calls)
    assert outcomes(list(responses)) == Counter({"ok": 30})
    wallet = await shop.wallet(player)
    assert (wallet["diamonds"], wallet["creditBalance"]) == (595, 500)
    assert await shop.journals("DIAMONDS_EARNED") == 1
    assert sorted(a.period_key for a in await shop.awards(player, "bonus")) == [
        "rank-2",
        "rank-3",
    ]
    assert await ledger_problems(shop.ctx) == []


async def test_a_rejection_and_its_replays_at_once_refund_once(shop: RankShop) -> None:
    await shop.ranks()
    item = await shop.item(
        kind="physical",
        amount=0,
        price=10,
        stock=1,
        name={"nameTh": "หมวก", "nameEn": "Cap", "nameVi": "Mũ"},
    )
    player = await shop.with_diamonds(100)
    redeemed = await shop.ok("reward/redeem", player, {"itemId": item["id"]})
    responses = await asyncio.gather(
        *(shop.decide(redeemed["id"], "reject", f"key-{n % 3}", remark="gone") for n in range(15))
    )
    counted = outcomes(list(responses))
    assert counted["ok"] >= 1 and set(counted) <= {"ok", "0051:redemption_rejected", "0058:None"}
    assert (await shop.wallet(player))["diamonds"] == 10
    assert await shop.journals("DIAMONDS_REFUNDED") == 1
    assert (await shop.office_data("GET", "rewards/items"))[0]["stock"] == 1
    assert await ledger_problems(shop.ctx) == []
