"""Income tests: an agent with staff (the promotion tests' shop), its income settings set
through the back office, and the day's play the programs read put in `game_day_stat` as the
rounds' recording leaves it (test_play.py records real rounds at the demo game upstream)."""

from __future__ import annotations

import secrets
import string
from collections.abc import AsyncIterator
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from promptplay.context import AppContext
from promptplay.core.clock import utcnow
from promptplay.income.service import income_service
from promptplay.models import Agent, GameDayStat, IncomeAward
from promptplay.models import Player as PlayerRow
from tests.factories import Player, registered_player

# The demo game upstream as a separate process, shared with the play tests (test_play.py).
from tests.games.conftest import demo, demo_games_url, games_ctx, table  # noqa: F401
from tests.promotions.conftest import BANGKOK, Shop, dec, open_shop, player_id

__all__ = ["BANGKOK", "Shop", "dec", "player_id"]

SETTINGS: dict[str, Any] = {
    "affiliate": {
        "enabled": True,
        "basis": "turnover",
        "minimumWithdraw": 0,
        "turnover": 0,
        "levels": [
            {
                "level": 1,
                "rates": [{"category": "slot", "percent": 1}, {"category": "all", "percent": 0.5}],
            },
            {"level": 2, "rates": [{"category": "all", "percent": 0.2}]},
        ],
    },
    "alliance": {"enabled": True, "minimumWithdraw": 0, "turnover": 0},
    "returnLost": {
        "enabled": True,
        "period": "day",
        "rate": 10,
        "minimumLoss": 100,
        "maximum": 0,
        "categories": [],
        "expiryDays": 3,
        "minimumWithdraw": 0,
        "turnover": 0,
    },
    "rolling": {"enabled": True, "rates": [{"category": "casino", "percent": 0.7}]},
    "rebate": {"enabled": True, "rates": [{"category": "slot", "percent": 0.5}]},
    "birthday": {"enabled": True, "amount": 300, "turnover": 1},
}


def _letters() -> str:
    return "".join(secrets.choice(string.ascii_lowercase) for _ in range(8)).capitalize()


def yesterday() -> date:
    return utcnow().astimezone(BANGKOK).date() - timedelta(days=1)


class IncomeShop(Shop):
    async def income_settings(self, **programs: Any) -> dict[str, Any]:
        body = {**SETTINGS, **programs}
        return await self.office_data("PUT", "income/settings", body)

    async def downline(self, upline: Player | None = None, **fields: Any) -> Player:
        """A player registered with the upline's code (and the given register fields)."""
        if upline is not None:
            fields.setdefault("referrer", upline.user["player"]["invite"])
        # Players of the factory share one bank account name: a downline's own is another.
        fields.setdefault("bankAccountName", f"Member {_letters()}")
        return await registered_player(self.client, self.cashier.agent, **fields)

    async def played(
        self, player: Player, day: date, category: str, turnover: Any, payout: Any
    ) -> None:
        """The player's play of a day as the recording of his rounds adds it up."""
        async with self.ctx.db.write() as session:
            session.add(
                GameDayStat(
                    agent_id=self.agent_id,
                    player_id=player_id(player),
                    day=day,
                    category=category,
                    provider_code="PG",
                    rounds=1,
                    turnover=int(Decimal(str(turnover)) * 100),
                    payout=int(Decimal(str(payout)) * 100),
                )
            )

    async def agent(self) -> Agent:
        async with self.ctx.db.read() as session:
            return await session.get_one(Agent, self.agent_id)

    async def compute(self, day: date) -> list[Any]:
        """The scheduler's computation of the day (a test may compute today)."""
        runs = await income_service.compute_day(self.ctx, await self.agent(), day)
        assert runs is not None
        return runs

    async def income(self, path: str, player: Player, body: Any = None) -> httpx.Response:
        return await self.client.post(f"/api/{path}", json=body or {}, headers=player.auth)

    async def income_data(self, path: str, player: Player, body: Any = None) -> Any:
        response = await self.income(path, player, body)
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def awards(self, player: Player, kind: str | None = None) -> list[IncomeAward]:
        async with self.ctx.db.read() as session:
            statement = select(IncomeAward).where(IncomeAward.player_id == player_id(player))
            if kind is not None:
                statement = statement.where(IncomeAward.kind == kind)
            return list((await session.execute(statement.order_by(IncomeAward.id))).scalars())

    async def player_row(self, player: Player) -> PlayerRow:
        async with self.ctx.db.read() as session:
            return await session.get_one(PlayerRow, player_id(player))


async def open_income_shop(ctx: AppContext) -> IncomeShop:
    shop = await open_shop(ctx)
    return IncomeShop(shop.ctx, shop.cashier, shop.client, shop.staff)


@pytest.fixture
async def shop(ctx: AppContext) -> AsyncIterator[IncomeShop]:
    async with await open_income_shop(ctx) as made:
        yield made
