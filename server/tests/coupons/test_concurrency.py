"""Fifty redemptions of one code at once on PostgreSQL (SQLite's writer lock serializes them,
so these are skipped there): each is paid exactly once, and the ledger stays balanced."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncIterator

import httpx
import pytest

from tests.factories import Player, error_of, ledger_problems

from .conftest import CouponShop, open_coupon_shop

pytestmark = pytest.mark.asyncio

AT_ONCE = 50


@pytest.fixture(autouse=True)
def postgresql_only(database_url: str) -> None:
    if database_url.startswith("sqlite"):
        pytest.skip("concurrent transactions need PostgreSQL (SQLite has one writer)")


@pytest.fixture
async def shop(make_ctx) -> AsyncIterator[CouponShop]:  # type: ignore[no-untyped-def]
    """A shop whose many players may register and sign in from one address."""
    ctx = make_ctx(rate_limit_register=0, rate_limit_login=0)
    async with await open_coupon_shop(ctx) as made:
        yield made


def outcomes(responses: list[httpx.Response]) -> Counter[str]:
    return Counter(
        "ok" if r.status_code == 200 else f"{error_of(r)['errorCode']} {error_of(r)['systemMsg']}"
        for r in responses
    )


async def players(shop: CouponShop, count: int) -> list[Player]:
    return [await shop.player() for _ in range(count)]


async def credit_total(shop: CouponShop, everyone: list[Player]) -> int:
    return sum([int((await shop.wallet(p))["creditBalance"]) for p in everyone])


async def test_one_use_in_all_and_fifty_players(shop: CouponShop) -> None:
    coupon = await shop.coupon(code="FIRSTONE", usesTotal=1, amount=100)
    everyone = await players(shop, AT_ONCE)
    responses = await asyncio.gather(*(shop.redeem(p, "FIRSTONE") for p in everyone))
    assert outcomes(list(responses)) == Counter({"ok": 1, "0051 coupon_exhausted": AT_ONCE - 1})
    assert await credit_total(shop, everyone) == 100
    assert (await shop.coupon_row(coupon["id"])).used == 1
    assert len(await shop.redemptions(coupon["id"])) == 1
    assert len(await shop.journals("ENGAGEMENT_CREDIT")) == 1
    assert await ledger_problems(shop.ctx) == []


async def test_one_use_per_player_and_fifty_requests_of_one_player(shop: CouponShop) -> None:
    coupon = await shop.coupon(code="MINEONCE", usesPerPlayer=1, amount=100, turnoverMultiple=2)
    player = await shop.player()
    responses = await asyncio.gather(*(shop.redeem(player, "MINEONCE") for _ in range(AT_ONCE)))
    assert outcomes(list(responses)) == Counter({"ok": 1, "0051 coupon_used": AT_ONCE - 1})
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["eventCredit"]) == (100, 100)
    assert (await shop.coupon_row(coupon["id"])).used == 1
    assert len(await shop.journals("ENGAGEMENT_CREDIT")) == 1
    assert await ledger_problems(shop.ctx) == []


async def test_one_batch_code_and_fifty_players(shop: CouponShop) -> None:
    coupon = await shop.coupon(code=None, usesPerPlayer=0, type="spins", spins=3, amount=0)
    (code,) = await shop.codes(coupon["id"], 1)
    everyone = await players(shop, AT_ONCE)
    responses = await asyncio.gather(*(shop.redeem(p, code) for p in everyone))
    assert outcomes(list(responses)) == Counter({"ok": 1, "0051 coupon_used": AT_ONCE - 1})
    spins = [int((await shop.wallet(p))["spins"]) for p in everyone]
    assert sorted(spins) == [0] * (AT_ONCE - 1) + [3]
    # The uses the refused ones took were given back with their transactions.
    assert (await shop.coupon_row(coupon["id"])).used == 1
    assert len(await shop.journals("SPINS_EARNED")) == 1
    assert await ledger_problems(shop.ctx) == []


async def test_a_few_uses_among_many_players(shop: CouponShop) -> None:
    coupon = await shop.coupon(code="FIVE", usesTotal=5, amount=10)
    everyone = await players(shop, AT_ONCE)
    responses = await asyncio.gather(*(shop.redeem(p, "FIVE") for p in everyone))
    assert outcomes(list(responses)) == Counter({"ok": 5, "0051 coupon_exhausted": AT_ONCE - 5})
    assert await credit_total(shop, everyone) == 50
    assert (await shop.coupon_row(coupon["id"])).used == 5
    assert await ledger_problems(shop.ctx) == []
