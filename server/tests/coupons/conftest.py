"""Coupon tests: the promotion tests' shop (an agent with a deposit account and staff) with
coupons made through the back office's API as staff make them."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from promptplay.context import AppContext
from promptplay.core.clock import utcnow
from promptplay.models import Agent, LedgerJournal
from promptplay.models.coupon import Coupon, CouponRedemption
from tests.factories import Player, error_of
from tests.promotions.conftest import Shop, dec, open_shop, player_id

__all__ = ["CouponShop", "dec", "player_id", "refused"]

COUPON: dict[str, Any] = {
    "name": {"nameTh": "คูปอง", "nameEn": "Coupon", "nameVi": "Phiếu"},
    "type": "credit",
    "amount": 50,
    "turnoverMultiple": 0,
    "usesPerPlayer": 1,
    "usesTotal": 0,
    "minimumDeposit": 0,
}


def window(starts_in: timedelta = -timedelta(hours=1), lasts: timedelta = timedelta(days=1)):
    start = utcnow() + starts_in
    return {"startsAt": start.isoformat(), "endsAt": (start + lasts).isoformat()}


def refused(response: httpx.Response, status: int, code: str, system_msg: str | None = None):
    assert response.status_code == status, response.text
    error = error_of(response)
    assert error["errorCode"] == code, response.text
    if system_msg is not None:
        assert error["systemMsg"] == system_msg, response.text
    return error


class CouponShop(Shop):
    async def coupon(self, **fields: Any) -> dict[str, Any]:
        response = await self.office("POST", "coupons", {**COUPON, **window(), **fields})
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def codes(self, coupon_id: int, count: int, prefix: str = "") -> list[str]:
        body = {"count": count, "prefix": prefix}
        response = await self.office("POST", f"coupons/{coupon_id}/codes", body)
        assert response.status_code == 200, response.text
        return response.json()["data"]["codes"]

    async def redeem(self, player: Player, code: Any) -> httpx.Response:
        return await self.client.post(
            "/api/coupon/redeem", json={"code": code}, headers=player.auth
        )

    async def redeemed(self, player: Player, code: Any) -> dict[str, Any]:
        response = await self.redeem(player, code)
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def history(self, player: Player) -> list[dict[str, Any]]:
        response = await self.client.post("/api/coupon/history", json={}, headers=player.auth)
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def agent_row(self) -> Agent:
        async with self.ctx.db.read() as session:
            return await session.get_one(Agent, self.agent_id)

    async def coupon_row(self, coupon_id: int) -> Coupon:
        async with self.ctx.db.read() as session:
            return await session.get_one(Coupon, coupon_id)

    async def redemptions(self, coupon_id: int) -> list[CouponRedemption]:
        async with self.ctx.db.read() as session:
            rows = await session.execute(
                select(CouponRedemption)
                .where(CouponRedemption.coupon_id == coupon_id)
                .order_by(CouponRedemption.id)
            )
            return list(rows.scalars())

    async def journals(self, kind: str) -> list[LedgerJournal]:
        async with self.ctx.db.read() as session:
            rows = await session.execute(
                select(LedgerJournal).where(
                    LedgerJournal.agent_id == self.agent_id, LedgerJournal.kind == kind
                )
            )
            return list(rows.scalars())


async def open_coupon_shop(ctx: AppContext) -> CouponShop:
    shop = await open_shop(ctx)
    return CouponShop(shop.ctx, shop.cashier, shop.client, shop.staff)


@pytest.fixture
async def shop(ctx: AppContext) -> AsyncIterator[CouponShop]:
    async with await open_coupon_shop(ctx) as made:
        yield made
