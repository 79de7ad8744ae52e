"""The lobby's catalogue: synced from each family's upstream into the database, and read by
the lobby (docs/games.md §1).

What the lobby shows of the catalogue changes only when a sync runs or an operator edits the
database by hand, so it is kept a while. A provider's active games are kept by catalogue
version, and every page and search is cut from them: each sync gives its family a new
version, so every process shows the sync from its next page on, and an edit by hand shows
within LOBBY_CACHE_SECONDS. The counts of categories and providers are kept the same way
(and a sync empties this process's copy at once). Whether a provider is open is read on
every page, and whether a game may be launched on every launch."""

from __future__ import annotations

import asyncio
import logging
import math
import secrets
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from itertools import compress, repeat
from operator import contains
from typing import Any, NamedTuple, TypeVar
from urllib.parse import urljoin

from pydantic import TypeAdapter
from sqlalchemy.ext.asyncio import AsyncSession

from ..context import AppContext
from ..core.db import Database
from ..core.errors import DataNotFound, GameClosed, InvalidData
from ..models import Game, GameProvider
from ..models.game import CATEGORIES
from .adapters import GameUpstream
from .repository import (
    ACTIVE,
    CatalogueRepository,
    catalogue_version,
    lobby_games,
    lobby_provider,
)
from .schemas import Category, GameOut, GamesPage, Page, Provider

log = logging.getLogger("promptplay.games")
T = TypeVar("T")

PER_PAGE = 32
MAX_PER_PAGE = 100


@dataclass(frozen=True)
class SyncReport:
    providers: int
    games: int
    closed: int


def _absolute(base_url: str, url: str | None) -> str | None:
    return urljoin(base_url + "/", url) if url else None


async def sync(session: AsyncSession, upstream: GameUpstream) -> SyncReport:
    """Bring one family's providers and games in line with what its upstream lists now;
    a game it no longer lists is closed, never deleted (rounds point at it). The family gets
    a new catalogue version, so that no process keeps showing what was there before."""
    family, base = upstream.family, upstream.credentials.base_url
    products = await upstream.products()
    games = await upstream.games()
    catalogue = CatalogueRepository(session)
    providers = {p.code: p for p in await catalogue.providers_of(family)}
    for sort, product in enumerate(products):
        row = providers.get(product.code)
        if row is None:
            row = GameProvider(family=family, code=product.code)
            catalogue.add_provider(row)
            providers[product.code] = row
        row.name = product.name
        row.logo = _absolute(base, product.logo)
        row.categories = [c for c in product.categories if c in CATEGORIES]
        row.status = ACTIVE if product.status == ACTIVE else "closed"
        row.sort = sort
    await catalogue.flush()
    existing = {(g.provider_id, g.code): g for g in await catalogue.games_of(family)}
    seen: set[tuple[int, str]] = set()
    new: list[dict[str, Any]] = []
    for game in games:
        provider = providers.get(game.product)
        if provider is None or game.category not in CATEGORIES:
            log.warning(
                "games: %s lists %s/%s outside its catalogue", family, game.product, game.code
            )
            continue
        key = (provider.id, game.code)
        if key in seen:
            continue
        seen.add(key)
        values = {
            "name": game.name[:160],
            "search_name": game.name.lower()[:160],
            "category": game.category,
            "engine": game.engine,
            "image": _absolute(base, game.image),
            "rank": game.rank,
            "status": ACTIVE if game.status == ACTIVE else "closed",
        }
        row = existing.get(key)
        if row is None:
            new.append({"provider_id": provider.id, "family": family, "code": game.code, **values})
        else:
            for name, value in values.items():
                if getattr(row, name) != value:
                    setattr(row, name, value)
    closed = 0
    for key, row in existing.items():
        if key not in seen and row.status != "closed":
            row.status = "closed"
            closed += 1
    if new:
        catalogue.add_games(new)
    await catalogue.flush()
    # Random rather than counted: a version is never met again, not even in another database
    # (the pages kept in this process are keyed by it).
    await catalogue.set_version(family, secrets.randbits(62))
    return SyncReport(len(products), len(seen), closed)


LOBBY_CACHE_SECONDS = 30.0


# Reads under way, by cache and key: who asks meanwhile waits for the same answer instead of
# reading it again (on PostgreSQL a read yields, and many players open the same page at once).
_reading: dict[tuple[int, Any], asyncio.Task[Any]] = {}


async def cached(
    cache: dict[Any, tuple[float, Any]], key: tuple[Any, ...], read: Callable[[], Awaitable[T]]
) -> T:
    """`read()`'s answer, kept under `key` for LOBBY_CACHE_SECONDS. What has expired goes
    whenever something new is kept, so that the answers of an old catalogue version do not
    pile up."""
    now = time.monotonic()
    hit = cache.get(key)
    if hit is not None and hit[0] > now:
        return hit[1]
    under_way = (id(cache), key)
    reading = _reading.get(under_way)
    if reading is None:

        def keep(done: asyncio.Task[Any]) -> None:
            del _reading[under_way]
            if done.cancelled() or done.exception() is not None:
                return
            for old in [old for old, (expires, _) in cache.items() if expires <= now]:
                del cache[old]
            cache[key] = (now + LOBBY_CACHE_SECONDS, done.result())

        reading = _reading[under_way] = asyncio.ensure_future(read())
        reading.add_done_callback(keep)
    # One caller that gives up does not cancel the read the others wait for.
    return await asyncio.shield(reading)


def check_category(category: str, field: str = "category") -> str:
    value = (category or "").strip().lower()
    if value not in CATEGORIES:
        raise InvalidData(f"Unknown category: {category!r}", fields=[field])
    return value


async def categories(session: AsyncSession, family: str) -> list[dict[str, object]]:
    counts = await CatalogueRepository(session).category_counts(family)
    answer: list[dict[str, object]] = []
    for name in CATEGORIES:
        provider_count, game_count = counts.get(name, (0, 0))
        answer.append({"category": name, "providerCount": provider_count, "gameCount": game_count})
    return answer


async def providers(
    session: AsyncSession, family: str, category: str | None
) -> list[dict[str, object]]:
    return [
        {
            "providerPrefix": provider.code,
            "name": provider.name,
            "logo": provider.logo,
            "categories": provider.categories,
            "gameCount": count,
            "status": provider.status,
        }
        for provider, count in await CatalogueRepository(session).provider_counts(family, category)
    ]


async def lobby_categories(ctx: AppContext, family: str) -> list[Category]:
    """The lobby's categories with their counts, kept by catalogue version (`cached`)."""
    version = await catalogue_version(ctx.db, family)

    async def read() -> list[Category]:
        async with ctx.db.read() as session:
            return [Category(**row) for row in await categories(session, family)]

    return await cached(ctx.lobby_cache, ("categories", family, version), read)


async def lobby_providers(ctx: AppContext, family: str, category: str | None) -> list[Provider]:
    """The family's providers (of one category, or all) with their game counts, kept by
    catalogue version."""
    version = await catalogue_version(ctx.db, family)

    async def read() -> list[Provider]:
        async with ctx.db.read() as session:
            return [Provider(**row) for row in await providers(session, family, category)]

    return await cached(ctx.lobby_cache, ("providers", family, category, version), read)


async def provider(session: AsyncSession, family: str, code: str) -> GameProvider:
    row = await CatalogueRepository(session).provider(family, code.strip().upper())
    if row is None:
        raise DataNotFound(f"No provider {code!r}", fields=["providerPrefix"])
    if row.status != ACTIVE:
        raise GameClosed(f"Provider {row.code} is closed", fields=["providerPrefix"])
    return row


class _Shelf(NamedTuple):
    """Games in lobby order as the lobby answers them, each also as its JSON (what a page
    answers, made once), and the lower-cased name of each (what a search looks in)."""

    games: list[GameOut]
    names: list[str]
    json: list[bytes]


_NO_SHELF = _Shelf([], [], [])
_GAME_JSON = TypeAdapter(GameOut)  # a game as the lobby's answer serializes it

# This process's copy of each provider's active games: all of them (under None) and by
# category, by catalogue version and provider (see the module's doc).
_shelves: dict[Any, tuple[float, dict[str | None, _Shelf]]] = {}


async def _read_shelves(db: Database, provider_id: int, code: str) -> dict[str | None, _Shelf]:
    shelves: dict[str | None, _Shelf] = {None: _Shelf([], [], [])}
    for game_code, name, image, category, rank, engine, search_name in await lobby_games(
        db, provider_id
    ):
        answer = GameOut(
            gameId=game_code,
            gameCode=game_code,
            name=name,
            image=image,
            category=category,
            providerPrefix=code,
            rank=rank,
            engine=engine,
        )
        encoded = _GAME_JSON.dump_json(answer)
        for shelf in (shelves[None], shelves.setdefault(category, _Shelf([], [], []))):
            shelf.games.append(answer)
            shelf.names.append(search_name)
            shelf.json.append(encoded)
    return shelves


class _Cut(NamedTuple):
    """A page cut from a shelf: which of its games (positions, in order) and the page."""

    shelf: _Shelf
    chosen: list[int]
    page: Page


async def _cut(
    db: Database,
    family: str,
    provider_code: str,
    category: str | None,
    page: int,
    per_page: int,
    search: str | None,
) -> _Cut:
    found = await lobby_provider(db, family, provider_code.strip().upper())
    if found is None:
        raise DataNotFound(f"No provider {provider_code!r}", fields=["providerPrefix"])
    if found.status != ACTIVE:
        raise GameClosed(f"Provider {found.code} is closed", fields=["providerPrefix"])
    shelves = await cached(
        _shelves,
        (found.catalogue_version, found.id),
        lambda: _read_shelves(db, found.id, found.code),
    )
    shelf = shelves.get(category, _NO_SHELF)
    positions: Sequence[int] = range(len(shelf.names))
    text = (search or "").strip().lower()
    if text:
        # The games whose name contains the text, the loop in C (map and compress).
        positions = list(compress(positions, map(contains, shelf.names, repeat(text))))
    total = len(positions)
    pages = max(1, math.ceil(total / per_page))
    if page > pages:
        raise InvalidData(f"Page {page} is past the last page ({pages})", fields=["page"])
    start = (page - 1) * per_page
    chosen = list(positions[start : start + per_page])
    return _Cut(shelf, chosen, Page(page=page, perPage=per_page, total=total, totalPages=pages))


async def games_page(
    db: Database,
    family: str,
    provider_code: str,
    category: str | None,
    page: int,
    per_page: int,
    search: str | None,
) -> GamesPage:
    """A page of a provider's active games in lobby order (in a category, with a name
    containing `search`, case-insensitive, when given), with how many there are. The
    lobby's most frequent call: one hot read (the provider, whether it is open, and its
    catalogue version) while the provider's games are kept."""
    cut = await _cut(db, family, provider_code, category, page, per_page, search)
    games = cut.shelf.games
    return GamesPage(gamesList=[games[i] for i in cut.chosen], page=cut.page)


async def games_page_json(
    db: Database,
    family: str,
    provider_code: str,
    category: str | None,
    page: int,
    per_page: int,
    search: str | None,
) -> bytes:
    """`games_page` as its JSON (what `GamesPage.model_dump_json` gives, byte for byte), put
    together from each game's JSON made when the provider's games were read."""
    cut = await _cut(db, family, provider_code, category, page, per_page, search)
    encoded = cut.shelf.json
    return b"".join(
        (
            b'{"gamesList":[',
            b",".join([encoded[i] for i in cut.chosen]),
            b'],"page":',
            cut.page.model_dump_json().encode(),
            b"}",
        )
    )


async def game(
    session: AsyncSession, family: str, provider_code: str, code: str
) -> tuple[Game, GameProvider]:
    owner = await provider(session, family, provider_code)
    row = await CatalogueRepository(session).game(owner.id, code)
    if row is None:
        raise DataNotFound(f"No game {code!r} at {owner.code}", fields=["gameId"])
    if row.status != ACTIVE:
        raise GameClosed(f"Game {row.name} is closed", fields=["gameId"])
    return row, owner
