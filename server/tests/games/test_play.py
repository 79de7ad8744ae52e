"""A player's session through the API against the demo game upstream over HTTP: the lobby,
the launch (credit to the upstream), rounds played there, the way back, and the records."""

from __future__ import annotations

from decimal import Decimal

import httpx
import pytest
from sqlalchemy import func, select

from promptplay.games.rounds import round_service
from promptplay.models import GameDayStat, GameRound
from tests.factories import error_of, ledger_problems, wallet_of, withdraw_body

from .conftest import Table, open_table, play_rounds, provider_balance

pytestmark = pytest.mark.asyncio


async def test_lobby_lists_the_nine_categories_providers_and_pages_of_32(table: Table) -> None:
    player = await table.player()
    categories = await table.data("ambSuperApi/transfer/getCategory", player)
    assert [c["category"] for c in categories] == [
        "casino",
        "slot",
        "sport",
        "fishing",
        "card",
        "keno",
        "cockfight",
        "esport",
        "trading",
    ]
    assert all(c["gameCount"] > 0 and c["providerCount"] > 0 for c in categories)
    assert sum(c["gameCount"] for c in categories) >= 300

    providers = await table.data(
        "ambSuperApi/transfer/getProviderByCategory", player, {"category": "slot"}
    )
    assert providers and all(p["gameCount"] > 0 for p in providers)
    biggest = max(providers, key=lambda p: p["gameCount"])
    assert biggest["logo"].startswith("http")

    body = {"providerPrefix": biggest["providerPrefix"], "category": "slot", "perPage": 32}
    first = await table.data("ambSuperApi/transfer/getGamesByCategoryAndProvider", player, body)
    total = first["page"]["total"]
    assert total == biggest["gameCount"]
    assert len(first["gamesList"]) == min(32, total)
    assert all(g["category"] == "slot" for g in first["gamesList"])
    assert first["page"]["totalPages"] == -(-total // 32)

    # Search by name, case-insensitive, on a word of the first game's name.
    word = first["gamesList"][0]["name"].split()[0]
    found = await table.data(
        "ambSuperApi/transfer/getGamesByCategoryAndProvider",
        player,
        {**body, "search": word.upper()},
    )
    assert found["gamesList"]
    assert all(word.lower() in g["name"].lower() for g in found["gamesList"])
    nothing = await table.data(
        "ambSuperApi/transfer/getGamesByCategoryAndProvider",
        player,
        {**body, "search": "no game is called this"},
    )
    assert nothing == {
        "gamesList": [],
        "page": {"page": 1, "perPage": 32, "total": 0, "totalPages": 1},
    }
    # Wildcards in a search are letters, not patterns.
    for pattern in ("%", "_", "\\"):
        literal = await table.data(
            "ambSuperApi/transfer/getGamesByCategoryAndProvider",
            player,
            {**body, "search": pattern},
        )
        assert literal["page"]["total"] == 0, pattern

    # Pages follow one another: small pages, each with the whole total, none repeated, the
    # last one short.
    small = {**body, "perPage": 7}
    pages = -(-total // 7)
    seen: list[str] = []
    for number in (1, 2, pages):
        found = await table.data(
            "ambSuperApi/transfer/getGamesByCategoryAndProvider", player, {**small, "page": number}
        )
        assert found["page"] == {"page": number, "perPage": 7, "total": total, "totalPages": pages}
        expected = 7 if number < pages else total - 7 * (pages - 1)
        assert len(found["gamesList"]) == expected
        seen += [g["gameId"] for g in found["gamesList"]]
    assert len(seen) == len(set(seen))
    ranks = [g["rank"] for g in first["gamesList"]]
    assert ranks == sorted(ranks)


async def test_lobby_bad_input_gets_catalogue_errors(table: Table) -> None:
    player = await table.player()
    cases = [
        ("ambSuperApi/transfer/getProviderByCategory", {"category": "lottery"}, 422, "0000"),
        ("ambSuperApi/transfer/getProviderByCategory", {"category": ""}, 422, "0000"),
        ("ambSuperApi/transfer/getProviderByCategory", {}, 422, "0000"),
        (
            "ambSuperApi/transfer/getGamesByCategoryAndProvider",
            {"providerPrefix": "NOPE", "category": "slot"},
            404,
            "0040",
        ),
        (
            "ambSuperApi/transfer/getGamesByCategoryAndProvider",
            {"providerPrefix": "PGS", "category": "slot", "page": 9999},
            422,
            "0000",
        ),
        (
            "ambSuperApi/transfer/getGamesByCategoryAndProvider",
            {"providerPrefix": "PGS", "category": "slot", "page": 0},
            422,
            "0000",
        ),
        (
            "ambSuperApi/transfer/getGamesByCategoryAndProvider",
            {"providerPrefix": "PGS", "category": "slot", "perPage": 5000},
            422,
            "0000",
        ),
        (
            "ambSuperApi/transfer/getGamesByCategoryAndProvider",
            {"providerPrefix": "PGS", "category": "slot", "agentPrefix": "SOMEONE"},
            403,
            "0035",
        ),
        ("ambSuperApi/transfer/playGame", {"providerPrefix": "PGS", "gameId": "nope"}, 404, "0040"),
        ("xgambetManager/getCategory", {}, 403, "0035"),
        ("pgSoftApi/transfer/category", {}, 403, "0035"),
        (
            "ambSuperApi/transfer/checkAndAdjustBalance",
            {"playerUsername": "somebody-else"},
            403,
            "0035",
        ),
        ("ambSuperApi/transfer/checkAndAdjustBalance", {"direction": "sideways"}, 422, "0000"),
    ]
    for path, body, status, code in cases:
        response = await table.call(path, player, body)
        assert response.status_code == status, (path, body, response.text)
        assert error_of(response)["errorCode"] == code, (path, body)
    # Nothing moved for any of them.
    wallet = await wallet_of(table.client, player)
    assert wallet["creditBalance"] == 1000 and wallet["gameCredit"] == 0


async def test_a_closed_provider_and_a_closed_game_are_refused(table: Table) -> None:
    from promptplay.models import Game, GameProvider

    player = await table.player()
    async with table.ctx.db.read() as session:
        closed_provider = (
            await session.execute(
                select(GameProvider.code).where(
                    GameProvider.family == "amb", GameProvider.status != "active"
                )
            )
        ).scalar()
        closed_game = (
            await session.execute(
                select(Game.code, GameProvider.code)
                .join(GameProvider, GameProvider.id == Game.provider_id)
                .where(
                    Game.family == "amb", Game.status != "active", GameProvider.status == "active"
                )
            )
        ).first()
    assert closed_provider and closed_game, "the demo catalogue closes one provider and some games"
    response = await table.call(
        "ambSuperApi/transfer/getGamesByCategoryAndProvider",
        player,
        {"providerPrefix": closed_provider, "category": "slot"},
    )
    assert error_of(response)["errorCode"] == "0060"
    response = await table.call(
        "ambSuperApi/transfer/playGame",
        player,
        {"providerPrefix": closed_game[1], "gameId": closed_game[0]},
    )
    assert error_of(response)["errorCode"] == "0060"


async def test_launch_play_and_return_records_every_round_once(
    table: Table, demo: httpx.AsyncClient
) -> None:
    player = await table.player(1000)
    launched = await table.data("ambSuperApi/transfer/checkAndAdjustBalance", player)
    assert launched["direction"] == "toProvider"
    assert launched["transferred"] == 1000
    assert launched["providerCredit"] == 1000 and launched["walletCredit"] == 1000
    assert launched["matched"] is True
    assert launched["wallet"]["creditBalance"] == 1000
    assert launched["wallet"]["gameCredit"] == 1000
    assert await provider_balance(demo, table, player) == Decimal("1000.00")

    urls = await table.data(
        "ambSuperApi/transfer/playGame",
        player,
        {"providerPrefix": "PGS", "gameId": (await _first_game(table, player, "PGS"))},
    )
    assert urls["gameUrLs"]["mobile"] != urls["gameUrLs"]["desktop"]
    async with httpx.AsyncClient() as browser:
        assert (await browser.get(urls["gameUrLs"]["desktop"])).status_code == 200

    # While the credit is at the upstream a withdrawal is refused, and nothing is held.
    response = await table.client.post(
        "/api/bank/transaction", json=withdraw_body(player, 100), headers=player.auth
    )
    assert error_of(response)["errorCode"] == "0064"

    rounds = await play_rounds(demo, table, player, count=8, bet="10.00")
    assert len(rounds) == 8
    at_provider = await provider_balance(demo, table, player)

    back = await table.data(
        "ambSuperApi/transfer/checkAndAdjustBalance", player, {"direction": "toWallet"}
    )
    assert Decimal(str(back["transferred"])) == at_provider
    assert back["providerCredit"] == 0
    assert Decimal(str(back["wallet"]["creditBalance"])) == at_provider
    assert back["wallet"]["gameCredit"] == 0
    assert await provider_balance(demo, table, player) == 0

    history = (
        await table.client.get("/api/game/rounds?dateFilter=today", headers=player.auth)
    ).json()["data"]
    assert history["totals"]["rounds"] == 8
    assert history["totals"]["bet"] == 80
    assert Decimal(str(history["totals"]["winLoss"])) == at_provider - 1000
    assert {r["roundId"] for r in history["rounds"]} == {str(r["id"]) for r in rounds}
    assert all(r["gameName"] and r["gameName"] != r["gameCode"] for r in history["rounds"])

    # The rounds are recorded once however often the history is read again.
    agent = await _agent_row(table)
    assert await round_service.ingest(table.ctx, agent) == 0
    async with table.ctx.db.read() as session:
        assert (
            await session.execute(select(func.count()).select_from(GameRound))
        ).scalar_one() >= 8
        stat = (
            await session.execute(
                select(
                    func.sum(GameDayStat.rounds),
                    func.sum(GameDayStat.turnover),
                    func.sum(GameDayStat.payout),
                ).where(GameDayStat.agent_id == table.cashier.agent.id)
            )
        ).one()
    assert stat[0] == 8 and stat[1] == 8000
    assert Decimal(stat[2] - stat[1]) / 100 == at_provider - 1000
    assert await ledger_problems(table.ctx) == []

    wallet = await wallet_of(table.client, player)
    assert Decimal(str(wallet["creditIn"])) - Decimal(str(wallet["creditOut"])) == at_provider


async def test_two_launches_at_once_move_the_credit_once(
    table: Table, demo: httpx.AsyncClient
) -> None:
    import asyncio

    player = await table.player(500)
    answers = await asyncio.gather(
        *(table.call("ambSuperApi/transfer/checkAndAdjustBalance", player) for _ in range(4))
    )
    moved = [a.json()["data"]["transferred"] for a in answers if a.status_code == 200]
    refused = [error_of(a)["errorCode"] for a in answers if a.status_code != 200]
    assert sum(moved) == 500
    assert set(refused) <= {"0061"}
    assert await provider_balance(demo, table, player) == Decimal("500.00")
    wallet = await wallet_of(table.client, player)
    assert wallet["creditBalance"] == 500 and wallet["gameCredit"] == 500
    assert await ledger_problems(table.ctx) == []


@pytest.mark.parametrize(
    ("company", "prefix_path"),
    [("XGAMBET", "xgambet"), ("PG", "pg")],
)
async def test_the_other_families_serve_the_same_session(
    games_ctx, demo: httpx.AsyncClient, company: str, prefix_path: str
) -> None:
    async for table in open_table(games_ctx, game_company=company):
        player = await table.player(300)
        if company == "XGAMBET":
            categories = await table.data("xgambetManager/getCategory", player)
            providers = await table.data(
                "xgambetManager/getProvidersByType", player, {"type": "keno"}
            )
            provider = providers[0]["providerPrefix"]
            games = await table.data(
                "xgambetManager/getGamesByProviders",
                player,
                {"providerPrefix": provider, "category": "keno"},
            )
            every = await table.data("xgambet/transfer/providers/getProviders", player)
            assert {p["providerPrefix"] for p in providers} <= {p["providerPrefix"] for p in every}
            moved = await table.data("xgambet/transfer/player/deposit", player)
            details = await table.data("xgambet/transfer/player/getDetails", player)
            assert details["walletList"] == [{"currency": "THB", "creditPlayer": 300.0}]
            game = games["gamesList"][0]["gameId"]
            urls = await table.data(
                "xgambet/transfer/games/launcher",
                player,
                {
                    "category": "keno",
                    "providerPrefix": provider,
                    "gameId": game,
                    "settings": {"lang": "en", "sd": 1},
                },
            )
            adjust = "xgambetManager/checkAndAdjustBalance"
        else:
            categories = await table.data("pgSoftApi/transfer/category", player)
            providers = await table.data(
                "pgSoftApi/transfer/getProviderByCategory", player, {"gameType": "slot"}
            )
            provider = providers[0]["providerPrefix"]
            games = await table.data(
                "pgSoftApi/transfer/listGames", player, {"provider": provider, "category": "slot"}
            )
            products = await table.data("pgSoftApi/transfer/listProduct", player)
            assert len(products) >= len(providers)
            moved = await table.data("pgSoftApi/transfer/checkAndAdjustBalance", player)
            game = games["gamesList"][0]["gameId"]
            login = await table.data(
                "pgSoftApi/transfer/login",
                player,
                {"productId": provider, "gameCode": game, "isMobileLogin": True},
            )
            assert login["url"] == login["gameUrLs"]["mobile"]
            assert "/pg/" in login["url"] and "operator_player_session=" in login["url"]
            urls = login
            adjust = "pgSoftApi/transfer/checkAndAdjustBalance"
        assert sum(c["gameCount"] for c in categories) >= 300
        assert moved["transferred"] == 300 and moved["matched"] is True
        assert urls["gameUrLs"]["mobile"] != urls["gameUrLs"]["desktop"]
        await play_rounds(demo, table, player, count=4, product=provider, game=game)
        at_provider = await provider_balance(demo, table, player)
        back = await table.data(adjust, player, {"direction": "toWallet"})
        assert Decimal(str(back["wallet"]["creditBalance"])) == at_provider
        assert back["wallet"]["gameCredit"] == 0
        rounds = (await table.client.get("/api/game/rounds", headers=player.auth)).json()["data"]
        assert rounds["totals"]["rounds"] == 4
        assert await ledger_problems(table.ctx) == []


async def _first_game(table: Table, player, provider: str) -> str:  # type: ignore[no-untyped-def]
    page = await table.data(
        "ambSuperApi/transfer/getGamesByCategoryAndProvider",
        player,
        {"providerPrefix": provider, "category": "slot"},
    )
    return page["gamesList"][0]["gameId"]


async def _agent_row(table: Table):  # type: ignore[no-untyped-def]
    from promptplay.models import Agent

    async with table.ctx.db.read() as session:
        return await session.get(Agent, table.cashier.agent.id)


async def test_ufa_agents_validate_and_launch_the_sportsbook(games_ctx, table: Table) -> None:  # type: ignore[no-untyped-def]
    amb_player = await table.player(10)
    response = await table.client.get("/api/ufa/getUfaValidation", headers=amb_player.auth)
    assert error_of(response)["errorCode"] == "0035"
    async for ufa in open_table(games_ctx, game_company="UFA"):
        player = await ufa.player(100)
        valid = (await ufa.client.get("/api/ufa/getUfaValidation", headers=player.auth)).json()
        assert valid["data"] == {
            "ufaUsername": f"{ufa.cashier.agent.prefix}{player.username}".lower(),
            "valid": True,
        }
        urls = (await ufa.data("UfaBet", player, {"isMobile": True}))["gameUrLs"]
        assert urls["mobile"] != urls["desktop"]
        assert (await ufa.data("ambSuperApi/transfer/checkAndAdjustBalance", player))[
            "transferred"
        ] == 100


async def test_the_lobby_counts_are_kept_until_the_next_sync(table: Table) -> None:
    """Counting categories and providers reads the whole catalogue: the answer is kept for a
    while, a provider renamed behind the platform's back shows only once that time is over,
    and a sync empties the kept answers at once."""
    from promptplay.games import catalogue
    from promptplay.games.sweeper import sync_catalogues
    from promptplay.models import GameProvider

    player = await table.player()
    path, body = "ambSuperApi/transfer/getProviderByCategory", {"category": "slot"}
    first = await table.data(path, player, body)
    code = first[0]["providerPrefix"]
    async with table.ctx.db.write() as session:
        row = (
            await session.execute(
                select(GameProvider).where(GameProvider.family == "amb", GameProvider.code == code)
            )
        ).scalar_one()
        real_name, row.name = row.name, "Renamed meanwhile"
    assert await table.data(path, player, body) == first  # kept
    # The time passes: every kept answer's expiry moves into the past.
    cache = table.ctx.lobby_cache
    assert all(expires > catalogue.time.monotonic() for expires, _ in cache.values())
    cache.update({key: (0.0, value) for key, (_, value) in cache.items()})
    assert (await table.data(path, player, body))[0]["name"] == "Renamed meanwhile"
    assert table.ctx.lobby_cache
    await sync_catalogues(table.ctx)  # the upstream's name comes back, and the cache goes
    assert not table.ctx.lobby_cache
    assert (await table.data(path, player, body))[0]["name"] == real_name
