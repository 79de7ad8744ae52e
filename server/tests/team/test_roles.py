"""The back office's roles: every call of /api/backoffice is walked as the agent's admin, as
a member of its staff and as another agent's admin. What sets the agent up or grants money
outside a player's own flows answers 0035 to staff; everything else is open to both; nothing
is open to another agent's staff. The team calls keep an active admin and end sessions."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from promptplay.context import AppContext
from tests.conftest import app_for, client_for
from tests.factories import Cashier, error_of, make_cashier_agent, staff_token

pytestmark = pytest.mark.asyncio

OFFICE = "/api/backoffice"

# The agent's admin alone (docs/money.md "Roles"): its settings, money set-up, look, content,
# catalogue and team, and money granted outside a player's own flows.
ADMIN_ONLY = {
    ("POST", "/players/{playerId}/adjust"),
    ("POST", "/players/{playerId}/promotions"),
    ("POST", "/players/{playerId}/bonus"),
    ("PUT", "/settings/payments"),
    ("PUT", "/settings/limits"),
    ("PUT", "/settings/promotions"),
    ("POST", "/promotions"),
    ("PUT", "/promotions/{promotionId}"),
    ("PUT", "/income/settings"),
    ("POST", "/income/run"),
    ("POST", "/alliances"),
    ("PUT", "/alliances/{allianceId}"),
    ("PUT", "/minigames/settings"),
    ("POST", "/coupons"),
    ("PUT", "/coupons/{couponId}"),
    ("POST", "/coupons/{couponId}/codes"),
    ("POST", "/events"),
    ("PUT", "/events/{eventId}"),
    ("POST", "/events/uploadImage"),
    ("PUT", "/ranks/settings"),
    ("POST", "/rewards/items"),
    ("PUT", "/rewards/items/{itemId}"),
    ("PUT", "/template"),
    ("POST", "/template/uploadImage"),
    ("PUT", "/domains/{domainId}/branding"),
    ("POST", "/template/previews"),
    ("PUT", "/template/previews/{previewId}"),
    ("POST", "/bankAccounts"),
    ("PUT", "/bankAccounts/{accountId}"),
    ("POST", "/bankAccounts/uploadImage"),
    ("DELETE", "/blacklist/{entryId}"),
    ("POST", "/announcements"),
    ("PUT", "/announcements/{announcementId}"),
    ("DELETE", "/announcements/{announcementId}"),
    ("POST", "/banners"),
    ("PUT", "/banners/{bannerId}"),
    ("DELETE", "/banners/{bannerId}"),
    ("POST", "/banners/uploadImage"),
    ("PUT", "/content/pages/{slug}/{lang}"),
    ("PUT", "/content/articles/{slug}/{lang}"),
    ("GET", "/team"),
    ("POST", "/team"),
    ("PUT", "/team/{userId}"),
    ("POST", "/team/{userId}/password"),
}
# Open to a visitor: the login itself and what the login page asks.
OPEN = {("GET", "/auth/site"), ("POST", "/auth/login"), ("POST", "/auth/logout")}
PARAMS = {"slug": "rules", "lang": "th", "action": "hold", "previewId": "p" * 32}


def backoffice_calls(ctx: AppContext, under: str = "/") -> list[tuple[str, str]]:
    """Every call under /api/backoffice (and `under` there), as the OpenAPI document lists
    them. The company's console (/company) has its own matrix (tests/company)."""
    paths = app_for(ctx).openapi()["paths"]
    return sorted(
        (method.upper(), path.removeprefix(OFFICE))
        for path, operations in paths.items()
        if path.startswith(f"{OFFICE}{under}")
        and (under != "/" or not path.startswith(f"{OFFICE}/company/"))
        for method in operations
    )


def filled(path: str) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: PARAMS.get(m.group(1), "1"), path)


class Team:
    def __init__(self, cashier: Cashier, client: httpx.AsyncClient, admin: dict[str, str]):
        self.cashier, self.client, self.admin = cashier, client, admin

    async def call(
        self, method: str, path: str, auth: dict[str, str], body: Any = None
    ) -> httpx.Response:
        return await self.client.request(method, f"{OFFICE}{path}", json=body, headers=auth)

    async def member(self, username: str, role: str = "staff") -> tuple[int, dict[str, str]]:
        body = {"username": username, "password": "member-pass-1", "role": role}
        response = await self.call("POST", "/team", self.admin, body)
        assert response.status_code == 200, response.text
        login = await self.client.post(
            f"{OFFICE}/auth/login", json={"username": username, "password": "member-pass-1"}
        )
        assert login.status_code == 200, login.text
        token = login.json()["data"]["accessToken"]
        return response.json()["data"]["id"], {"authorization": f"Bearer {token}"}


@pytest.fixture
async def team(ctx: AppContext) -> AsyncIterator[Team]:
    cashier = await make_cashier_agent(ctx)
    async with client_for(ctx, cashier.agent.host) as client:
        yield Team(cashier, client, await staff_token(client, cashier))


async def test_every_call_as_admin_staff_and_another_agents_admin(
    team: Team, ctx: AppContext
) -> None:
    calls = backoffice_calls(ctx)
    assert ADMIN_ONLY <= set(calls), ADMIN_ONLY - set(calls)  # the list names real calls
    _, staff = await team.member("cashier1")
    other = await make_cashier_agent(ctx)
    async with client_for(ctx, other.agent.host) as elsewhere:
        foreign = await staff_token(elsewhere, other)

    me = (await team.call("GET", "/me", staff)).json()["data"]
    assert me["role"] == "staff"
    assert (await team.call("GET", "/me", team.admin)).json()["data"]["role"] == "admin"

    assert len(calls) > 90
    # The spec's event calls outside /api/backoffice that staff make: search them, never
    # create or change them.
    for method, path in (("POST", "/api/eventManager/create"), ("PUT", "/api/eventManager/update")):
        response = await team.client.request(method, path, json={}, headers=staff)
        assert error_of(response)["errorCode"] == "0035", (path, response.text)
    for method, path in calls:
        if (method, path) in OPEN:
            continue
        url = filled(path)
        as_staff = await team.call(method, url, staff, {})
        denied = as_staff.status_code == 403 and error_of(as_staff)["errorCode"] == "0035"
        assert denied is ((method, path) in ADMIN_ONLY), (method, path, as_staff.text)
        if (method, path) not in (("POST", "/auth/logout"),):
            as_admin = await team.call(method, url, team.admin, {})
            assert as_admin.status_code != 403, (method, path, as_admin.text)
        as_foreign = await team.call(method, url, foreign, {})
        assert as_foreign.status_code == 403, (method, path, as_foreign.text)
        assert error_of(as_foreign)["errorCode"] == "0035"


async def test_staff_cannot_change_settings_so_nothing_changes(team: Team) -> None:
    _, staff = await team.member("cashier2")
    limits = (await team.call("GET", "/settings/limits", staff)).json()["data"]
    body = {k: v for k, v in limits.items() if k != "currencyCode"} | {"turn": 9}
    response = await team.call("PUT", "/settings/limits", staff, body)
    assert response.status_code == 403 and error_of(response)["errorCode"] == "0035"
    assert (await team.call("GET", "/settings/limits", staff)).json()["data"] == limits


async def test_the_team_keeps_an_admin_and_a_deactivated_member_is_out_at_once(
    team: Team,
) -> None:
    member_id, member = await team.member("cashier3")
    listed = (await team.call("GET", "/team", team.admin)).json()["data"]
    assert {(m["username"], m["role"]) for m in listed} >= {
        ("staff", "admin"),
        ("cashier3", "staff"),
    }
    me_id = next(m["id"] for m in listed if m["username"] == "staff")

    # The only admin neither demotes nor deactivates himself.
    for body in ({"role": "staff", "status": "active"}, {"role": "admin", "status": "inactive"}):
        response = await team.call("PUT", f"/team/{me_id}", team.admin, body)
        assert response.status_code == 422, response.text
    # A second admin may be demoted by the first, and the member promoted.
    second_id, second = await team.member("deputy1", role="admin")
    body = {"role": "staff", "status": "active"}
    assert (await team.call("PUT", f"/team/{second_id}", team.admin, body)).status_code == 200
    denied = await team.call("GET", "/team", second)
    assert denied.status_code == 403  # demoted: at once, with the same token

    # Deactivated: his very next call is refused and he cannot log in again.
    off = {"role": "staff", "status": "inactive"}
    assert (await team.call("PUT", f"/team/{member_id}", team.admin, off)).status_code == 200
    assert (await team.call("GET", "/me", member)).status_code == 401
    login = await team.client.post(
        f"{OFFICE}/auth/login", json={"username": "cashier3", "password": "member-pass-1"}
    )
    assert error_of(login)["errorCode"] == "0004"

    # A new password ends the member's sessions.
    _, fourth = await team.member("cashier4")
    fourth_id = next(
        m["id"]
        for m in (await team.call("GET", "/team", team.admin)).json()["data"]
        if m["username"] == "cashier4"
    )
    weak = await team.call("POST", f"/team/{fourth_id}/password", team.admin, {"password": "x"})
    assert weak.status_code == 422
    ok = {"password": "new-pass-22"}
    assert (
        await team.call("POST", f"/team/{fourth_id}/password", team.admin, ok)
    ).status_code == 200
    assert (await team.call("GET", "/me", fourth)).status_code == 401

    for body, status in (
        ({"username": "cashier4", "password": "member-pass-1"}, 409),  # taken
        ({"username": "x", "password": "member-pass-1"}, 422),
        ({"username": "fine123", "password": "short"}, 422),
        ({"username": "fine123", "password": "member-pass-1", "role": "owner"}, 422),
    ):
        assert (await team.call("POST", "/team", team.admin, body)).status_code == status, body
