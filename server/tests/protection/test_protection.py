"""Player protection: limits a player sets on his deposits (a lower one at once, a higher one
or none after the cooling-off), a self-exclusion that ends his sessions and refuses his logins
(staff see it and cannot lift it), and his reality-check interval."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import update

from promptplay.context import AppContext
from promptplay.core.clock import utcnow
from promptplay.models import BankTransaction, PlayLimit
from tests.conftest import client_for
from tests.factories import (
    Cashier,
    Player,
    error_of,
    make_cashier_agent,
    registered_player,
    staff_token,
)

pytestmark = pytest.mark.asyncio

MINE = "/api/player/protection"


@dataclass
class Desk:
    ctx: AppContext
    cashier: Cashier
    client: httpx.AsyncClient
    staff: dict[str, str]
    player: Player

    async def call(self, method: str, path: str, body: Any = None) -> httpx.Response:
        return await self.client.request(
            method, f"{MINE}{path}", json=body, headers=self.player.auth
        )

    async def data(self, method: str, path: str, body: Any = None) -> Any:
        response = await self.call(method, path, body)
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def deposit(self, amount: Any) -> httpx.Response:
        return await self.client.post(
            "/api/bank/transaction",
            json={
                "bankAccountId": self.cashier.deposit_account_id,
                "type": "DEPOSIT",
                "amount": amount,
            },
            headers=self.player.auth,
        )

    async def approve(self, response: httpx.Response) -> None:
        assert response.status_code == 200, response.text
        tx = response.json()["data"]["transaction"]["id"]
        approved = await self.client.post(
            f"/api/backoffice/transactions/{tx}/approve", headers=self.staff
        )
        assert approved.status_code == 200, approved.text

    async def age_pending(self) -> None:
        """The cooling-off over: as if a day had passed."""
        async with self.ctx.db.write() as session:
            await session.execute(
                update(PlayLimit)
                .where(PlayLimit.pending_from.is_not(None))
                .values(pending_from=utcnow() - timedelta(seconds=1))
            )


@pytest.fixture
async def desk(ctx: AppContext) -> AsyncIterator[Desk]:
    cashier = await make_cashier_agent(ctx)
    async with client_for(ctx, cashier.agent.host) as client:
        staff = await staff_token(client, cashier)
        player = await registered_player(client, cashier.agent)
        yield Desk(ctx, cashier, client, staff, player)


def limit(view: dict[str, Any], kind: str, period: str) -> dict[str, Any]:
    return next(x for x in view["limits"] if (x["kind"], x["period"]) == (kind, period))


def refused(response: httpx.Response, status: int, code: str, fields: list[str]) -> dict:
    assert response.status_code == status, response.text
    error = error_of(response)
    assert error["errorCode"] == code, response.text
    assert set(fields) <= set(error.get("fields") or []), error
    return error


async def test_nothing_is_limited_until_the_player_says(desk: Desk) -> None:
    view = await desk.data("GET", "")
    assert view["currencyCode"] == "THB" and view["coolingOffHours"] == 24
    assert view["excludedUntil"] is None and view["realityCheckMinutes"] == 0
    assert {(x["kind"], x["period"]) for x in view["limits"]} == {
        (k, p) for k in ("deposit", "loss") for p in ("day", "week", "month")
    }
    assert all(
        x["amount"] is None and x["used"] == 0 and x["pending"] is None for x in view["limits"]
    )
    # The period starts at midnight in the agent's zone (Bangkok: 17:00 UTC the day before).
    start = datetime.fromisoformat(limit(view, "deposit", "day")["periodStart"])
    assert (start.hour, start.minute) == (17, 0)
    week = datetime.fromisoformat(limit(view, "deposit", "week")["periodStart"])
    assert (week + timedelta(hours=7)).weekday() == 0  # a Monday in Bangkok


async def test_a_deposit_limit_holds_at_once_and_a_raise_waits_for_the_cooling_off(
    desk: Desk,
) -> None:
    view = await desk.data("PUT", "/limits", {"kind": "deposit", "period": "day", "amount": 1000})
    assert limit(view, "deposit", "day")["amount"] == 1000
    await desk.approve(await desk.deposit(600))
    # A request waiting for staff counts as much as a credited one.
    over = await desk.deposit(500)
    error = refused(over, 422, "0000", ["amount"])
    assert error["systemMsg"] == "depositLimit" and "400" in error["msg"]
    await desk.approve(await desk.deposit(400))
    assert limit(await desk.data("GET", ""), "deposit", "day")["used"] == 1000
    refused(await desk.deposit(10), 422, "0000", ["amount"])

    # Higher: the limit that holds stays until the cooling-off ends.
    before = utcnow()
    view = await desk.data("PUT", "/limits", {"kind": "deposit", "period": "day", "amount": 5000})
    day = limit(view, "deposit", "day")
    assert day["amount"] == 1000 and day["pending"]["amount"] == 5000
    starts = datetime.fromisoformat(day["pending"]["startsAt"])
    assert timedelta(hours=23, minutes=59) < starts - before <= timedelta(hours=24, seconds=5)
    refused(await desk.deposit(100), 422, "0000", ["amount"])
    await desk.age_pending()
    assert limit(await desk.data("GET", ""), "deposit", "day")["amount"] == 5000
    await desk.approve(await desk.deposit(100))

    # None at all is a raise too; a lower one meanwhile holds at once and drops the wait.
    view = await desk.data("PUT", "/limits", {"kind": "deposit", "period": "day", "amount": None})
    day = limit(view, "deposit", "day")
    assert day["amount"] == 5000 and day["pending"]["amount"] is None
    view = await desk.data("PUT", "/limits", {"kind": "deposit", "period": "day", "amount": 1100})
    assert limit(view, "deposit", "day") | {"periodStart": None} == {
        "kind": "deposit",
        "period": "day",
        "amount": 1100,
        "used": 1100,
        "periodStart": None,
        "pending": None,
    }
    refused(await desk.deposit(50), 422, "0000", ["amount"])
    # The week's limit is its own: the day's deposits count in it as well.
    view = await desk.data("PUT", "/limits", {"kind": "deposit", "period": "week", "amount": 2000})
    assert limit(view, "deposit", "week")["used"] == 1100


async def test_each_period_counts_the_deposits_made_since_it_began(desk: Desk) -> None:
    # One deposit now, one a second before today began, one before any period began: each
    # period's used amount is what it holds by its own start (a week or month may begin today).
    ids = []
    for amount in (100, 200, 400):
        made = await desk.deposit(amount)
        await desk.approve(made)
        ids.append(made.json()["data"]["transaction"]["id"])
    starts = {
        x["period"]: datetime.fromisoformat(x["periodStart"])
        for x in (await desk.data("GET", ""))["limits"]
        if x["kind"] == "deposit"
    }
    before_today = starts["day"] - timedelta(seconds=1)
    async with desk.ctx.db.write() as session:
        for tx, at in ((ids[1], before_today), (ids[2], before_today - timedelta(days=40))):
            await session.execute(
                update(BankTransaction).where(BankTransaction.id == tx).values(created_at=at)
            )
    view = await desk.data("GET", "")
    for period in ("day", "week", "month"):
        expected = 100 + (200 if starts[period] <= before_today else 0)
        assert limit(view, "deposit", period)["used"] == expected, period


@pytest.mark.parametrize(
    "body",
    [
        {"kind": "deposit", "period": "day", "amount": 0},
        {"kind": "deposit", "period": "day", "amount": -5},
        {"kind": "deposit", "period": "day", "amount": "abc"},
        {"kind": "deposit", "period": "day", "amount": 10.001},
        {"kind": "bet", "period": "day", "amount": 10},
        {"kind": "loss", "period": "year", "amount": 10},
        {"kind": "loss", "period": "day"},
        {"kind": "loss", "period": "day", "amount": 10, "extra": 1},
    ],
)
async def test_a_bad_limit_is_refused_and_nothing_changes(desk: Desk, body: dict) -> None:
    before = await desk.data("GET", "")
    refused(await desk.call("PUT", "/limits", body), 422, "0000", [])
    assert await desk.data("GET", "") == before


async def test_a_self_exclusion_ends_every_session_and_staff_cannot_lift_it(
    desk: Desk, ctx: AppContext
) -> None:
    wrong = await desk.call("POST", "/exclusion", {"days": 7, "password": "not-it-123"})
    refused(wrong, 401, "0003", ["password"])
    refused(
        await desk.call("POST", "/exclusion", {"days": 2, "password": desk.player.password}),
        422,
        "0000",
        ["days"],
    )
    assert (
        await desk.client.post("/api/player/wallet", headers=desk.player.auth)
    ).status_code == 200

    view = await desk.data("POST", "/exclusion", {"days": 7, "password": desk.player.password})
    until = datetime.fromisoformat(view["excludedUntil"])
    assert timedelta(days=6, hours=23) < until - utcnow() <= timedelta(days=7)
    # Every session has ended, and no login opens another until the end.
    assert (
        await desk.client.post("/api/player/wallet", headers=desk.player.auth)
    ).status_code == 401
    login = {
        "username": desk.player.username,
        "password": desk.player.password,
        "userType": "player",
        "agentPrefix": desk.cashier.agent.prefix,
    }
    error = refused(await desk.client.post("/api/auth/login", json=login), 403, "0005", [])
    assert "excluded yourself" in error["msg"] and until.strftime("%Y-%m-%d") in error["msg"]

    # Staff see it; setting the player active again does not lift it.
    player_id = desk.player.user["player"]["id"]
    seen = await desk.client.get(
        f"/api/backoffice/players/{player_id}/protection", headers=desk.staff
    )
    assert seen.json()["data"]["excludedUntil"] == view["excludedUntil"]
    active = await desk.client.put(
        f"/api/backoffice/players/{player_id}/status",
        json={"status": "active", "reason": "asked on the phone"},
        headers=desk.staff,
    )
    assert active.status_code in (200, 422), active.text
    refused(await desk.client.post("/api/auth/login", json=login), 403, "0005", [])
    # Another agent's staff see nothing of him.
    other = await make_cashier_agent(ctx)
    async with client_for(ctx, other.agent.host) as elsewhere:
        foreign = await staff_token(elsewhere, other)
        response = await elsewhere.get(
            f"/api/backoffice/players/{player_id}/protection", headers=foreign
        )
        refused(response, 404, "0040", [])

    # Over: he logs in again.
    async with ctx.db.write() as session:
        from promptplay.models import User

        await session.execute(
            update(User)
            .where(User.id == desk.player.user["id"])
            .values(excluded_until=utcnow() - timedelta(seconds=1))
        )
    assert (await desk.client.post("/api/auth/login", json=login)).status_code == 200


async def test_the_reality_check_interval_is_the_players_choice(desk: Desk) -> None:
    view = await desk.data("PUT", "/realityCheck", {"minutes": 30})
    assert view["realityCheckMinutes"] == 30
    refused(await desk.call("PUT", "/realityCheck", {"minutes": 45}), 422, "0000", ["minutes"])
    assert (await desk.data("GET", ""))["realityCheckMinutes"] == 30
    assert (await desk.data("PUT", "/realityCheck", {"minutes": 0}))["realityCheckMinutes"] == 0


async def test_protection_is_the_players_own(desk: Desk) -> None:
    refused(await desk.client.get(MINE), 401, "0033", [])
    refused(await desk.client.get(MINE, headers=desk.staff), 403, "0035", [])
    # Staff asking about no player at all are told so.
    unknown = await desk.client.get(
        "/api/backoffice/players/999999999/protection", headers=desk.staff
    )
    refused(unknown, 404, "0040", ["playerId"])
