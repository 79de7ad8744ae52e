"""Promotion tests: an agent with a deposit account and staff, and promotions made through the
back office's API as staff make them."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest
from sqlalchemy import func, select, update

from promptplay.context import AppContext
from promptplay.core.clock import utcnow
from promptplay.models import (
    BankTransaction,
    LedgerAccount,
    LedgerEntry,
    LedgerJournal,
    PlayerPromotion,
)
from tests.factories import (
    Cashier,
    Player,
    client_for_agent,
    deposit,
    make_cashier_agent,
    registered_player,
    staff_token,
    wallet_of,
)

# The demo game upstream as a separate process, shared with the play tests (test_play.py).
from tests.games.conftest import demo, demo_games_url, games_ctx, table  # noqa: F401

BASE_PROMOTION: dict[str, Any] = {
    "nameTh": "โบนัส",
    "nameEn": "Bonus",
    "promotionTypeId": 1,
    "bonusType": "percent",
    "bonusPercent": 50,
    "bonusMaximum": 500,
    "minimumDeposit": 100,
    "turnType": 2,
    "turn": 2,
    "turnBasis": 1,
    "promotionWithdrawType": 1,
    "maximumWithdraw": 1000,
    "gameConfig": [],
}


async def make_promotion(
    client: httpx.AsyncClient, staff: dict[str, str], **fields: Any
) -> dict[str, Any]:
    response = await client.post(
        "/api/backoffice/promotions", json={**BASE_PROMOTION, **fields}, headers=staff
    )
    assert response.status_code == 200, response.text
    return response.json()["data"]


async def reserve(
    client: httpx.AsyncClient, auth: dict[str, str], promotion_id: int | None
) -> httpx.Response:
    body: dict[str, Any] = {"getPromotion": promotion_id is not None}
    if promotion_id is not None:
        body["promotionId"] = promotion_id
    return await client.post("/api/promotionManager/reserve", json=body, headers=auth)


async def current(client: httpx.AsyncClient, auth: dict[str, str]) -> dict[str, Any] | None:
    response = await client.post("/api/promotionManager/currentPromotion", headers=auth)
    assert response.status_code == 200, response.text
    return response.json()["data"]


async def approve(client: httpx.AsyncClient, staff: dict[str, str], tx_id: int) -> None:
    response = await client.post(f"/api/backoffice/transactions/{tx_id}/approve", headers=staff)
    assert response.status_code == 200, response.text


async def adjust(
    client: httpx.AsyncClient, staff: dict[str, str], player_id: int, amount: Any
) -> None:
    response = await client.post(
        f"/api/backoffice/players/{player_id}/adjust",
        json={"amount": amount, "reason": "test"},
        headers=staff,
    )
    assert response.status_code == 200, response.text


# ----- shared helpers of the promotion API tests --------------------------------------------

BANGKOK = ZoneInfo("Asia/Bangkok")
PROMOS = "/api/promotionManager"
OFFICE = "/api/backoffice"


def dec(value: Any) -> Decimal:
    return Decimal(str(value))


def player_id(player: Player) -> int:
    return int(player.user["player"]["id"])


@dataclass
class Shop:
    """An agent ready for promotion tests: its cashier, an API client on its host and a
    staff login."""

    ctx: AppContext
    cashier: Cashier
    client: httpx.AsyncClient
    staff: dict[str, str]

    async def __aenter__(self) -> Shop:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.client.aclose()

    @property
    def agent_id(self) -> int:
        return self.cashier.agent.id

    async def promotion(self, **fields: Any) -> dict[str, Any]:
        return await make_promotion(self.client, self.staff, **fields)

    async def player(self) -> Player:
        return await registered_player(self.client, self.cashier.agent)

    async def call(self, path: str, player: Player, body: Any = None) -> httpx.Response:
        return await self.client.post(f"{PROMOS}/{path}", json=body or {}, headers=player.auth)

    async def data(self, path: str, player: Player, body: Any = None) -> Any:
        response = await self.call(path, player, body)
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def office(
        self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None
    ) -> httpx.Response:
        return await self.client.request(
            method, f"{OFFICE}/{path}", json=body, headers={**self.staff, **(headers or {})}
        )

    async def office_data(self, method: str, path: str, body: Any = None) -> Any:
        response = await self.office(method, path, body)
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def settings(self, **values: Any) -> dict[str, Any]:
        body = {
            "autoPromotion": "normal",
            "clearCreditRequired": False,
            "clearCreditBelow": 5,
            **values,
        }
        return await self.office_data("PUT", "settings/promotions", body)

    async def reserve(self, player: Player, promotion_id: int | None) -> httpx.Response:
        return await reserve(self.client, player.auth, promotion_id)

    async def deposit(self, player: Player, amount: Any, *, approved: bool = True) -> dict:
        """A bank deposit of the player, approved by staff unless `approved` is False."""
        tx = await deposit(self.client, player, self.cashier, amount)
        if approved:
            await approve(self.client, self.staff, tx["id"])
        return tx

    async def wallet(self, player: Player) -> dict[str, Decimal | Any]:
        found = await wallet_of(self.client, player)
        return {k: dec(v) if isinstance(v, int | float) else v for k, v in found.items()}

    async def current(self, player: Player) -> dict[str, Any] | None:
        return await current(self.client, player.auth)

    async def clear(self, player: Player) -> httpx.Response:
        return await self.call("clear/manual", player)


async def open_shop(ctx: AppContext, **agent: Any) -> Shop:
    """A new agent with its client (`async with` it to close the client)."""
    cashier = await make_cashier_agent(ctx, **agent)
    client = client_for_agent(ctx, cashier)
    return Shop(ctx, cashier, client, await staff_token(client, cashier))


@pytest.fixture
async def shop(ctx: AppContext) -> AsyncIterator[Shop]:
    async with await open_shop(ctx) as made:
        yield made


async def backdate_deposits(ctx: AppContext, player: Player, to: datetime) -> None:
    """Every deposit of the player as if filed at `to`."""
    async with ctx.db.write() as session:
        await session.execute(
            update(BankTransaction)
            .where(BankTransaction.player_id == player_id(player))
            .values(created_at=to)
        )


async def claims_of(ctx: AppContext, pid: int) -> list[PlayerPromotion]:
    async with ctx.db.read() as session:
        rows = await session.execute(
            select(PlayerPromotion)
            .where(PlayerPromotion.player_id == pid)
            .order_by(PlayerPromotion.id)
        )
        return list(rows.scalars())


async def journals(ctx: AppContext, agent_id: int, kind: str) -> list[LedgerJournal]:
    async with ctx.db.read() as session:
        rows = await session.execute(
            select(LedgerJournal)
            .where(LedgerJournal.agent_id == agent_id, LedgerJournal.kind == kind)
            .order_by(LedgerJournal.id)
        )
        return list(rows.scalars())


@dataclass(frozen=True)
class PromotionBook:
    """The promotion money of one agent as its ledger holds it, in minor units."""

    granted: int  # PROMOTION_BONUS credit into wallets
    seized: int  # PROMOTION_END credit back into the promotions account
    account: int  # the promotions account's balance


async def promotion_book(ctx: AppContext, agent_id: int) -> PromotionBook:
    async with ctx.db.read() as session:

        async def total(kind: str, *where: Any) -> int:
            statement = (
                select(func.coalesce(func.sum(LedgerEntry.amount), 0))
                .join(LedgerJournal, LedgerJournal.id == LedgerEntry.journal_id)
                .where(LedgerEntry.agent_id == agent_id, LedgerJournal.kind == kind, *where)
            )
            return int((await session.execute(statement)).scalar_one())

        promotions = select(LedgerAccount.id).where(
            LedgerAccount.agent_id == agent_id, LedgerAccount.code == "promotions"
        )
        granted = await total(
            "PROMOTION_BONUS",
            LedgerEntry.wallet_id.is_not(None),
            LedgerEntry.balance_field == "credit_balance",
        )
        seized = await total("PROMOTION_END", LedgerEntry.account_id.in_(promotions))
        account = int(
            (
                await session.execute(
                    select(func.coalesce(func.sum(LedgerEntry.amount), 0)).where(
                        LedgerEntry.account_id.in_(promotions)
                    )
                )
            ).scalar_one()
        )
    return PromotionBook(granted, seized, account)


def local_clock(delta: timedelta) -> str:
    """HH:MM in Bangkok, `delta` from now."""
    return (utcnow() + delta).astimezone(BANGKOK).strftime("%H:%M")


__all__ = ["Cashier"]
