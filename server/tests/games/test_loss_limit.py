"""A player's own loss limit: once what he has lost in the period (stakes less payouts of the
rounds recorded) reaches it, no game opens; removing it waits for the cooling-off like any
raise. The rounds are written as the upstream reports them (its draws are random)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import update

from promptplay.core.clock import utcnow
from promptplay.models import GameRound, PlayLimit
from tests.factories import Player, error_of

from .conftest import Table, some_game

pytestmark = pytest.mark.asyncio


async def record_rounds(table: Table, player: Player, *results: tuple[int, int]) -> None:
    """Rounds of `player` as the upstream reported them: (bet, payout) in minor units."""
    now = utcnow()
    async with table.ctx.db.write() as session:
        for n, (bet, payout) in enumerate(results):
            session.add(
                GameRound(
                    agent_id=table.cashier.agent.id,
                    player_id=player.user["player"]["id"],
                    family="amb",
                    round_key=f"loss-{player.username}-{n}",
                    provider_code="PGS",
                    game_code="g",
                    category="slot",
                    bet=bet,
                    payout=payout,
                    played_at=now - timedelta(minutes=n),
                    day=now.date(),
                )
            )


async def set_limit(table: Table, player: Player, period: str, amount: Any) -> dict[str, Any]:
    response = await table.client.put(
        "/api/player/protection/limits",
        json={"kind": "loss", "period": period, "amount": amount},
        headers=player.auth,
    )
    assert response.status_code == 200, response.text
    view = response.json()["data"]
    return next(x for x in view["limits"] if (x["kind"], x["period"]) == ("loss", period))


async def test_no_game_opens_once_the_loss_limit_is_reached(table: Table) -> None:
    player = await table.player(1000)
    game = {"providerPrefix": "PGS", "gameId": await some_game(table, "PGS", "slot")}
    # Lost 100 and won back 30, then a push: 70 lost in all.
    await record_rounds(table, player, (100_00, 0), (10_00, 40_00), (5_00, 5_00))

    week = await set_limit(table, player, "week", 500)
    assert week["used"] == 70 and week["amount"] == 500
    urls = await table.data("ambSuperApi/transfer/playGame", player, game)
    assert urls["gameUrLs"]["desktop"].startswith("http")

    day = await set_limit(table, player, "day", 70)
    assert day["used"] == 70
    refused = await table.call("ambSuperApi/transfer/playGame", player, game)
    assert refused.status_code == 422, refused.text
    assert error_of(refused)["systemMsg"] == "lossLimit"
    assert "loss limit" in error_of(refused)["msg"]

    # Removed: only once the cooling-off is over.
    await set_limit(table, player, "day", None)
    still = await table.call("ambSuperApi/transfer/playGame", player, game)
    assert error_of(still)["systemMsg"] == "lossLimit"
    async with table.ctx.db.write() as session:
        await session.execute(
            update(PlayLimit)
            .where(PlayLimit.player_id == player.user["player"]["id"])
            .values(pending_from=utcnow() - timedelta(seconds=1))
        )
    urls = await table.data("ambSuperApi/transfer/playGame", player, game)
    assert urls["gameUrLs"]["desktop"].startswith("http")


async def test_a_player_ahead_has_lost_nothing(table: Table) -> None:
    player = await table.player(1000)
    await record_rounds(table, player, (10_00, 50_00))
    day = await set_limit(table, player, "day", 1)
    assert day["used"] == 0
    game = {"providerPrefix": "PGS", "gameId": await some_game(table, "PGS", "slot")}
    assert (await table.call("ambSuperApi/transfer/playGame", player, game)).status_code == 200
