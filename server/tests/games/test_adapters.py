"""Every call of every adapter against the demo game upstream over HTTP (docs/games.md §2)."""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator
from decimal import Decimal

import httpx
import pytest

from promptplay.config import DEMO_GAMES_SECRET
from promptplay.core.upstream_http import UpstreamHttp
from promptplay.games.adapters import ADAPTERS, Credentials, GameRefused, GameUpstream
from promptplay.games.registry import new_api_key, register_operator

pytestmark = pytest.mark.asyncio


def adapter(family: str, base_url: str, operator: str, key: str) -> GameUpstream:
    """A bare adapter: it registers nothing, so its key is the one the upstream holds, or not."""
    http = UpstreamHttp(f"games:{family}", base_url, 5)
    return ADAPTERS[family](http, Credentials(base_url, operator, key))


@pytest.fixture(params=sorted(ADAPTERS))
async def upstream(request, demo_games_url: str) -> AsyncIterator[GameUpstream]:  # type: ignore[no-untyped-def]
    operator, key = f"op{secrets.token_hex(4)}", new_api_key()
    await register_operator(demo_games_url, DEMO_GAMES_SECRET, operator, key)
    made = adapter(request.param, demo_games_url, operator, key)
    try:
        yield made
    finally:
        await made.aclose()


async def test_catalogue_and_launch(upstream: GameUpstream) -> None:
    products = await upstream.products()
    assert len(products) >= 10
    assert {c for p in products for c in p.categories} >= {
        "casino",
        "slot",
        "sport",
        "fishing",
        "card",
        "keno",
        "cockfight",
        "esport",
        "trading",
    }
    games = await upstream.games(products[0].code)
    assert games and all(g.product == products[0].code for g in games)
    urls = await upstream.launch_urls(
        username="someone",
        product=games[0].product,
        game_code=games[0].code,
        lang="th",
        currency="THB",
    )
    assert urls["mobile"] != urls["desktop"] and urls["mobile"].startswith("http")


async def test_transfers_are_idempotent_and_refusals_are_typed(upstream: GameUpstream) -> None:
    name = f"p{secrets.token_hex(4)}"
    assert await upstream.balance(name, "THB") == 0
    reference = f"r-{secrets.token_hex(6)}"
    first = await upstream.transfer(
        username=name, amount=Decimal("25.50"), reference=reference, direction="in", currency="THB"
    )
    again = await upstream.transfer(
        username=name, amount=Decimal("25.50"), reference=reference, direction="in", currency="THB"
    )
    assert again.tx_id == first.tx_id and first.balance == Decimal("25.50")
    assert await upstream.balance(name, "THB") == Decimal("25.50")
    found = await upstream.transfer_status(reference)
    assert found is not None and found.tx_id == first.tx_id
    assert await upstream.transfer_status("never-sent") is None
    with pytest.raises(GameRefused) as refused:
        await upstream.transfer(
            username=name,
            amount=Decimal("1.00"),
            reference=reference,
            direction="in",
            currency="THB",
        )
    assert refused.value.kind == "duplicate"
    with pytest.raises(GameRefused) as refused:
        await upstream.transfer(
            username=name,
            amount=Decimal("99.00"),
            reference=f"r-{secrets.token_hex(6)}",
            direction="out",
            currency="THB",
        )
    assert refused.value.kind == "insufficient"
    out = await upstream.transfer(
        username=name,
        amount=Decimal("25.50"),
        reference=f"r-{secrets.token_hex(6)}",
        direction="out",
        currency="THB",
    )
    assert out.balance == 0


async def test_wrong_credentials_are_refused(upstream: GameUpstream, demo_games_url: str) -> None:
    stranger = adapter(upstream.family, demo_games_url, upstream.credentials.username, "wrong-key")
    try:
        with pytest.raises(GameRefused) as refused:
            await stranger.products()
        assert refused.value.kind == "unauthorized"
    finally:
        await stranger.aclose()


async def test_bet_history_pages_from_the_cursor(
    upstream: GameUpstream, demo_games_url: str
) -> None:
    name = f"p{secrets.token_hex(4)}"
    await upstream.transfer(
        username=name,
        amount=Decimal("100.00"),
        reference=f"r-{secrets.token_hex(6)}",
        direction="in",
        currency="THB",
    )
    game = (await upstream.games("PGS"))[0]
    async with httpx.AsyncClient(base_url=demo_games_url, timeout=10) as demo:
        played = await demo.post(
            "/demo/rounds",
            json={
                "operator": upstream.credentials.username,
                "username": name,
                "productId": "PGS",
                "gameCode": game.code,
                "bet": "2.00",
                "count": 7,
            },
        )
    rows = played.json()["rows"]
    seen: list[str] = []
    cursor = None
    while True:
        page = await upstream.bets(cursor, limit=3)
        if not page.bets:
            break
        seen.extend(b.round_key for b in page.bets)
        assert all(b.username == name and b.bet == Decimal("2.00") for b in page.bets)
        cursor = page.cursor
    assert seen == [str(r["id"]) for r in rows]


# An answer in each protocol's envelope, holding catalogue records the adapter cannot read.
_BROKEN_CATALOGUE = {
    "amb": lambda path: {
        "code": 0,
        "message": "Success",
        "data": {"products": [{"productId": "X"}]}
        if path.endswith("products")
        else {"games": [{"code": "G", "name": "G", "category": "slot", "rank": "first"}]},
    },
    "xgambet": lambda path: {
        "ok": True,
        "result": {"providers": [{"code": "X"}]}
        if path.endswith("providers")
        else {"games": [{"id": "G", "name": "G", "category": "slot", "rank": "first"}]},
    },
    "pg": lambda path: {
        "data": [{"productId": "X"}]
        if path.endswith("Product/List")
        else [
            {
                "gameCode": "G",
                "gameName": "G",
                "productId": "X",
                "category": "slot",
                "rank": "first",
            }
        ],
        "error": None,
    },
}


@pytest.mark.parametrize("family", sorted(ADAPTERS))
async def test_an_unreadable_catalogue_record_is_a_protocol_error(family: str) -> None:
    """A product without a name, a game whose rank is not a number: the upstream's fault,
    reported as an unusable answer, never a KeyError or ValueError from inside the adapter."""
    from promptplay.core.upstream_http import UpstreamProtocolError

    transport = httpx.MockTransport(
        lambda request: httpx.Response(200, json=_BROKEN_CATALOGUE[family](request.url.path))
    )
    http = UpstreamHttp(f"games:{family}", "http://upstream.test", 5, transport=transport)
    made = ADAPTERS[family](http, Credentials("http://upstream.test", "op", "key"))
    try:
        with pytest.raises(UpstreamProtocolError, match="unreadable product"):
            await made.products()
        with pytest.raises(UpstreamProtocolError, match="unreadable game"):
            await made._product_games("X") if family != "pg" else await made.games("X")
    finally:
        await made.aclose()
