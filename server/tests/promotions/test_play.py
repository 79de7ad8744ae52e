"""A promotion while the player plays at the demo game upstream (a separate process): the
game rule at launch (0065), turnover from recorded rounds (basis 2), and the end when the
credit falls below the agent's threshold (docs/promotions.md §4–§5)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from decimal import Decimal
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from promptplay.models import Game, GameProvider
from tests.factories import Player, error_of, ledger_problems
from tests.games.conftest import Table, play_rounds, provider_balance

from .conftest import Shop, dec, promotion_book

pytestmark = pytest.mark.asyncio

ADJUST = "ambSuperApi/transfer/checkAndAdjustBalance"
SLOTS_ONLY = [{"category": "slot", "providers": ["all"]}]


@pytest.fixture
async def shop(table: Table) -> AsyncIterator[Shop]:  # type: ignore[override]
    """The play table's agent as a promotion shop (the table keeps its client)."""
    yield Shop(table.ctx, table.cashier, table.client, table.staff)


async def a_game(shop: Shop, category: str) -> tuple[str, str]:
    """(provider, game code) of an open game of `category` in the synced catalogue."""
    statement = (
        select(GameProvider.code, Game.code)
        .join(GameProvider, GameProvider.id == Game.provider_id)
        .where(
            Game.category == category,
            Game.status == "active",
            Game.family == "amb",
            GameProvider.status == "active",
        )
        .order_by(Game.rank, Game.id)
    )
    async with shop.ctx.db.read() as session:
        found = (await session.execute(statement)).first()
    assert found is not None, category
    return found[0], found[1]


async def launch(shop: Shop, player: Player, provider: str, game: str) -> httpx.Response:
    return await shop.client.post(
        "/api/ambSuperApi/transfer/playGame",
        json={"providerPrefix": provider, "gameId": game},
        headers=player.auth,
    )


async def move(shop: Shop, player: Player, direction: str) -> dict[str, Any]:
    response = await shop.client.post(
        f"/api/{ADJUST}", json={"direction": direction}, headers=player.auth
    )
    assert response.status_code == 200, response.text
    return response.json()["data"]


async def claim(shop: Shop, player: Player, promotion: dict[str, Any], amount: int) -> dict:
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.deposit(player, amount)
    active = await shop.current(player)
    assert active is not None and active["promotionId"] == promotion["id"]
    return active


async def test_an_active_promotion_launches_only_its_games(shop: Shop) -> None:
    promotion = await shop.promotion(gameConfig=SLOTS_ONLY)
    player = await shop.player()
    slot = await a_game(shop, "slot")
    casino = await a_game(shop, "casino")

    # Before any promotion every game launches.
    assert (await launch(shop, player, *casino)).status_code == 200
    await claim(shop, player, promotion, 1000)
    refused = await launch(shop, player, *casino)
    assert refused.status_code == 403, refused.text
    error = error_of(refused)
    assert error["errorCode"] == "0065"
    assert error["msg"] == "กรุณาเล่นเกมตามโปรโมชั่นที่คุณเลือกไว้"
    launched = await launch(shop, player, *slot)
    assert launched.status_code == 200, launched.text
    assert launched.json()["data"]["gameUrLs"]["desktop"]

    # A provider list instead of `all`: only those.
    other = await shop.player()
    named = await shop.promotion(gameConfig=[{"category": "slot", "providers": [slot[0]]}])
    await claim(shop, other, named, 500)
    assert (await launch(shop, other, *slot)).status_code == 200
    others = await _other_provider_slot(shop, slot[0])
    if others is not None:
        assert error_of(await launch(shop, other, *others))["errorCode"] == "0065"

    # Cleared, the rule is lifted.
    assert (await shop.clear(player)).status_code == 200
    assert (await launch(shop, player, *casino)).status_code == 200


async def _other_provider_slot(shop: Shop, provider: str) -> tuple[str, str] | None:
    statement = (
        select(GameProvider.code, Game.code)
        .join(GameProvider, GameProvider.id == Game.provider_id)
        .where(
            Game.category == "slot",
            Game.status == "active",
            Game.family == "amb",
            GameProvider.status == "active",
            GameProvider.code != provider,
        )
        .limit(1)
    )
    async with shop.ctx.db.read() as session:
        found = (await session.execute(statement)).first()
    return (found[0], found[1]) if found is not None else None


async def test_clearing_while_the_credit_is_at_a_game_is_refused(shop: Shop) -> None:
    promotion = await shop.promotion(gameConfig=SLOTS_ONLY)
    player = await shop.player()
    await claim(shop, player, promotion, 1000)
    await move(shop, player, "toProvider")
    response = await shop.clear(player)
    assert response.status_code == 409 and error_of(response)["errorCode"] == "0064"
    assert (await shop.current(player))["statusCode"] == "0005"
    await move(shop, player, "toWallet")
    assert (await shop.clear(player)).status_code == 200


async def test_turnover_by_play_accrues_the_bets_of_rounds_since_the_claim(
    shop: Shop, demo: httpx.AsyncClient, table: Table
) -> None:
    promotion = await shop.promotion(
        gameConfig=SLOTS_ONLY, turnBasis=2, turnType=1, turn=1000, maximumWithdraw=5000
    )
    player = await shop.player()
    slot_provider, slot_game = await a_game(shop, "slot")
    casino_provider, casino_game = await a_game(shop, "casino")

    # Rounds before the claim count for nothing.
    await shop.deposit(player, 500)
    await move(shop, player, "toProvider")
    await play_rounds(
        demo, table, player, count=3, bet="10.00", product=slot_provider, game=slot_game
    )
    await move(shop, player, "toWallet")

    active = await claim(shop, player, promotion, 1000)
    assert dec(active["totalTurnOver"]) == 0
    await move(shop, player, "toProvider")
    slots = await play_rounds(
        demo, table, player, count=6, bet="10.00", product=slot_provider, game=slot_game
    )
    # A game outside the promotion's games (played at the upstream all the same) is no turnover.
    await play_rounds(
        demo, table, player, count=2, bet="7.00", product=casino_provider, game=casino_game
    )
    await move(shop, player, "toWallet")

    current = await shop.current(player)
    assert current is not None and current["statusCode"] == "0005"
    bets = sum(Decimal(r["bet"]) for r in slots)
    assert bets == 60
    assert dec(current["totalTurnOver"]) == bets
    assert dec(current["requiredTurnOver"]) == 1000
    assert dec(current["remainingTurnOver"]) == 1000 - bets
    assert current["turnoverReached"] is False
    # The day's list covers the rounds since the claim (not the ones before it).
    days = current["turnoverWinlossList"]
    assert bets <= sum(dec(d["turnover"]) for d in days) <= bets + 14
    report = await shop.office_data("GET", f"promotions/{promotion['id']}/report")
    assert dec(report["turnover"]) == bets

    # The turnover unmet: a withdrawal is refused and says what is missing.
    response = await shop.client.post("/api/bank/withdrawable", headers=player.auth)
    assert dec(response.json()["data"]["withdrawable"]) == 0
    assert response.json()["data"]["reason"] == "turnover"
    assert await ledger_problems(shop.ctx) == []


async def test_turnover_met_by_play_lets_the_capped_credit_go(
    shop: Shop, demo: httpx.AsyncClient, table: Table
) -> None:
    promotion = await shop.promotion(
        gameConfig=SLOTS_ONLY, turnBasis=2, turnType=1, turn=50, maximumWithdraw=100
    )
    player = await shop.player()
    provider, game = await a_game(shop, "slot")
    await claim(shop, player, promotion, 1000)
    await move(shop, player, "toProvider")
    await play_rounds(demo, table, player, count=5, bet="10.00", product=provider, game=game)
    back = await move(shop, player, "toWallet")
    credit = dec(back["wallet"]["creditBalance"])
    current = await shop.current(player)
    assert current is not None and current["turnoverReached"] is True
    assert dec(current["withdrawable"]) == min(credit, Decimal(100))
    made = await shop.client.post(
        "/api/bank/transaction",
        json={
            "bankAccountId": player.user["player"]["bankAccountId"],
            "type": "WITHDRAW",
            "amount": 100,
        },
        headers=player.auth,
    )
    assert made.status_code == 200, made.text
    assert dec(made.json()["data"]["transaction"]["seizedAmount"]) == credit - 100
    (ended,) = await shop.data("history", player)
    assert ended["endReason"] == "turnover_met" and dec(ended["seized"]) == credit - 100
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["creditPromotion"], wallet["cashPromotion"]) == (
        0,
        0,
        0,
    )
    assert await ledger_problems(shop.ctx) == []


async def test_credit_below_the_threshold_ends_the_promotion(
    shop: Shop, demo: httpx.AsyncClient, table: Table
) -> None:
    await shop.settings(clearCreditBelow=1000)
    promotion = await shop.promotion(gameConfig=SLOTS_ONLY, turnType=1, turn=100_000)
    player = await shop.player()
    provider, game = await a_game(shop, "slot")
    await claim(shop, player, promotion, 1000)  # 1500 of credit, 500 of it the bonus

    # All in, round after round, until the credit at the game is under the threshold.
    await move(shop, player, "toProvider")
    for _ in range(30):
        held = await provider_balance(demo, table, player)
        if held < 1000:
            break
        await play_rounds(
            demo, table, player, count=1, bet=f"{held:.2f}", product=provider, game=game
        )
    held = await provider_balance(demo, table, player)
    assert held < 1000, "thirty all-in rounds and never below the threshold"
    back = await move(shop, player, "toWallet")  # the rounds are recorded on the way back
    assert dec(back["wallet"]["creditBalance"]) == held

    assert await shop.current(player) is None
    (ended,) = await shop.data("history", player)
    assert (ended["statusCode"], ended["endReason"]) == ("0000", "credit_below_threshold")
    assert dec(ended["seized"]) == 0  # what is left stays the player's
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["creditPromotion"], wallet["cashPromotion"]) == (
        held,
        0,
        0,
    )
    book = await promotion_book(shop.ctx, shop.agent_id)
    assert (book.granted, book.seized) == (500_00, 0)
    # The game rule is lifted with it.
    casino = await a_game(shop, "casino")
    assert (await launch(shop, player, *casino)).status_code == 200
    assert await ledger_problems(shop.ctx) == []


async def test_credit_above_the_threshold_keeps_the_promotion(
    shop: Shop, demo: httpx.AsyncClient, table: Table
) -> None:
    await shop.settings(clearCreditBelow=5)
    promotion = await shop.promotion(gameConfig=SLOTS_ONLY)
    player = await shop.player()
    provider, game = await a_game(shop, "slot")
    await claim(shop, player, promotion, 1000)
    await move(shop, player, "toProvider")
    await play_rounds(demo, table, player, count=3, bet="1.00", product=provider, game=game)
    back = await move(shop, player, "toWallet")
    assert dec(back["wallet"]["creditBalance"]) >= 5  # at most 3 of 1500 could be lost
    current = await shop.current(player)
    assert current is not None and current["statusCode"] == "0005"
    assert await ledger_problems(shop.ctx) == []


async def test_staff_ending_while_the_credit_is_at_a_game_lets_no_bonus_escape(
    shop: Shop, table: Table
) -> None:
    """The player may not clear while his credit is at a game (0064): the bonus would be out
    of reach of the seizure. Staff ending then must not let it escape either: refused the
    same way, or the bonus seized all the same."""
    promotion = await shop.promotion(gameConfig=SLOTS_ONLY)
    player = await shop.player()
    active = await claim(shop, player, promotion, 1000)
    await move(shop, player, "toProvider")
    response = await shop.office(
        "POST",
        f"players/{player.user['player']['id']}/promotions/{active['bonusId']}/end",
        {"remark": "abuse"},
    )
    if response.status_code == 200:
        assert dec(response.json()["data"]["seized"]) == 500, response.text
    else:
        assert error_of(response)["errorCode"] == "0064", response.text
        assert (await shop.current(player))["statusCode"] == "0005"
    await move(shop, player, "toWallet")
    assert await ledger_problems(shop.ctx) == []
