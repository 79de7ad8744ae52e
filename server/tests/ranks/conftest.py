"""Rank and reward tests: an income shop (an agent with staff, its players' play put in
`game_day_stat` as the recording of rounds leaves it), its rank settings and reward items
made through the back office as staff make them."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from promptplay.context import AppContext
from promptplay.models import AuditLog, LedgerJournal
from promptplay.models.rank import RewardRedemption
from tests.factories import Player, error_of

# The demo game upstream as a separate process, shared with the play tests (test_play.py).
from tests.games.conftest import demo, demo_games_url, games_ctx, table  # noqa: F401
from tests.income.conftest import IncomeShop, yesterday
from tests.promotions.conftest import dec, open_shop, player_id

__all__ = ["TIERS", "RankShop", "dec", "error_of", "player_id", "yesterday"]


def tier(level: int, threshold: Any, **fields: Any) -> dict[str, Any]:
    names = {1: "Bronze", 2: "Silver", 3: "Gold", 4: "Diamond"}
    name = names.get(level, f"Level {level}")
    return {
        "level": level,
        "name": {"nameTh": f"ระดับ {name}", "nameEn": name, "nameVi": f"Hạng {name}"},
        "icon": ["🥉", "🥈", "🥇", "💎"][(level - 1) % 4],
        "threshold": threshold,
        **fields,
    }


# Bronze from the start, Silver at 1,000 with a bonus of 50, Gold at 5,000 with a bonus of
# 200, a cashback rate of 20 % and withdrawals of up to 3,000.
TIERS = [
    tier(1, 0),
    tier(2, 1000, rankUpBonus=50),
    tier(3, 5000, rankUpBonus=200, cashbackRate=20, withdrawLimit=3000),
]

CREDIT_ITEM: dict[str, Any] = {
    "name": {"nameTh": "เครดิต 100", "nameEn": "Credit 100", "nameVi": "Tín dụng 100"},
    "kind": "credit",
    "amount": 100,
    "price": 5,
}


class RankShop(IncomeShop):
    async def ranks(self, **values: Any) -> dict[str, Any]:
        body = {"basis": "turnover", "diamondEvery": 10, "tiers": TIERS, **values}
        return await self.office_data("PUT", "ranks/settings", body)

    async def item(self, **fields: Any) -> dict[str, Any]:
        return await self.office_data("POST", "rewards/items", {**CREDIT_ITEM, **fields})

    async def post(self, path: str, player: Player, body: Any = None) -> httpx.Response:
        return await self.client.post(f"/api/{path}", json=body or {}, headers=player.auth)

    async def ok(self, path: str, player: Player, body: Any = None) -> Any:
        response = await self.post(path, player, body)
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def rank(self, player: Player) -> dict[str, Any]:
        return await self.ok("rank/get", player)

    async def redeem(self, player: Player, item_id: Any) -> httpx.Response:
        return await self.post("reward/redeem", player, {"itemId": item_id})

    async def decide(
        self, redemption_id: int, action: str, key: str, **body: Any
    ) -> httpx.Response:
        return await self.office(
            "POST",
            f"rewards/redemptions/{redemption_id}/{action}",
            body,
            headers={"idempotency-key": key},
        )

    async def with_diamonds(self, turnover: Any) -> Player:
        """A new player whose recorded play (`turnover` yesterday) is worth turnover / 10
        diamonds once he opens his rank."""
        player = await self.downline()
        await self.played(player, yesterday(), "slot", turnover, 0)
        await self.rank(player)
        return player

    async def journals(self, kind: str) -> int:
        async with self.ctx.db.read() as session:
            statement = select(func.count()).where(
                LedgerJournal.agent_id == self.agent_id, LedgerJournal.kind == kind
            )
            return int((await session.execute(statement)).scalar_one())

    async def redemptions(self) -> list[RewardRedemption]:
        async with self.ctx.db.read() as session:
            statement = (
                select(RewardRedemption)
                .where(RewardRedemption.agent_id == self.agent_id)
                .order_by(RewardRedemption.id)
            )
            return list((await session.execute(statement)).scalars())

    async def audit_actions(self) -> list[str]:
        async with self.ctx.db.read() as session:
            statement = (
                select(AuditLog.action)
                .where(AuditLog.agent_id == self.agent_id)
                .order_by(AuditLog.id)
            )
            return list((await session.execute(statement)).scalars())


async def open_rank_shop(ctx: AppContext, **agent: Any) -> RankShop:
    shop = await open_shop(ctx, **agent)
    return RankShop(shop.ctx, shop.cashier, shop.client, shop.staff)


@pytest.fixture
async def shop(ctx: AppContext) -> AsyncIterator[RankShop]:
    async with await open_rank_shop(ctx) as made:
        yield made
