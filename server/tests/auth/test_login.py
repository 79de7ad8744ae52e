"""auth/login: the catalogue codes, player-only, tenancy and throttling."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import update

from promptplay.models import User
from tests.conftest import client_for
from tests.factories import error_of, login, make_agent, register


def login_body(agent, username: str, password: str, **extra) -> dict:  # type: ignore[no-untyped-def]
    return {
        "username": username,
        "password": password,
        "userType": "player",
        "agentPrefix": agent.prefix,
        **extra,
    }


async def test_login_returns_tokens_and_the_player(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        body = await register(client, agent)
        player = await login(client, agent, body["username"].upper(), body["password"])
    assert player.user["userType"] == "player"
    assert player.user["player"]["wallet"]["currencyCode"] == "THB"
    assert player.user["lastLogin"] is not None
    assert player.access_token.count(".") == 2 and player.refresh_token


async def test_unknown_user_is_0002_and_wrong_password_0003(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        body = await register(client, agent)
        unknown = await client.post("/api/auth/login", json=login_body(agent, "nobody", "x1234567"))
        wrong = await client.post(
            "/api/auth/login", json=login_body(agent, body["username"], "wrong1234")
        )
    assert (unknown.status_code, error_of(unknown)["errorCode"]) == (404, "0002")
    assert (wrong.status_code, error_of(wrong)["errorCode"]) == (401, "0003")


@pytest.mark.parametrize(("status", "code"), [("inactive", "0004"), ("suspended", "0005")])
async def test_deactivated_and_suspended(ctx, status: str, code: str) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        body = await register(client, agent)
        async with ctx.db.write() as session:
            await session.execute(
                update(User)
                .where(User.username == body["username"], User.agent_id == agent.id)
                .values(status=status)
            )
        response = await client.post(
            "/api/auth/login", json=login_body(agent, body["username"], body["password"])
        )
        # Without the right password the status is not disclosed.
        guessed = await client.post(
            "/api/auth/login", json=login_body(agent, body["username"], "wrong1234")
        )
    assert error_of(response)["errorCode"] == code
    assert error_of(guessed)["errorCode"] == "0003"


async def test_staff_cannot_log_in_as_player(ctx) -> None:
    from promptplay.admin.service import create_staff

    agent = await make_agent(ctx)
    async with ctx.db.write() as session:
        await create_staff(session, agent.prefix, "boss", "boss12345")
    async with client_for(ctx, agent.host) as client:
        as_player = await client.post(
            "/api/auth/login", json=login_body(agent, "boss", "boss12345")
        )
        as_staff = await client.post(
            "/api/auth/login", json=login_body(agent, "boss", "boss12345", userType="staff")
        )
    assert error_of(as_player)["errorCode"] == "0002"
    assert error_of(as_staff)["fields"] == ["userType"]


async def test_a_player_cannot_log_in_through_another_agent(ctx) -> None:
    a, b = await make_agent(ctx), await make_agent(ctx)
    async with client_for(ctx, a.host) as client:
        body = await register(client, a)
    async with client_for(ctx, b.host) as client:
        with_b_prefix = await client.post(
            "/api/auth/login", json=login_body(b, body["username"], body["password"])
        )
        with_a_prefix = await client.post(
            "/api/auth/login", json=login_body(a, body["username"], body["password"])
        )
    assert error_of(with_b_prefix)["errorCode"] == "0002"
    assert error_of(with_a_prefix)["errorCode"] == "0035"


class TestThrottling:
    async def test_account_locks_after_repeated_failures(self, make_ctx) -> None:
        ctx = make_ctx(login_max_failures_account=3)
        agent = await make_agent(ctx)
        async with client_for(ctx, agent.host) as client:
            body = await register(client, agent)
            for _ in range(3):
                r = await client.post(
                    "/api/auth/login", json=login_body(agent, body["username"], "bad12345")
                )
                assert error_of(r)["errorCode"] == "0003"
            locked = await client.post(
                "/api/auth/login", json=login_body(agent, body["username"], body["password"])
            )
            other = await register(client, agent)
            other_ok = await client.post(
                "/api/auth/login", json=login_body(agent, other["username"], other["password"])
            )
        assert locked.status_code == 429
        error = error_of(locked)
        assert error["errorCode"] == "0036" and error["systemMsg"].startswith("retryAfter=")
        assert "15 minutes" in error["msg"]
        assert other_ok.status_code == 200

    async def test_window_passing_unlocks(self, make_ctx) -> None:
        # A window long enough for the two failures and the locked attempt on a slow machine
        # (each login hashes a password), short enough to wait out.
        ctx = make_ctx(login_max_failures_account=2, login_window_seconds=4)
        agent = await make_agent(ctx)
        async with client_for(ctx, agent.host) as client:
            body = await register(client, agent)
            for _ in range(2):
                await client.post(
                    "/api/auth/login", json=login_body(agent, body["username"], "bad12345")
                )
            locked = await client.post(
                "/api/auth/login", json=login_body(agent, body["username"], body["password"])
            )
            await asyncio.sleep(4.1)
            again = await client.post(
                "/api/auth/login", json=login_body(agent, body["username"], body["password"])
            )
        assert error_of(locked)["errorCode"] == "0036"
        assert again.status_code == 200

    async def test_success_clears_the_account_count(self, make_ctx) -> None:
        ctx = make_ctx(login_max_failures_account=3)
        agent = await make_agent(ctx)
        async with client_for(ctx, agent.host) as client:
            body = await register(client, agent)
            good = login_body(agent, body["username"], body["password"])
            bad = login_body(agent, body["username"], "bad12345")
            for _ in range(2):
                await client.post("/api/auth/login", json=bad)
            assert (await client.post("/api/auth/login", json=good)).status_code == 200
            # Without the clear, these two would make four failures in the window: locked.
            for _ in range(2):
                await client.post("/api/auth/login", json=bad)
            after = await client.post("/api/auth/login", json=good)
        assert after.status_code == 200, after.text

    async def test_address_locks_across_accounts(self, make_ctx) -> None:
        ctx = make_ctx(login_max_failures_address=4, login_max_failures_account=100)
        agent = await make_agent(ctx)
        async with client_for(ctx, agent.host) as client:
            body = await register(client, agent)
            for i in range(4):
                await client.post(
                    "/api/auth/login", json=login_body(agent, f"ghost{i}", "bad12345")
                )
            locked = await client.post(
                "/api/auth/login", json=login_body(agent, body["username"], body["password"])
            )
        assert error_of(locked)["errorCode"] == "0036"
