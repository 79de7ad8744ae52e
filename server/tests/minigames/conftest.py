"""Mini-game tests: an agent with staff (the promotion tests' shop), its mini-game settings
set through the back office, deposits approved by staff, and the day's play the spins are
earned from put in `game_day_stat` as the rounds' recording leaves it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from promptplay.context import AppContext
from promptplay.core.clock import utcnow
from promptplay.models import GameDayStat, LedgerJournal
from promptplay.models.minigame import MinigamePlay, SpinGrant
from tests.factories import Player
from tests.promotions.conftest import BANGKOK, Shop, dec, open_shop, player_id

__all__ = ["BANGKOK", "MiniShop", "dec", "player_id", "today"]

GAME = "/api/miniGame"


def prize(kind: str, amount: Any = 0) -> dict[str, Any]:
    return {"type": kind, "amount": amount}


def segment(name: str, kind: str, amount: Any, weight: int, color: str = "#22AA44") -> dict:
    label = {"nameTh": f"{name} th", "nameEn": name, "nameVi": f"{name} vi"}
    return {"label": label, "color": color, "prize": prize(kind, amount), "weight": weight}


def settings_body(
    *,
    wheel: bool = True,
    segments: list[dict[str, Any]] | None = None,
    turnover: Any = 0,
    per_deposit: dict[str, Any] | None = None,
    per_turnover: dict[str, Any] | None = None,
    daily_free: int = 0,
    check_in: bool = False,
    days: list[dict[str, Any]] | None = None,
    check_in_turnover: Any = 0,
) -> dict[str, Any]:
    return {
        "wheel": {
            "enabled": wheel,
            "turnover": turnover,
            "segments": segments
            or [segment("Ten", "credit", 10, 1), segment("Nothing", "none", 0, 0)],
        },
        "earn": {
            "perDeposit": per_deposit,
            "perTurnover": per_turnover,
            "dailyFree": daily_free,
        },
        "checkIn": {
            "enabled": check_in,
            "turnover": check_in_turnover,
            "days": days or [prize("credit", n) for n in range(1, 8)],
        },
    }


def today() -> date:
    return utcnow().astimezone(BANGKOK).date()


class MiniShop(Shop):
    async def minigames(self, **values: Any) -> dict[str, Any]:
        """Staff save the settings (`settings_body`'s arguments)."""
        return await self.office_data("PUT", "minigames/settings", settings_body(**values))

    async def game(self, path: str, player: Player, body: Any = None) -> httpx.Response:
        return await self.client.post(f"{GAME}/{path}", json=body or {}, headers=player.auth)

    async def game_data(self, path: str, player: Player, body: Any = None) -> Any:
        response = await self.game(path, player, body)
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def token(self, player: Player, game: str = "wheel") -> str:
        return (await self.game_data("requestPlayToken", player, {"game": game}))["token"]

    async def play(self, player: Player, token: str) -> httpx.Response:
        return await self.game("play", player, {"token": token})

    async def spins(self, player: Player) -> int:
        return int((await self.wallet(player))["spins"])

    async def played(self, player: Player, day: date, turnover: Any, provider: str = "PG") -> None:
        """The player's turnover of a day as the recording of his rounds adds it up."""
        async with self.ctx.db.write() as session:
            session.add(
                GameDayStat(
                    agent_id=self.agent_id,
                    player_id=player_id(player),
                    day=day,
                    category="slot",
                    provider_code=provider,
                    rounds=1,
                    turnover=int(Decimal(str(turnover)) * 100),
                    payout=0,
                )
            )

    async def checked_in(self, player: Player, day: date, streak_day: int) -> None:
        """A check-in of an earlier day, as a play of that day left it."""
        async with self.ctx.db.write() as session:
            wallet_id = await self.wallet_id(player, session)
            session.add(
                MinigamePlay(
                    agent_id=self.agent_id,
                    player_id=player_id(player),
                    wallet_id=wallet_id,
                    game="checkIn",
                    nonce=f"past{player_id(player)}{day:%Y%m%d}",
                    day=day,
                    streak_day=streak_day,
                    prize_type="none",
                    prize_amount=0,
                    spins_left=0,
                )
            )

    async def wallet_id(self, player: Player, session: Any) -> int:
        from promptplay.models import Wallet

        statement = select(Wallet.id).where(Wallet.player_id == player_id(player))
        return int((await session.execute(statement)).scalar_one())

    async def grants(self, player: Player) -> dict[tuple[str, date], int]:
        async with self.ctx.db.read() as session:
            statement = select(SpinGrant).where(SpinGrant.player_id == player_id(player))
            return {
                (g.source, g.day): g.spins for g in (await session.execute(statement)).scalars()
            }

    async def plays(self, player: Player) -> int:
        async with self.ctx.db.read() as session:
            statement = select(func.count()).where(MinigamePlay.player_id == player_id(player))
            return int((await session.execute(statement)).scalar_one())

    async def journals(self, kind: str) -> int:
        async with self.ctx.db.read() as session:
            statement = select(func.count()).where(
                LedgerJournal.agent_id == self.agent_id, LedgerJournal.kind == kind
            )
            return int((await session.execute(statement)).scalar_one())


def yesterday() -> date:
    return today() - timedelta(days=1)


async def open_mini_shop(ctx: AppContext) -> MiniShop:
    made = await open_shop(ctx)
    return MiniShop(made.ctx, made.cashier, made.client, made.staff)


@pytest.fixture
async def shop(ctx: AppContext) -> AsyncIterator[MiniShop]:
    async with await open_mini_shop(ctx) as made:
        yield made
