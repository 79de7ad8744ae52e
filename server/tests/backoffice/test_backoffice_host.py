"""BACKOFFICE_HOST: the back office answers on its own host name only, the player site is not
served there, and the staff name their agent at login (the token then carries it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from promptplay.context import AppContext
from tests.conftest import client_for
from tests.factories import (
    deposit,
    error_of,
    make_cashier_agent,
    registered_player,
    staff_token,
)

pytestmark = pytest.mark.asyncio

OFFICE = "office.test.example"


@pytest.fixture
def office_ctx(make_ctx, tmp_path: Path) -> AppContext:  # type: ignore[no-untyped-def]
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html><title>site</title>")
    (dist / "assets" / "a.js").write_text("export {};")
    return make_ctx(web_dist=dist, backoffice_host=OFFICE.upper() + ":443")


async def _login(client, prefix: str | None, **extra):  # type: ignore[no-untyped-def]
    body = {"username": "staff", "password": "staff1234", **extra}
    if prefix is not None:
        body["agentPrefix"] = prefix
    return await client.post("/api/backoffice/auth/login", json=body)


async def test_the_back_office_answers_on_its_own_host_only(office_ctx: AppContext) -> None:
    a = await make_cashier_agent(office_ctx)
    async with client_for(office_ctx, a.agent.host) as site:
        for path in ("/backoffice", "/backoffice/login", "/api/backoffice/auth/site"):
            assert error_of(await site.get(path))["errorCode"] == "0040", path
        response = await _login(site, None)
        assert error_of(response)["errorCode"] == "0040"
        # The player site itself is served as before.
        assert (await site.get("/")).text.startswith("<!doctype html>")
        assert (await site.get("/deposit")).status_code == 200

    async with client_for(office_ctx, OFFICE) as office:
        assert (await office.get("/backoffice/login")).text.startswith("<!doctype html>")
        assert (await office.get("/assets/a.js")).status_code == 200
        assert (await office.get("/api/health")).status_code == 200
        home = await office.get("/")
        assert home.status_code == 307 and home.headers["location"] == "/backoffice/"
        # No player page, no player call.
        for path in ("/deposit", "/login", "/api/agent/getDomain"):
            assert error_of(await office.get(path))["errorCode"] == "0040", path
        response = await office.post("/api/auth/login", json={"username": "x", "password": "y"})
        assert error_of(response)["errorCode"] == "0040"


async def test_staff_name_their_agent_on_the_back_office_host(office_ctx: AppContext) -> None:
    a = await make_cashier_agent(office_ctx)
    b = await make_cashier_agent(office_ctx)
    async with client_for(office_ctx, a.agent.host) as site:
        player_a = await registered_player(site, a.agent)
        tx_a = await deposit(site, player_a, a, 300)

    async with client_for(office_ctx, OFFICE) as office:
        site_info = await office.get("/api/backoffice/auth/site")
        assert site_info.json()["data"] == {"agentPrefix": None}

        response = await _login(office, None)
        assert error_of(response)["errorCode"] == "0000"
        assert error_of(response)["fields"] == ["agentPrefix"]
        response = await _login(office, "NOPE99")
        assert error_of(response)["errorCode"] == "0040"

        response = await _login(office, a.agent.prefix.lower())
        assert response.status_code == 200, response.text
        staff = response.json()["data"]
        assert staff["staff"]["agentId"] == a.agent.id
        auth = {"authorization": f"Bearer {staff['accessToken']}"}
        me = (await office.get("/api/backoffice/me", headers=auth)).json()["data"]
        assert me["prefix"] == a.agent.prefix
        queue = (await office.get("/api/backoffice/transactions", headers=auth)).json()["data"]
        assert [q["id"] for q in queue] == [tx_a["id"]]
        approved = await office.post(
            f"/api/backoffice/transactions/{tx_a['id']}/approve", json={}, headers=auth
        )
        assert approved.json()["data"]["status"] == "0000"

        # The same name under the other agent's prefix is that agent's staff, who see none
        # of the first agent's players.
        other = (await _login(office, b.agent.prefix)).json()["data"]
        assert other["staff"]["agentId"] == b.agent.id
        other_auth = {"authorization": f"Bearer {other['accessToken']}"}
        queue = await office.get("/api/backoffice/transactions", headers=other_auth)
        assert queue.json()["data"] == []
        response = await office.get(
            f"/api/backoffice/players/{player_a.user['player']['id']}", headers=other_auth
        )
        assert error_of(response)["errorCode"] == "0040"

        # A player's token opens nothing here.
        response = await office.get("/api/backoffice/me", headers=player_a.auth)
        assert error_of(response)["errorCode"] == "0035"

        # Logout ends the session on this host too.
        assert (await office.post("/api/backoffice/auth/logout", headers=auth)).status_code == 200
        response = await office.get("/api/backoffice/me", headers=auth)
        assert error_of(response)["errorCode"] == "0030"


async def test_without_the_setting_the_agent_hosts_serve_the_back_office(ctx) -> None:
    a = await make_cashier_agent(ctx)
    async with client_for(ctx, a.agent.host) as site:
        auth = await staff_token(site, a)
        assert (await site.get("/api/backoffice/me", headers=auth)).status_code == 200
        response = await site.get("/api/backoffice/auth/site")
        assert response.json()["data"] == {"agentPrefix": a.agent.prefix}
        # The prefix of the body is not read where the host names the agent.
        response = await _login(site, "SOMEONE")
        assert response.json()["data"]["staff"]["agentId"] == a.agent.id
