"""Many plays and list calls at once on PostgreSQL (SQLite's writer lock serializes them, so
these are skipped there): one spin plays once, a token plays once, and spins earned are
granted once."""

from __future__ import annotations

import asyncio
from collections import Counter

import httpx
import pytest

from tests.factories import error_of, ledger_problems

from .conftest import MiniShop, today

pytestmark = pytest.mark.asyncio


@pytest.fixture(autouse=True)
def postgresql_only(database_url: str) -> None:
    if database_url.startswith("sqlite"):
        pytest.skip("concurrent transactions need PostgreSQL (SQLite has one writer)")


def outcomes(responses: list[httpx.Response]) -> Counter[str]:
    return Counter("ok" if r.status_code == 200 else error_of(r)["errorCode"] for r in responses)


async def test_one_spin_left_twenty_tokens_at_once_play_once(shop: MiniShop) -> None:
    await shop.minigames(daily_free=1)
    player = await shop.player()
    tokens = [await shop.token(player) for _ in range(20)]
    responses = await asyncio.gather(*(shop.play(player, token) for token in tokens))
    assert outcomes(list(responses)) == Counter({"ok": 1, "0050": 19})
    wallet = await shop.wallet(player)
    assert (wallet["spins"], wallet["creditBalance"]) == (0, 10)
    assert await shop.plays(player) == 1
    assert await shop.journals("SPIN_USED") == 1 and await shop.journals("ENGAGEMENT_CREDIT") == 1
    assert await ledger_problems(shop.ctx) == []


async def test_one_token_sent_twenty_times_at_once_plays_once(shop: MiniShop) -> None:
    await shop.minigames(daily_free=3)
    player = await shop.player()
    token = await shop.token(player)
    responses = await asyncio.gather(*(shop.play(player, token) for _ in range(20)))
    assert outcomes(list(responses)) == Counter({"ok": 20})
    assert len({r.json()["data"]["id"] for r in responses}) == 1
    wallet = await shop.wallet(player)
    assert (wallet["spins"], wallet["creditBalance"]) == (2, 10)
    assert await shop.plays(player) == 1
    assert await ledger_problems(shop.ctx) == []


async def test_many_list_calls_at_once_grant_the_spins_once(shop: MiniShop) -> None:
    await shop.minigames(
        daily_free=2,
        per_deposit={"amount": 100, "spins": 1, "maxPerDay": 0},
        per_turnover={"amount": 500, "spins": 1, "maxPerDay": 0},
    )
    player = await shop.player()
    await shop.deposit(player, 300)
    await shop.played(player, today(), 1000)
    paths = ["list"] * 20 + ["requestPlayToken"] * 5
    responses = await asyncio.gather(
        *(shop.game(path, player, {"game": "wheel"}) for path in paths)
    )
    assert outcomes(list(responses)) == Counter({"ok": 25})
    assert await shop.spins(player) == 2 + 3 + 2
    assert await shop.grants(player) == {
        ("free", today()): 2,
        ("deposit", today()): 3,
        ("turnover", today()): 2,
    }
    assert await shop.journals("SPINS_EARNED") == 3
    assert await ledger_problems(shop.ctx) == []


async def test_simultaneous_check_ins_check_in_once(shop: MiniShop) -> None:
    await shop.minigames(check_in=True)
    player = await shop.player()
    tokens = [await shop.token(player, "checkIn") for _ in range(10)]
    responses = await asyncio.gather(*(shop.play(player, token) for token in tokens))
    assert outcomes(list(responses)) == Counter({"ok": 1, "0051": 9})
    assert (await shop.wallet(player))["creditBalance"] == 1
    assert await shop.plays(player) == 1
    assert await ledger_problems(shop.ctx) == []


async def test_spins_and_plays_of_many_players_at_once_stay_apart(shop: MiniShop) -> None:
    await shop.minigames(daily_free=2)
    players = [await shop.player() for _ in range(5)]
    tokens = [(p, await shop.token(p)) for p in players for _ in range(3)]
    responses = await asyncio.gather(*(shop.play(p, t) for p, t in tokens))
    assert outcomes(list(responses)) == Counter({"ok": 10, "0050": 5})
    for player in players:
        wallet = await shop.wallet(player)
        assert (wallet["spins"], wallet["creditBalance"]) == (0, 20)
    assert await ledger_problems(shop.ctx) == []
