"""The lobby's pages of games: cut from each provider's games, kept by catalogue version, so
that a sync shows on the next page, an edit by hand once what is kept expires, and players
who open the same page at once share one read."""

from __future__ import annotations

import asyncio
import json
import secrets
from pathlib import Path

import pytest
from alembic import command
from pydantic import TypeAdapter
from sqlalchemy import create_engine, inspect, update

from promptplay.context import AppContext
from promptplay.core.envelope import Ok
from promptplay.core.errors import DataNotFound, GameClosed, InvalidData
from promptplay.core.migrate import alembic_config, upgrade
from promptplay.games import catalogue
from promptplay.games.adapters.base import Credentials, UpstreamGame, UpstreamProduct
from promptplay.games.schemas import GamesPage
from promptplay.games.sweeper import sync_catalogues
from promptplay.models import Game, GameProvider

from .conftest import Table


class Listing:
    """A game upstream whose catalogue the test writes (what `catalogue.sync` reads), under a
    family of its own so that no other test sees it."""

    def __init__(self) -> None:
        self.family = f"t{secrets.token_hex(6)}"
        self.credentials = Credentials("http://upstream.test", "operator", "key")
        self.listed: list[UpstreamProduct] = []
        self.listed_games: list[UpstreamGame] = []

    def provider(self, code: str, status: str = "active") -> None:
        self.listed.append(
            UpstreamProduct(code, f"{code} Games", ("slot", "fishing"), status, None)
        )

    def game(self, product: str, number: int, name: str, category: str = "slot") -> None:
        self.listed_games.append(
            UpstreamGame(
                product,
                f"{product}-{number}",
                name,
                category,
                "slot",
                f"/{number}.svg",
                number,
                "active",
            )
        )

    async def products(self) -> list[UpstreamProduct]:
        return list(self.listed)

    async def games(self) -> list[UpstreamGame]:
        return list(self.listed_games)


async def synced(ctx: AppContext, upstream: Listing) -> None:
    async with ctx.db.write() as session:
        await catalogue.sync(session, upstream)  # type: ignore[arg-type]


async def page(
    ctx: AppContext,
    upstream: Listing,
    code: str = "AAA",
    category: str | None = "slot",
    number: int = 1,
    per_page: int = 32,
    search: str | None = None,
) -> tuple[list[str], dict[str, int]]:
    found = await catalogue.games_page(
        ctx.db, upstream.family, code, category, number, per_page, search
    )
    return [g.name for g in found.gamesList], found.page.model_dump()


async def slot_counts(ctx: AppContext, upstream: Listing) -> tuple[int, dict[str, int]]:
    """How many slot games the lobby counts, and by provider (as kept: a sync here, like
    one in another process, leaves this process's kept counts in place)."""
    categories = await catalogue.lobby_categories(ctx, upstream.family)
    providers = await catalogue.lobby_providers(ctx, upstream.family, "slot")
    slot = next(c for c in categories if c.category == "slot")
    return slot.gameCount, {p.providerPrefix: p.gameCount for p in providers}


async def test_a_sync_shows_in_the_next_page_and_in_the_counts(ctx: AppContext) -> None:
    upstream = Listing()
    upstream.provider("AAA")
    for number in range(1, 41):
        upstream.game("AAA", number, f"Game {number}")
    upstream.game("AAA", 99, "A fish", category="fishing")
    await synced(ctx, upstream)
    names, pages = await page(ctx, upstream, number=2)
    assert names == [f"Game {n}" for n in range(33, 41)]
    assert pages == {"page": 2, "perPage": 32, "total": 40, "totalPages": 2}
    assert await slot_counts(ctx, upstream) == (40, {"AAA": 40})

    # The upstream renames game 33, stops listing game 34 and lists a new one first.
    upstream.listed_games = [
        g for g in upstream.listed_games if g.code != "AAA-34" and g.code != "AAA-33"
    ]
    upstream.game("AAA", 33, "Game 33, renamed")
    upstream.game("AAA", 0, "Game 0")
    await synced(ctx, upstream)

    names, pages = await page(ctx, upstream, number=2)
    assert names == ["Game 32", "Game 33, renamed", *(f"Game {n}" for n in range(35, 41))]
    assert pages == {"page": 2, "perPage": 32, "total": 40, "totalPages": 2}
    assert (await page(ctx, upstream))[0][:2] == ["Game 0", "Game 1"]
    assert await slot_counts(ctx, upstream) == (40, {"AAA": 40})
    # All of a provider's games (no category), in lobby order, fishing included.
    names, pages = await page(ctx, upstream, category=None, number=3, per_page=20)
    assert names == ["A fish"]
    assert pages == {"page": 3, "perPage": 20, "total": 41, "totalPages": 3}

    # The upstream closes the provider: refused on the next page, gone from the counts.
    upstream.listed = []
    upstream.provider("AAA", status="closed")
    await synced(ctx, upstream)
    with pytest.raises(GameClosed):
        await page(ctx, upstream)
    assert await slot_counts(ctx, upstream) == (0, {})


async def test_a_search_is_a_case_insensitive_part_of_the_name(ctx: AppContext) -> None:
    upstream = Listing()
    upstream.provider("AAA")
    upstream.provider("BBB")
    for number, name in enumerate(
        ["Ärger Mines", "ÉCLAIR Royale", "100% Wild", "Snake_Eyes", "Back\\slash", "Royal Koi"]
    ):
        upstream.game("AAA", number, name)
    upstream.game("BBB", 50, "Royal Elsewhere")
    await synced(ctx, upstream)

    async def found(search: str | None, category: str | None = "slot") -> list[str]:
        return (await page(ctx, upstream, category=category, search=search))[0]

    assert await found("  roy ") == ["ÉCLAIR Royale", "Royal Koi"]
    assert await found("éclair") == await found("Éclair") == ["ÉCLAIR Royale"]
    assert await found("ärger") == ["Ärger Mines"]
    assert await found("%") == ["100% Wild"]
    assert await found("_") == ["Snake_Eyes"]
    assert await found("\\") == ["Back\\slash"]
    assert await found("") == await found(None) == await found("   ")
    assert len(await found(None)) == 6
    assert await found("roy", category="fishing") == []
    nothing = await catalogue.games_page(ctx.db, upstream.family, "aaa", "slot", 1, 32, "zzz")
    assert nothing.model_dump() == {
        "gamesList": [],
        "page": {"page": 1, "perPage": 32, "total": 0, "totalPages": 1},
    }
    with pytest.raises(InvalidData):
        await page(ctx, upstream, number=2, search="roy")
    with pytest.raises(DataNotFound):
        await page(ctx, upstream, code="CCC")


async def test_a_page_as_json_is_what_the_response_model_makes_of_it(ctx: AppContext) -> None:
    """The lobby answers a page from each game's JSON made once: byte for byte what the
    route's response model (`Ok[GamesPage]`) would serialize."""
    upstream = Listing()
    upstream.provider("AAA")
    for number, name in enumerate(
        ['Quote "Me"', "Back\\slash", "Ärger ☃ 🎰", "Tab\there", "Plain", "Line\nbreak"]
    ):
        upstream.game("AAA", number, name)
    upstream.listed_games.append(
        UpstreamGame("AAA", "AAA-none", "No image", "fishing", None, None, 7, "active")
    )
    await synced(ctx, upstream)
    envelope = TypeAdapter(Ok[GamesPage])
    for category, number, per_page, search in [
        ("slot", 1, 32, None),
        ("slot", 2, 4, None),
        (None, 1, 100, None),
        (None, 1, 32, "e"),
        ("slot", 2, 2, "a"),
        ("fishing", 1, 32, "IMAGE"),
        ("slot", 1, 32, "nothing like it"),
    ]:
        args = (ctx.db, upstream.family, "aaa", category, number, per_page, search)
        model = await catalogue.games_page(*args)
        encoded = await catalogue.games_page_json(*args)
        assert encoded == model.model_dump_json().encode()
        assert b'{"status":"success","data":' + encoded + b"}" == envelope.dump_json(
            Ok[GamesPage](data=model)
        )
    assert json.loads(encoded)["page"]["total"] == 0
    fishing = await catalogue.games_page_json(
        ctx.db, upstream.family, "AAA", "fishing", 1, 32, None
    )
    assert [(g["name"], g["image"], g["engine"]) for g in json.loads(fishing)["gamesList"]] == [
        ("No image", None, None)
    ]


async def test_an_edit_by_hand_shows_once_the_kept_games_expire_and_a_sync_at_once(
    table: Table,
) -> None:
    player = await table.player()
    path = "ambSuperApi/transfer/getGamesByCategoryAndProvider"
    body = {"providerPrefix": "PGS", "category": "slot", "perPage": 8}
    kept = catalogue._shelves
    kept.clear()  # what an earlier test left must not expire halfway through this one
    first = await table.data(path, player, body)
    code = first["gamesList"][0]["gameCode"]
    async with table.ctx.db.write() as session:
        await session.execute(
            update(Game)
            .where(Game.family == "amb", Game.code == code)
            .values(name="Renamed meanwhile", search_name="renamed meanwhile")
        )
    assert await table.data(path, player, body) == first  # kept
    # The time passes: what is kept expires.
    kept.update({key: (0.0, value) for key, (_, value) in kept.items()})
    renamed = await table.data(path, player, body)
    assert renamed["gamesList"][0]["name"] == "Renamed meanwhile"
    assert (await table.data(path, player, {**body, "search": "MEANWHILE"}))["gamesList"] == [
        renamed["gamesList"][0]
    ]
    # A sync brings the upstream's name back, and the very next page shows it.
    await sync_catalogues(table.ctx)
    assert await table.data(path, player, body) == first


async def test_callers_at_once_share_one_read_and_a_failed_read_is_not_kept() -> None:
    cache: dict[object, tuple[float, object]] = {}
    reads = 0

    async def read() -> str:
        nonlocal reads
        reads += 1
        await asyncio.sleep(0.01)
        return "answer"

    answers = await asyncio.gather(*(catalogue.cached(cache, ("k",), read) for _ in range(20)))
    assert answers == ["answer"] * 20 and reads == 1
    assert await catalogue.cached(cache, ("k",), read) == "answer" and reads == 1

    async def fail() -> str:
        await asyncio.sleep(0.01)
        raise RuntimeError("database gone")

    failed = await asyncio.gather(
        *(catalogue.cached(cache, ("f",), fail) for _ in range(5)), return_exceptions=True
    )
    assert all(isinstance(f, RuntimeError) for f in failed)
    assert ("f",) not in cache
    assert await catalogue.cached(cache, ("f",), read) == "answer"

    # What has expired goes when something new is kept.
    cache[("old",)] = (0.0, "stale")
    await catalogue.cached(cache, ("new",), read)
    assert ("old",) not in cache and ("new",) in cache


def test_the_lobby_migration_goes_down_and_up_again(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'lobby.db'}"
    upgrade(url)
    engine = create_engine(f"sqlite:///{tmp_path / 'lobby.db'}")
    try:
        columns = {c["name"] for c in inspect(engine).get_columns(GameProvider.__tablename__)}
        assert "catalogue_version" in columns
        command.downgrade(alembic_config(url), "0005")
        columns = {c["name"] for c in inspect(engine).get_columns(GameProvider.__tablename__)}
        assert "catalogue_version" not in columns
        upgrade(url)
        columns = {c["name"] for c in inspect(engine).get_columns(GameProvider.__tablename__)}
        assert "catalogue_version" in columns
    finally:
        engine.dispose()
