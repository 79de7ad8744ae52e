"""The back office's pages hold the staff token as an HttpOnly cookie (no script can read it),
scoped to the back office's API and the socket; a write that the cookie alone authenticates
needs the X-Staff-Request header; logout clears the cookie."""

from __future__ import annotations

import json
from contextlib import AsyncExitStack
from http.cookies import SimpleCookie

import httpx
import pytest

from promptplay.app import create_app
from promptplay.context import AppContext
from tests.conftest import client_for
from tests.factories import Cashier, deposit, error_of, make_cashier_agent, registered_player
from tests.realtime.conftest import close_code, receive, serving, socket_to, verify

pytestmark = pytest.mark.asyncio

PAGE = {"x-staff-request": "1"}
CREDENTIALS = {"username": "staff", "password": "staff1234"}


def cookies_of(response: httpx.Response) -> list[SimpleCookie]:
    parsed = []
    for header in response.headers.get_list("set-cookie"):
        cookie: SimpleCookie = SimpleCookie()
        cookie.load(header)
        parsed.append(cookie)
    return parsed


async def page_login(client: httpx.AsyncClient) -> httpx.Response:
    response = await client.post("/api/backoffice/auth/login", json=CREDENTIALS, headers=PAGE)
    assert response.status_code == 200, response.text
    return response


async def test_the_pages_get_an_httponly_strict_cookie_and_no_token(ctx: AppContext) -> None:
    a = await make_cashier_agent(ctx)
    async with client_for(ctx, a.agent.host) as client:
        response = await page_login(client)
    data = response.json()["data"]
    assert data["accessToken"] is None and data["refreshToken"] is None
    assert data["staff"]["agentId"] == a.agent.id

    cookies = cookies_of(response)
    assert sorted(c["pp_staff"]["path"] for c in cookies) == ["/api/backoffice", "/ws"]
    for cookie in cookies:
        morsel = cookie["pp_staff"]
        assert morsel.value
        assert morsel["httponly"] is True
        assert morsel["samesite"] == "strict"
        assert not morsel["secure"]  # plain http here
        assert morsel["max-age"] == str(ctx.settings.access_token_ttl)
        assert not morsel["domain"]  # this host only


async def test_the_cookie_is_secure_over_https(ctx: AppContext) -> None:
    a = await make_cashier_agent(ctx)
    transport = httpx.ASGITransport(app=create_app(context=ctx))
    async with httpx.AsyncClient(transport=transport, base_url=f"https://{a.agent.host}") as client:
        response = await page_login(client)
        assert all(c["pp_staff"]["secure"] is True for c in cookies_of(response))
        # And the https client sends it back.
        assert (await client.get("/api/backoffice/me")).status_code == 200


async def test_api_clients_still_get_bearer_tokens_and_no_cookie(ctx: AppContext) -> None:
    a = await make_cashier_agent(ctx)
    async with client_for(ctx, a.agent.host) as client:
        response = await client.post("/api/backoffice/auth/login", json=CREDENTIALS)
    assert response.json()["data"]["accessToken"]
    assert "set-cookie" not in response.headers


async def _pending_deposit(client: httpx.AsyncClient, cashier: Cashier) -> int:
    player = await registered_player(client, cashier.agent)
    return (await deposit(client, player, cashier, 200))["id"]


async def test_a_cookie_write_without_the_staff_header_is_refused(ctx: AppContext) -> None:
    a = await make_cashier_agent(ctx)
    async with client_for(ctx, a.agent.host) as client:
        tx_id = await _pending_deposit(client, a)
        await page_login(client)  # the client keeps the cookie, as the browser does

        # Reads need only the cookie.
        assert (await client.get("/api/backoffice/me")).status_code == 200
        queue = (await client.get("/api/backoffice/transactions")).json()["data"]
        assert [q["id"] for q in queue] == [tx_id]

        # A write as a page of another site could send it: refused, nothing changes.
        url = f"/api/backoffice/transactions/{tx_id}/approve"
        refused = await client.post(url, json={})
        assert refused.status_code == 403
        assert error_of(refused)["errorCode"] == "0035"
        queue = (await client.get("/api/backoffice/transactions")).json()["data"]
        assert [q["id"] for q in queue] == [tx_id]
        response = await client.post("/api/backoffice/auth/logout")
        assert error_of(response)["errorCode"] == "0035"

        approved = await client.post(url, json={}, headers=PAGE)
        assert approved.json()["data"]["status"] == "0000"


async def test_logout_clears_the_cookie_and_ends_the_session(ctx: AppContext) -> None:
    a = await make_cashier_agent(ctx)
    async with client_for(ctx, a.agent.host) as client:
        login = await page_login(client)
        token = cookies_of(login)[0]["pp_staff"].value

        response = await client.post("/api/backoffice/auth/logout", headers=PAGE)
        assert response.status_code == 200
        cleared = cookies_of(response)
        assert sorted(c["pp_staff"]["path"] for c in cleared) == ["/api/backoffice", "/ws"]
        assert all(c["pp_staff"]["max-age"] == "0" for c in cleared)
        assert not client.cookies.get("pp_staff")
        assert error_of(await client.get("/api/backoffice/me"))["errorCode"] == "0033"

        # The token itself is dead too, wherever it turns up.
        stolen = {"authorization": f"Bearer {token}"}
        assert error_of(await client.get("/api/backoffice/me", headers=stolen))["errorCode"] == (
            "0030"
        )
        # A second logout (another tab) still clears, and says nothing went wrong.
        client.cookies.set("pp_staff", token, domain=a.agent.host, path="/api/backoffice")
        again = await client.post("/api/backoffice/auth/logout", headers=PAGE)
        assert again.status_code == 200 and cookies_of(again)


async def test_the_staff_socket_verifies_with_the_cookie_from_its_own_host(make_ctx) -> None:
    # A context of its own: the served app starts and stops its event bus and socket hub; no
    # upkeep loops, which late in a suite visit every agent on the loop the sockets wait on.
    ctx = make_ctx(upkeep=False)
    a = await make_cashier_agent(ctx)
    async with client_for(ctx, a.agent.host) as client:
        login = await page_login(client)
    token = cookies_of(login)[0]["pp_staff"].value
    staff_id = login.json()["data"]["staff"]["id"]
    cookie = {"cookie": f"pp_staff={token}"}

    async with serving(ctx) as port, AsyncExitStack() as stack:
        own_page = {"origin": f"http://{a.agent.host}:{port}", **cookie}
        websocket = await stack.enter_async_context(
            socket_to(port, a.agent.host, additional_headers=own_page)
        )
        await verify(websocket, staff_id, None)
        assert await receive(websocket) == {"event": "verified", "data": {"userId": staff_id}}

        # From another site's page the cookie counts for nothing.
        elsewhere = {"origin": "http://evil.example", **cookie}
        async with socket_to(port, a.agent.host, additional_headers=elsewhere) as foreign:
            await verify(foreign, staff_id, None)
            assert await close_code(foreign) == 4401
        # Nor without any cookie.
        async with socket_to(port, a.agent.host) as bare:
            await bare.send(json.dumps({"event": "verifyUser", "data": {"userId": staff_id}}))
            assert await close_code(bare) == 4401
