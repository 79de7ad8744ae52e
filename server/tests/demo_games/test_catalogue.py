"""The generated catalogue and its thumbnails."""

from __future__ import annotations

import httpx

from promptplay.upstreams.demo_games.catalogue import CATEGORIES, ENGINE_OF, Catalogue
from promptplay.upstreams.demo_games.settings import DemoGamesSettings

from .conftest import basic


def test_default_catalogue_is_large_varied_and_complete() -> None:
    settings = DemoGamesSettings()
    catalogue = Catalogue(settings.games_per_provider, settings.catalogue_seed)
    games = list(catalogue.games.values())
    assert len(games) >= 300
    assert len(catalogue.providers) >= 12
    assert {g.category for g in games} == set(CATEGORIES)
    assert len(CATEGORIES) == 9
    # Codes are unique; names vary (no provider repeats one).
    assert len({g.code for g in games}) == len(games)
    for provider in catalogue.providers.values():
        names = [g.name for g in provider.games]
        assert len(set(names)) == len(names)
        assert {g.category for g in provider.games} == set(provider.categories)
        assert all(p.isupper() or p.isdigit() for p in provider.product_id)
    assert len({g.name.split()[-1] for g in games}) > 40
    # Engines follow the categories.
    for game in games:
        expected = ENGINE_OF.get(game.category)
        if expected:
            assert game.engine == expected
        else:
            assert game.engine in ("baccarat", "hilo")
    assert {g.engine for g in games} == {"slot", "keno", "baccarat", "hilo", "dice"}
    # UFA carries sport and its sportsbook.
    ufa = catalogue.provider("UFA")
    assert ufa is not None and "sport" in ufa.categories
    sportsbook = catalogue.game("UFA-SPORTBOOK")
    assert (
        sportsbook is not None and sportsbook.category == "sport" and catalogue.playable(sportsbook)
    )
    # Something closed to test disabled games with.
    assert [p.product_id for p in catalogue.providers.values() if not p.active] == ["DG"]
    closed = [g for g in games if not g.active and catalogue.providers[g.product_id].active]
    assert closed


def test_the_same_seed_makes_the_same_catalogue_and_more_games_keep_the_first() -> None:
    one, two = Catalogue(24, 7), Catalogue(24, 7)
    assert list(one.games.values()) == list(two.games.values())
    big = Catalogue(667, 7)
    assert len(big) >= 10_000
    for code, game in one.games.items():
        assert big.games[code] == game


async def test_game_lists_agree_across_protocols(client: httpx.AsyncClient) -> None:
    a = (await client.get("/seamless/games?productId=UFA", headers=basic())).json()["data"]
    codes = [g["code"] for g in a["games"]]
    assert codes[0] == "UFA-SPORTBOOK"
    first = a["games"][0]
    assert first["type"] == "dice" and first["img"].endswith("/img/games/UFA/UFA-SPORTBOOK.svg")
    products = (await client.get("/seamless/products", headers=basic())).json()["data"]
    assert {p["productId"] for p in products["products"]} >= {"PGS", "JILI", "SAGA", "UFA"}


async def test_thumbnails_are_small_cached_svgs(client: httpx.AsyncClient, app) -> None:  # type: ignore[no-untyped-def]
    catalogue = app.state.store.catalogue
    for game in list(catalogue.games.values()):
        response = await client.get(f"/img/games/{game.product_id}/{game.code}.svg")
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("image/svg+xml")
        assert len(response.content) < 2048, game.code
    assert "max-age=31536000" in response.headers["cache-control"]
    again = await client.get(
        f"/img/games/{game.product_id}/{game.code}.svg",
        headers={"if-none-match": response.headers["etag"]},
    )
    assert again.status_code == 304
    logo = await client.get("/img/providers/UFA.svg")
    assert logo.status_code == 200 and b"UFA" in logo.content and len(logo.content) < 2048
    assert (await client.get("/img/games/PGS/NOPE.svg")).status_code == 404
    assert (await client.get("/img/games/JILI/PGS-SLOT-001.svg")).status_code == 404
    assert (await client.get("/img/providers/NOPE.svg")).status_code == 404


async def test_home_and_provider_pages(client: httpx.AsyncClient) -> None:
    home = await client.get("/")
    assert home.status_code == 200 and "UFABET" in home.text and "/providers/UFA" in home.text
    page = await client.get("/providers/UFA")
    assert "UFA-SPORTBOOK" in page.text and "/demo/try/UFA-SPORTBOOK" in page.text
    tried = await client.get("/demo/try/UFA-SPORTBOOK")
    assert tried.status_code == 303 and "/play/" in tried.headers["location"]
