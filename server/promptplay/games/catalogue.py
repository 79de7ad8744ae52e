"""The lobby's catalogue: synced from each family's upstream into the database, read with
one or two indexed queries per call (docs/games.md §1)."""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar
from urllib.parse import urljoin

from sqlalchemy import bindparam, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from ..core.db import Database, HotRead
from ..core.errors import DataNotFound, GameClosed, InvalidData
from ..models import Game, GameProvider
from ..models.game import CATEGORIES
from .adapters import GameUpstream

log = logging.getLogger("promptplay.games")
T = TypeVar("T")

ACTIVE = "active"
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
    a game it no longer lists is closed, never deleted (rounds point at it)."""
    family, base = upstream.family, upstream.credentials.base_url
    products = await upstream.products()
    games = await upstream.games()
    providers = {
        p.code: p
        for p in (
            await session.execute(select(GameProvider).where(GameProvider.family == family))
        ).scalars()
    }
    for sort, product in enumerate(products):
        row = providers.get(product.code)
        if row is None:
            row = GameProvider(family=family, code=product.code)
            session.add(row)
            providers[product.code] = row
        row.name = product.name
        row.logo = _absolute(base, product.logo)
        row.categories = [c for c in product.categories if c in CATEGORIES]
        row.status = ACTIVE if product.status == ACTIVE else "closed"
        row.sort = sort
    await session.flush()
    existing = {
        (g.provider_id, g.code): g
        for g in (await session.execute(select(Game).where(Game.family == family))).scalars()
    }
    seen: set[tuple[int, str]] = set()
    new: list[dict[str, object]] = []
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
        session.add_all(Game(**values) for values in new)  # type: ignore[arg-type]
    await session.flush()
    return SyncReport(len(products), len(seen), closed)


# Counting the categories and providers reads the whole catalogue, and they change only when
# a sync runs (which empties this process's copy at once) or an operator edits the database,
# so each answer is kept this long. Whether a game may be launched is always read afresh.
LOBBY_CACHE_SECONDS = 30.0


async def cached(
    cache: dict[Any, tuple[float, Any]], key: tuple[Any, ...], read: Callable[[], Awaitable[T]]
) -> T:
    now = time.monotonic()
    hit = cache.get(key)
    if hit is not None and hit[0] > now:
        return hit[1]
    value = await read()
    cache[key] = (now + LOBBY_CACHE_SECONDS, value)
    return value


def check_category(category: str, field: str = "category") -> str:
    value = (category or "").strip().lower()
    if value not in CATEGORIES:
        raise InvalidData(f"Unknown category: {category!r}", fields=[field])
    return value


async def categories(session: AsyncSession, family: str) -> list[dict[str, object]]:
    counts = {
        row.category: row
        for row in await session.execute(
            select(
                Game.category,
                func.count(func.distinct(Game.provider_id)).label("providers"),
                func.count().label("games"),
            )
            .join(GameProvider, GameProvider.id == Game.provider_id)
            .where(Game.family == family, Game.status == ACTIVE, GameProvider.status == ACTIVE)
            .group_by(Game.category)
        )
    }
    return [
        {
            "category": name,
            "providerCount": int(counts[name].providers) if name in counts else 0,
            "gameCount": int(counts[name].games) if name in counts else 0,
        }
        for name in CATEGORIES
    ]


async def providers(
    session: AsyncSession, family: str, category: str | None
) -> list[dict[str, object]]:
    statement = (
        select(GameProvider, func.count(Game.id).label("games"))
        .join(Game, Game.provider_id == GameProvider.id)
        .where(GameProvider.family == family, GameProvider.status == ACTIVE, Game.status == ACTIVE)
        .group_by(GameProvider.id)
        .order_by(GameProvider.sort, GameProvider.name)
    )
    if category is not None:
        statement = statement.where(Game.category == category)
    return [
        {
            "providerPrefix": provider.code,
            "name": provider.name,
            "logo": provider.logo,
            "categories": provider.categories,
            "gameCount": int(count),
            "status": provider.status,
        }
        for provider, count in await session.execute(statement)
    ]


async def provider(session: AsyncSession, family: str, code: str) -> GameProvider:
    row = (
        await session.execute(
            select(GameProvider).where(
                GameProvider.family == family, GameProvider.code == code.strip().upper()
            )
        )
    ).scalar_one_or_none()
    if row is None:
        raise DataNotFound(f"No provider {code!r}", fields=["providerPrefix"])
    if row.status != ACTIVE:
        raise GameClosed(f"Provider {row.code} is closed", fields=["providerPrefix"])
    return row


def _like(search: str) -> str:
    escaped = search.lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


_PROVIDER = HotRead(
    select(GameProvider.id, GameProvider.code, GameProvider.status).where(
        GameProvider.family == bindparam("family"), GameProvider.code == bindparam("code")
    )
)


def _games_query(by_category: bool, by_name: bool, *, count_only: bool = False) -> HotRead:
    """One page of a provider's active games with the number of all that match (a window
    count: one pass over the provider's rows on the lobby index), or just that number."""
    conditions = [Game.provider_id == bindparam("provider_id"), Game.status == ACTIVE]
    if by_category:
        conditions.append(Game.category == bindparam("category"))
    if by_name:
        conditions.append(Game.search_name.like(bindparam("pattern"), escape="\\"))
    if count_only:
        return HotRead(select(func.count()).select_from(Game).where(*conditions))
    return HotRead(
        select(*_GAME_COLUMNS, func.count().over().label("total"))
        .where(*conditions)
        .order_by(Game.rank, Game.id)
        .offset(bindparam("offset"))
        .limit(bindparam("limit"))
    )


_GAME_COLUMNS = (Game.code, Game.name, Game.image, Game.category, Game.rank, Game.engine)
_GAMES = {
    (by_category, by_name, count_only): _games_query(by_category, by_name, count_only=count_only)
    for by_category in (False, True)
    for by_name in (False, True)
    for count_only in (False, True)
}


async def games_page(
    db: Database,
    family: str,
    provider_code: str,
    category: str | None,
    page: int,
    per_page: int,
    search: str | None,
) -> dict[str, object]:
    """A page of a provider's games (the lobby's most frequent call): two hot reads, the
    provider and the page with its total; a third only to count a page past the end."""
    found = await db.hot(_PROVIDER, family=family, code=provider_code.strip().upper())
    if not found:
        raise DataNotFound(f"No provider {provider_code!r}", fields=["providerPrefix"])
    provider_id, code, status = found[0]
    if status != ACTIVE:
        raise GameClosed(f"Provider {code} is closed", fields=["providerPrefix"])
    text = (search or "").strip()
    params: dict[str, object] = {"provider_id": provider_id}
    if category is not None:
        params["category"] = category
    if text:
        params["pattern"] = _like(text)
    shape = (category is not None, bool(text))
    rows = await db.hot(
        _GAMES[(*shape, False)], offset=(page - 1) * per_page, limit=per_page, **params
    )
    if rows:
        total = int(rows[0][-1])
    else:
        total = int((await db.hot(_GAMES[(*shape, True)], **params))[0][0])
    pages = max(1, math.ceil(total / per_page))
    if page > pages:
        raise InvalidData(f"Page {page} is past the last page ({pages})", fields=["page"])
    return {
        "gamesList": [
            {
                "gameId": game_code,
                "gameCode": game_code,
                "name": name,
                "image": image,
                "category": game_category,
                "providerPrefix": code,
                "rank": rank,
                "engine": engine,
            }
            for game_code, name, image, game_category, rank, engine, _total in rows
        ],
        "page": {"page": page, "perPage": per_page, "total": total, "totalPages": pages},
    }


async def game(
    session: AsyncSession, family: str, provider_code: str, code: str
) -> tuple[Game, GameProvider]:
    owner = await provider(session, family, provider_code)
    row = (
        await session.execute(select(Game).where(Game.provider_id == owner.id, Game.code == code))
    ).scalar_one_or_none()
    if row is None:
        raise DataNotFound(f"No game {code!r} at {owner.code}", fields=["gameId"])
    if row.status != ACTIVE:
        raise GameClosed(f"Game {row.name} is closed", fields=["gameId"])
    return row, owner
