"""Login throttling by account and address together: an attacker on one address never locks
the owner out on another, simultaneous guesses are counted before any password is judged,
and the back office's staff login follows the same rules."""

from __future__ import annotations

import asyncio
import random
from collections import Counter

import httpx
import pytest
from sqlalchemy import update

from promptplay.admin.service import create_staff
from promptplay.app import create_app
from promptplay.auth import service as auth_service_module
from promptplay.core.security import verify_password
from promptplay.models import User
from tests.factories import error_of, make_agent, register


def new_address() -> str:
    """An address of this test alone: the counts per address live in the test database,
    which every test of the run shares."""
    return f"10.{random.randrange(256)}.{random.randrange(256)}.{random.randrange(1, 255)}"


@pytest.fixture
def addresses() -> tuple[str, str]:
    """(the attacker's, the owner's)"""
    return new_address(), new_address()


def client_at(app_or_ctx, host: str, address: str) -> httpx.AsyncClient:  # type: ignore[no-untyped-def]
    """A client of the app (or of a new app on a context) whose requests come from `address`."""
    app = app_or_ctx if hasattr(app_or_ctx, "router") else create_app(context=app_or_ctx)
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False, client=(address, 40000))
    return httpx.AsyncClient(transport=transport, base_url=f"http://{host}")


def login_body(agent, username: str, password: str) -> dict:  # type: ignore[no-untyped-def]
    return {"username": username, "password": password, "agentPrefix": agent.prefix}


def outcomes(responses: list[httpx.Response]) -> Counter[str]:
    return Counter("ok" if r.status_code == 200 else error_of(r)["errorCode"] for r in responses)


@pytest.fixture
def judged(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The passwords the login service verified, in order."""
    seen: list[str] = []

    async def counting(password_hash: str | None, password: str) -> bool:
        seen.append(password)
        return await verify_password(password_hash, password)

    monkeypatch.setattr(auth_service_module, "verify_password", counting)
    return seen


async def test_guesses_from_one_address_do_not_lock_the_owner_out_on_another(
    make_ctx, addresses: tuple[str, str]
) -> None:
    attacker_at, owner_at = addresses
    ctx = make_ctx(login_max_failures_account=3, rate_limit_login=0)
    agent = await make_agent(ctx)
    async with client_at(ctx, agent.host, owner_at) as owner:
        body = await register(owner, agent)
    right = login_body(agent, body["username"], body["password"])
    async with client_at(ctx, agent.host, attacker_at) as attacker:
        guesses = [
            await attacker.post("/api/auth/login", json={**right, "password": "guess1234"})
            for _ in range(5)
        ]
        # Even the right password is refused from the guessing address now.
        from_attacker = await attacker.post("/api/auth/login", json=right)
    async with client_at(ctx, agent.host, owner_at) as owner:
        from_owner = await owner.post("/api/auth/login", json=right)
    assert [error_of(r)["errorCode"] for r in guesses] == ["0003"] * 3 + ["0036"] * 2
    assert error_of(from_attacker)["errorCode"] == "0036"
    assert from_attacker.status_code == 429
    assert 0 < int(from_attacker.headers["retry-after"]) <= 900
    assert (
        error_of(from_attacker)["systemMsg"] == f"retryAfter={from_attacker.headers['retry-after']}"
    )
    assert error_of(from_attacker)["fields"] == ["username"]
    assert from_owner.status_code == 200, from_owner.text


async def test_the_address_ceiling_stops_guessing_across_accounts_on_that_address_only(
    make_ctx, addresses: tuple[str, str]
) -> None:
    attacker_at, owner_at = addresses
    ctx = make_ctx(login_max_failures_address=4, rate_limit_login=0)
    agent = await make_agent(ctx)
    async with client_at(ctx, agent.host, owner_at) as owner:
        body = await register(owner, agent)
    right = login_body(agent, body["username"], body["password"])
    async with client_at(ctx, agent.host, attacker_at) as attacker:
        guesses = [
            await attacker.post("/api/auth/login", json=login_body(agent, f"ghost{n}", "x1234567"))
            for n in range(5)
        ]
        from_attacker = await attacker.post("/api/auth/login", json=right)
    async with client_at(ctx, agent.host, owner_at) as owner:
        from_owner = await owner.post("/api/auth/login", json=right)
    assert [error_of(r)["errorCode"] for r in guesses] == ["0002"] * 4 + ["0036"]
    assert error_of(from_attacker)["errorCode"] == "0036"
    assert "fields" not in error_of(from_attacker)
    assert from_owner.status_code == 200


async def test_simultaneous_guesses_on_one_account_are_judged_only_up_to_the_limit(
    make_ctx, judged: list[str], addresses: tuple[str, str]
) -> None:
    attacker_at, owner_at = addresses
    # Two app contexts (two connection pools, as two server processes) on one database.
    first = make_ctx(login_max_failures_account=5, rate_limit_login=0)
    second = make_ctx(login_max_failures_account=5, rate_limit_login=0)
    agent = await make_agent(first)
    async with client_at(first, agent.host, owner_at) as owner:
        body = await register(owner, agent)
    wrong = login_body(agent, body["username"], "guess1234")
    async with (
        client_at(first, agent.host, attacker_at) as one,
        client_at(second, agent.host, attacker_at) as two,
    ):
        responses = await asyncio.gather(
            *((one if n % 2 else two).post("/api/auth/login", json=wrong) for n in range(30))
        )
    assert outcomes(responses) == {"0003": 5, "0036": 25}
    assert judged == ["guess1234"] * 5
    async with client_at(first, agent.host, owner_at) as owner:
        from_owner = await owner.post(
            "/api/auth/login", json=login_body(agent, body["username"], body["password"])
        )
    assert from_owner.status_code == 200


async def test_simultaneous_guesses_across_accounts_are_judged_only_up_to_the_ceiling(
    make_ctx, judged: list[str], addresses: tuple[str, str]
) -> None:
    attacker_at = addresses[0]
    first = make_ctx(login_max_failures_address=10, rate_limit_login=0)
    second = make_ctx(login_max_failures_address=10, rate_limit_login=0)
    agent = await make_agent(first)
    async with (
        client_at(first, agent.host, attacker_at) as one,
        client_at(second, agent.host, attacker_at) as two,
    ):
        responses = await asyncio.gather(
            *(
                (one if n % 2 else two).post(
                    "/api/auth/login", json=login_body(agent, f"ghost{n}", "guess1234")
                )
                for n in range(30)
            )
        )
    assert outcomes(responses) == {"0002": 10, "0036": 20}
    assert len(judged) == 10


async def test_a_success_clears_the_account_and_is_no_failure_of_the_address(
    make_ctx, addresses: tuple[str, str]
) -> None:
    owner_at = addresses[1]
    ctx = make_ctx(login_max_failures_account=3, login_max_failures_address=7, rate_limit_login=0)
    agent = await make_agent(ctx)
    async with client_at(ctx, agent.host, owner_at) as client:
        body = await register(client, agent)
        right = login_body(agent, body["username"], body["password"])
        wrong = {**right, "password": "guess1234"}
        answers = []
        for _ in range(3):
            # Two failures then a success, three times. Without the clear, the third attempt
            # of the account would fill its count; were successes counted against the
            # address, its count would reach 7 before the last round's second failure.
            answers += [(await client.post("/api/auth/login", json=wrong)).status_code]
            answers += [(await client.post("/api/auth/login", json=wrong)).status_code]
            answers += [(await client.post("/api/auth/login", json=right)).status_code]
    assert answers == [401, 401, 200] * 3


async def test_the_staff_login_follows_the_same_rules(
    make_ctx, judged: list[str], addresses: tuple[str, str]
) -> None:
    attacker_at, owner_at = addresses
    ctx = make_ctx(login_max_failures_account=3, rate_limit_login=0)
    agent = await make_agent(ctx)
    async with ctx.db.write() as session:
        await create_staff(session, agent.prefix, "boss", "boss12345")
    right = {"username": "boss", "password": "boss12345"}
    async with client_at(ctx, agent.host, attacker_at) as attacker:
        responses = await asyncio.gather(
            *(
                attacker.post("/api/backoffice/auth/login", json={**right, "password": "guess1234"})
                for _ in range(12)
            )
        )
        from_attacker = await attacker.post("/api/backoffice/auth/login", json=right)
    async with client_at(ctx, agent.host, owner_at) as owner:
        from_owner = await owner.post("/api/backoffice/auth/login", json=right)
    assert outcomes(responses) == {"0003": 3, "0036": 9}
    assert judged.count("guess1234") == 3
    assert error_of(from_attacker)["errorCode"] == "0036"
    assert from_owner.status_code == 200, from_owner.text


async def test_the_right_password_of_a_refused_account_is_no_failure_of_the_address(
    make_ctx, addresses: tuple[str, str]
) -> None:
    """A suspended player trying again and again (0005 each time) must not fill his address's
    count, or he would lock out everyone behind the same address (a shop's Wi-Fi)."""
    ctx = make_ctx(login_max_failures_account=2, login_max_failures_address=3, rate_limit_login=0)
    agent = await make_agent(ctx)
    async with client_at(ctx, agent.host, addresses[1]) as client:
        suspended = await register(client, agent)
        other = await register(client, agent)
        async with ctx.db.write() as session:
            await session.execute(
                update(User)
                .where(User.username == suspended["username"])
                .values(status="suspended")
            )
        right = login_body(agent, suspended["username"], suspended["password"])
        refused = [await client.post("/api/auth/login", json=right) for _ in range(5)]
        wrong = login_body(agent, other["username"], "guess1234")
        guesses = [await client.post("/api/auth/login", json=wrong) for _ in range(3)]
    assert [error_of(r)["errorCode"] for r in refused] == ["0005"] * 5
    # The address's count holds the guesses alone: two of the other account's, then its own limit.
    assert [error_of(r)["errorCode"] for r in guesses] == ["0003", "0003", "0036"]
