"""Forgot password: a code to the registered phone for the right username and phone only (the
same answer for anyone else), good once, for a few tries and a while, ending every session;
limited per address and per player."""

from __future__ import annotations

import logging
import re
from datetime import timedelta

import httpx
import pytest
from sqlalchemy import func, select, update

from promptplay.context import AppContext
from promptplay.core.clock import utcnow
from promptplay.models import PasswordReset, User
from tests.conftest import client_for
from tests.factories import AgentInfo, error_of, make_agent, registered_player

pytestmark = pytest.mark.asyncio

NEW_PASSWORD = "brand-new-42"
SENT = re.compile(r"recovery code for (\d+) of (\w+): .*?(\d{6})")


def codes_logged(caplog: pytest.LogCaptureFixture, tel: str) -> list[str]:
    found = (SENT.search(r.getMessage()) for r in caplog.records)
    return [m.group(3) for m in found if m is not None and m.group(1) == tel]


async def forgot(client: httpx.AsyncClient, username: str, tel: str) -> httpx.Response:
    return await client.post("/api/auth/forgotPassword", json={"username": username, "tel": tel})


async def reset(
    client: httpx.AsyncClient, username: str, code: str, password: str = NEW_PASSWORD
) -> httpx.Response:
    return await client.post(
        "/api/auth/resetPassword",
        json={"username": username, "code": code, "newPassword": password},
    )


async def login_status(client: httpx.AsyncClient, agent: AgentInfo, user: str, pw: str) -> int:
    response = await client.post(
        "/api/auth/login",
        json={"username": user, "password": pw, "agentPrefix": agent.prefix},
    )
    return response.status_code


async def codes_of(ctx: AppContext, user_id: int) -> int:
    async with ctx.db.read() as session:
        statement = select(func.count()).where(PasswordReset.user_id == user_id)
        return (await session.execute(statement)).scalar_one()


@pytest.fixture(autouse=True)
def _log(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="promptplay.recovery")


async def test_the_code_sets_a_new_password_once_and_ends_every_session(
    ctx: AppContext, caplog: pytest.LogCaptureFixture
) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        tel = player.user["player"]["tel"]
        answer = await forgot(client, player.username, tel)
        assert answer.status_code == 200, answer.text
        assert answer.json()["data"] == {"sent": True, "expiresIn": 600}
        (code,) = codes_logged(caplog, tel)
        wrong = "000000" if code != "000000" else "111111"
        refused = await reset(client, player.username, wrong)
        assert refused.status_code == 422 and error_of(refused)["fields"] == ["code"]
        assert (await client.post("/api/auth/checkToken", headers=player.auth)).status_code == 200

        done = await reset(client, player.username, code)
        assert done.status_code == 200, done.text
        ended = await client.post("/api/auth/checkToken", headers=player.auth)
        assert error_of(ended)["errorCode"] == "0030"
        assert await login_status(client, agent, player.username, player.password) == 401
        assert await login_status(client, agent, player.username, NEW_PASSWORD) == 200
        again = await reset(client, player.username, code, "another-one-7")
        assert error_of(again)["fields"] == ["code"]  # spent


async def test_the_same_answer_and_no_code_for_anyone_else(
    ctx: AppContext, caplog: pytest.LogCaptureFixture
) -> None:
    agent = await make_agent(ctx)
    other = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        tel = player.user["player"]["tel"]
        expected = (await forgot(client, player.username, tel)).json()
        caplog.clear()
        for username, phone in (
            (player.username, "0899999999"),  # the wrong phone
            ("nobody123", tel),  # no such player
        ):
            answer = await forgot(client, username, phone)
            assert answer.status_code == 200 and answer.json() == expected
        assert codes_logged(caplog, tel) == [] and codes_logged(caplog, "0899999999") == []
        assert await codes_of(ctx, int(player.user["id"])) == 1
        # The player of one agent asks nothing of another's site.
        async with client_for(ctx, other.host) as elsewhere:
            answer = await forgot(elsewhere, player.username, tel)
            assert answer.json() == expected
        assert codes_logged(caplog, tel) == []

        # A suspended player is sent nothing.
        async with ctx.db.write() as session:
            await session.execute(
                update(User).where(User.id == int(player.user["id"])).values(status="suspended")
            )
        assert (await forgot(client, player.username, tel)).json() == expected
        assert codes_logged(caplog, tel) == []


async def test_a_code_dies_after_five_wrong_tries_or_once_expired(
    ctx: AppContext, caplog: pytest.LogCaptureFixture
) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        tel = player.user["player"]["tel"]
        await forgot(client, player.username, tel)
        (code,) = codes_logged(caplog, tel)
        wrong = "000000" if code != "000000" else "111111"
        for _ in range(5):
            assert (await reset(client, player.username, wrong)).status_code == 422
        assert (await reset(client, player.username, code)).status_code == 422

        caplog.clear()
        await forgot(client, player.username, tel)
        (fresh,) = codes_logged(caplog, tel)
        async with ctx.db.write() as session:
            await session.execute(
                update(PasswordReset)
                .where(PasswordReset.user_id == int(player.user["id"]))
                .values(expires_at=utcnow() - timedelta(seconds=1))
            )
        assert (await reset(client, player.username, fresh)).status_code == 422
        assert await login_status(client, agent, player.username, player.password) == 200


async def test_a_new_code_replaces_the_last_and_a_bad_password_spends_nothing(
    ctx: AppContext, caplog: pytest.LogCaptureFixture
) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        tel = player.user["player"]["tel"]
        await forgot(client, player.username, tel)
        await forgot(client, player.username, tel)
        first, second = codes_logged(caplog, tel)
        if first != second:
            assert (await reset(client, player.username, first)).status_code == 422
        weak = await reset(client, player.username, second, "short")
        assert weak.status_code == 422 and error_of(weak)["fields"] == ["newPassword"]
        assert (await reset(client, player.username, second)).status_code == 200


async def test_codes_per_player_and_requests_per_address_are_limited(
    make_ctx, caplog: pytest.LogCaptureFixture
) -> None:
    ctx = make_ctx(recovery_codes_per_hour=2, rate_limit_recovery=0)
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        tel = player.user["player"]["tel"]
        for _ in range(2):
            assert (await forgot(client, player.username, tel)).status_code == 200
        third = await forgot(client, player.username, tel)
        assert third.status_code == 429 and error_of(third)["errorCode"] == "0036"
        assert len(codes_logged(caplog, tel)) == 2

    limited = make_ctx(rate_limit_recovery=3)
    agent = await make_agent(limited)
    async with client_for(limited, agent.host) as client:
        answers = [await forgot(client, f"nobody{i}", "0812345678") for i in range(4)]
        assert [a.status_code for a in answers] == [200, 200, 200, 429]
        blocked = await reset(client, "nobody", "123456")
        assert error_of(blocked)["errorCode"] == "0036"


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("forgotPassword", {"username": "", "tel": "0812345678"}, "username"),
        ("forgotPassword", {"username": "a", "tel": "1" * 21}, "tel"),
        ("forgotPassword", {"username": "a"}, "tel"),
        ("resetPassword", {"username": "a", "code": "", "newPassword": "x1234567"}, "code"),
        ("resetPassword", {"username": "a", "code": "1" * 13, "newPassword": "x1234567"}, "code"),
        ("resetPassword", {"username": "a", "code": "123456"}, "newPassword"),
    ],
)
async def test_bad_bodies_are_0000_naming_the_field(
    ctx: AppContext, path: str, body: dict[str, str], field: str
) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        response = await client.post(f"/api/auth/{path}", json=body)
    assert response.status_code == 422, response.text
    assert field in error_of(response)["fields"]
