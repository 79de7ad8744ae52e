"""Event tests: the coupon tests' shop (an agent with a deposit account, staff and coupons made
as staff make them) with events made through spec §7's staff calls."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any

import httpx
import pytest

from promptplay.context import AppContext
from promptplay.core.clock import utcnow
from tests.coupons.conftest import CouponShop, open_coupon_shop, refused
from tests.factories import Player
from tests.uploads.images import multipart, png

__all__ = ["EVENTS", "EventShop", "event_body", "period", "refused"]

EVENTS = "/api/eventManager"
TITLE = {"nameTh": "กิจกรรม", "nameEn": "Event", "nameVi": "Sự kiện"}


def period(starts_in: timedelta = -timedelta(hours=1), lasts: timedelta = timedelta(days=1)):
    start = utcnow() + starts_in
    return {"startsAt": start.isoformat(), "endsAt": (start + lasts).isoformat()}


def event_body(**fields: Any) -> dict[str, Any]:
    return {
        "title": TITLE,
        "body": {"nameTh": "รายละเอียด", "nameEn": "Details", "nameVi": "Chi tiết"},
        "rules": {"nameTh": "กติกา", "nameEn": "Rules", "nameVi": "Luật"},
        "prize": {"nameTh": "รางวัล", "nameEn": "A prize", "nameVi": "Giải thưởng"},
        "imageUrl": "https://cdn.example.com/event.png",
        **period(),
        "couponId": None,
        "active": True,
        **fields,
    }


class EventShop(CouponShop):
    async def create(self, **fields: Any) -> httpx.Response:
        return await self.client.post(
            f"{EVENTS}/create", json=event_body(**fields), headers=self.staff
        )

    async def event(self, **fields: Any) -> dict[str, Any]:
        response = await self.create(**fields)
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def update(self, event_id: int, **fields: Any) -> httpx.Response:
        return await self.client.put(
            f"{EVENTS}/update", json={"id": event_id, **event_body(**fields)}, headers=self.staff
        )

    async def upload_png(self) -> str:
        body, content_type = multipart(png("teal"))
        response = await self.client.post(
            f"{EVENTS}/uploadImage",
            content=body,
            headers={"content-type": content_type, **self.staff},
        )
        assert response.status_code == 200, response.text
        return response.json()["data"]["url"]

    async def staff_events(self) -> list[dict[str, Any]]:
        return await self.office_data("GET", "events")

    async def all_events(self, player: Player) -> list[dict[str, Any]]:
        response = await self.client.get(f"{EVENTS}/getAllEvent", headers=player.auth)
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def search(self, player: Player, **body: Any) -> dict[str, Any]:
        response = await self.client.post(f"{EVENTS}/search", json=body, headers=player.auth)
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def redeem_code(self, player: Player, event_id: Any, code: Any) -> httpx.Response:
        return await self.client.post(
            f"{EVENTS}/redeemCode", json={"eventId": event_id, "code": code}, headers=player.auth
        )


async def open_event_shop(ctx: AppContext) -> EventShop:
    shop = await open_coupon_shop(ctx)
    return EventShop(shop.ctx, shop.cashier, shop.client, shop.staff)


@pytest.fixture
async def shop(ctx: AppContext) -> AsyncIterator[EventShop]:
    async with await open_event_shop(ctx) as made:
        yield made
