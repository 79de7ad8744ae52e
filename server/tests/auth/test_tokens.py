"""The whole token life: check, expiry and renewal, rotation and reuse, one live session,
logout, and tokens kept to their own agent."""

from __future__ import annotations

import asyncio

import pytest

from tests.conftest import client_for
from tests.factories import error_of, login, make_agent, register, registered_player


async def check(client, token: str | None):  # type: ignore[no-untyped-def]
    headers = {"authorization": f"Bearer {token}"} if token is not None else {}
    return await client.post("/api/auth/checkToken", json={}, headers=headers)


async def renew(client, refresh: str | None):  # type: ignore[no-untyped-def]
    return await client.post("/api/auth/renewAccessToken", json={"refreshToken": refresh})


async def test_check_token_answers_the_user(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        response = await check(client, player.access_token)
        alt_host = await client.post(
            "/api/auth/checkToken",
            json={},
            headers={**player.auth, "host": f"alt-{agent.host}:8000"},
        )
    assert response.status_code == 200
    assert response.json()["data"]["user"]["username"] == player.username
    assert alt_host.status_code == 200


@pytest.mark.parametrize(
    ("header", "code"),
    [
        (None, "0033"),
        ("Bearer ", "0033"),
        ("Basic abc", "0033"),
        ("Bearer not.a.jwt", "0030"),
        ("Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl", "0030"),
    ],
)
async def test_missing_and_bad_tokens(ctx, header: str | None, code: str) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        headers = {"authorization": header} if header is not None else {}
        response = await client.post("/api/player/wallet", json={}, headers=headers)
    assert response.status_code == 401
    assert error_of(response)["errorCode"] == code


async def test_token_signed_with_another_key_is_invalid(make_ctx) -> None:
    ctx = make_ctx()
    other = make_ctx(secret_key="another-secret-key-that-is-long-enough-98765")
    agent = await make_agent(ctx)
    async with client_for(other, agent.host) as client:
        player = await registered_player(client, agent)
    async with client_for(ctx, agent.host) as client:
        assert error_of(await check(client, player.access_token))["errorCode"] == "0030"


async def test_expired_token_is_0031_then_renewal_works_and_rotates(make_ctx) -> None:
    # Tokens carry whole seconds: a TTL of 2 s lives more than 1 s, so the first check always
    # finds it alive (a TTL of 1 s could run out between the login and that check).
    ctx = make_ctx(access_token_ttl=2)
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        assert (await check(client, player.access_token)).status_code == 200
        await asyncio.sleep(3.1)
        expired = await check(client, player.access_token)
        assert (expired.status_code, error_of(expired)["errorCode"]) == (401, "0031")
        assert error_of(expired)["systemMsg"] == "jwtExpired"
        renewed = await renew(client, player.refresh_token)
        assert renewed.status_code == 200, renewed.text
        pair = renewed.json()["data"]
        assert pair["refreshToken"] != player.refresh_token
        assert (await check(client, pair["accessToken"])).status_code == 200
        # The new refresh token works once more; the session goes on.
        again = await renew(client, pair["refreshToken"])
        assert again.status_code == 200


async def test_reusing_a_used_refresh_token_ends_the_whole_session(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        first = (await renew(client, player.refresh_token)).json()["data"]
        replay = await renew(client, player.refresh_token)
        assert error_of(replay)["errorCode"] == "0030"
        # Everything of that session is over: the newest access and refresh tokens too.
        assert error_of(await check(client, first["accessToken"]))["errorCode"] == "0030"
        assert error_of(await renew(client, first["refreshToken"]))["errorCode"] == "0030"
        # Logging in again starts a fresh session.
        fresh = await login(client, agent, player.username, player.password)
        assert (await check(client, fresh.access_token)).status_code == 200


@pytest.mark.parametrize(
    ("body", "code"),
    [({}, "0032"), ({"refreshToken": ""}, "0032"), ({"refreshToken": "made-up"}, "0030")],
)
async def test_renewal_without_a_good_refresh_token(ctx, body: dict, code: str) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        response = await client.post("/api/auth/renewAccessToken", json=body)
    assert error_of(response)["errorCode"] == code


async def test_new_login_elsewhere_ends_the_older_session_with_0034(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as phone, client_for(ctx, agent.host) as laptop:
        body = await register(phone, agent)
        first = await login(phone, agent, body["username"], body["password"])
        second = await login(laptop, agent, body["username"], body["password"])
        old = await phone.post("/api/player/wallet", json={}, headers=first.auth)
        old_renew = await renew(phone, first.refresh_token)
        new = await laptop.post("/api/player/wallet", json={}, headers=second.auth)
    assert (old.status_code, error_of(old)["errorCode"]) == (401, "0034")
    assert error_of(old)["systemMsg"] == "jwtRefreshTokenHasNewSession"
    assert error_of(old_renew)["errorCode"] == "0034"
    assert new.status_code == 200


async def test_logout_ends_the_session(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        out = await client.post("/api/auth/logout", json={}, headers=player.auth)
        assert out.status_code == 200 and out.json() == {"status": "success", "data": {}}
        assert error_of(await check(client, player.access_token))["errorCode"] == "0030"
        assert error_of(await renew(client, player.refresh_token))["errorCode"] == "0030"


async def test_a_token_works_only_on_its_own_agents_hosts(ctx) -> None:
    a, b = await make_agent(ctx), await make_agent(ctx)
    async with client_for(ctx, a.host) as client:
        player = await registered_player(client, a)
    async with client_for(ctx, b.host) as client:
        for path in ("/api/auth/checkToken", "/api/player/wallet", "/api/player/changePassword"):
            response = await client.post(
                path, json={"oldPassword": "x", "newPassword": "y"}, headers=player.auth
            )
            assert (response.status_code, error_of(response)["errorCode"]) == (403, "0035"), path


async def test_wallet_of_a_new_player_is_zero_in_the_agent_currency(ctx) -> None:
    agent = await make_agent(ctx, country="VN")
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        wallet = (await client.post("/api/player/wallet", json={}, headers=player.auth)).json()[
            "data"
        ]
    assert wallet["currencyCode"] == "VND"
    assert all(wallet[k] == 0 for k in wallet if k != "currencyCode")
    assert set(wallet) == {
        "cashIn",
        "cashOut",
        "cashBalance",
        "creditIn",
        "creditOut",
        "creditBalance",
        "incomeFromAlliance",
        "incomeFromAffiliate",
        "currencyCode",
        "cashPromotion",
        "creditPromotion",
        "eventCredit",
        "returnLostBalance",
        "gameCredit",
        "spins",
        "diamonds",
        "version",
    }


async def test_change_password(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        wrong_old = await client.post(
            "/api/player/changePassword",
            headers=player.auth,
            json={"oldPassword": "nope12345", "newPassword": "better123"},
        )
        weak_new = await client.post(
            "/api/player/changePassword",
            headers=player.auth,
            json={"oldPassword": player.password, "newPassword": "short"},
        )
        done = await client.post(
            "/api/player/changePassword",
            headers=player.auth,
            json={"oldPassword": player.password, "newPassword": "better123"},
        )
        still_in = await check(client, player.access_token)
        old = await client.post(
            "/api/auth/login",
            json={
                "username": player.username,
                "password": player.password,
                "agentPrefix": agent.prefix,
            },
        )
        new = await login(client, agent, player.username, "better123")
    assert error_of(wrong_old)["fields"] == ["oldPassword"]
    assert error_of(weak_new)["fields"] == ["newPassword"]
    assert done.status_code == 200 and still_in.status_code == 200
    assert error_of(old)["errorCode"] == "0003"
    assert new.access_token
